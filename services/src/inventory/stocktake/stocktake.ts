import type { DocLine, LineTracking, Move, SkuTracking, TrackingInput } from '../../document-engine';
import { D, Dec, dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import type { PlannedMove } from '../stock-effect';
import { applyMove, emptyStock, StockState } from '../stock';
import { checkSerialRepeats, trackLine } from '../tracking';

/**
 * A stocktake line: the quantity counted (baseQty, main units) of one SKU in the warehouse; of a serial SKU, the
 * serials counted (one per unit); of a shelf-life SKU, one batch (batchNo, with its dates for a batch not in stock),
 * or no batch: the stock that came in before the SKU was shelf-life managed.
 */
export type CountLine = Pick<DocLine, 'lineNo' | 'skuId' | 'warehouseId' | 'baseQty'> & Partial<LineTracking>;

/** One SKU's book in the stocktake's warehouse: quantity, cost, batches, and the serials in stock there. */
export interface Book extends StockState {
  serials: Set<string>;
}

export interface CountedSku extends SkuTracking {
  /** What a gain costs when there is no stock to average. */
  purchasePrice: string;
}

/** A line the audit cannot post, and why. */
export interface CountRefusal {
  lineNo: number;
  code: 'BATCH_REQUIRED' | 'BATCH_DATES' | 'BATCH_MISMATCH';
  message: string;
}

/** What a line found: the book it was counted against, the difference (+ gain, − loss) and what the difference cost. */
export interface LineCount {
  lineNo: number;
  bookQty: string;
  countQty: string;
  diffQty: string;
  diffAmount: string;
}

export const emptyBook = (): Book => ({ ...emptyStock(), serials: new Set() });

/** What a line counts, and what a movement moved: a SKU, or one batch of it. */
const lineKey = (l: Pick<CountLine, 'skuId' | 'batchNo'>) => `${l.skuId}|${l.batchNo ?? ''}`;
const moveKey = (m: Move) => lineKey({ skuId: m.skuId, batchNo: m.batches?.[0]?.batchNo });

/** The number of the line a movement of the stocktake belongs to (see countResults). */
export const lineOf = (lines: CountLine[], m: Move) => lines.find((l) => lineKey(l) === moveKey(m))?.lineNo ?? 0;

/**
 * The kind's check of its lines on save: a serial SKU lists the serials counted (as many as the count), a shelf-life
 * SKU names its batch (a batch not in stock comes with its production date, the expiry following from the shelf life),
 * a SKU without either names neither. A SKU (or batch) is counted on one line only.
 */
export function countedLines(lines: DocLine[], inputs: TrackingInput[], skus: Map<string, SkuTracking>): DocLine[] {
  const counted = lines.map((l, i) => {
    const sku = skus.get(l.skuId)!;
    const row = `明细第${l.lineNo}行`;
    if (sku.serialFlag && sku.lifeFlag)
      throw new ValidationError(`${row}的商品同时按序列号和批次管理，盘点单不支持，请用其他出入库单调整`, 'lines');
    // An existing batch is only named (as an outbound line names it); a new one needs its dates (as an inbound line).
    const way = sku.lifeFlag && !inputs[i].productionDate ? 'out' : 'in';
    return { ...l, ...trackLine(row, sku, dec(l.baseQty), inputs[i], way) };
  });
  checkSerialRepeats(counted);
  const seen = new Map<string, number>();
  for (const l of counted) {
    const key = lineKey(l);
    const first = seen.get(key);
    if (first) throw new ValidationError(`明细第${l.lineNo}行与第${first}行是同一${l.batchNo ? '批次' : '商品'}，请合并为一行`, 'lines');
    seen.set(key, l.lineNo);
  }
  return counted;
}

/**
 * The moves that make the warehouse hold what was counted, against its book now: losses first (out at the moving
 * average), then gains (in at the average of the book before the stocktake, or at the purchase price when there is
 * no stock to average). A serial SKU's serials in stock but not counted leave, counted ones not in stock come in,
 * and any difference left is stock without serials; a batch line moves its batch (a batch not in stock comes in
 * with the line's dates); a shelf-life line without a batch counts the unbatched stock, which can only lose.
 */
export function planStocktake(
  lines: CountLine[],
  books: Map<string, Book>,
  skus: Map<string, CountedSku>,
): { planned: PlannedMove[]; refused: CountRefusal[] } {
  const outs: PlannedMove[] = [];
  const ins: PlannedMove[] = [];
  const refused: CountRefusal[] = [];
  for (const l of lines) {
    const book = books.get(l.skuId) ?? emptyBook();
    const sku = skus.get(l.skuId)!;
    const count = dec(l.baseQty);
    const unitCost = book.qty.gt(0) ? book.amount.div(book.qty) : dec(sku.purchasePrice);
    const at = { lineNo: l.lineNo, warehouseId: l.warehouseId, skuId: l.skuId };
    const out = (qty: Dec, more: Partial<PlannedMove> = {}) => qty.gt(0) && outs.push({ ...at, inQty: new D(0), outQty: qty, ...more });
    const into = (qty: Dec, more: Partial<PlannedMove> = {}) =>
      qty.gt(0) && ins.push({ ...at, inQty: qty, outQty: new D(0), amount: unitCost.times(qty).toDecimalPlaces(6), ...more });
    const refuse = (code: CountRefusal['code'], message: string) =>
      refused.push({ lineNo: l.lineNo, code, message: `明细第${l.lineNo}行${message}` });

    if (sku.serialFlag) {
      const counted = l.serials ?? [];
      const leaving = [...book.serials].filter((x) => !counted.includes(x)).sort();
      const arriving = counted.filter((x) => !book.serials.has(x));
      const untracked = count.minus(book.qty).minus(arriving.length - leaving.length);
      out(new D(leaving.length), { serials: leaving });
      out(untracked.neg());
      into(new D(arriving.length), { serials: arriving });
      into(untracked);
    } else if (sku.lifeFlag && !l.batchNo) {
      const diff = count.minus(bookQtyOf(l, book));
      out(diff.neg());
      if (diff.gt(0)) refuse('BATCH_REQUIRED', '是保质期商品，盘盈须填写批次号和生产日期');
    } else if (sku.lifeFlag) {
      const had = book.batches.get(l.batchNo!);
      const diff = count.minus(bookQtyOf(l, book));
      const batch = (dates: { productionDate: string; expiryDate: string }, qty: Dec) => ({
        batches: [{ batchNo: l.batchNo!, ...dates, qty: toDb(qty) }],
      });
      if (diff.lt(0)) out(diff.neg(), batch(had!, diff.neg()));
      else if (diff.gt(0) && had && l.productionDate && (l.productionDate !== had.productionDate || l.expiryDate !== had.expiryDate)) {
        refuse('BATCH_MISMATCH', `批次“${l.batchNo}”已在库，生产日期${had.productionDate}、到期${had.expiryDate}，与本行不同`);
      } else if (diff.gt(0) && !had && !l.productionDate) refuse('BATCH_DATES', `批次“${l.batchNo}”不在库存中，盘盈须填写生产日期`);
      else if (diff.gt(0)) into(diff, batch(had ?? { productionDate: l.productionDate!, expiryDate: l.expiryDate! }, diff));
    } else {
      const diff = count.minus(book.qty);
      out(diff.neg());
      into(diff);
    }
  }
  return { planned: [...outs, ...ins], refused };
}

/** The book quantity a line is counted against: the SKU's, its batch's, or (a shelf-life line without batch) what no batch holds. */
export function bookQtyOf(l: Pick<CountLine, 'batchNo'>, book: Book): Dec {
  if (l.batchNo) return book.batches.get(l.batchNo)?.qty ?? new D(0);
  return [...book.batches.values()].reduce((t, b) => t.minus(b.qty), book.qty);
}

/** The movements the planned moves make on these books, at the moving average as an audit posts them. */
export function simulate(books: Map<string, Book>, planned: PlannedMove[]): Move[] {
  const states = new Map<string, StockState>();
  return planned.map((p) => {
    const r = applyMove(states.get(p.skuId) ?? books.get(p.skuId) ?? emptyBook(), p);
    states.set(p.skuId, r.state);
    return {
      warehouseId: p.warehouseId,
      skuId: p.skuId,
      inQty: toDb(p.inQty),
      outQty: toDb(p.outQty),
      amount: toDb(r.amount),
      ...(p.serials?.length && { serials: p.serials }),
      ...(p.batches && { batches: p.batches }),
    };
  });
}

/**
 * Each line's result from the movements its stocktake made: a SKU's moves belong to its line, a batch's to the line of
 * that batch (each move of a batch line carries that one batch). The book it was counted against is the count less
 * the difference.
 */
export function countResults(lines: CountLine[], moves: Move[]): LineCount[] {
  const net = new Map<string, { qty: Dec; amount: Dec }>();
  for (const m of moves) {
    const k = moveKey(m);
    const n = net.get(k) ?? { qty: new D(0), amount: new D(0) };
    const sign = dec(m.inQty).gt(0) ? 1 : -1;
    net.set(k, { qty: n.qty.plus(m.inQty).minus(m.outQty), amount: n.amount.plus(dec(m.amount).times(sign)) });
  }
  return lines.map((l) => {
    const n = net.get(lineKey(l)) ?? { qty: new D(0), amount: new D(0) };
    return {
      lineNo: l.lineNo,
      bookQty: toDb(dec(l.baseQty).minus(n.qty)),
      countQty: toDb(l.baseQty),
      diffQty: toDb(n.qty),
      diffAmount: toDb(n.amount),
    };
  });
}

/**
 * What a draft's lines would find against these books: the audit's results where it could post them; else the book
 * and the difference with no amount, and why the audit would refuse (a SKU no longer enabled, a gain needing a batch).
 */
export function previewCounts(
  lines: CountLine[],
  books: Map<string, Book>,
  skus: Map<string, CountedSku>,
): (Omit<LineCount, 'diffAmount'> & { diffAmount: string | null; problem?: string })[] {
  const known = lines.filter((l) => skus.has(l.skuId));
  const { planned, refused } = planStocktake(known, books, skus);
  const results = new Map(countResults(known, simulate(books, planned)).map((r) => [r.lineNo, r]));
  return lines.map((l) => {
    const problem = skus.has(l.skuId) ? refused.find((r) => r.lineNo === l.lineNo)?.message : `明细第${l.lineNo}行的商品已停用或删除`;
    if (!problem) return results.get(l.lineNo)!;
    const bookQty = bookQtyOf(l, books.get(l.skuId) ?? emptyBook());
    return {
      lineNo: l.lineNo,
      bookQty: toDb(bookQty),
      countQty: toDb(l.baseQty),
      diffQty: toDb(dec(l.baseQty).minus(bookQty)),
      diffAmount: null,
      problem,
    };
  });
}
