import type { StoredEvent } from '@jxc/infra';
import type { BatchQty, DocLine } from '../document-engine';
import { BusinessRuleError, NotFoundError } from '../shared/errors';

/** The bill type opening stock carries in stock flows. */
export const OPENING_BILL_TYPE = 100;

export const openingStream = (docId: string) => `InitStock-${docId}`;

export interface OpeningStockEntered {
  docId: string;
  billNo: string;
  warehouseId: string;
  lines: DocLine[];
  /** Each line's stock stream version once its movement landed (recorded since openings can be taken back; before, 1). */
  stockVersions?: number[];
}

/** An opening stock taken back whole (its import undone): its movements go out at their own amounts, serials and batches. */
export interface OpeningStockReversed {
  docId: string;
  billNo: string;
}

export interface OpeningState {
  entered?: OpeningStockEntered;
  reversed: boolean;
}

export const noOpening: OpeningState = { reversed: false };

export function evolveOpening(s: OpeningState, e: Pick<StoredEvent, 'type' | 'data'>): OpeningState {
  if (e.type === 'OpeningStockEntered') return { ...s, entered: e.data as OpeningStockEntered };
  if (e.type === 'OpeningStockReversed') return { ...s, reversed: true };
  return s;
}

/** Folds a stock stream to whether it holds openings alone: with no stock left, all of them were taken back. */
export const openingsOnly = (only: boolean, e: Pick<StoredEvent, 'data'>) =>
  only && (e.data as { billType: number }).billType === OPENING_BILL_TYPE;

/** A movement that takes one line of the opening back out. */
export interface OpeningTakenBack {
  lineNo: number;
  warehouseId: string;
  skuId: string;
  outQty: string;
  amount: string;
  serials: string[];
  batches: BatchQty[];
}

/**
 * Reversing an opening stock: once, and only while none of its SKUs has moved in that warehouse since (its stock
 * stream is where the opening left it), so that stock, cost, batches and serials go back to nothing exactly.
 */
export function decideOpeningReversal(
  s: OpeningState,
  versionOf: (line: DocLine) => number,
): { event: { type: 'OpeningStockReversed'; data: OpeningStockReversed }; moves: OpeningTakenBack[] } {
  const entered = s.entered;
  if (!entered) throw new NotFoundError('期初库存单不存在');
  if (s.reversed) throw new BusinessRuleError('BAD_STATUS', `期初库存单${entered.billNo}已撤销`);
  const moved = entered.lines.find((l, i) => versionOf(l) !== (entered.stockVersions?.[i] ?? 1));
  if (moved)
    throw new BusinessRuleError('BAD_STATUS', `期初明细第${moved.lineNo}行的商品录入期初后已有出入库，不能撤销期初`, {
      lineNo: moved.lineNo,
    });
  return {
    event: { type: 'OpeningStockReversed', data: { docId: entered.docId, billNo: entered.billNo } },
    moves: entered.lines.map((l) => ({
      lineNo: l.lineNo,
      warehouseId: l.warehouseId,
      skuId: l.skuId,
      outQty: l.baseQty,
      amount: l.amount,
      serials: l.serials ?? [],
      batches: l.batchNo ? [{ batchNo: l.batchNo, productionDate: l.productionDate!, expiryDate: l.expiryDate!, qty: l.baseQty }] : [],
    })),
  };
}
