import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { maskPrices, PriceFields, scopeConditions, Session } from '../identity';
import { NotFoundError } from '../shared/errors';
import type { DocHeader, DocLineRow, DocLineTotals, DocRow } from '../contracts';
import { Page, PageQuery, toPage } from '../shared/page-query';
import { DocumentKind, nameField, priceFlagOf } from './document-kind';

export interface DocFilter {
  keyword?: string;
  status?: string;
  partnerId?: string;
  warehouseId?: string;
  startDate?: string;
  endDate?: string;
  /** waiting: audited with goods still (partly) awaiting the warehouse (separatorWarehouse); done: all confirmed. */
  stockState?: string;
  /** The kind's own header fields by field. */
  extra?: Record<string, string>;
}

export const DOC_SORTABLE = { billNo: 'd.bill_no', billDate: 'd.bill_date', totalAmount: 'd.total_amount', createTime: 'd.created_at' };

/** The kind's own header fields with their records' names, and its header values, as select columns (field names are the kind's data, never input). */
const extraColumns = (def: DocumentKind) =>
  (def.headerFields ?? [])
    .map(({ field }) => {
      const value = `d.header->'extra'->>'${field}'`;
      return `, ${value} as "${field}", (select x.name from master_records x where x.record_id = ${value}) as "${nameField(field)}"`;
    })
    .join('') + (def.headerValues ?? []).map((field) => `, d.header->'extra'->>'${field}' as "${field}"`).join('');

/** The answer's partner, settle and header warehouse fields under the kind's names. */
const named = (def: DocumentKind, r: Record<string, unknown>) => ({
  ...(def.partner && { [def.partner.field]: r.partnerId }),
  ...(def.settle && { [def.settle.field]: r.paidAmount }),
  ...(def.prepaid && { [def.prepaid.field]: r.prepaidAmount }),
  ...(def.warehouse && { [def.warehouse.field]: r.warehouseId, [nameField(def.warehouse.field)]: r.warehouseName }),
});
type Row = Record<string, unknown>;
const MONEY = [
  'price',
  'amount',
  'taxAmount',
  'lineTotal',
  'totalAmount',
  'paidAmount',
  'discountAmount',
  'payAmount',
  'receiveAmount',
  'prepaidAmount',
  'openAmount',
  'fee',
];

/**
 * A document's figures, by the kind's flag: the header's and the lines', a combo line's price among them; a line's
 * stock amount (what its goods cost) by the cost flag as well.
 */
const figures = (def: DocumentKind): PriceFields<Row> => {
  const flag = priceFlagOf(def);
  const own = Object.fromEntries(MONEY.map((field) => [field, flag]));
  return { ...own, lines: { ...own, stockAmount: [flag, 'costPrice'], combo: { price: flag } } };
};

/**
 * A document is within a warehouse permission when its header warehouse, a warehouse header field (a transfer's 调入仓库)
 * or a line's warehouse is allowed; one of no warehouse (a 调价单) is within every permission.
 */
const warehousesIn = (def: DocumentKind, list: string) =>
  [
    `coalesce(d.warehouse_id, '') = ''`,
    `d.warehouse_id = any(${list})`,
    ...(def.headerFields ?? []).filter((h) => h.ref === 'Warehouse').map((h) => `d.header->'extra'->>'${h.field}' = any(${list})`),
    `exists (select 1 from document_lines wl where wl.doc_id = d.doc_id and wl.warehouse_id = any(${list}))`,
  ].join(' or ');

@Injectable()
export class DocumentQueries {
  constructor(private readonly ds: DataSource) {}

  /** The documents of `def` the caller may see, filtered; `params` collects the parameters (several kinds may share them). */
  private scope(def: DocumentKind, s: Session, f: DocFilter, params: unknown[] = []) {
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = [`d.company_id = ${p(s.companyId)}`, `d.doc_type = ${p(def.kind)}`, `d.status <> 'removed'`];
    const kindConditions = where.length;
    where.push(...scopeConditions(s, { createdBy: 'd.created_by', warehouses: (list) => warehousesIn(def, list) }, p));
    if (f.keyword)
      where.push(`(d.bill_no ilike ${p(`%${f.keyword}%`)} or partner.name ilike $${params.length} or d.remark ilike $${params.length})`);
    if (f.status) where.push(`d.status = ${p(f.status)}`);
    if (f.partnerId) where.push(`d.partner_id = ${p(f.partnerId)}`);
    if (f.warehouseId) where.push(`d.warehouse_id = ${p(f.warehouseId)}`);
    if (f.startDate) where.push(`d.bill_date >= ${p(f.startDate)}`);
    if (f.endDate) where.push(`d.bill_date <= ${p(f.endDate)}`);
    if (f.stockState)
      where.push(`d.status = 'audited' and d.stock_state = any(${p(f.stockState === 'waiting' ? ['waiting', 'partial'] : ['done'])})`);
    for (const [field, value] of Object.entries(f.extra ?? {})) where.push(`d.header->'extra'->>${p(field)} = ${p(value)}`);
    return { where: where.join(' and '), params, wholeKind: where.length === kindConditions };
  }

  async page(def: DocumentKind, s: Session, q: PageQuery, f: DocFilter): Promise<Page<DocRow> & { totals: Record<string, number | null> }> {
    const { where, params, wholeKind } = this.scope(def, s, f);
    const from = `from documents d ${f.keyword ? 'left join master_records partner on partner.record_id = d.partner_id' : ''} where ${where}`;
    // The page's ids first, walked down documents_list, then only they are dressed; the count and sums of the whole
    // filter apart, over the documents alone (of the whole kind, its totals row): none depends on what the planner
    // knows of the company.
    const [rows, [sums]] = await Promise.all([
      this.ds.query(
        `with page as materialized (
           select d.doc_id, row_number() over () as n from (select d.doc_id ${from}
             order by ${q.sortColumn ? `${q.sortColumn} ${q.sortDirection}` : 'd.bill_date desc, d.created_at desc'}, d.doc_id offset ${q.offset} limit ${q.pageSize}) d
         )
         select d.doc_id as "docId", d.bill_no as "billNo", to_char(d.bill_date, 'YYYY-MM-DD') as "billDate", d.status, d.partner_id as "partnerId", partner.name as "partnerName",
                d.warehouse_id as "warehouseId", wh.name as "warehouseName", d.total_amount::float8 as "totalAmount", d.paid_amount::float8 as "paidAmount",
                d.remark, u.user_name as "userName", d.created_at as "createTime", case when d.status = 'audited' then d.stock_state end as "stockState"${extraColumns(def)}
         from page pg join documents d on d.doc_id = pg.doc_id left join master_records partner on partner.record_id = d.partner_id left join master_records wh on wh.record_id = d.warehouse_id
         left join users u on u.user_id = d.created_by
         order by pg.n`,
        params,
      ),
      this.ds.query(
        wholeKind
          ? `select coalesce(sum(documents), 0)::int as total, coalesce(sum(total_amount), 0)::float8 as "sumTotal", coalesce(sum(paid_amount), 0)::float8 as "sumPaid"
             from document_totals where company_id = $1 and doc_type = $2`
          : `select count(*)::int as total, coalesce(sum(d.total_amount), 0)::float8 as "sumTotal", coalesce(sum(d.paid_amount), 0)::float8 as "sumPaid" ${from}`,
        wholeKind ? params.slice(0, 2) : params,
      ) as Promise<{ total: number; sumTotal: number; sumPaid: number }[]>,
    ]);
    // The amounts summed over every document of the filter, not the page, under the rows' names.
    const totals = maskPrices(
      s,
      { totalAmount: sums.sumTotal, paidAmount: sums.sumPaid, ...(def.settle && { [def.settle.field]: sums.sumPaid }) },
      figures(def),
    );
    const data = rows.map(({ docId, ...r }: DocRow & { docId: string }) =>
      maskPrices(s, { [def.idField]: docId, ...r, ...named(def, r) }, figures(def)),
    );
    return { ...toPage(q, sums.total, data), totals };
  }

  /**
   * What waits in the kinds given (those the caller may list), counted as their lists count it: drafts waiting for
   * audit (status draft) and audited documents whose goods still (partly) wait for the warehouse (stockState waiting).
   */
  async waiting(kinds: readonly DocumentKind[], s: Session): Promise<{ kind: DocumentKind; audit: number; stock: number }[]> {
    if (!kinds.length) return [];
    const params: unknown[] = [];
    const counts = kinds.map(
      (def, i) => `select ${i} as i, count(*) filter (where d.status = 'draft')::int as audit,
                count(*) filter (where d.status = 'audited' and d.stock_state in ('waiting', 'partial'))::int as stock
         from documents d where ${this.scope(def, s, {}, params).where} and (d.status = 'draft' or d.stock_state in ('waiting', 'partial'))`,
    );
    const rows: { i: number; audit: number; stock: number }[] = await this.ds.query(counts.join(' union all '), params);
    return rows.sort((a, b) => a.i - b.i).map((r) => ({ kind: kinds[r.i], audit: r.audit, stock: r.stock }));
  }

  /** How many times a document was printed (0 for none there). */
  async printCount(docId: string): Promise<number> {
    const [row] = await this.ds.query(`select print_count from documents where doc_id = $1`, [docId]);
    return row?.print_count ?? 0;
  }

  async detail(def: DocumentKind, s: Session, docId: string): Promise<DocHeader> {
    const { where, params } = this.scope(def, s, {});
    params.push(docId);
    const [d] = await this.ds.query(
      `select d.*, to_char(d.bill_date, 'YYYY-MM-DD') as bill_date_text, partner.name as partner_name, wh.name as warehouse_name, acc.name as account_name, u.user_name,
              d.total_amount - d.paid_amount - coalesce((d.header->>'prepaidAmount')::numeric, 0) - coalesce(x.amount, 0) as open_amount${extraColumns(def)}
       from documents d left join master_records partner on partner.record_id = d.partner_id left join master_records wh on wh.record_id = d.warehouse_id
       left join master_records acc on acc.record_id = d.account_id left join users u on u.user_id = d.created_by
       left join document_settled x on x.doc_id = d.doc_id where ${where} and d.doc_id = $${params.length}`,
      params,
    );
    if (!d) throw new NotFoundError(`${def.title}不存在`);
    const lines = await this.ds.query(
      `select l.line_no as "lineNo", l.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", s.spec,
              s.bar_code as "barCode", l.warehouse_id as "warehouseId", wh.name as "warehouseName", l.unit_name as "unitName", l.qty::float8 as qty,
              l.base_qty::float8 as "baseQty", p.unit_name as "baseUnitName", p.units, l.price::float8 as price, (l.data->>'discount')::float8 as discount, (l.data->>'taxRate')::float8 as "taxRate",
              l.amount::float8 as amount, l.tax_amount::float8 as "taxAmount", l.line_total::float8 as "lineTotal", l.data->>'remark' as remark,
              case when $2::text is not null then coalesce((l.data->>'confirmedQty')::numeric, 0)::float8 end as "confirmedQty",
              case when $2::text is not null then (l.qty - coalesce((l.data->>'confirmedQty')::numeric, 0))::float8 end as "openQty",
              coalesce(l.data->'serials', '[]') as serials, l.data->>'batchNo' as "batchNo", l.data->>'productionDate' as "productionDate",
              l.data->>'expiryDate' as "expiryDate", coalesce(l.data->'batches', '[]') as batches, loc.name as "locationName",
              (l.data->>'stockAmount')::float8 as "stockAmount", l.data->>'priceType' as "priceType", l.data->'combo' as combo
       from document_lines l join product_skus s on s.sku_id = l.sku_id join products p on p.product_id = s.product_id
       left join master_records wh on wh.record_id = l.warehouse_id
       left join sku_locations sl on sl.company_id = l.company_id and sl.warehouse_id = l.warehouse_id and sl.sku_id = l.sku_id
       left join master_records loc on loc.record_id = sl.location_id and not loc.removed where l.doc_id = $1 order by l.line_no`,
      [docId, d.stock_state],
    );
    const extra = Object.fromEntries([
      ...(def.headerFields ?? []).flatMap(({ field }) => [
        [field, d[field]],
        [nameField(field), d[nameField(field)]],
      ]),
      ...(def.headerValues ?? []).map((field) => [field, d[field]]),
    ]);
    const header = {
      [def.idField]: d.doc_id,
      billNo: d.bill_no,
      billType: d.bill_type,
      billDate: d.bill_date_text,
      status: d.status,
      stockState: d.stock_state,
      partnerName: d.partner_name,
      warehouseId: d.warehouse_id,
      warehouseName: d.warehouse_name,
      ...extra,
      totalAmount: Number(d.total_amount),
      amount: Number(d.header.amount),
      taxAmount: Number(d.header.taxAmount),
      discountAmount: Number(d.header.discountAmount),
      accountId: d.account_id,
      accountName: d.account_name,
      remark: d.remark,
      userName: d.user_name,
      ...named(def, {
        partnerId: d.partner_id,
        paidAmount: Number(d.paid_amount),
        prepaidAmount: Number(d.header.prepaidAmount ?? 0),
        warehouseId: d.warehouse_id,
        warehouseName: d.warehouse_name,
      }),
      ...(def.source ? { [def.source.field]: d.header.sourceId } : {}),
      // What the partner still owes (or is owed) on an audited document: less what was paid on it, prepaid spent and written off.
      ...(def.settle && { openAmount: d.status === 'audited' ? Number(d.open_amount) : null }),
      createTime: d.created_at,
      printCount: d.print_count,
      extend: d.extend,
    };
    // stockAmount only once an audit moved the line; priceType only on a kind whose lines are prices.
    const moved = ({ stockAmount, priceType, ...l }: Record<string, unknown>) => ({
      ...l,
      ...(stockAmount !== null && { stockAmount }),
      ...(priceType !== null && { priceType }),
    });
    return maskPrices(s, { ...header, lines: lines.map(moved) }, figures(def));
  }

  /** Line-level list (DetailPageQuery) with the totals of all matching lines (quantities in main units). */
  async lines(
    def: DocumentKind,
    s: Session,
    q: PageQuery,
    f: DocFilter & { skuId?: string },
  ): Promise<Page<DocLineRow> & { totals: DocLineTotals }> {
    const { where, params } = this.scope(def, s, f);
    const sku = f.skuId ? ` and l.sku_id = $${params.push(f.skuId)}` : '';
    const from = `from document_lines l join documents d on d.doc_id = l.doc_id left join master_records partner on partner.record_id = d.partner_id
       left join master_records wh on wh.record_id = l.warehouse_id
       join product_skus s on s.sku_id = l.sku_id join products p on p.product_id = s.product_id where ${where}${sku}`;
    const [rows, [totals]] = await Promise.all([
      this.ds.query(
        `select d.doc_id as "docId", d.bill_no as "billNo", to_char(d.bill_date, 'YYYY-MM-DD') as "billDate", d.status, partner.name as "partnerName", l.line_no as "lineNo",
                p.product_name as "productName", p.product_code as "productCode", s.spec, l.unit_name as "unitName", l.qty::float8 as qty, l.base_qty::float8 as "baseQty",
                p.unit_name as "baseUnitName", wh.name as "warehouseName", l.price::float8 as price,
                l.amount::float8 as amount, l.tax_amount::float8 as "taxAmount", l.line_total::float8 as "lineTotal"${extraColumns(def)}
         ${from} order by d.bill_date desc, d.created_at desc, l.line_no offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
      this.ds.query(
        `select count(*)::int as total, coalesce(sum(l.base_qty), 0)::float8 as "baseQty", coalesce(sum(l.line_total), 0)::float8 as "lineTotal" ${from}`,
        params,
      ),
    ]);
    const data = rows.map((r: DocLineRow) => maskPrices(s, { [def.idField]: r.docId, ...r }, figures(def)));
    return {
      ...toPage(q, totals.total, data),
      totals: maskPrices(s, { baseQty: totals.baseQty, lineTotal: totals.lineTotal }, figures(def)),
    };
  }
}
