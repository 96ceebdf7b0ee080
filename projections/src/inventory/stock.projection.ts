import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '../runner/projection';

/** Stock per warehouse and SKU (the balances each StockMoved carries) and the movement flow. */
export const stockProjection: Projection = {
  name: 'stock',
  eventTypes: ['StockMoved'],
  tables: ['stock_flow', 'stock'],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const company = e.metadata.companyId;
      await em.query(
        `insert into stock (company_id, warehouse_id, sku_id, qty, amount, updated_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (company_id, warehouse_id, sku_id) do update set qty = excluded.qty, amount = excluded.amount, updated_at = excluded.updated_at`,
        [company, d.warehouseId, d.skuId, d.balanceQty, d.balanceAmount, e.metadata.at],
      );
      await em.query(
        `insert into stock_flow (company_id, warehouse_id, sku_id, bill_type, bill_no, doc_id, bill_date, in_qty, out_qty, cost_price, amount, balance_qty, balance_amount, at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [company, d.warehouseId, d.skuId, d.billType, d.billNo, d.docId, d.billDate, d.inQty, d.outQty, d.costPrice, d.amount, d.balanceQty, d.balanceAmount, e.metadata.at],
      );
    }
  },
};
