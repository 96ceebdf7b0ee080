import { D, Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError, ValidationError } from '../shared/errors';
import type { BatchQty, LineTracking, SkuTracking, StockDirection, TrackingInput } from '../document-engine';

export const NO_TRACKING: LineTracking = { serials: [], batchNo: null, productionDate: null, expiryDate: null };

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Checks and completes a line's tracking. Documents that move no stock keep none. A serial-managed SKU needs one
 * serial per main unit; an inbound batch needs its production date (batch number and expiry follow from it); an
 * outbound line may name its batch or leave it to the audit (first expiring first out). With `optional`, a line
 * giving no serial and no batch is taken untracked.
 */
export function trackLine(
  row: string,
  sku: SkuTracking,
  baseQty: Dec,
  input: TrackingInput,
  direction: StockDirection,
  optional = false,
): LineTracking {
  if (direction === 'none') return NO_TRACKING;
  const serials = (input.serials ?? []).map((x) => x.trim()).filter(Boolean);
  if (serials.length && !sku.serialFlag) throw new ValidationError(`${row}的商品未启用序列号管理，不能录入序列号`, 'lines');
  if (optional && !serials.length && !input.batchNo && !input.productionDate) return NO_TRACKING;
  if (sku.serialFlag && (serials.length || !optional)) {
    if (!baseQty.isInteger()) throw new ValidationError(`${row}是序列号商品，数量必须是整数个基本单位`, 'lines');
    if (serials.length !== baseQty.toNumber())
      throw new ValidationError(`${row}需要录入${baseQty}个序列号，已录入${serials.length}个`, 'lines');
    const long = serials.find((x) => x.length > 50);
    if (long) throw new ValidationError(`${row}序列号“${long.slice(0, 20)}…”超过50个字符`, 'lines');
  }
  if (!sku.lifeFlag) {
    if (input.batchNo || input.productionDate) throw new ValidationError(`${row}的商品未启用保质期管理，不能录入批次`, 'lines');
    return { ...NO_TRACKING, serials };
  }
  const batchNo = input.batchNo?.trim() || null;
  if (batchNo && batchNo.length > 30) throw new ValidationError(`${row}批次号不能超过30个字符`, 'lines');
  if (direction === 'out') return { serials, batchNo, productionDate: null, expiryDate: null };
  if (!input.productionDate) throw new ValidationError(`${row}请填写生产日期`, 'lines');
  const expiryDate = input.expiryDate ?? (sku.shelfLifeDays ? addDays(input.productionDate, sku.shelfLifeDays) : null);
  if (!expiryDate) throw new ValidationError(`${row}请填写到期日期`, 'lines');
  if (expiryDate < input.productionDate) throw new ValidationError(`${row}到期日期不能早于生产日期`, 'lines');
  return { serials, batchNo: batchNo ?? input.productionDate.replaceAll('-', ''), productionDate: input.productionDate, expiryDate };
}

/** A serial number may appear once in a document for a SKU. */
export function checkSerialRepeats(lines: { lineNo: number; skuId: string; serials?: string[] }[]) {
  const seen = new Set<string>();
  for (const l of lines) {
    for (const serial of l.serials ?? []) {
      const key = `${l.skuId}|${serial}`;
      if (seen.has(key)) throw new ValidationError(`明细第${l.lineNo}行序列号“${serial}”重复`, 'lines');
      seen.add(key);
    }
  }
}

/** Batches of one warehouse and SKU, with their quantities in main units. */
export type Batches = Map<string, { productionDate: string; expiryDate: string; qty: Dec }>;

/**
 * The batches an outbound quantity takes: the named batch, or the first expiring ones. Stock that came in without a
 * batch (before the SKU was shelf-life managed) is not tracked, so a shortfall of batches is only refused when a
 * batch was named.
 */
export function takeBatches(row: string, batches: Batches, qty: Dec, batchNo: string | null): BatchQty[] {
  if (batchNo) {
    const b = batches.get(batchNo);
    const have = b?.qty ?? new D(0);
    if (!b || have.lt(qty))
      throw new BusinessRuleError('BATCH_SHORTAGE', `${row}批次“${batchNo}”库存${have}，需要${qty}`, { batchNo, available: toDb(have) });
    return [{ batchNo, productionDate: b.productionDate, expiryDate: b.expiryDate, qty: toDb(qty) }];
  }
  const out: BatchQty[] = [];
  let left = qty;
  const byExpiry = [...batches]
    .filter(([, b]) => b.qty.gt(0))
    .sort(([an, a], [bn, b]) => a.expiryDate.localeCompare(b.expiryDate) || an.localeCompare(bn));
  for (const [no, b] of byExpiry) {
    if (left.lte(0)) break;
    const take = D.min(left, b.qty);
    out.push({ batchNo: no, productionDate: b.productionDate, expiryDate: b.expiryDate, qty: toDb(take) });
    left = left.minus(take);
  }
  return out;
}

/** Applies batch quantities in (sign 1) or out (sign −1) to a warehouse's batches, in place; emptied batches go. */
export function moveBatches(batches: Batches, moved: BatchQty[], sign: 1 | -1) {
  for (const m of moved) {
    const b = batches.get(m.batchNo) ?? { productionDate: m.productionDate, expiryDate: m.expiryDate, qty: new D(0) };
    b.qty = b.qty.plus(dec(m.qty).times(sign));
    if (b.qty.lte(0)) batches.delete(m.batchNo);
    else batches.set(m.batchNo, b);
  }
}

/**
 * `trackLine` over a document's computed lines (in input order), each in its own direction or the document's, then
 * the repeat check across them. Opening stock may leave tracking out (`optional`): a shop starting with goods on hand
 * has not always recorded their serials.
 */
export function trackLines<L extends { lineNo: number; skuId: string; baseQty: string; direction?: StockDirection }>(
  lines: L[],
  inputs: TrackingInput[],
  skus: Map<string, SkuTracking>,
  direction: StockDirection,
  optional = false,
): (L & LineTracking)[] {
  const tracked = lines.map((l, i) => ({
    ...l,
    ...trackLine(`明细第${l.lineNo}行`, skus.get(l.skuId)!, dec(l.baseQty), inputs[i], l.direction ?? direction, optional),
  }));
  checkSerialRepeats(tracked);
  return tracked;
}
