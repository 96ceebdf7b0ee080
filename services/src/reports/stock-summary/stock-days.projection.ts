import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection } from '@jxc/projections';
import type { StockMoved, StoredStockMoved } from '../../inventory';
import { D, Dec, dec, toDb } from '../../shared/decimal';

/** What this read model reads of a StockMoved. */
type Movement = Pick<StockMoved, 'warehouseId' | 'skuId' | 'billType' | 'billDate' | 'inQty' | 'outQty' | 'amount' | 'reversal'>;

/** One day's movements of one bill type, for one SKU in one warehouse (skuId '' summed over SKUs; billDate '' and billType 0 over days). */
export interface StockDay {
  companyId: string;
  skuId: string;
  warehouseId: string;
  billDate: string;
  billType: number;
  inQty: Dec;
  inAmount: Dec;
  outQty: Dec;
  outAmount: Dec;
}

/** What the movements are summed by besides company and warehouse: SKU and day (with bill type), day alone, or SKU alone. */
export type StockDayGrain = 'sku-day' | 'day' | 'sku';

/**
 * Movements summed per company, warehouse and grain. A write-back's movement (红冲) goes the other way at the same
 * amount: it is taken off the direction it undoes, so that a sale written back leaves no 销售出库.
 */
export function stockDays(
  events: readonly Pick<StoredEvent<Movement>, 'data' | 'metadata'>[],
  grain: StockDayGrain = 'sku-day',
): StockDay[] {
  const days = new Map<string, StockDay>();
  for (const e of events) {
    const m = e.data;
    const skuId = grain === 'day' ? '' : m.skuId;
    const [billDate, billType] = grain === 'sku' ? ['', 0] : [m.billDate, m.billType];
    const key = [e.metadata.companyId, skuId, m.warehouseId, billDate, billType].join('|');
    const day = days.get(key) ?? {
      companyId: e.metadata.companyId,
      skuId,
      warehouseId: m.warehouseId,
      billDate,
      billType,
      inQty: new D(0),
      inAmount: new D(0),
      outQty: new D(0),
      outAmount: new D(0),
    };
    const inbound = dec(m.inQty).gt(0);
    const qty = dec(inbound ? m.inQty : m.outQty);
    const amount = dec(m.amount);
    // A movement of value alone (成本调价) adds its amount to what came in, + or −; its write-back's amount undoes it.
    if (!inbound && qty.isZero()) day.inAmount = day.inAmount.plus(amount);
    else if (inbound !== !!m.reversal) {
      day.inQty = day.inQty.plus(m.reversal ? qty.neg() : qty);
      day.inAmount = day.inAmount.plus(m.reversal ? amount.neg() : amount);
    } else {
      day.outQty = day.outQty.plus(m.reversal ? qty.neg() : qty);
      day.outAmount = day.outAmount.plus(m.reversal ? amount.neg() : amount);
    }
    days.set(key, day);
  }
  return [...days.values()];
}

const FIGURES = [
  ['in_qty', 'numeric'],
  ['in_amount', 'numeric'],
  ['out_qty', 'numeric'],
  ['out_amount', 'numeric'],
] as const;
const added = (table: string) => FIGURES.map(([c]) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
const figures = (d: StockDay) => [toDb(d.inQty), toDb(d.inAmount), toDb(d.outQty), toDb(d.outAmount)];

/**
 * 进销存汇总's read model: stock movements (StockMoved) summed per company, SKU, warehouse, day and bill type
 * (stock_days), the same over all SKUs (stock_day_totals) and over all days (stock_day_sums), added to what each
 * row already holds.
 */
export const stockDaysProjection: Projection<StoredStockMoved> = {
  name: 'stock_days',
  eventTypes: ['StockMoved'],
  tables: ['stock_days', 'stock_day_totals', 'stock_day_sums'],
  async apply(events, em: EntityManager) {
    await insertMany(
      em,
      'stock_days',
      [['company_id', 'text'], ['sku_id', 'text'], ['warehouse_id', 'text'], ['bill_date', 'date'], ['bill_type', 'int'], ...FIGURES],
      stockDays(events).map((d) => [d.companyId, d.skuId, d.warehouseId, d.billDate, d.billType, ...figures(d)]),
      `on conflict (company_id, sku_id, warehouse_id, bill_date, bill_type) do update set ${added('stock_days')}`,
    );
    await insertMany(
      em,
      'stock_day_totals',
      [['company_id', 'text'], ['warehouse_id', 'text'], ['bill_date', 'date'], ['bill_type', 'int'], ...FIGURES],
      stockDays(events, 'day').map((d) => [d.companyId, d.warehouseId, d.billDate, d.billType, ...figures(d)]),
      `on conflict (company_id, bill_date, warehouse_id, bill_type) do update set ${added('stock_day_totals')}`,
    );
    await insertMany(
      em,
      'stock_day_sums',
      [['company_id', 'text'], ['sku_id', 'text'], ['warehouse_id', 'text'], ...FIGURES],
      stockDays(events, 'sku').map((d) => [d.companyId, d.skuId, d.warehouseId, ...figures(d)]),
      `on conflict (company_id, sku_id, warehouse_id) do update set ${added('stock_day_sums')}`,
    );
  },
};
