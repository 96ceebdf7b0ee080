import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { checkSaveRights, DocumentContext } from '../../document-engine';
import { CurrentSession, Permission, Write, Session } from '../../identity';
import { Dec, dec, toNumber } from '../../shared/decimal';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { bool, decimal, text, validate } from '../../shared/validation/schema';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashStepRoutes, draftChanges, listFilters } from '../cash-document/cash-doc-routes';
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
    remark: text('备注').maxWidth(200),
    audit: bool('保存并审核'),
  });
  const idOf = (body: unknown) => validate({ refundId: text(def.title).required() }, body).refundId as string;
  const titles = cashDocHistory(def.events);
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
  class RefundController extends cashStepRoutes({ idField: def.idField, title: def.title, menuId: def.menuId }) {
    constructor(
      readonly commands: CommandBus,
      readonly refunds: RefundQueries,
      readonly es: EventSourcing,
      readonly refs: DocumentContext,
    ) {
      super();
    }

    @Write()
    @Action('Save')
    save(@Body() body: unknown, @CurrentSession() s: Session) {
      const i = validate({ refundId: text(def.title), ...fields() }, body) as Fields;
      return this.saving(s, i.refundId as string | undefined, i);
    }

    /** A draft changed: the fields the body names replace the saved ones. */
    @Permission(def.menuId, 'edit')
    @Write()
    @Action('Update')
    async update(@Body() body: unknown, @CurrentSession() s: Session) {
      const refundId = idOf(body);
      const changes = draftChanges(fields(), body);
      const row = await this.refunds.saved(def, s, refundId);
      if (!row) throw new NotFoundError(`${def.title}不存在`);
      return this.saving(s, refundId, { ...row, amount: dec(row.amount), ...changes });
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

    @Permission(def.menuId, 'get')
    @Action('Detail')
    async detail(@Body() body: unknown, @CurrentSession() s: Session) {
      const id = idOf(body);
      const row = await this.refunds.detail(def, s, id);
      if (!row) throw new NotFoundError(`${def.title}不存在`);
      return { ...row, history: await this.es.history(`${def.kind}-${id}`, s.companyId, titles) };
    }

    @Permission(def.menuId, 'query')
    @Action('PageQuery')
    async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const q = parsePageQuery(body ?? {});
      const f = validate(
        {
          [field]: text(label),
          accountId: text('结算账户'),
          ...listFilters(),
        },
        body,
      ) as Record<string, string | undefined>;
      return this.refunds.page(def, s, q, { ...f, partnerId: f[field] });
    }

    step(s: Session, type: CashStep, refundId: string) {
      return this.commands.execute(new RefundCommand(def, s, { type, docId: refundId }));
    }

    async saving(s: Session, refundId: string | undefined, i: Fields) {
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
