import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { skuSearch } from '../catalog';
import { Session } from '../identity';
import { Page, PageQuery, toPage } from '../shared/page-query';
import { conditions, SKU_COLUMNS, StockFilter, withTotal } from './stock.queries';
import {
  shopDay,
  type BatchFlowRow,
  type BatchRow,
  type BatchStockRow,
  type SerialFlowRow,
  type SerialRow,
  type SerialStockRow,
} from '../contracts';

export interface TrackingFilter extends StockFilter {
  serialNo?: string;
  batchNo?: string;
  status?: string;
  state?: string;
  nearDays?: number;
}

const DEFAULT_NEAR_DAYS = 30;

/** The stock lists' conditions, with the keyword also matching the serial or batch number in `column`. */
function where(s: Session, f: TrackingFilter, alias: string, column: string) {
  const c = conditions(s, { ...f, keyword: undefined }, alias);
  const p = (v: unknown) => `$${c.params.push(v)}`;
  const extra = [c.where];
  if (f.keyword) extra.push(`(${skuSearch('k', f.keyword, p)} or ${column} ilike ${p(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`)})`);
  return { where: extra.join(' and '), params: c.params, p };
}

const JOINS = (alias: string) =>
  `join product_skus k on k.sku_id = ${alias}.sku_id join products p on p.product_id = k.product_id left join master_records w on w.record_id = ${alias}.warehouse_id`;

/** A page of rows of type T, the count of all of them in each row's total. */
const page = async <T>(ds: DataSource, q: PageQuery, sql: string, params: unknown[]) => {
  const rows: (T & { total: number })[] = await ds.query(`${sql} offset ${q.offset} limit ${q.pageSize}`, params);
  const { total, data } = withTotal(rows);
  return toPage(q, total, data);
};

/** Serial numbers and shelf-life batches: where they are, what is on hand, how they moved. */
@Injectable()
export class TrackingQueries {
  constructor(private readonly ds: DataSource) {}

  serials(s: Session, q: PageQuery, f: TrackingFilter): Promise<Page<SerialRow>> {
    const { where: w, params, p } = where(s, f, 'sn', 'sn.serial_no');
    const status = f.status ? ` and sn.in_stock = ${p(f.status === 'in')}` : '';
    return page<SerialRow>(
      this.ds,
      q,
      `select sn.serial_no as "serialNo", ${SKU_COLUMNS}, sn.warehouse_id as "warehouseId", w.name as "warehouseName", case when sn.in_stock then 'in' else 'out' end as status,
              sn.in_bill_no as "inBillNo", sn.in_bill_type as "inBillType", sn.in_doc_id as "inDocId", to_char(sn.in_date, 'YYYY-MM-DD') as "inDate",
              sn.out_bill_no as "outBillNo", sn.out_bill_type as "outBillType", sn.out_doc_id as "outDocId", to_char(sn.out_date, 'YYYY-MM-DD') as "outDate", count(*) over ()::int as total
       from serial_numbers sn ${JOINS('sn')} where ${w}${status} order by sn.updated_at desc, sn.serial_no`,
      params,
    );
  }

  /** Serial-managed SKUs per warehouse: on hand beside the serials in stock (they differ when stock came in without serials). */
  serialStock(s: Session, q: PageQuery, f: TrackingFilter): Promise<Page<SerialStockRow>> {
    const { where: w, params } = where(s, f, 'st', 'null');
    return page<SerialStockRow>(
      this.ds,
      q,
      `select ${SKU_COLUMNS}, st.warehouse_id as "warehouseId", w.name as "warehouseName", st.qty::float8 as qty,
              (select count(*) from serial_numbers sn where sn.company_id = st.company_id and sn.warehouse_id = st.warehouse_id and sn.sku_id = st.sku_id and sn.in_stock)::int as "serialCount",
              count(*) over ()::int as total
       from stock st ${JOINS('st')} where ${w} and p.serial_flag order by p.product_name, k.sort, w.name`,
      params,
    );
  }

  serialFlow(s: Session, q: PageQuery, f: TrackingFilter): Promise<Page<SerialFlowRow>> {
    const { where: w, params, p } = where(s, f, 'fl', 'fl.serial_no');
    const serial = f.serialNo ? ` and fl.serial_no = ${p(f.serialNo)}` : '';
    return page<SerialFlowRow>(
      this.ds,
      q,
      `select fl.flow_id::text as "flowId", fl.serial_no as "serialNo", ${SKU_COLUMNS}, fl.warehouse_id as "warehouseId", w.name as "warehouseName", fl.bill_type as "billType",
              fl.bill_no as "billNo", fl.doc_id as "docId", to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", fl.direction, fl.at as "createTime", fl.reversal::int as "writeBack",
              count(*) over ()::int as total
       from serial_flow fl ${JOINS('fl')} where ${w}${serial} order by fl.flow_id desc`,
      params,
    );
  }

  batches(s: Session, q: PageQuery, f: TrackingFilter): Promise<Page<BatchRow>> {
    const { where: w, params, p } = where(s, f, 'b', 'b.batch_no');
    const today = `${p(shopDay())}::date`;
    const states: Record<string, () => string> = {
      inStock: () => 'b.qty > 0',
      near: () => `b.qty > 0 and b.expiry_date >= ${today} and b.expiry_date < ${today} + ${p(f.nearDays ?? DEFAULT_NEAR_DAYS)}::int`,
      expired: () => `b.qty > 0 and b.expiry_date < ${today}`,
      empty: () => 'b.qty <= 0',
    };
    const state = f.state ? states[f.state]() : undefined;
    return page<BatchRow>(
      this.ds,
      q,
      `select ${SKU_COLUMNS}, b.warehouse_id as "warehouseId", w.name as "warehouseName", b.batch_no as "batchNo", to_char(b.production_date, 'YYYY-MM-DD') as "productionDate",
              to_char(b.expiry_date, 'YYYY-MM-DD') as "expiryDate", p.shelf_life_days as "shelfLifeDays", b.qty::float8 as qty, (b.expiry_date - ${today}) as "daysLeft",
              count(*) over ()::int as total
       from stock_batches b ${JOINS('b')} where ${w}${state ? ` and ${state}` : ''} order by b.expiry_date, b.batch_no, w.name`,
      params,
    );
  }

  /** Shelf-life SKUs per warehouse: on hand, batches, the earliest expiry, and what is near expiry or expired. */
  batchStock(s: Session, q: PageQuery, f: TrackingFilter): Promise<Page<BatchStockRow>> {
    const { where: w, params, p } = where(s, f, 'st', 'null');
    const near = p(f.nearDays ?? DEFAULT_NEAR_DAYS);
    const today = `${p(shopDay())}::date`;
    return page<BatchStockRow>(
      this.ds,
      q,
      `select ${SKU_COLUMNS}, st.warehouse_id as "warehouseId", w.name as "warehouseName", st.qty::float8 as qty, coalesce(b.batch_count, 0)::int as "batchCount",
              to_char(b.earliest, 'YYYY-MM-DD') as "earliestExpiry", coalesce(b.near_qty, 0)::float8 as "nearQty", coalesce(b.expired_qty, 0)::float8 as "expiredQty",
              count(*) over ()::int as total
       from stock st ${JOINS('st')}
       left join lateral (
         select count(*) as batch_count, min(x.expiry_date) as earliest,
                sum(x.qty) filter (where x.expiry_date >= ${today} and x.expiry_date < ${today} + ${near}::int) as near_qty,
                sum(x.qty) filter (where x.expiry_date < ${today}) as expired_qty
         from stock_batches x where x.company_id = st.company_id and x.warehouse_id = st.warehouse_id and x.sku_id = st.sku_id and x.qty > 0
       ) b on true
       where ${w} and p.life_flag order by b.earliest nulls last, p.product_name, k.sort`,
      params,
    );
  }

  batchFlow(s: Session, q: PageQuery, f: TrackingFilter): Promise<Page<BatchFlowRow>> {
    const { where: w, params, p } = where(s, f, 'fl', 'fl.batch_no');
    const batch = f.batchNo ? ` and fl.batch_no = ${p(f.batchNo)}` : '';
    return page<BatchFlowRow>(
      this.ds,
      q,
      `select fl.flow_id::text as "flowId", fl.batch_no as "batchNo", to_char(fl.production_date, 'YYYY-MM-DD') as "productionDate", to_char(fl.expiry_date, 'YYYY-MM-DD') as "expiryDate",
              ${SKU_COLUMNS}, fl.warehouse_id as "warehouseId", w.name as "warehouseName", fl.bill_type as "billType", fl.bill_no as "billNo", fl.doc_id as "docId",
              to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", fl.in_qty::float8 as "inQty", fl.out_qty::float8 as "outQty", fl.at as "createTime", fl.reversal::int as "writeBack",
              count(*) over ()::int as total
       from batch_flow fl ${JOINS('fl')} where ${w}${batch} order by fl.flow_id desc`,
      params,
    );
  }

  /** Serials in stock in one warehouse, for picking on an outbound line. */
  async availableSerials(s: Session, skuId: string, warehouseId: string) {
    const { where: w, params } = conditions(s, { skuId, warehouseId }, 'sn');
    return {
      data: await this.ds.query(
        `select sn.serial_no as "serialNo" from serial_numbers sn where ${w} and sn.in_stock order by sn.serial_no limit 2000`,
        params,
      ),
    };
  }

  /** Batches with stock in one warehouse, first expiring first. */
  async availableBatches(s: Session, skuId: string, warehouseId: string) {
    const { where: w, params } = conditions(s, { skuId, warehouseId }, 'b');
    return {
      data: await this.ds.query(
        `select b.batch_no as "batchNo", to_char(b.production_date, 'YYYY-MM-DD') as "productionDate", to_char(b.expiry_date, 'YYYY-MM-DD') as "expiryDate", b.qty::float8 as qty
         from stock_batches b where ${w} and b.qty > 0 order by b.expiry_date, b.batch_no`,
        params,
      ),
    };
  }
}
