import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { maskPrices, Session } from '../identity';
import { countRows, PageQuery, toPage } from '../shared/page-query';
import { OPENING_BILL_TYPE } from './opening-stock';
import { conditions, StockFilter } from './stock.queries';

/**
 * The 期初 list: each line entered, newest first, walked down the openings' own index (stock_flow_openings), then
 * dressed. An entry taken back (its import undone) is marked with when and by whom; the movement taking it back is
 * no entry of its own, and the totals count the entries standing only.
 */
@Injectable()
export class OpeningStockQueries {
  constructor(private readonly ds: DataSource) {}

  /** `status`: all entries (undone ones marked) unless 'valid' (those standing) or 'undone'; the totals are the standing ones'. */
  async page(s: Session, q: PageQuery, f: StockFilter & { status?: string }) {
    const { where, params } = conditions(s, f, 'fl');
    const undone = `exists (select 1 from opening_reversals r where r.company_id = fl.company_id and r.doc_id = fl.doc_id)`;
    const status = f.status === 'valid' ? `and not ${undone}` : f.status === 'undone' ? `and ${undone}` : '';
    const of = `from stock_flow fl ${f.keyword ? 'join product_skus k on k.sku_id = fl.sku_id' : ''} where ${where} and fl.bill_type = ${OPENING_BILL_TYPE} and not fl.reversal`;
    const [total, rows, [sums]] = await Promise.all([
      countRows(this.ds, `select 1 ${of} ${status}`, params),
      this.ds.query(
        `with page as materialized (select fl.flow_id ${of} ${status} order by fl.flow_id desc offset ${q.offset} limit ${q.pageSize})
         select fl.flow_id::text as "flowId", fl.bill_no as "billNo", fl.warehouse_id as "warehouseId", fl.sku_id as "skuId", to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", w.name as "warehouseName", p.product_name as "productName", k.spec,
                fl.in_qty::float8 as qty, fl.cost_price::float8 as "costPrice", fl.amount::float8 as amount,
                r.doc_id is not null as undone, r.reversed_at as "undoneAt", r.reversed_by as "undoneBy"
         from page pg join stock_flow fl on fl.flow_id = pg.flow_id join product_skus k on k.sku_id = fl.sku_id join products p on p.product_id = k.product_id left join master_records w on w.record_id = fl.warehouse_id
         left join opening_reversals r on r.company_id = fl.company_id and r.doc_id = fl.doc_id
         order by fl.flow_id desc`,
        params,
      ),
      this.ds.query(
        `select coalesce(sum(fl.in_qty), 0)::float8 as qty, coalesce(sum(fl.amount), 0)::float8 as amount ${of} and not ${undone}`,
        params,
      ),
    ]);
    return {
      ...toPage(
        q,
        total,
        rows.map((r: Record<string, unknown>) => maskPrices(s, r, { costPrice: 'costPrice', amount: 'costPrice' })),
      ),
      totals: maskPrices(s, sums as { qty: number; amount: number }, { amount: 'costPrice' }),
    };
  }
}
