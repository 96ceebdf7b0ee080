import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OpenDocumentRow, SettlementRow } from '../../contracts';
import { priceFlagOf } from '../../document-engine';
import { inScopedWarehouses, maskPrices, scopeConditions, Session } from '../../identity';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import { CashDocRows, PartnerDocFilter, whenGiven } from '../cash-document/cash-doc.queries';
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
    const row = await settlementsOf(this.ds, def).detail(s, id);
    return row && shown(def, row);
  }

  /** Receipts or payments of a partner and a status, matching a keyword (number, partner or remark); the latest first. */
  async page(def: SettlementKind, s: Session, q: PageQuery, f: PartnerDocFilter): Promise<Page<SettlementRow>> {
    const page = await settlementsOf(this.ds, def).page(s, q, f);
    return { ...page, data: page.data.map((r) => shown(def, r)) };
  }
}

type Stored = { id: string; partnerId: string; hx: { docId: string; amount: string; billNo: string | null }[] };

/** A kind's rows of settlements, each with the documents it wrote off (hx). */
const settlementsOf = (ds: DataSource, def: SettlementKind) =>
  new CashDocRows<Stored, PartnerDocFilter>(ds, {
    table: 'settlements',
    idField: 'id',
    columns: `t.partner_id as "partnerId", p.name as "partnerName", t.account_id as "accountId", a.name as "accountName", t.amount::float8 as amount,
              (select coalesce(jsonb_agg(jsonb_build_object('docId', h->>'docId', 'amount', h->>'amount', 'billNo', d.bill_no)), '[]') from jsonb_array_elements(t.hx) h
               left join documents d on d.doc_id = h->>'docId') as hx`,
    joins: 'left join master_records p on p.record_id = t.partner_id left join master_records a on a.record_id = t.account_id',
    kind: [['t.kind = $?', def.kind]],
    where: (f) => [whenGiven('t.partner_id', f.partnerId)],
    keywordAlso: 'p.name',
  });

/** A row with its id and partner under the kind's names, and the documents it wrote off (hxList) under the target's id field. */
const shown = <R extends Stored>(def: SettlementKind, { id, partnerId, hx, ...r }: R) =>
  ({
    [def.idField]: id,
    [def.partner.field]: partnerId,
    ...r,
    hxList: hx.map((h) => ({ [def.target.idField]: h.docId, billNo: h.billNo, amount: Number(h.amount) })),
  }) as unknown as SettlementRow & Omit<R, keyof Stored>;
