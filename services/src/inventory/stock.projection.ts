import type { EntityManager } from 'typeorm';
import { insertMany, Projection, queryPrepared } from '@jxc/projections';
import type { StoredStockMoved } from './stock';

const FLOW_COLUMNS = [
  ['company_id', 'text'],
  ['warehouse_id', 'text'],
  ['sku_id', 'text'],
  ['bill_type', 'int'],
  ['bill_no', 'text'],
  ['doc_id', 'text'],
  ['bill_date', 'date'],
  ['in_qty', 'numeric'],
  ['out_qty', 'numeric'],
  ['cost_price', 'numeric'],
  ['amount', 'numeric'],
  ['balance_qty', 'numeric'],
  ['balance_amount', 'numeric'],
  ['at', 'timestamptz'],
  ['reversal', 'bool'],
] as const;

/**
 * Stock per warehouse and SKU (the balances each StockMoved carries: the last one of a batch wins), its sum per
 * warehouse (stock_totals) and the movement flow (a write-back's movements marked reversal), written as one multi-row statement each per batch.
 */
export const stockProjection: Projection<StoredStockMoved> = {
  name: 'stock',
  eventTypes: ['StockMoved'],
  tables: ['stock_flow', 'stock', 'stock_totals'],
  async apply(events, em: EntityManager) {
    const latest = new Map<string, StoredStockMoved>();
    for (const e of events) latest.set(`${e.metadata.companyId}|${e.data.warehouseId}|${e.data.skuId}`, e);
    const last = [...latest.values()];
    // Every part of one statement sees the rows as they were before it, so the totals add new balance − old.
    await queryPrepared(
      em,
      `with n as (select * from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::timestamptz[]) as n(company_id, warehouse_id, sku_id, qty, amount, updated_at)),
       moved as (select n.company_id, n.warehouse_id, n.qty - coalesce(s.qty, 0) as qty, n.amount - coalesce(s.amount, 0) as amount from n left join stock s using (company_id, warehouse_id, sku_id)),
       kept as (insert into stock (company_id, warehouse_id, sku_id, qty, amount, updated_at) select * from n on conflict (company_id, warehouse_id, sku_id) do update set qty = excluded.qty, amount = excluded.amount, updated_at = excluded.updated_at)
       insert into stock_totals (company_id, warehouse_id, qty, amount) select company_id, warehouse_id, sum(qty), sum(amount) from moved group by company_id, warehouse_id
       on conflict (company_id, warehouse_id) do update set qty = stock_totals.qty + excluded.qty, amount = stock_totals.amount + excluded.amount`,
      [
        last.map((e) => e.metadata.companyId),
        last.map((e) => e.data.warehouseId),
        last.map((e) => e.data.skuId),
        last.map((e) => e.data.balanceQty),
        last.map((e) => e.data.balanceAmount),
        last.map((e) => e.metadata.at),
      ],
    );
    const rows = events.map((e) => {
      const d = e.data;
      return [
        e.metadata.companyId,
        d.warehouseId,
        d.skuId,
        d.billType,
        d.billNo,
        d.docId,
        d.billDate,
        d.inQty,
        d.outQty,
        d.costPrice,
        d.amount,
        d.balanceQty,
        d.balanceAmount,
        e.metadata.at,
        !!d.reversal,
      ];
    });
    await insertMany(em, 'stock_flow', FLOW_COLUMNS, rows);
  },
};
