import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection } from '@jxc/projections';
import { DOC_TYPES } from '../../contracts';
import type { DocumentSaved, Move } from '../../document-engine';
import type { StockMoved } from '../../inventory';
import { type Dec, dec, toDb } from '../../shared/decimal';
import { BUY, BUY_OFFER } from '../purchasing.kind';

type Audited = { moves: Move[]; billDate: string; partnerId: string | null; sourceId: string | null };
type Consumption = { qty: Record<string, string> };

/** The 调拨单's events (its kind lives in inventory, which purchasing does not reach into). */
const TRANS = { Saved: 'TransSaved', Audited: 'TransAudited', WrittenBack: 'TransWrittenBack', Removed: 'TransRemoved' };
/** Events after which nothing of the document is on the way any more. */
const OFF_THE_WAY = new Set<string>([
  BUY_OFFER.events.Removed,
  BUY_OFFER.events.WrittenBack,
  TRANS.Audited,
  TRANS.WrittenBack,
  TRANS.Removed,
]);

/** What a saved 采购订单 or 调拨单 brings, per SKU: into which warehouse, out of which (a transfer's), how much (main units). */
export function onTheWay(d: DocumentSaved, transfer: boolean) {
  const bySku = new Map<string, { skuId: string; warehouseId: string; fromWarehouseId: string | null; qty: Dec }>();
  for (const l of d.lines) {
    const had = bySku.get(l.skuId);
    if (had) had.qty = had.qty.plus(l.baseQty);
    else
      bySku.set(l.skuId, {
        skuId: l.skuId,
        warehouseId: transfer ? d.extra!.inWarehouseId : l.warehouseId,
        fromWarehouseId: transfer ? d.warehouseId : null,
        qty: dec(l.baseQty),
      });
  }
  return [...bySku.values()];
}

/**
 * A sale's movement (销售出库) counts what left; its write-back's movement takes it off again. What anything else
 * moves (a return included) is not a sale.
 */
export function soldQty(m: Pick<StockMoved, 'billType' | 'inQty' | 'outQty' | 'reversal'>) {
  if (m.billType !== DOC_TYPES.Sale) return undefined;
  const qty = m.reversal ? dec(m.inQty).neg() : dec(m.outQty);
  return qty.isZero() ? undefined : qty;
}

/** Days of the blocks replenish_pace counts sales in (migration 132): days since 1970-01-01 div 32. */
export const PACE_BLOCK_DAYS = 32;
export const paceBlockOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000 / PACE_BLOCK_DAYS);

/**
 * A batch's sales of one warehouse and SKU as the pace takes them (sales days above zero only: the pace must never say
 * less was sold than a window's days add up to): the latest block sold in (-1: none), and what in it and the block before.
 */
export function batchPace(sales: readonly { day: string; qty: Dec }[]) {
  const sold = sales.filter((s) => s.qty.gt(0));
  const block = Math.max(-1, ...sold.map((s) => paceBlockOf(s.day)));
  const inBlock = (b: number) => sold.filter((s) => paceBlockOf(s.day) === b).reduce((sum, s) => sum.plus(s.qty), dec(0));
  return { block, inBlock: inBlock(block), before: inBlock(block - 1) };
}

/**
 * 智能补货's read model: what each warehouse sold of each SKU per day (replenish_sales, one statement per batch of
 * movements), the date each 采购订单 was placed (replenish_orders), per SKU and supplier the last purchase and the
 * days from order to purchase of those made from an order (replenish_supply), and what open 采购订单 and unaudited
 * 调拨单 bring (replenish_on_way, in the order of their events), and per warehouse and SKU its stock and its sales by
 * 32-day block (replenish_pace, one statement a batch).
 */
export const replenishProjection: Projection<StoredEvent> = {
  name: 'replenish',
  eventTypes: [
    'StockMoved',
    BUY_OFFER.events.Saved,
    BUY.events.Audited,
    BUY_OFFER.events.Consumed,
    BUY_OFFER.events.ConsumptionReversed,
    ...OFF_THE_WAY,
    TRANS.Saved,
  ],
  tables: ['replenish_sales', 'replenish_orders', 'replenish_supply', 'replenish_on_way', 'replenish_pace'],
  async apply(events, em: EntityManager) {
    const sales = new Map<string, unknown[]>();
    const orders = new Map<string, unknown[]>();
    const bought: unknown[][] = [];
    const stock = new Map<string, unknown[]>();
    const paced = new Map<string, { day: string; qty: Dec }[]>();
    for (const e of events) {
      const companyId = e.metadata.companyId;
      if (e.type === 'StockMoved') {
        const m = e.data as StockMoved;
        const pair = `${companyId}|${m.warehouseId}|${m.skuId}`;
        stock.set(pair, [companyId, m.warehouseId, m.skuId, m.balanceQty]);
        const qty = soldQty(m);
        if (!qty) continue;
        const paceSales = paced.get(pair) ?? paced.set(pair, []).get(pair)!;
        paceSales.push({ day: m.billDate, qty });
        const key = `${companyId}|${m.warehouseId}|${m.skuId}|${m.billDate}`;
        const row = sales.get(key);
        sales.set(key, [companyId, m.warehouseId, m.skuId, m.billDate, toDb(dec(row?.[4] as string).plus(qty))]);
      } else if (e.type === BUY_OFFER.events.Saved || e.type === TRANS.Saved) {
        const d = e.data as DocumentSaved;
        if (e.type === BUY_OFFER.events.Saved) orders.set(d.docId, [d.docId, companyId, d.billDate]);
        await em.query(`delete from replenish_on_way where stream_id = $1`, [e.streamId]);
        const lines = onTheWay(d, e.type === TRANS.Saved);
        await em.query(
          `insert into replenish_on_way (stream_id, company_id, sku_id, warehouse_id, from_warehouse_id, ordered)
           select $1, $2, * from unnest($3::text[], $4::text[], $5::text[], $6::numeric[])`,
          [
            e.streamId,
            companyId,
            ...(['skuId', 'warehouseId', 'fromWarehouseId'] as const).map((k) => lines.map((l) => l[k])),
            lines.map((l) => toDb(l.qty)),
          ],
        );
      } else if (OFF_THE_WAY.has(e.type)) {
        await em.query(`delete from replenish_on_way where stream_id = $1`, [e.streamId]);
      } else if (e.type === BUY_OFFER.events.Consumed || e.type === BUY_OFFER.events.ConsumptionReversed) {
        const taken = Object.entries((e.data as Consumption).qty);
        const sign = e.type === BUY_OFFER.events.Consumed ? 1 : -1;
        await em.query(
          `update replenish_on_way w set received = w.received + t.qty * $4 from unnest($2::text[], $3::numeric[]) as t(sku_id, qty)
           where w.stream_id = $1 and w.sku_id = t.sku_id`,
          [e.streamId, taken.map(([sku]) => sku), taken.map(([, qty]) => qty), sign],
        );
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
    await pace(em, stock, paced);
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

/**
 * Each warehouse's and SKU's stock after the batch's last movement, and its pace moved on by the batch's sales (see
 * batchPace): a later block starts over, keeping the one before when adjacent; the block itself or the one before add.
 */
async function pace(em: EntityManager, stock: Map<string, unknown[]>, sales: Map<string, { day: string; qty: Dec }[]>) {
  if (!stock.size) return;
  await insertMany(
    em,
    'replenish_pace',
    [
      ['company_id', 'text'],
      ['warehouse_id', 'text'],
      ['sku_id', 'text'],
      ['stock', 'numeric'],
      ['block', 'int'],
      ['in_block', 'numeric'],
      ['before', 'numeric'],
    ],
    [...stock].map(([key, row]) => {
      const p = batchPace(sales.get(key) ?? []);
      return [...row, p.block, toDb(p.inBlock), toDb(p.before)];
    }),
    `on conflict (company_id, warehouse_id, sku_id) do update set stock = excluded.stock,
       block = greatest(replenish_pace.block, excluded.block),
       in_block = case when excluded.block > replenish_pace.block then excluded.in_block
                       when excluded.block = replenish_pace.block then replenish_pace.in_block + excluded.in_block else replenish_pace.in_block end,
       before = case when excluded.block > replenish_pace.block + 1 then excluded.before
                     when excluded.block = replenish_pace.block + 1 then excluded.before + replenish_pace.in_block
                     when excluded.block = replenish_pace.block then replenish_pace.before + excluded.before
                     when excluded.block = replenish_pace.block - 1 then replenish_pace.before + excluded.in_block else replenish_pace.before end`,
  );
}
