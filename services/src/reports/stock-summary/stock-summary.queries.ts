import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { skuSearch } from '../../catalog';
import { hasPriceFlag, STOCK_SUMMARY_PARTS, type PriceFlag } from '../../contracts';
import { allowedWarehouses, maskPrices, Session } from '../../identity';
import { countRows, parsePageQuery, toPage } from '../../shared/page-query';
import { partOf } from '../report-parts';

export interface StockSummaryFilter {
  startDate: string;
  endDate: string;
  warehouseId?: string;
  /** SKUs whose product name, code, barcode or spec matches. */
  keyword?: string;
}

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The period's sums over stock days (d), by field: in and out, and each part of them. */
const PERIOD: [field: string, sum: string][] = [
  ['inQty', 'd.in_qty'], ['inAmount', 'd.in_amount'], ['outQty', 'd.out_qty'], ['outAmount', 'd.out_amount'],
  ...STOCK_SUMMARY_PARTS.flatMap((p): [string, string][] => {
    const of = partOf(STOCK_SUMMARY_PARTS.filter((q) => q.direction === p.direction), p, 'd.bill_type');
    return [[`${p.key}Qty`, `case when ${of} then d.${p.direction}_qty else 0 end`], [`${p.key}Amount`, `case when ${of} then d.${p.direction}_amount else 0 end`]];
  }),
];

/** Every money figure of a row is cost, which the cost-price flag reveals. */
const PRICE_FIELDS: Record<string, PriceFlag> = Object.fromEntries(
  ['beginAmount', 'endAmount', ...PERIOD.map(([f]) => f).filter((f) => f.endsWith('Amount'))].map((f) => [f, 'costPrice']),
);

/** The sums of stock days (d) up to the period's end: the opening before its start (S), the period's from it. */
const sums = (S: string) =>
  [`coalesce(sum(d.in_qty - d.out_qty) filter (where d.bill_date < ${S}), 0) as begin_qty`, `coalesce(sum(d.in_amount - d.out_amount) filter (where d.bill_date < ${S}), 0) as begin_amount`,
    ...PERIOD.map(([f, v]) => `coalesce(sum(${v}) filter (where d.bill_date >= ${S}), 0) as ${column(f)}`)].join(', ');

/** A row's or the totals' figures over the sums (g): opening + in − out = closing. */
const FIGURES = [
  'coalesce(g.begin_qty, 0)::float8 as "beginQty"', 'coalesce(g.begin_amount, 0)::float8 as "beginAmount"',
  ...PERIOD.map(([f]) => `coalesce(g.${column(f)}, 0)::float8 as "${f}"`),
  'coalesce(g.begin_qty + g.in_qty - g.out_qty, 0)::float8 as "endQty"', 'coalesce(g.begin_amount + g.in_amount - g.out_amount, 0)::float8 as "endAmount"',
].join(', ');

/** The pieces of a statement, each adding its parameters where it is put. */
interface Parts {
  /** Whether the SKU k is in the report. */
  held: () => string;
  skus: () => string;
  /** Stock days (d) up to the period's end where the caller looks; stock_day_totals for all SKUs at once. */
  days: (table?: 'stock_days' | 'stock_day_totals') => string;
  start: () => string;
}

/**
 * 进销存汇总 (ReportForPerformance/InvoicingSummary) over stock_days: per SKU that has stock in the warehouses the
 * caller may see (the chosen one), its opening quantity and cost, what came in and went out in the period by document
 * type, and what it closed with; opening + in − out = closing, since each is a sum of the same days. A page is chosen
 * among the SKUs first (by name, or by a figure of the period), then only its SKUs' days are read; the totals come
 * from the day totals of all SKUs (stock_day_totals), or from the matching SKUs' days under a keyword. The SKUs are
 * counted as the other lists count (exactly up to 10,000, estimated beyond).
 */
@Injectable()
export class StockSummaryQueries {
  constructor(private readonly ds: DataSource) {}

  async report(s: Session, body: Record<string, unknown>, f: StockSummaryFilter) {
    const sortable = Object.fromEntries([
      ['productName', 'k.product_name'], ['productCode', 'p.product_code'],
      ...PERIOD.filter(([field]) => s.isAdmin || !PRICE_FIELDS[field] || hasPriceFlag(s.pricePerm, PRICE_FIELDS[field])).map(([field, v]) => [field, `sum(${v})`]),
    ]);
    const q = parsePageQuery(body, sortable);
    const allowed = allowedWarehouses(s);
    /** A statement over the company ($1) with the parameters its parts add as they are used. */
    const statement = (build: (b: Parts) => string) => {
      const params: unknown[] = [s.companyId];
      const p = (v: unknown) => `$${params.push(v)}`;
      const warehouses = (alias: string) => [allowed ? ` and ${alias}.warehouse_id = any(${p(allowed)})` : '', f.warehouseId ? ` and ${alias}.warehouse_id = ${p(f.warehouseId)}` : ''].join('');
      // The report's SKUs: those with stock rows (that ever moved) where the caller looks, matching the keyword.
      const held = () => `exists (select 1 from stock st where st.company_id = $1 and st.sku_id = k.sku_id${warehouses('st')})${f.keyword ? ` and ${skuSearch('k', f.keyword, p)}` : ''}`;
      const b: Parts = {
        held,
        skus: () => `select k.sku_id from product_skus k where k.company_id = $1 and ${held()}`,
        days: (table = 'stock_days') => `from ${table} d where d.company_id = $1 and d.bill_date <= ${p(f.endDate)}${warehouses('d')}`,
        start: () => p(f.startDate),
      };
      return [build(b), params] as const;
    };
    // Sorted by a figure of the period (a sum), that figure of every SKU is worked out once (materialized: not per SKU joined).
    const byFigure = q.sortColumn?.startsWith('sum(');
    const page = (b: Parts) => (q.sortColumn
      ? `${byFigure ? `with m as materialized (select d.sku_id, ${q.sortColumn} as v ${b.days()} and d.bill_date >= ${b.start()} group by d.sku_id)` : ''}
         select k.sku_id, row_number() over (order by ${byFigure ? 'coalesce(m.v, 0)' : q.sortColumn} ${q.sortDirection}, k.product_name, k.sort, k.sku_id) as n
         from product_skus k join products p on p.product_id = k.product_id${byFigure ? ' left join m on m.sku_id = k.sku_id' : ''}
         where k.company_id = $1 and ${b.held()} order by n offset ${q.offset} limit ${q.pageSize}`
      : `select k.sku_id, row_number() over () as n from (${b.skus()} order by k.product_name, k.sort, k.sku_id offset ${q.offset} limit ${q.pageSize}) k`);
    const [n, rows, [totals]] = await Promise.all([
      countRows(this.ds, ...statement((b) => b.skus())),
      this.ds.query(...statement((b) => `with page as materialized (${page(b)}),
         g as (select d.sku_id, ${sums(b.start())} ${b.days()} and d.sku_id = any(array(select sku_id from page)) group by d.sku_id)
         select k.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec, p.unit_name as "unitName", p.units, ${FIGURES}
         from page join product_skus k on k.sku_id = page.sku_id join products p on p.product_id = k.product_id left join g on g.sku_id = page.sku_id
         order by page.n`)),
      this.ds.query(...statement((b) => `with g as (select ${sums(b.start())} ${f.keyword ? `${b.days()} and d.sku_id = any(array(${b.skus()}))` : b.days('stock_day_totals')}) select ${FIGURES} from g`)),
    ]);
    const data = rows.map(({ units, ...r }: Record<string, unknown> & { units?: { unitName: string; ratio: string }[] }) => ({
      ...maskPrices(s, r, PRICE_FIELDS),
      ...(units && { units: units.map((u) => ({ unitName: u.unitName, ratio: Number(u.ratio) })) }),
    }));
    return { ...toPage(q, n, data), totals: maskPrices(s, totals, PRICE_FIELDS) };
  }
}
