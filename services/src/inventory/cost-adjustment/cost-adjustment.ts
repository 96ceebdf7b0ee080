import type { DocLine } from '../../document-engine';
import { D, Dec, dec, toDb } from '../../shared/decimal';
import { applyMove, StockMoved, StockState } from '../stock';
import type { PlannedMove } from '../stock-effect';

/** A SKU's stock in the adjusted warehouse: quantity and value. */
export type CostBook = Pick<StockState, 'qty' | 'amount'>;

/** A line the audit cannot adjust, and why. */
export interface Refusal {
  lineNo: number;
  code: string;
  message: string;
}

/**
 * 成本调价: each line sets its SKU's moving-average cost in the warehouse to the price it names (a line's price is the
 * new cost per main unit). The stock's value becomes quantity × that price; the difference is a movement of no
 * quantity (+ raises the value, − lowers it), shown in 商品流水. Stock that is not there has no cost to adjust.
 */
export function planCostAdjustment(
  lines: Pick<DocLine, 'lineNo' | 'skuId' | 'warehouseId' | 'price'>[],
  books: Map<string, CostBook>,
  names: Map<string, string>,
): { planned: PlannedMove[]; refused: Refusal[] } {
  const planned: PlannedMove[] = [];
  const refused: Refusal[] = [];
  for (const l of lines) {
    const book = books.get(l.skuId);
    if (!book || !book.qty.gt(0)) {
      refused.push({
        lineNo: l.lineNo,
        code: 'NO_STOCK',
        message: `明细第${l.lineNo}行${names.get(l.skuId) ?? ''}在该仓库没有库存，不能调整成本`,
      });
      continue;
    }
    const amount = book.qty.times(l.price).toDecimalPlaces(6).minus(book.amount);
    planned.push({ lineNo: l.lineNo, warehouseId: l.warehouseId, skuId: l.skuId, inQty: new D(0), outQty: new D(0), amount });
  }
  return { planned, refused };
}

/** What a line did, or would do now: the stock quantity, the cost before and after, the value added (− taken). */
export interface AdjustResult {
  lineNo: number;
  bookQty: string;
  oldCostPrice: string;
  newCostPrice: string;
  diffAmount: string;
}

/** The line's result from its stock before the adjustment. */
export function adjustResult(line: Pick<DocLine, 'lineNo' | 'price'>, book: CostBook, diff: Dec): AdjustResult {
  const after = applyMove({ ...book, batches: new Map() }, { inQty: new D(0), outQty: new D(0), amount: diff });
  return {
    lineNo: line.lineNo,
    bookQty: toDb(book.qty),
    oldCostPrice: toDb(book.qty.gt(0) ? book.amount.div(book.qty).toDecimalPlaces(6) : new D(0)),
    newCostPrice: toDb(after.costPrice),
    diffAmount: toDb(diff),
  };
}

/** The stock before a movement of no quantity, from the balance its StockMoved recorded after it. */
export const bookBefore = (moved: Pick<StockMoved, 'balanceQty' | 'balanceAmount' | 'amount'>): CostBook => ({
  qty: dec(moved.balanceQty),
  amount: dec(moved.balanceAmount).minus(moved.amount),
});
