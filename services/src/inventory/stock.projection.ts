import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';

const FLOW_COLUMNS = ['company_id', 'warehouse_id', 'sku_id', 'bill_type', 'bill_no', 'doc_id', 'bill_date', 'in_qty', 'out_qty', 'cost_price', 'amount', 'balance_qty', 'balance_amount', 'at'];
const FLOW_TYPES = ['text', 'text', 'text', 'int', 'text', 'text', 'date', 'numeric', 'numeric', 'numeric', 'numeric', 'numeric', 'numeric', 'timestamptz'];

/**
 * Stock per warehouse and SKU (the balances each StockMoved carries: the last one of a batch wins) and the
 * movement flow, written as one multi-row statement each per batch.
 */
export const stockProjection: Projection = {
  name: 'stock',
  eventTypes: ['StockMoved'],
  tables: ['stock_flow', 'stock'],
  async apply(events: StoredEvent[], em: EntityManager) {
    const latest = new Map<string, StoredEvent>();
    for (const e of events) latest.set(`${e.metadata.companyId}|${e.data.warehouseId}|${e.data.skuId}`, e);
    const last = [...latest.values()];
    await em.query(
      `insert into stock (company_id, warehouse_id, sku_id, qty, amount, updated_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::timestamptz[])
       on conflict (company_id, warehouse_id, sku_id) do update set qty = excluded.qty, amount = excluded.amount, updated_at = excluded.updated_at`,
      [last.map((e) => e.metadata.companyId), last.map((e) => e.data.warehouseId), last.map((e) => e.data.skuId), last.map((e) => e.data.balanceQty), last.map((e) => e.data.balanceAmount), last.map((e) => e.metadata.at)],
    );
    const rows = events.map((e) => {
      const d = e.data;
      return [e.metadata.companyId, d.warehouseId, d.skuId, d.billType, d.billNo, d.docId, d.billDate, d.inQty, d.outQty, d.costPrice, d.amount, d.balanceQty, d.balanceAmount, e.metadata.at];
    });
    await em.query(
      `insert into stock_flow (${FLOW_COLUMNS.join(', ')}) select * from unnest(${FLOW_TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`,
      FLOW_TYPES.map((_, i) => rows.map((r) => r[i])),
    );
  },
};
