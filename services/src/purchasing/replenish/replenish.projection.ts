import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection } from '@jxc/projections';
import { DOC_TYPES } from '../../contracts';
import type { DocumentSaved, Move } from '../../document-engine';
import type { StockMoved } from '../../inventory';
import { dec, toDb } from '../../shared/decimal';
import { BUY, BUY_OFFER } from '../purchasing.kind';

type Audited = { moves: Move[]; billDate: string; partnerId: string | null; sourceId: string | null };

/**
 * A sale's movement (销售出库) counts what left; its write-back's movement takes it off again. What anything else
 * moves (a return included) is not a sale.
 */
export function soldQty(m: Pick<StockMoved, 'billType' | 'inQty' | 'outQty' | 'reversal'>) {
  if (m.billType !== DOC_TYPES.Sale) return undefined;
  const qty = m.reversal ? dec(m.inQty).neg() : dec(m.outQty);
  return qty.isZero() ? undefined : qty;
}

/**
 * 智能补货's read model: what each warehouse sold of each SKU per day (replenish_sales, one statement per batch of
 * movements), the date each 采购订单 was placed (replenish_orders), and per SKU and supplier the last purchase and the
 * days from order to purchase of those made from an order (replenish_supply).
 */
export const replenishProjection: Projection<StoredEvent> = {
  name: 'replenish',
  eventTypes: ['StockMoved', BUY_OFFER.events.Saved, BUY.events.Audited],
  tables: ['replenish_sales', 'replenish_orders', 'replenish_supply'],
  async apply(events, em: EntityManager) {
    const sales = new Map<string, unknown[]>();
    const orders = new Map<string, unknown[]>();
    const bought: unknown[][] = [];
    for (const e of events) {
      const companyId = e.metadata.companyId;
      if (e.type === 'StockMoved') {
        const m = e.data as StockMoved;
        const qty = soldQty(m);
        if (!qty) continue;
        const key = `${companyId}|${m.warehouseId}|${m.skuId}|${m.billDate}`;
        const row = sales.get(key);
        sales.set(key, [companyId, m.warehouseId, m.skuId, m.billDate, toDb(dec(row?.[4] as string).plus(qty))]);
      } else if (e.type === BUY_OFFER.events.Saved) {
        const d = e.data as DocumentSaved;
        orders.set(d.docId, [d.docId, companyId, d.billDate]);
      } else {
        const d = e.data as Audited;
        if (!d.partnerId) continue;
        for (const skuId of new Set(d.moves.filter((m) => dec(m.inQty).gt(0)).map((m) => m.skuId)))
          bought.push([companyId, skuId, d.partnerId, d.billDate, d.sourceId]);
      }
    }
    await insertMany(
      em,
      'replenish_sales',
      [
        ['company_id', 'text'],
        ['warehouse_id', 'text'],
        ['sku_id', 'text'],
        ['day', 'date'],
        ['qty', 'numeric'],
      ],
      [...sales.values()],
      'on conflict (company_id, warehouse_id, sku_id, day) do update set qty = replenish_sales.qty + excluded.qty',
    );
    await insertMany(
      em,
      'replenish_orders',
      [
        ['offer_id', 'text'],
        ['company_id', 'text'],
        ['order_date', 'date'],
      ],
      [...orders.values()],
      'on conflict (offer_id) do update set order_date = excluded.order_date',
    );
    if (!bought.length) return;
    await em.query(
      `with b as (select * from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[]) as b(company_id, sku_id, supplier_id, bill_date, source_id)),
       lead as (select b.company_id, b.sku_id, b.supplier_id, max(b.bill_date) as last_date, coalesce(sum(b.bill_date - o.order_date), 0)::int as lead_days_sum, count(o.offer_id)::int as lead_count
                from b left join replenish_orders o on o.offer_id = b.source_id group by b.company_id, b.sku_id, b.supplier_id)
       insert into replenish_supply (company_id, sku_id, supplier_id, last_date, lead_days_sum, lead_count) select * from lead
       on conflict (company_id, sku_id, supplier_id) do update set last_date = greatest(replenish_supply.last_date, excluded.last_date),
         lead_days_sum = replenish_supply.lead_days_sum + excluded.lead_days_sum, lead_count = replenish_supply.lead_count + excluded.lead_count`,
      [0, 1, 2, 3, 4].map((i) => bought.map((r) => r[i])),
    );
  },
};
