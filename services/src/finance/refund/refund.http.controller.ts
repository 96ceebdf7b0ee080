import { Body, Controller, Type } from '@nestjs/common';
import type { RefundRow } from '../../contracts';
import { CommandBus } from '@nestjs/cqrs';
import { checkSaveRights, DocumentContext } from '../../document-engine';
import { CurrentSession, Permission, Session } from '../../identity';
import { Dec, dec, toNumber } from '../../shared/decimal';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { PageQuery } from '../../shared/page-query';
import { decimal, text, validate } from '../../shared/validation/schema';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashDraftRoutes, listFilters, remarkAndAudit } from '../cash-document/cash-doc-routes';
import { RefundFrom } from './refund';
import { RefundCommand, RefundInput } from './refund.commands';
import { RefundKind } from './refund-kinds';
import { RefundQueries } from './refund.queries';

/** `/api/{CustomRefund|SupplierRefund}/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery|Refundable` (/refund/customList, /refund/supplierList). */
export function refundController(def: RefundKind): Type {
  const { field, label } = def.partner;
  const fields = () => ({
    [field]: text(label).required(),
    accountId: text('结算账户').required(),
    billDate: text('单据日期').required().date(),
    amount: decimal('退款金额').required().positive().places(2),
    ...(def.partner.kind === 'Custom' && { refundFrom: text('退款来源').oneOf(['overpaid', 'prepaid']) }),
    ...remarkAndAudit(),
  });
  type Fields = Record<string, unknown>;
  const inputOf = (i: Fields): RefundInput => ({
    partnerId: i[field] as string,
    accountId: i.accountId as string,
    billDate: i.billDate as string,
    amount: i.amount as Dec,
    refundFrom: (i.refundFrom ?? 'overpaid') as RefundFrom,
    remark: i.remark as string | undefined,
  });

  @Controller(`api/${def.kind}`)
  class RefundController extends cashDraftRoutes<RefundRow>({
    idField: def.idField,
    title: def.title,
    menuId: def.menuId,
    streamType: def.kind,
    history: cashDocHistory(def.events),
    filters: () => ({ [field]: text(label), accountId: text('结算账户'), ...listFilters() }),
    save: fields,
  }) {
    constructor(
      readonly commands: CommandBus,
      readonly refunds: RefundQueries,
      readonly es: EventSourcing,
      readonly refs: DocumentContext,
    ) {
      super();
    }

    /** What the partner may be refunded now, for the add form. */
    @Permission(def.menuId, 'add')
    @Action('Refundable')
    async refundable(@Body() body: unknown, @CurrentSession() s: Session) {
      const partnerId = validate({ [field]: text(label).required() }, body)[field] as string;
      await this.refs.checkRef(def.partner.kind, s.companyId, partnerId, label, field);
      const r = await this.refunds.refundable(def, s.companyId, partnerId);
      return { [field]: partnerId, overpaid: toNumber(r.overpaid), prepaid: toNumber(r.prepaid) };
    }

    protected async kept(s: Session, refundId: string) {
      const row = await this.refunds.saved(def, s, refundId);
      return row && { ...row, amount: dec(row.amount) };
    }

    protected found(s: Session, refundId: string) {
      return this.refunds.detail(def, s, refundId);
    }

    protected list(s: Session, q: PageQuery, f: Record<string, string | undefined>) {
      return this.refunds.page(def, s, q, { ...f, partnerId: f[field] });
    }

    step(s: Session, type: CashStep, refundId: string) {
      return this.commands.execute(new RefundCommand(def, s, { type, docId: refundId }));
    }

    protected async saving(s: Session, refundId: string | undefined, i: Fields) {
      checkSaveRights(def, s, refundId, !!i.audit);
      const r = await this.commands.execute(
        new RefundCommand(def, s, { type: 'save', docId: refundId, audit: !!i.audit, input: inputOf(i) }),
      );
      return { refundId: r.docId, billNo: r.billNo, status: r.status };
    }
  }
  Object.defineProperty(RefundController, 'name', { value: `${def.kind}Controller` });
  return RefundController;
}
