import type { StoredEvent } from '@jxc/infra';
import type { Projection } from '@jxc/projections';
import type { EntityManager } from 'typeorm';
import { dec } from '../shared/decimal';

/** The PostgreSQL channel live pushes travel on, so every API process can hand them to its own sockets. */
export const LIVE_CHANNEL = 'jxc_live';

/**
 * Pushes 'stockWarning' (through PostgreSQL NOTIFY, to every API process) to a company's staff when a movement takes a SKU's stock over all warehouses across its low
 * or high limit, either way (kind 'low', 'high', or 'cleared' when it comes back within them) (the other warehouses as the stock read model has them). It runs from the event store's global
 * order like a projection (it owns no tables), so a crash delays a warning but never loses it; a repeat after a
 * crash only makes the bell count again.
 */
export const stockWarningReaction: Projection = {
  name: 'stock_warning_push',
  eventTypes: ['StockMoved'],
  tables: [],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const [limits] = await em.query(
        `select low_stock::text as low, high_stock::text as high,
                (select coalesce(sum(qty), 0)::text from stock where company_id = $2 and sku_id = $1 and warehouse_id <> $3) as others
         from product_skus where sku_id = $1`,
        [d.skuId, e.metadata.companyId, d.warehouseId],
      );
      if (!limits || (limits.low === null && limits.high === null)) continue;
      const now = dec(d.balanceQty).plus(limits.others);
      const before = now.minus(d.inQty).plus(d.outQty);
      const isLow = (q: typeof now) => limits.low !== null && q.lt(limits.low);
      const isHigh = (q: typeof now) => limits.high !== null && q.gt(limits.high);
      const kind = !isLow(before) && isLow(now) ? 'low' : !isHigh(before) && isHigh(now) ? 'high' : (isLow(before) && !isLow(now)) || (isHigh(before) && !isHigh(now)) ? 'cleared' : undefined;
      if (!kind) continue;
      const push = { companyId: e.metadata.companyId, event: 'stockWarning', payload: { kind, skuId: d.skuId, warehouseId: d.warehouseId, qty: now.toNumber() } };
      // Sent with the reaction's transaction: delivered once it commits, to every process listening.
      await em.query(`select pg_notify($1, $2)`, [LIVE_CHANNEL, JSON.stringify(push)]);
    }
  },
};

export const REACTIONS: Projection[] = [stockWarningReaction];
