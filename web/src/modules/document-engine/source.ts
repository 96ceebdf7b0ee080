import type { DocDetail, DocDetailLine } from './api';
import { round } from '../../utils/format';
import { QTY_PLACES } from './lines';

/** A source document's line cut to what is still open on it. */
export interface OpenLine {
  line: DocDetailLine;
  /** In the line's own unit. */
  qty: number;
  /** What is open of the line's SKU over the whole document, in main units: the lines of that SKU together may not exceed it. */
  limit: number;
}

/**
 * The lines of a source document as far as they are still open (not yet returned or turned into another document).
 * `remaining` is per SKU in main units; a SKU on several lines fills them in order; a line with nothing left is dropped.
 */
export function openLines(d: Pick<DocDetail, 'lines' | 'remaining'>): OpenLine[] {
  const open = new Map(d.remaining.map((r) => [r.skuId, r.qty]));
  const left = new Map(open);
  return d.lines.flatMap((line) => {
    const take = Math.min(line.baseQty, left.get(line.skuId) ?? 0);
    if (take <= 0) return [];
    left.set(line.skuId, round((left.get(line.skuId) ?? 0) - take, QTY_PLACES));
    const ratio = line.qty ? line.baseQty / line.qty : 1;
    return [{ line, qty: round(take / ratio, QTY_PLACES), limit: open.get(line.skuId) ?? 0 }];
  });
}
