import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { StoredStockMoved } from './stock';

/** Where each serial number is and how it moved; each shelf-life batch's quantity and movements (a write-back's marked reversal). */
export const trackingProjection: Projection<StoredStockMoved> = {
  name: 'tracking',
  eventTypes: ['StockMoved'],
  tables: ['serial_flow', 'serial_numbers', 'batch_flow', 'stock_batches'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const company = e.metadata.companyId;
      const inbound = Number(d.inQty) > 0;
      const doc = [d.billNo, d.billType, d.docId, d.billDate];
      if (d.serials?.length) {
        await em.query(
          inbound
            ? `insert into serial_numbers (company_id, sku_id, serial_no, warehouse_id, in_stock, in_bill_no, in_bill_type, in_doc_id, in_date, updated_at)
               select $1, $2, x, $3, true, $5, $6, $7, $8, $9 from unnest($4::text[]) x
               on conflict (company_id, sku_id, serial_no) do update set warehouse_id = excluded.warehouse_id, in_stock = true, in_bill_no = excluded.in_bill_no,
                 in_bill_type = excluded.in_bill_type, in_doc_id = excluded.in_doc_id, in_date = excluded.in_date,
                 out_bill_no = null, out_bill_type = null, out_doc_id = null, out_date = null, updated_at = excluded.updated_at`
            : `update serial_numbers set in_stock = false, out_bill_no = $5, out_bill_type = $6, out_doc_id = $7, out_date = $8, updated_at = $9
               where company_id = $1 and sku_id = $2 and warehouse_id = $3 and serial_no = any($4::text[])`,
          [company, d.skuId, d.warehouseId, d.serials, ...doc, e.metadata.at],
        );
        await em.query(
          `insert into serial_flow (company_id, serial_no, sku_id, warehouse_id, bill_type, bill_no, doc_id, bill_date, direction, at, reversal)
           select $1, x, $2, $3, $6, $5, $7, $8, $9, $10, $11 from unnest($4::text[]) x`,
          [company, d.skuId, d.warehouseId, d.serials, ...doc, inbound ? 'in' : 'out', e.metadata.at, !!d.reversal],
        );
      }
      for (const b of d.batches ?? []) {
        const delta = inbound ? b.qty : `-${b.qty}`;
        await em.query(
          `insert into stock_batches (company_id, warehouse_id, sku_id, batch_no, production_date, expiry_date, qty, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (company_id, warehouse_id, sku_id, batch_no) do update set qty = stock_batches.qty + excluded.qty, updated_at = excluded.updated_at`,
          [company, d.warehouseId, d.skuId, b.batchNo, b.productionDate, b.expiryDate, delta, e.metadata.at],
        );
        await em.query(
          `insert into batch_flow (company_id, warehouse_id, sku_id, batch_no, production_date, expiry_date, bill_no, bill_type, doc_id, bill_date, in_qty, out_qty, at, reversal)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            company,
            d.warehouseId,
            d.skuId,
            b.batchNo,
            b.productionDate,
            b.expiryDate,
            ...doc,
            inbound ? b.qty : 0,
            inbound ? 0 : b.qty,
            e.metadata.at,
            !!d.reversal,
          ],
        );
      }
    }
  },
};
