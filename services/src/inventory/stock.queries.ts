import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CostBookRow, StockFlowRow, StockRow, StockWarningCount, StockWarningRow } from '../contracts';
import { allowedWarehouses, maskPrices, Session } from '../identity';
import { DocumentContext } from '../document-engine';
import { countRows, Page, PageQuery, toPage } from '../shared/page-query';
import { skuSearch } from '../catalog';
import { reservedQtySql } from './reservation';

export interface StockFilter {
  warehouseId?: string;
  keyword?: string;
  skuId?: string;
  startDate?: string;
  endDate?: string;
}

/** SQL conditions and parameters shared by the stock lists: company, warehouse permission, filters. */
export function conditions(s: Session, f: StockFilter, alias: string) {
  const where = [`${alias}.company_id = $1`];
  const params: unknown[] = [s.companyId];
  const p = (v: unknown) => `$${params.push(v)}`;
  const allowed = allowedWarehouses(s);
  if (allowed) where.push(`${alias}.warehouse_id = any(${p(allowed)})`);
  if (f.warehouseId) where.push(`${alias}.warehouse_id = ${p(f.warehouseId)}`);
  if (f.skuId) where.push(`${alias}.sku_id = ${p(f.skuId)}`);
  if (f.keyword) where.push(skuSearch('k', f.keyword, p));
  if (f.startDate) where.push(`${alias}.bill_date >= ${p(f.startDate)}`);
  if (f.endDate) where.push(`${alias}.bill_date <= ${p(f.endDate)}`);
  return { where: where.join(' and '), params };
}

export const SKU_COLUMNS = `k.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec, p.unit_name as "unitName"`;

export const withTotal = <T extends { total?: number }>(rows: T[]) => ({
  total: rows[0]?.total ?? 0,
  data: rows.map(({ total: _, ...r }) => r),
});

const PAGE_COLUMNS = `${SKU_COLUMNS}, p.units, st.company_id, st.warehouse_id as "warehouseId", st.qty, st.amount, k.low_stock, k.high_stock`;

/** What a page reads of a stock row (st). */
const STOCK_ROW = 'st.company_id, st.warehouse_id, st.qty, st.amount';

/**
 * A walk's stock rows of one SKU (to be `and`-ed with it), read whole: a page walked is then dressed by the keys of its
 * SKUs and products alone, never joined to the company's stock again. Ordered, the subquery stays a probe by key per
 * SKU instead of being flattened into a join that the planner, knowing nothing of a new company, turns into a scan of
 * all its stock per SKU.
 */
const walkedStock = (where: string) => `select ${STOCK_ROW} from stock st where ${where}`;
/** A page's stock rows (st) dressed by key. */
const BY_KEY = `join product_skus k on k.sku_id = st.sku_id join products p on p.product_id = k.product_id`;

/**
 * A keyword's page: the matching SKUs (bigram index) sorted by name, each walked to its stock rows until the page is
 * full, then dressed; thousands of matches then cost a sort, not a stock and product look-up each. They are counted
 * (and sorted by another column) through one index scan of the stock rows of the matching SKUs.
 */
function keywordPage(s: Session, f: StockFilter, q: PageQuery) {
  const { where, params } = conditions(s, { ...f, keyword: undefined }, 'st');
  const matched = `select sku_id, product_name, sort from product_skus k where k.company_id = $1 and ${skuSearch('k', f.keyword!, (v) => `$${params.push(v)}`)}`;
  const ofMatched = `${where} and st.sku_id = any(array(select sku_id from (${matched}) m))`;
  const sql = q.sortColumn
    ? `select ${PAGE_COLUMNS} from stock st ${BY_KEY} where ${ofMatched} order by ${q.sortColumn} ${q.sortDirection}, st.warehouse_id offset ${q.offset} limit ${q.pageSize}`
    : `with walked as materialized (
         select *, row_number() over () as n from (
           select m.sku_id, st.* from (${matched} order by product_name, sort) m
           cross join lateral (${walkedStock(where)} and st.sku_id = m.sku_id order by st.warehouse_id) st
           order by m.product_name, m.sort, st.warehouse_id offset ${q.offset} limit ${q.pageSize}) page
       )
       select ${PAGE_COLUMNS} from walked st ${BY_KEY} order by st.n`;
  return { sql, count: `select 1 from stock st where ${ofMatched}`, params };
}

const DRESSED = `join product_skus k on k.sku_id = st.sku_id and k.company_id = $1 join products p on p.product_id = k.product_id and p.company_id = $1`;

/**
 * The default page, by name: the company's SKUs walked in name order (product_skus_name), each to its stock rows by
 * key, until the page is full; then only those rows are dressed. Its cost is the page's, whatever the planner knows of
 * the company (a company registered a minute ago has no statistics: joining all its stock, SKUs and products first
 * was planned as nested scans of the whole company, 20,000 loops for 200 products).
 */
function namedPage(where: string, q: PageQuery) {
  return `with walked as materialized (
      select *, row_number() over () as n from (
        select k.sku_id, st.* from product_skus k
        cross join lateral (${walkedStock(where)} and st.sku_id = k.sku_id order by st.warehouse_id) st
        where k.company_id = $1 order by k.product_name, k.sort, k.sku_id, st.warehouse_id offset ${q.offset} limit ${q.pageSize}) page
    )
    select ${PAGE_COLUMNS} from walked st ${BY_KEY} order by st.n`;
}

/** A SKU's stock over all warehouses, read by key for each SKU with a limit (the warnings), never the company's whole stock summed. */
const SKU_STOCK = `select sum(st.qty) as qty from stock st where st.company_id = $1 and st.sku_id = k.sku_id`;

/**
 * A page sorted by a column: of the stock, chosen among the company's stock rows alone and then dressed by key (no
 * join of all its rows that a plan could turn into a scan per row); of the product, among them all.
 */
function sortedPage(where: string, q: PageQuery) {
  const order = `${q.sortColumn} ${q.sortDirection}, st.warehouse_id, st.sku_id offset ${q.offset} limit ${q.pageSize}`;
  if (!q.sortColumn!.startsWith('st.')) return `select ${PAGE_COLUMNS} from stock st ${DRESSED} where ${where} order by ${order}`;
  return `with page as materialized (select st.sku_id, ${STOCK_ROW} from stock st where ${where} order by ${order})
    select ${PAGE_COLUMNS} from (select page.*, row_number() over () as n from page) st ${BY_KEY} order by st.n`;
}

@Injectable()
export class StockQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly ctx: DocumentContext,
  ) {}

  /**
   * Stock per warehouse and SKU at moving-average cost (cost is masked without the cost-price flag). What open
   * outbound documents (drafts, those in approval, and audited ones whose goods still await the warehouse) will take
   * is reserved (of a kind whose lines go both ways, its outgoing lines); where the company counts it, available stock
   * leaves it out.
   */
  async page(s: Session, q: PageQuery, f: StockFilter): Promise<Page<StockRow>> {
    const { where, params } = conditions(s, f, 'st');
    const reserve = (await this.ctx.settings(s.companyId)).reserveOpenDocuments;
    const rows = f.keyword
      ? keywordPage(s, f, q)
      : // Every stock row has its SKU and product: without a keyword the stock rows alone are counted.
        { sql: q.sortColumn ? sortedPage(where, q) : namedPage(where, q), count: `select 1 from stock st where ${where}`, params };
    const [total, found] = await Promise.all([
      countRows(this.ds, rows.count, rows.params),
      this.ds.query(
        `with page as materialized (${rows.sql})
         select pg."skuId", pg."productId", pg."productName", pg."productCode", pg.spec, pg."unitName", pg.units, pg."warehouseId", w.name as "warehouseName",
                pg.qty::float8 as qty, r.qty::float8 as "reservedQty", (pg.qty - ${reserve ? 'r.qty' : '0'})::float8 as "avalidCount",
                case when pg.qty > 0 then round(pg.amount / pg.qty, 6)::float8 else 0 end as "costPrice", pg.amount::float8 as "costAmount",
                pg.low_stock::float8 as "lowStock", pg.high_stock::float8 as "highStock"
         from (select page.*, row_number() over () as n from page) pg
         left join master_records w on w.record_id = pg."warehouseId"
         cross join lateral (select ${reservedQtySql('pg.company_id', 'pg."skuId"', 'pg."warehouseId"')} as qty) r
         order by pg.n`,
        rows.params,
      ),
    ]);
    return toPage(
      q,
      total,
      found.map((r: StockRow) => maskPrices(s, r, { costPrice: 'costPrice', costAmount: 'costPrice' })),
    );
  }

  /** Totals of the same filter: quantity and cost amount. */
  async totals(s: Session, f: StockFilter) {
    const { where, params } = conditions(s, f, 'st');
    const [t] = await this.ds.query(
      `select coalesce(sum(st.qty), 0)::float8 as qty, coalesce(sum(st.amount), 0)::float8 as "costAmount" from stock st join product_skus k on k.sku_id = st.sku_id where ${where}`,
      params,
    );
    return maskPrices(s, t, { costAmount: 'costPrice' });
  }

  /** One SKU across the warehouses the caller may see. */
  async distributed(s: Session, skuId: string) {
    const { where, params } = conditions(s, { skuId }, 'st');
    const data = await this.ds.query(
      `select st.warehouse_id as "warehouseId", w.name as "warehouseName", st.qty::float8 as qty from stock st left join master_records w on w.record_id = st.warehouse_id
       where ${where} order by w.created_at`,
      params,
    );
    return { data };
  }

  /**
   * The stock of some SKUs over the warehouses the caller may see (or in one), and what of it is available (less what
   * open documents reserve, where the company counts it): what a product picker shows beside each SKU.
   */
  async available(s: Session, skuIds: string[], warehouseId?: string) {
    const { where, params } = conditions(s, { warehouseId }, 'st');
    const reserve = (await this.ctx.settings(s.companyId)).reserveOpenDocuments;
    const skus = `$${params.push(skuIds)}`;
    const reserved = reserve ? reservedQtySql('st.company_id', 'st.sku_id', 'st.warehouse_id') : '0';
    const data = await this.ds.query(
      `select st.sku_id as "skuId", sum(st.qty)::float8 as qty, sum(st.qty - ${reserved})::float8 as "avalidCount"
       from stock st where ${where} and st.sku_id = any(${skus}) group by st.sku_id`,
      params,
    );
    return { data };
  }

  /** The stock and cost of some SKUs in one warehouse, for a 成本调价单 being entered. */
  costBooks(companyId: string, warehouseId: string, skuIds: string[]): Promise<CostBookRow[]> {
    return this.ds.query(
      `select sku_id as "skuId", qty::float8 as qty, case when qty > 0 then round(amount / qty, 6)::float8 end as "costPrice"
       from stock where company_id = $1 and warehouse_id = $2 and sku_id = any($3)`,
      [companyId, warehouseId, skuIds],
    );
  }

  /** The exact stock (quantity and value, as text) of some SKUs in one warehouse. */
  exactBooks(companyId: string, warehouseId: string, skuIds: string[]): Promise<{ sku_id: string; qty: string; amount: string }[]> {
    return this.ds.query(
      `select sku_id, qty::text, amount::text from stock where company_id = $1 and warehouse_id = $2 and sku_id = any($3)`,
      [companyId, warehouseId, skuIds],
    );
  }

  /** What a document moved of some SKUs (not its reversal), exactly: the value it added and the balance after it. */
  movedBy(
    companyId: string,
    docId: string,
    skuIds: string[],
  ): Promise<{ sku_id: string; amount: string; balance_qty: string; balance_amount: string }[]> {
    return this.ds.query(
      `select sku_id, amount::text, balance_qty::text, balance_amount::text from stock_flow
       where company_id = $1 and sku_id = any($2) and doc_id = $3 and not reversal order by flow_id`,
      [companyId, skuIds, docId],
    );
  }

  /**
   * Each SKU's stock over all (permitted) warehouses: the company's SKUs walked in name order (product_skus_name), each
   * summed over its stock rows by key, until the page is full; counted over the stock rows alone.
   */
  async bySku(s: Session, q: PageQuery, f: StockFilter) {
    const { where, params } = conditions(s, f, 'st');
    const [total, rows] = await Promise.all([
      countRows(
        this.ds,
        `select 1 from stock st ${f.keyword ? 'join product_skus k on k.sku_id = st.sku_id' : ''} where ${where} group by st.sku_id`,
        params,
      ),
      this.ds.query(
        `with page as materialized (
           select k.sku_id, k.qty, k.amount, row_number() over () as n from (
             select k.sku_id, t.qty, t.amount from product_skus k
             cross join lateral (select count(*) as rows, sum(st.qty) as qty, sum(st.amount) as amount from stock st where ${where} and st.sku_id = k.sku_id) t
             where k.company_id = $1 and t.rows > 0 order by k.product_name, k.sort, k.sku_id offset ${q.offset} limit ${q.pageSize}) k
         )
         select ${SKU_COLUMNS}, pg.qty::float8 as qty, pg.amount::float8 as "costAmount",
                case when pg.qty > 0 then round(pg.amount / pg.qty, 6)::float8 else 0 end as "costPrice"
         from page pg join product_skus k on k.sku_id = pg.sku_id join products p on p.product_id = k.product_id order by pg.n`,
        params,
      ),
    ]);
    return toPage(
      q,
      total,
      rows.map((r: Record<string, unknown>) => maskPrices(s, r, { costPrice: 'costPrice', costAmount: 'costPrice' })),
    );
  }

  /**
   * Every movement with its document, quantities in and out, cost and the running balance of its warehouse;
   * writeBack 1 marks a write-back's movement (红冲).
   */
  async flow(s: Session, q: PageQuery, f: StockFilter): Promise<Page<StockFlowRow>> {
    const { where, params } = conditions(s, f, 'fl');
    const keyword = f.keyword ? 'join product_skus k on k.sku_id = fl.sku_id' : '';
    const [total, rows] = await Promise.all([
      countRows(this.ds, `select 1 from stock_flow fl ${keyword} where ${where}`, params),
      this.ds.query(
        `select fl.flow_id::text as "flowId", fl.bill_no as "billNo", fl.bill_type as "billType", fl.doc_id as "docId", to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", ${SKU_COLUMNS}, p.units,
                fl.warehouse_id as "warehouseId", w.name as "warehouseName", fl.in_qty::float8 as "inQty", fl.out_qty::float8 as "outQty",
                fl.cost_price::float8 as "costPrice", fl.amount::float8 as amount, fl.balance_qty::float8 as "balanceQty", fl.at as "createTime",
                fl.reversal::int as "writeBack"
         from stock_flow fl join product_skus k on k.sku_id = fl.sku_id join products p on p.product_id = k.product_id left join master_records w on w.record_id = fl.warehouse_id
         where ${where} order by fl.flow_id desc offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
    ]);
    return toPage(
      q,
      total,
      rows.map((r: StockFlowRow) => maskPrices(s, r, { costPrice: 'costPrice', amount: 'costPrice' })),
    );
  }

  /** SKUs whose stock over all warehouses is below their low limit ('low') or above their high limit ('high'). */
  async warnings(s: Session, kind: 'low' | 'high', q: PageQuery, keyword?: string): Promise<Page<StockWarningRow>> {
    const test =
      kind === 'low'
        ? 'k.low_stock is not null and coalesce(t.qty, 0) < k.low_stock'
        : 'k.high_stock is not null and coalesce(t.qty, 0) > k.high_stock';
    const params: unknown[] = [s.companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const rows: (StockWarningRow & { total: number })[] = await this.ds.query(
      `select k.sku_id as "skuId", p.product_name as "productName", p.product_code as "productCode", p.unit_name as "unitName", k.spec as specification,
              k.high_stock::float8 as "highStock", k.low_stock::float8 as "lowStock", coalesce(t.qty, 0)::float8 as "avalidCount", count(*) over ()::int as total
       from product_skus k join products p on p.product_id = k.product_id and p.enabled and not p.removed
       cross join lateral (${SKU_STOCK}) t
       where k.company_id = $1 and not k.removed and ${test}${keyword ? ` and ${skuSearch('k', keyword, p)}` : ''} order by p.product_name, k.sort offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    const { total, data } = withTotal(rows);
    return toPage(q, total, data);
  }

  async warningCounts(companyId: string): Promise<StockWarningCount> {
    const [r] = await this.ds.query(
      `select count(*) filter (where k.low_stock is not null and coalesce(t.qty, 0) < k.low_stock)::int as "lowCount",
              count(*) filter (where k.high_stock is not null and coalesce(t.qty, 0) > k.high_stock)::int as "highCount"
       from product_skus k join products p on p.product_id = k.product_id and p.enabled and not p.removed
       cross join lateral (${SKU_STOCK}) t
       where k.company_id = $1 and not k.removed`,
      [companyId],
    );
    return { count: r.lowCount + r.highCount, lowCount: r.lowCount, highCount: r.highCount };
  }
}
