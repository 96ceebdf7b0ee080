import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LIFECYCLE_STEPS, SettlementRow } from '../../contracts';
import { checkSaveRights } from '../../document-engine';
import { CurrentSession, Permission, Write, Session } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { PageQuery, parsePageQuery } from '../../shared/page-query';
import { array, decimal, object, text, validate } from '../../shared/validation/schema';
import { cashDocHistory } from '../cash-document/cash-document';
import { CashStep, cashDocRoutes, LISTED_STATUSES, remarkAndAudit } from '../cash-document/cash-doc-routes';
import { SettlementCommand } from './settlement.commands';
import { SettlementKind } from './settlement-kinds';
import { SettlementQueries } from './settlement.queries';

/** `/api/{CustomReceive|SupplierPay}/Save|Audit|WriteBack|Remove|Detail|PageQuery|AppendHxRecord|PageQuerForHx`. */
export function settlementController(def: SettlementKind): Type {
  const targetId = def.target.idField;
  const hxList = () =>
    array(
      '核销明细',
      object({ [targetId]: text(def.target.title).required(), amount: decimal('核销金额').required().positive().places(2) }, ''),
    );
  const hxOf = (rows: Record<string, unknown>[] | undefined) =>
    (rows ?? []).map((r) => ({ docId: r[targetId] as string, amount: r.amount as never }));

  @Controller(`api/${def.kind}`)
  class SettlementController extends cashDocRoutes<SettlementRow>({
    idField: def.idField,
    title: def.title,
    menuId: def.menuId,
    streamType: def.kind,
    history: cashDocHistory(def.events, { [def.events.HxAppended]: LIFECYCLE_STEPS.settle.verb }),
    filters: () => ({
      [def.partner.field]: text(def.partner.label),
      status: text('状态').oneOf(LISTED_STATUSES),
      keyword: text('关键字').maxWidth(60),
    }),
  }) {
    constructor(
      readonly commands: CommandBus,
      readonly settlements: SettlementQueries,
      readonly es: EventSourcing,
    ) {
      super();
    }

    @Write()
    @Action('Save')
    async save(@Body() body: unknown, @CurrentSession() s: Session) {
      const i = validate(
        {
          [def.idField]: text(def.title),
          [def.partner.field]: text(def.partner.label).required(),
          accountId: text('结算账户').required(),
          billDate: text('单据日期').required().date(),
          amount: decimal('金额').required().positive().places(2),
          hxList: hxList(),
          ...remarkAndAudit(),
        },
        body,
      ) as unknown as Record<string, never>;
      checkSaveRights(def, s, i[def.idField], !!i.audit);
      const r = await this.commands.execute(
        new SettlementCommand(def, s, {
          type: 'save',
          docId: i[def.idField],
          audit: !!i.audit,
          input: {
            partnerId: i[def.partner.field],
            accountId: i.accountId,
            billDate: i.billDate,
            amount: i.amount,
            hx: hxOf(i.hxList),
            remark: i.remark,
          },
        }),
      );
      return { [def.idField]: r.docId, billNo: r.billNo, status: r.status };
    }

    /** Write-off after the fact (/customHx, /supplierHx): ties an audited receipt's unallocated amount to documents. */
    @Permission(def.hxMenuId, 'add')
    @Write()
    @Action('AppendHxRecord')
    async appendHx(@Body() body: unknown, @CurrentSession() s: Session) {
      const i = validate({ [def.idField]: text(def.title).required(), hxList: hxList().required().minItems(1) }, body) as unknown as Record<
        string,
        never
      >;
      const r = await this.commands.execute(new SettlementCommand(def, s, { type: 'hx', docId: i[def.idField], hx: hxOf(i.hxList) }));
      return { [def.idField]: r.docId, status: r.status };
    }

    /** The partner's audited documents that still owe something, with the open amount of each. */
    @Permission(def.hxMenuId, 'query')
    @Action('PageQuerForHx')
    async forHx(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const q = parsePageQuery(body ?? {});
      const { partnerId } = validate({ partnerId: text(def.partner.label).required() }, { partnerId: (body ?? {})[def.partner.field] });
      return this.settlements.open(def, s, q, partnerId);
    }

    protected found(s: Session, id: string) {
      return this.settlements.detail(def, s, id);
    }

    protected list(s: Session, q: PageQuery, f: Record<string, string | undefined>) {
      return this.settlements.page(def, s, q, { ...f, partnerId: f[def.partner.field] });
    }

    step(s: Session, type: CashStep, id: string) {
      return this.commands.execute(new SettlementCommand(def, s, { type, docId: id }));
    }
  }
  Object.defineProperty(SettlementController, 'name', { value: `${def.kind}Controller` });
  return SettlementController;
}
