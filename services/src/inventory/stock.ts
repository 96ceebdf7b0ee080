import type { StoredEvent } from '@jxc/infra';
import { D, Dec, dec, toDb } from '../shared/decimal';
import type { Stored } from '../shared/es/event-names';
import type { Snapshotting } from '../shared/es/snapshotting';
import type { Move } from '../document-engine';
import { Batches, moveBatches } from './tracking';

export const stockStream = (companyId: string, warehouseId: string, skuId: string) => `Stock-${companyId}-${warehouseId}-${skuId}`;

export interface StockState {
  qty: Dec;
  amount: Dec;
  batches: Batches;
}

export const emptyStock = (): StockState => ({ qty: new D(0), amount: new D(0), batches: new Map() });

/**
 * A best seller's stock stream grows every day: loads start from a snapshot at most 10 movements old, and of the
 * movements since, read only the last (its balance) and those that move batches. Renewing it costs one write in ten.
 */
export const stockSnapshots: Snapshotting<StockState> = {
  schema: 'stock/1',
  every: 10,
  lastAnd: 'batches',
  save: (s) => ({
    qty: s.qty.toFixed(),
    amount: s.amount.toFixed(),
    batches: [...s.batches].map(([batchNo, b]) => [batchNo, b.productionDate, b.expiryDate, b.qty.toFixed()]),
  }),
  restore(json) {
    const j = json as { qty: string; amount: string; batches: [string, string, string, string][] };
    return {
      qty: dec(j.qty),
      amount: dec(j.amount),
      batches: new Map(
        j.batches.map(([batchNo, productionDate, expiryDate, qty]) => [batchNo, { productionDate, expiryDate, qty: dec(qty) }]),
      ),
    };
  },
};

/** Folds a stock stream. The batches are updated in place: a long stream must not copy them per event. */
export function evolveStock(s: StockState, e: StoredEvent): StockState {
  const d = e.data as StockMoved;
  if (d.batches?.length) moveBatches(s.batches, d.batches, dec(d.inQty).gt(0) ? 1 : -1);
  return { ...s, qty: dec(d.balanceQty), amount: dec(d.balanceAmount) };
}

export interface StockMoved extends Move {
  costPrice: string;
  balanceQty: string;
  balanceAmount: string;
  docId: string;
  billNo: string;
  billType: number;
  billDate: string;
  /** A write-back's movement (红冲). Movements written before it was recorded carry nothing and read as not reversed. */
  reversal?: true;
}

/** A stock stream's movement as the read models read it (`StockMoved`). */
export type StoredStockMoved = Stored<'Stock', { type: 'Moved'; data: StockMoved }>;

/**
 * Moving-average cost: an inbound movement adds its amount (or, naming none, comes in at the current average); an
 * outbound one leaves at the current average, or at
 * the amount it names (an exact reversal); taking the last unit takes the whole remaining amount. A movement of no
 * quantity (成本调价) adds its amount, + or −, to the stock's value: its cost price is the new average.
 */
export function applyMove(s: StockState, m: { inQty: Dec; outQty: Dec; amount?: Dec }): { state: StockState; amount: Dec; costPrice: Dec } {
  if (m.inQty.isZero() && m.outQty.isZero()) {
    const amount = m.amount ?? new D(0);
    const value = s.amount.plus(amount);
    return { state: { ...s, amount: value }, amount, costPrice: s.qty.gt(0) ? value.div(s.qty).toDecimalPlaces(6) : new D(0) };
  }
  if (m.inQty.gt(0)) {
    const amount = m.amount ?? (s.qty.gt(0) ? s.amount.div(s.qty).times(m.inQty).toDecimalPlaces(6) : new D(0));
    return {
      state: { ...s, qty: s.qty.plus(m.inQty), amount: s.amount.plus(amount) },
      amount,
      costPrice: amount.div(m.inQty).toDecimalPlaces(6),
    };
  }
  const average = s.qty.gt(0) ? s.amount.div(s.qty) : new D(0);
  const amount = m.amount ?? (m.outQty.eq(s.qty) ? s.amount : average.times(m.outQty).toDecimalPlaces(6));
  return {
    state: { ...s, qty: s.qty.minus(m.outQty), amount: s.amount.minus(amount) },
    amount,
    costPrice: m.outQty.gt(0) ? amount.div(m.outQty).toDecimalPlaces(6) : new D(0),
  };
}

export const moveData = (
  m: Move & { costPrice: Dec; balance: StockState },
  doc: Pick<StockMoved, 'docId' | 'billNo' | 'billType' | 'billDate' | 'reversal'>,
): StockMoved => ({
  warehouseId: m.warehouseId,
  skuId: m.skuId,
  inQty: m.inQty,
  outQty: m.outQty,
  amount: m.amount,
  costPrice: toDb(m.costPrice),
  balanceQty: toDb(m.balance.qty),
  balanceAmount: toDb(m.balance.amount),
  ...doc,
  ...(m.serials?.length && { serials: m.serials }),
  ...(m.batches?.length && { batches: m.batches }),
});
