import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { checkSaveRights, priceFlagOf } from '../../document-engine';
import { inScopedWarehouses, maskPrices, recordScope, scopeConditions, CurrentSession, Permission, Write, Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { array, bool, decimal, object, text, validate } from '../../shared/validation/schema';
import { CashStep, cashStepRoutes } from '../cash-document/cash-doc-routes';
import { SettlementCommand } from './settlement.commands';
import { SettlementKind } from './settlement-kinds';

const HISTORY = { Saved: '保存', Posted: '审核', Reversed: '红冲', Removed: '删除', HxAppended: '核销' };

/** `/api/{CustomReceive|SupplierPay}/Save|Audit|WriteBack|Remove|Detail|PageQuery|AppendHxRecord|PageQuerForHx`. */
export function settlementController(def: SettlementKind): Type {
  const targetId = def.target.idField;
  /** The write-off list's documents: their amounts by the documents' price flag. */
  const openFigures = { totalAmount: priceFlagOf(def.target), openAmount: priceFlagOf(def.target) };
  const hxList = () =>
    array(
      '核销明细',
      object({ [targetId]: text(def.target.title).required(), amount: decimal('核销金额').required().positive().places(2) }, ''),
    );
  const hxOf = (rows: Record<string, unknown>[] | undefined) =>
    (rows ?? []).map((r) => ({ docId: r[targetId] as string, amount: r.amount as never }));
  const idOf = (body: unknown) => validate({ [def.idField]: text(def.title).required() }, body)[def.idField] as string;
  const titles = Object.fromEntries(Object.entries(HISTORY).map(([k, v]) => [def.events[k as keyof typeof HISTORY], v]));

  @Controller(`api/${def.kind}`)
  class SettlementController extends cashStepRoutes({ idField: def.idField, title: def.title, menuId: def.menuId }) {
    constructor(
      readonly commands: CommandBus,
      readonly ds: DataSource,
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
          remark: text('备注').maxWidth(200),
          audit: bool('保存并审核'),
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
      // Settled on the document itself: the money paid and any of the partner's prepaid it spent.
      const open = `d.total_amount - d.paid_amount - coalesce((d.header->>'prepaidAmount')::numeric, 0) - coalesce(x.amount, 0)`;
      const params: unknown[] = [s.companyId, def.target.kind, partnerId];
      const scope = scopeConditions(
        s,
        { createdBy: 'd.created_by', warehouses: inScopedWarehouses('d.doc_id') },
        (v) => `$${params.push(v)}`,
      );
      const rows = await this.ds.query(
        `select d.doc_id as id, d.bill_no as "billNo", to_char(d.bill_date, 'YYYY-MM-DD') as "billDate", d.total_amount::float8 as "totalAmount",
                (${open})::float8 as "openAmount", count(*) over ()::int as total
         from documents d left join document_settled x on x.doc_id = d.doc_id
         where d.company_id = $1 and d.doc_type = $2 and d.partner_id = $3 and d.status = 'audited' and ${open} > 0${scope.map((c) => ` and ${c}`).join('')}
         order by d.bill_date, d.created_at offset ${q.offset} limit ${q.pageSize}`,
        params,
      );
      return toPage(
        q,
        rows[0]?.total ?? 0,
        rows.map(({ id, total: _, ...r }: { id: string; total: number }) => maskPrices(s, { [targetId]: id, ...r }, openFigures)),
      );
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
          [def.partner.field]: text(def.partner.label),
          status: text('状态').oneOf(['draft', 'audited', 'reversed']),
          keyword: text('关键字').maxWidth(60),
        },
        body,
      ) as Record<string, string | undefined>;
      const rows = await this.rows(
        s,
        `and ($4::text is null or t.partner_id = $4) and ($5::text is null or t.status = $5) and ($6::text is null or t.bill_no ilike $6 or p.name ilike $6 or t.remark ilike $6)
         order by t.bill_date desc, t.created_at desc offset ${q.offset} limit ${q.pageSize}`,
        [f[def.partner.field] ?? null, f.status ?? null, f.keyword ? `%${f.keyword}%` : null],
      );
      return toPage(
        q,
        rows[0]?.total ?? 0,
        rows.map(({ total: _, ...r }: { total: number }) => r),
      );
    }

    async rows(s: Session, tail: string, extra: unknown[]) {
      const { creatorIds } = recordScope(s);
      const rows = await this.ds.query(
        `select t.doc_id as id, t.bill_no as "billNo", to_char(t.bill_date, 'YYYY-MM-DD') as "billDate", t.status, t.partner_id as "partnerId", p.name as "partnerName",
                t.account_id as "accountId", a.name as "accountName", t.amount::float8 as amount, t.remark,
                (select coalesce(jsonb_agg(jsonb_build_object('docId', h->>'docId', 'amount', h->>'amount', 'billNo', d.bill_no)), '[]') from jsonb_array_elements(t.hx) h
                 left join documents d on d.doc_id = h->>'docId') as hx, u.user_name as "userName", t.created_at as "createTime", count(*) over ()::int as total
         from settlements t left join master_records p on p.record_id = t.partner_id left join master_records a on a.record_id = t.account_id left join users u on u.user_id = t.created_by
         where t.company_id = $1 and t.kind = $2 and t.status <> 'removed' and ($3::text[] is null or t.created_by = any($3)) ${tail}`,
        [s.companyId, def.kind, creatorIds ?? null, ...extra],
      );
      return rows.map(
        ({
          id,
          partnerId,
          hx,
          ...r
        }: {
          id: string;
          partnerId: string;
          hx: { docId: string; amount: string; billNo: string | null }[];
        }) => ({
          [def.idField]: id,
          [def.partner.field]: partnerId,
          ...r,
          hxList: hx.map((h) => ({ [targetId]: h.docId, billNo: h.billNo, amount: Number(h.amount) })),
        }),
      );
    }

    step(s: Session, type: CashStep, id: string) {
      return this.commands.execute(new SettlementCommand(def, s, { type, docId: id }));
    }
  }
  Object.defineProperty(SettlementController, 'name', { value: `${def.kind}Controller` });
  return SettlementController;
}
