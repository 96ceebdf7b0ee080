import { queryPrepared, type Projection } from '@jxc/projections';
import type { EntityManager } from 'typeorm';
import { dec } from '../shared/decimal';
import type { StoredStockMoved } from './stock';
import { stocktakeCountReaction } from './stocktake/counting/counting.reaction';

/** The PostgreSQL channel live pushes travel on, so every API process can hand them to its own sockets. */
export const LIVE_CHANNEL = 'jxc_live';

/**
 * Pushes 'stockWarning' (through PostgreSQL NOTIFY, to every API process) to a company's staff when a movement takes a SKU's stock over all warehouses across its low
 * or high limit, either way (kind 'low', 'high', or 'cleared' when it comes back within them) (the other warehouses as the stock read model has them). It runs from the event store's global
 * order like a projection (it owns no tables), so a crash delays a warning but never loses it; a repeat after a
 * crash only makes the bell count again.
 */
export const stockWarningReaction: Projection<StoredStockMoved> = {
  name: 'stock_warning_push',
  eventTypes: ['StockMoved'],
  tables: [],
  reads: ['stock'],
  async apply(events, em: EntityManager) {
    // The limits, and the stock in the other warehouses, of every movement of the batch in one statement.
    const rows: { i: number; low: string | null; high: string | null; others: string }[] = await queryPrepared(
      em,
      `select m.i::int as i, k.low_stock::text as low, k.high_stock::text as high,
              (select coalesce(sum(qty), 0)::text from stock where company_id = m.company_id and sku_id = m.sku_id and warehouse_id <> m.warehouse_id) as others
       from unnest($1::text[], $2::text[], $3::text[]) with ordinality as m(company_id, sku_id, warehouse_id, i)
       join product_skus k on k.sku_id = m.sku_id and (k.low_stock is not null or k.high_stock is not null)`,
      [events.map((e) => e.metadata.companyId), events.map((e) => e.data.skuId), events.map((e) => e.data.warehouseId)],
    );
    const pushes = rows.flatMap((limits) => {
      const e = events[limits.i - 1];
      const d = e.data;
      const now = dec(d.balanceQty).plus(limits.others);
      const before = now.minus(d.inQty).plus(d.outQty);
      const isLow = (q: typeof now) => limits.low !== null && q.lt(limits.low);
      const isHigh = (q: typeof now) => limits.high !== null && q.gt(limits.high);
      const kind =
        !isLow(before) && isLow(now)
          ? 'low'
          : !isHigh(before) && isHigh(now)
            ? 'high'
            : (isLow(before) && !isLow(now)) || (isHigh(before) && !isHigh(now))
              ? 'cleared'
              : undefined;
      return kind
        ? [
            {
              i: limits.i,
              push: JSON.stringify({
                companyId: e.metadata.companyId,
                event: 'stockWarning',
                payload: { kind, skuId: d.skuId, warehouseId: d.warehouseId, qty: now.toNumber() },
              }),
            },
          ]
        : [];
    });
    if (!pushes.length) return;
    // Sent with the reaction's transaction, in the movements' order: delivered once it commits, to every process listening.
    pushes.sort((a, b) => a.i - b.i);
    await em.query(`select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, i) order by i`, [
      LIVE_CHANNEL,
      pushes.map((p) => p.push),
    ]);
  },
};

export const REACTIONS: Projection[] = [stockWarningReaction, stocktakeCountReaction as Projection];
