import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StockRow } from '../contracts';
import { allowedWarehouses, maskPrices, Session } from '../identity';
import { skuSearch } from '../catalog';
import { countRows, Page, PageQuery, toPage } from '../shared/page-query';

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
 * 库存查询 and its totals as of a date (`asOfDate`): each SKU's quantity and cost in each warehouse at the end of that
 * day, as its movements by their documents' dates add up to (stock_balance_days). What open documents reserve is of
 * the present: as of a date nothing is reserved and all of it counts as available.
 */
@Injectable()
export class StockAsOfQueries {
  constructor(private readonly ds: DataSource) {}

  async page(s: Session, q: PageQuery, f: StockAsOfFilter, day: string): Promise<Page<StockRow>> {
    const { rows, dressed, params } = asOf(s, f, day);
    const order = q.sortColumn ? `${q.sortColumn} ${q.sortDirection}, p.product_name` : 'p.product_name';
    const [total, found] = await Promise.all([
      countRows(this.ds, `select 1 from ${rows}`, params),
      this.ds.query(
        `with page as materialized (
           select st.sku_id, st.warehouse_id, b.qty, b.amount from ${dressed}
           order by ${order}, k.sort, st.warehouse_id offset ${q.offset} limit ${q.pageSize})
         select k.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec,
                p.unit_name as "unitName", p.units, pg.warehouse_id as "warehouseId", w.name as "warehouseName",
                pg.qty::float8 as qty, 0::float8 as "reservedQty", pg.qty::float8 as "avalidCount",
                case when pg.qty > 0 then round(pg.amount / pg.qty, 6)::float8 else 0 end as "costPrice", pg.amount::float8 as "costAmount",
                k.low_stock::float8 as "lowStock", k.high_stock::float8 as "highStock"
         from (select page.*, row_number() over () as n from page) pg
         join product_skus k on k.sku_id = pg.sku_id join products p on p.product_id = k.product_id
         left join master_records w on w.record_id = pg.warehouse_id
         order by pg.n`,
        params,
      ),
    ]);
    return toPage(
      q,
      total,
      found.map((r: StockRow) => maskPrices(s, r, { costPrice: 'costPrice', costAmount: 'costPrice' })),
    );
  }

  /** The quantity and cost of every row of the filter at the end of the day: the whole stock's value then. */
  async totals(s: Session, f: StockAsOfFilter, day: string) {
    const { rows, params } = asOf(s, f, day);
    const [t] = await this.ds.query(
      `select coalesce(sum(b.qty), 0)::float8 as qty, coalesce(sum(b.amount), 0)::float8 as "costAmount" from ${rows}`,
      params,
    );
    return maskPrices(s, t, { costAmount: 'costPrice' });
  }
}
