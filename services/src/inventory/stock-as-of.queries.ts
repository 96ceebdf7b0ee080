import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StockRow } from '../contracts';
import { allowedWarehouses, maskPrices, Session } from '../identity';
import { skuSearch } from '../catalog';
import { countRows, Page, PageQuery, toPage } from '../shared/page-query';
import { daysBetween } from './stock-as-of';

export interface StockAsOfFilter {
  warehouseId?: string;
  keyword?: string;
  skuId?: string;
}

/** 库存查询's sortable columns as of a date: the figures are the day's balance (b). */
export const AS_OF_SORTABLE = { productName: 'p.product_name', productCode: 'p.product_code', qty: 'b.qty', costAmount: 'b.amount' };

/**
 * The stock rows (st) of the company ($1) where the caller may look, under the filter, each with its balance (b) at
 * the end of the day ($2): the last of its days kept on or before it (stock_balance_days' key read backwards, one probe
 * a row). A SKU that had not moved in a warehouse by then has no row there.
 */
function asOf(s: Session, f: StockAsOfFilter, day: string) {
  const params: unknown[] = [s.companyId, day];
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = ['st.company_id = $1'];
  const allowed = allowedWarehouses(s);
  if (allowed) where.push(`st.warehouse_id = any(${p(allowed)})`);
  if (f.warehouseId) where.push(`st.warehouse_id = ${p(f.warehouseId)}`);
  if (f.skuId) where.push(`st.sku_id = ${p(f.skuId)}`);
  if (f.keyword) where.push(skuSearch('k', f.keyword, p));
  const balance = `cross join lateral (select b.qty, b.amount from stock_balance_days b
    where b.company_id = $1 and b.sku_id = st.sku_id and b.warehouse_id = st.warehouse_id and b.bill_date <= $2::date
    order by b.bill_date desc limit 1) b where ${where.join(' and ')}`;
  const skus = 'join product_skus k on k.sku_id = st.sku_id and k.company_id = $1';
  return {
    /** The rows with their balance, without the products unless a keyword needs them. */
    rows: `stock st ${f.keyword ? skus : ''} ${balance}`,
    /** The same with each row's SKU (k) and product (p). */
    dressed: `stock st ${skus} join products p on p.product_id = k.product_id and p.company_id = $1 ${balance}`,
    params,
  };
}

/**
 * The balances (b: sku_id, warehouse_id, qty, amount) of every SKU in every warehouse where the caller may look, at
 * the end of the day ($2), from a month end that is kept ($3, stock_balance_months) and what moved between them
 * (stock_days), added from a month end before the day or taken off one after it: one range of each key, however many
 * rows, instead of a probe per row. A SKU that had not moved in a warehouse by the day has no row there, as on the
 * path by day balances: after the day, a row that comes to nothing is probed for a day balance by then.
 */
function fromMonthEnd(s: Session, f: StockAsOfFilter, day: string, monthEnd: string) {
  const params: unknown[] = [s.companyId, day, monthEnd];
  const p = (v: unknown) => `$${params.push(v)}`;
  const allowed = allowedWarehouses(s);
  const held = [allowed && `warehouse_id = any(${p(allowed)})`, f.warehouseId && `warehouse_id = ${p(f.warehouseId)}`]
    .filter(Boolean)
    .map((w) => ` and ${w}`)
    .join('');
  const after = monthEnd > day;
  const [from, to, sign] = after ? ['$2', '$3', '-'] : ['$3', '$2', ''];
  const months = `select sku_id, warehouse_id, qty, amount from stock_balance_months
    where company_id = $1 and month_end = $3::date${held}`;
  const moved = `select sku_id, warehouse_id, ${sign}(in_qty - out_qty) as qty, ${sign}(in_amount - out_amount) as amount from stock_days
    where company_id = $1 and bill_date > ${from}::date and bill_date <= ${to}::date${held}`;
  const movedBy = `exists (select from stock_balance_days x
    where x.company_id = $1 and x.sku_id = b.sku_id and x.warehouse_id = b.warehouse_id and x.bill_date <= $2::date)`;
  return {
    balances: `select * from (select coalesce(m.sku_id, d.sku_id) as sku_id, coalesce(m.warehouse_id, d.warehouse_id) as warehouse_id,
        coalesce(m.qty, 0) + coalesce(d.qty, 0) as qty, coalesce(m.amount, 0) + coalesce(d.amount, 0) as amount
      from (${months}) m ${after ? 'left' : 'full'} join (select sku_id, warehouse_id, sum(qty) as qty, sum(amount) as amount from (${moved}) d group by 1, 2) d
        on d.sku_id = m.sku_id and d.warehouse_id = m.warehouse_id) b
      ${after ? `where b.qty <> 0 or b.amount <> 0 or ${movedBy}` : ''}`,
    /** All of them added up: the rows need not meet. */
    summed: `select coalesce(sum(qty), 0)::float8 as qty, coalesce(sum(amount), 0)::float8 as "costAmount"
      from (${months} union all ${moved}) b`,
    params,
  };
}

/** The page's rows (pg: sku_id, warehouse_id, qty, amount, in the order of n) dressed as 库存查询 shows them. */
const dressedPage = `select k.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec,
    p.unit_name as "unitName", p.units, pg.warehouse_id as "warehouseId", w.name as "warehouseName",
    pg.qty::float8 as qty, 0::float8 as "reservedQty", pg.qty::float8 as "avalidCount",
    case when pg.qty > 0 then round(pg.amount / pg.qty, 6)::float8 else 0 end as "costPrice", pg.amount::float8 as "costAmount",
    k.low_stock::float8 as "lowStock", k.high_stock::float8 as "highStock"
  from (select page.*, row_number() over () as n from page) pg
  join product_skus k on k.sku_id = pg.sku_id join products p on p.product_id = k.product_id
  left join master_records w on w.record_id = pg.warehouse_id
  order by pg.n`;

/**
 * 库存查询 and its totals as of a date (`asOfDate`): each SKU's quantity and cost in each warehouse at the end of that
 * day, as its movements by their documents' dates add up to (stock_balance_days). What open documents reserve is of
 * the present: as of a date nothing is reserved and all of it counts as available. Valuing every row (the totals, a
 * page by quantity or value) starts from the kept month end nearest the day; a page by name walks the rows in order
 * and probes each one's day balance, as does a keyword or a SKU (a few rows).
 */
@Injectable()
export class StockAsOfQueries {
  constructor(private readonly ds: DataSource) {}

  /**
   * The kept month end nearest the day (the fewer days between them to read), before or after it, unless the filter
   * names a few rows or no month end of the company is kept. A month the company did not move in keeps none: its
   * stock is that of the kept month end before it.
   */
  private async monthEnd(s: Session, f: StockAsOfFilter, day: string): Promise<string | undefined> {
    if (f.keyword || f.skuId) return undefined;
    const [mark] = await this.ds.query(`select months::text[] as months from stock_balance_marks where company_id = $1`, [s.companyId]);
    const months: string[] = mark?.months ?? [];
    const before = months.findLast((m) => m <= day);
    const after = months.find((m) => m >= day);
    if (!before || !after) return before ?? after;
    return daysBetween(day, after) < daysBetween(before, day) ? after : before;
  }

  async page(s: Session, q: PageQuery, f: StockAsOfFilter, day: string): Promise<Page<StockRow>> {
    const { rows, dressed, params } = asOf(s, f, day);
    const byFigure = q.sortColumn === AS_OF_SORTABLE.qty || q.sortColumn === AS_OF_SORTABLE.costAmount;
    const monthEnd = byFigure ? await this.monthEnd(s, f, day) : undefined;
    const order = q.sortColumn ? `${q.sortColumn} ${q.sortDirection}, p.product_name` : 'p.product_name';
    const [total, found] = await Promise.all([
      countRows(this.ds, `select 1 from ${rows}`, params),
      monthEnd
        ? this.byFigure(s, q, f, day, monthEnd)
        : this.ds.query(
            `with page as materialized (
               select st.sku_id, st.warehouse_id, b.qty, b.amount from ${dressed}
               order by ${order}, k.sort, st.warehouse_id offset ${q.offset} limit ${q.pageSize})
             ${dressedPage}`,
            params,
          ),
    ]);
    return toPage(
      q,
      total,
      found.map((r: StockRow) => maskPrices(s, r, { costPrice: 'costPrice', costAmount: 'costPrice' })),
    );
  }

  /**
   * A page by quantity or value: every row's balance from the month end, the page's last figure found among them, and
   * only the rows up to it (with its ties) meet their products to be put in order.
   */
  private byFigure(s: Session, q: PageQuery, f: StockAsOfFilter, day: string, monthEnd: string) {
    const { balances, params } = fromMonthEnd(s, f, day, monthEnd);
    const figure = `b.${q.sortColumn === AS_OF_SORTABLE.qty ? 'qty' : 'amount'}`;
    return this.ds.query(
      `with b as materialized (${balances}),
         cut as (select ${figure} as v from b order by 1 ${q.sortDirection} offset ${q.offset + q.pageSize - 1} limit 1),
         page as materialized (
           select b.sku_id, b.warehouse_id, b.qty, b.amount from b
           join product_skus k on k.sku_id = b.sku_id and k.company_id = $1 join products p on p.product_id = k.product_id and p.company_id = $1
           where not exists (select from cut) or ${figure} ${q.sortDirection === 'DESC' ? '>=' : '<='} (select v from cut)
           order by ${figure} ${q.sortDirection}, p.product_name, k.sort, b.warehouse_id offset ${q.offset} limit ${q.pageSize})
       ${dressedPage}`,
      params,
    );
  }

  /** The quantity and cost of every row of the filter at the end of the day: the whole stock's value then. */
  async totals(s: Session, f: StockAsOfFilter, day: string) {
    const monthEnd = await this.monthEnd(s, f, day);
    const { rows, params } = asOf(s, f, day);
    const fromMonth = monthEnd && fromMonthEnd(s, f, day, monthEnd);
    const [t] = fromMonth
      ? await this.ds.query(fromMonth.summed, fromMonth.params)
      : await this.ds.query(
          `select coalesce(sum(b.qty), 0)::float8 as qty, coalesce(sum(b.amount), 0)::float8 as "costAmount" from ${rows}`,
          params,
        );
    return maskPrices(s, t, { costAmount: 'costPrice' });
  }
}
