import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection } from '@jxc/projections';
import { SKU_PRICES, type SkuData, type StoredProductEvent } from '../catalog';
import { SCHEDULE_EVENTS } from './change-price-effect';

const COLUMNS = [
  ['event_id', 'uuid'],
  ['seq', 'int'],
  ['pos', 'bigint'],
  ['company_id', 'text'],
  ['product_id', 'text'],
  ['sku_id', 'text'],
  ['price_type', 'text'],
  ['before', 'numeric'],
  ['after', 'numeric'],
  ['doc_id', 'text'],
  ['bill_no', 'text'],
  ['reversal', 'bool'],
  ['initial', 'bool'],
  ['user_id', 'text'],
  ['user_name', 'text'],
  ['at', 'timestamptz'],
] as const;

type Prices = Record<string, string | null>;

type PriceSetting = Extract<
  StoredProductEvent,
  { type: 'ProductCreated' | 'ProductSkuAdded' | 'ProductSkuUpdated' | 'ProductGradePricesSet' }
>;
type ScheduleEnded = StoredEvent<unknown, (typeof SCHEDULE_EVENTS)[keyof typeof SCHEDULE_EVENTS]>;

/** A SKU's prices an event sets: its own by name, its level prices (all of them, the absent ones cleared) as grade:<gradeId>. */
function pricesSet(e: PriceSetting, known: Prices): [skuId: string, prices: Prices][] {
  const own = (k: Partial<SkuData>) => Object.fromEntries(SKU_PRICES.filter((p) => p in k).map((p) => [p, k[p] ?? null]));
  switch (e.type) {
    case 'ProductCreated':
      return e.data.skus.map((k) => [k.skuId, own(k)]);
    case 'ProductSkuAdded':
    case 'ProductSkuUpdated':
      return [[e.data.skuId, own(e.data)]];
    case 'ProductGradePricesSet': {
      const d = e.data;
      const now = Object.fromEntries(d.prices.map((p) => [`grade:${p.gradeId}`, p.price]));
      const gone = Object.keys(known)
        .filter((k) => k.startsWith(`${d.skuId}|grade:`) && known[k] !== null)
        .map((k) => [k.slice(d.skuId.length + 1), null]);
      return [[d.skuId, { ...Object.fromEntries(gone), ...now }]];
    }
  }
}

const isScheduleEnded = (e: PriceSetting | ScheduleEnded): e is ScheduleEnded =>
  e.type === SCHEDULE_EVENTS.applied || e.type === SCHEDULE_EVENTS.cancelled;

/** The SKUs an event names. */
const skusOf = (e: PriceSetting | ScheduleEnded): string[] =>
  isScheduleEnded(e) ? [] : e.type === 'ProductCreated' ? e.data.skus.map((k) => k.skuId) : [e.data.skuId];

const same = (a: string | null | undefined, b: string | null) => (a ?? null) === b || (a != null && b !== null && Number(a) === Number(b));

/**
 * The history of every SKU price (price_changes): each change with the value before, from the product events; a 调价单's
 * changes name it. And each 调价单 dated to take effect later, once applied or cancelled (price_schedules).
 */
export const priceChangesProjection: Projection<PriceSetting | ScheduleEnded> = {
  name: 'price_changes',
  eventTypes: [
    'ProductCreated',
    'ProductSkuAdded',
    'ProductSkuUpdated',
    'ProductGradePricesSet',
    SCHEDULE_EVENTS.applied,
    SCHEDULE_EVENTS.cancelled,
  ],
  tables: ['price_changes', 'price_schedules'],
  async apply(events, em: EntityManager) {
    const skuIds = [...new Set(events.flatMap(skusOf))];
    const known: Prices = {};
    const latest: { sku_id: string; price_type: string; after: string | null }[] = skuIds.length
      ? await em.query(
          `select distinct on (sku_id, price_type) sku_id, price_type, after::text from price_changes where sku_id = any($1) order by sku_id, price_type, pos desc, seq desc`,
          [skuIds],
        )
      : [];
    for (const r of latest) known[`${r.sku_id}|${r.price_type}`] = r.after;
    const rows: unknown[][] = [];
    for (const e of events) {
      if (isScheduleEnded(e)) continue;
      let seq = 0;
      const bill = e.type === 'ProductCreated' ? undefined : e.data.bill;
      for (const [skuId, prices] of pricesSet(e, known)) {
        for (const [type, after] of Object.entries(prices)) {
          const key = `${skuId}|${type}`;
          if (same(known[key], after) && key in known) continue;
          if (after === null && !(key in known)) continue;
          rows.push([
            e.eventId,
            seq++,
            e.position.pos.toString(),
            e.metadata.companyId,
            e.streamId.slice('Product-'.length),
            skuId,
            type,
            known[key] ?? null,
            after,
            bill?.docId ?? null,
            bill?.billNo ?? null,
            !!bill?.reversal,
            e.type === 'ProductCreated' || e.type === 'ProductSkuAdded',
            e.metadata.userId,
            e.metadata.userName ?? '',
            e.metadata.at,
          ]);
          known[key] = after;
        }
      }
    }
    await insertMany(em, 'price_changes', COLUMNS, rows);
    const scheduled = events.filter(isScheduleEnded);
    await insertMany(
      em,
      'price_schedules',
      [
        ['doc_id', 'text'],
        ['company_id', 'text'],
        ['state', 'text'],
        ['at', 'timestamptz'],
      ],
      scheduled.map((e) => [
        e.streamId.slice('ChangePriceSchedule-'.length),
        e.metadata.companyId,
        e.type === SCHEDULE_EVENTS.applied ? 'applied' : 'cancelled',
        e.metadata.at,
      ]),
      'on conflict (doc_id) do nothing',
    );
  },
};
