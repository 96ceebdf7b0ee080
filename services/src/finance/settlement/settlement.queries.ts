import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OpenDocumentRow, SettlementRow } from '../../contracts';
import { priceFlagOf } from '../../document-engine';
import { inScopedWarehouses, maskPrices, recordScope, scopeConditions, Session } from '../../identity';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import { SettlementKind } from './settlement-kinds';

/**
 * A kind's receipts or payments (settlements) the caller may see (their own only, under an own-records scope; removed
 * ones never), and the documents still open for a write-off (documents less what was settled on them, document_settled).
 */
@Injectable()
export class SettlementQueries {
  constructor(private readonly ds: DataSource) {}

  /**
   * The partner's audited documents of the kind's target that still owe something, with the open amount of each (by
   * the documents' price flag), within the caller's data scope; the oldest first.
   */
  async open(def: SettlementKind, s: Session, q: PageQuery, partnerId: string): Promise<Page<OpenDocumentRow>> {
    const targetId = def.target.idField;
    const figures = { totalAmount: priceFlagOf(def.target), openAmount: priceFlagOf(def.target) };
    // Settled on the document itself: the money paid and any of the partner's prepaid it spent.
    const open = `d.total_amount - d.paid_amount - coalesce((d.header->>'prepaidAmount')::numeric, 0) - coalesce(x.amount, 0)`;
    const params: unknown[] = [s.companyId, def.target.kind, partnerId];
    const scope = scopeConditions(
      s,
      { createdBy: 'd.created_by', warehouses: inScopedWarehouses('d.doc_id') },
      (v) => `$${params.push(v)}`,
    );
    const rows: { id: string; billNo: string; billDate: string; totalAmount: number; openAmount: number; total: number }[] =
      await this.ds.query(
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
      rows.map(({ id, total: _, ...r }) => maskPrices(s, { [targetId]: id, ...r }, figures) as OpenDocumentRow),
    );
  }

  /** A receipt or payment as its list shows it (with the list's total); null when not there for the caller. */
  async detail(def: SettlementKind, s: Session, id: string): Promise<(SettlementRow & { total: number }) | null> {
    const [row] = await this.rows(def, s, `and t.doc_id = $4`, [id]);
    return row ?? null;
  }

  /** Receipts or payments of a partner and a status, matching a keyword (number, partner or remark); the latest first. */
  async page(
    def: SettlementKind,
    s: Session,
    q: PageQuery,
    f: { partnerId?: string; status?: string; keyword?: string },
  ): Promise<Page<SettlementRow>> {
    const rows = await this.rows(
      def,
      s,
      `and ($4::text is null or t.partner_id = $4) and ($5::text is null or t.status = $5) and ($6::text is null or t.bill_no ilike $6 or p.name ilike $6 or t.remark ilike $6)
       order by t.bill_date desc, t.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [f.partnerId ?? null, f.status ?? null, f.keyword ? `%${f.keyword}%` : null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  /** The rows with their id and partner under the kind's names, and the documents each wrote off (hxList) under the target's id field. */
  private async rows(def: SettlementKind, s: Session, tail: string, extra: unknown[]): Promise<(SettlementRow & { total: number })[]> {
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
      ({ id, partnerId, hx, ...r }: { id: string; partnerId: string; hx: { docId: string; amount: string; billNo: string | null }[] }) => ({
        [def.idField]: id,
        [def.partner.field]: partnerId,
        ...r,
        hxList: hx.map((h) => ({ [def.target.idField]: h.docId, billNo: h.billNo, amount: Number(h.amount) })),
      }),
    );
  }
}
