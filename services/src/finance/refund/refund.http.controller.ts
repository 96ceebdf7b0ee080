import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { checkSaveRights, DocumentContext } from '../../document-engine';
import { recordScope, CurrentSession, Permission, Write, Session } from '../../identity';
import { Dec, dec, toNumber } from '../../shared/decimal';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { bool, decimal, text, validate } from '../../shared/validation/schema';
import { BalanceQueries } from '../balance.queries';
import { CashStep, cashStepRoutes, draftChanges } from '../cash-document/cash-doc-routes';
import { RefundFrom } from './refund';
import { RefundCommand, RefundInput } from './refund.commands';
import { RefundKind } from './refund-kinds';
import { refundableOf } from './refundable';

const HISTORY = { Saved: '保存', Posted: '审核', Reversed: '红冲', Removed: '删除' };

/** `/api/{CustomRefund|SupplierRefund}/Save|Update|Audit|WriteBack|Remove|Detail|PageQuery|Refundable` (/refund/customList, /refund/supplierList). */
export function refundController(def: RefundKind): Type {
  const { field, nameField, label } = def.partner;
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
  const titles = Object.fromEntries(Object.entries(HISTORY).map(([k, v]) => [def.events[k as keyof typeof HISTORY], v]));
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
  class RefundController extends cashStepRoutes({ idField: 'refundId', title: def.title, menuId: def.menuId }) {
    constructor(
      readonly commands: CommandBus,
      readonly ds: DataSource,
      readonly es: EventSourcing,
      readonly refs: DocumentContext,
      readonly balances: BalanceQueries,
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
      const { creatorIds } = recordScope(s);
      const [row] = await this.ds.query(
        `select partner_id as "${field}", account_id as "accountId", to_char(bill_date, 'YYYY-MM-DD') as "billDate", amount::text as amount, refund_from as "refundFrom", remark
         from refunds where doc_id = $1 and company_id = $2 and kind = $3 and status <> 'removed' and ($4::text[] is null or created_by = any($4))`,
        [refundId, s.companyId, def.kind, creatorIds ?? null],
      );
      if (!row) throw new NotFoundError(`${def.title}不存在`);
      return this.saving(s, refundId, { ...row, amount: dec(row.amount), ...changes });
    }

    /** What the partner may be refunded now, for the add form. */
    @Permission(def.menuId, 'add')
    @Action('Refundable')
    async refundable(@Body() body: unknown, @CurrentSession() s: Session) {
      const partnerId = validate({ [field]: text(label).required() }, body)[field] as string;
      await this.refs.checkRef(def.partner.kind, s.companyId, partnerId, label, field);
      const r = await refundableOf(this.ds, this.balances, s.companyId, def, partnerId);
      return { [field]: partnerId, overpaid: toNumber(r.overpaid), prepaid: toNumber(r.prepaid) };
    }

    @Permission(def.menuId, 'get')
    @Action('Detail')
    async detail(@Body() body: unknown, @CurrentSession() s: Session) {
      const id = idOf(body);
      const [row] = await this.rows(s, `and t.doc_id = $4`, [id]);
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
          status: text('状态').oneOf(['draft', 'audited', 'reversed']),
          keyword: text('关键字').maxWidth(60),
          startDate: text('开始日期').date(),
          endDate: text('结束日期').date(),
        },
        body,
      ) as Record<string, string | undefined>;
      const rows = await this.rows(
        s,
        `and ($4::text is null or t.partner_id = $4) and ($5::text is null or t.account_id = $5) and ($6::text is null or t.status = $6)
         and ($7::text is null or t.bill_no ilike $7 or p.name ilike $7 or t.remark ilike $7) and ($8::date is null or t.bill_date >= $8) and ($9::date is null or t.bill_date <= $9)
         order by t.bill_date desc, t.created_at desc offset ${q.offset} limit ${q.pageSize}`,
        [
          f[field] ?? null,
          f.accountId ?? null,
          f.status ?? null,
          f.keyword ? `%${f.keyword}%` : null,
          f.startDate ?? null,
          f.endDate ?? null,
        ],
      );
      return toPage(
        q,
        rows[0]?.total ?? 0,
        rows.map(({ total: _, ...r }: { total: number }) => r),
      );
    }

    rows(s: Session, tail: string, extra: unknown[]) {
      const { creatorIds } = recordScope(s);
      return this.ds.query(
        `select t.doc_id as "refundId", t.bill_no as "billNo", to_char(t.bill_date, 'YYYY-MM-DD') as "billDate", t.status, t.partner_id as "${field}", p.name as "${nameField}",
                t.account_id as "accountId", a.name as "accountName", t.amount::float8 as amount, t.refund_from as "refundFrom", t.remark, u.user_name as "userName",
                t.created_at as "createTime", count(*) over ()::int as total
         from refunds t left join master_records p on p.record_id = t.partner_id left join master_records a on a.record_id = t.account_id left join users u on u.user_id = t.created_by
         where t.company_id = $1 and t.kind = $2 and t.status <> 'removed' and ($3::text[] is null or t.created_by = any($3)) ${tail}`,
        [s.companyId, def.kind, creatorIds ?? null, ...extra],
      );
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
