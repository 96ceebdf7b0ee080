import type { LineInput, SkuTracking } from '../document-engine';
import { trackLine } from '../inventory';
import { dec } from '../shared/decimal';
import { ValidationError } from '../shared/errors';
import type { SheetRow } from './check';
import type { CellError } from './kit';

/** A cell's serial numbers: one, or several split by commas (either width), 、, semicolons or line breaks. */
export const serialsOf = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[,，、;；\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The rows of one warehouse's opening stock naming one SKU: one line, whose serials may be spread over the rows. */
export interface OpeningLine {
  skuId: string;
  rows: SheetRow[];
}

/** The rows grouped by the SKU they name (rows naming none, already wrong, are left out). */
export function openingLines(rows: SheetRow[], skuOf: (row: SheetRow) => string | undefined): OpeningLine[] {
  const bySku = new Map<string, SheetRow[]>();
  for (const r of rows) {
    const skuId = skuOf(r);
    if (skuId) bySku.set(skuId, [...(bySku.get(skuId) ?? []), r]);
  }
  return [...bySku].map(([skuId, rows]) => ({ skuId, rows }));
}

const SAME = ['单价', '批号', '生产日期', '有效期'];

/** The line as the 期初 screen sends it: quantities added up, serials joined, cost and batch from its first row. */
export function lineInput({ skuId, rows }: OpeningLine): LineInput {
  const v = rows[0].values;
  return {
    skuId,
    qty: rows.reduce((sum, r) => sum.plus(dec(r.values['数量'])), dec(0)),
    price: dec(v['单价']),
    serials: rows.flatMap((r) => serialsOf(r.values['序列号'])),
    batchNo: v['批号'] || undefined,
    productionDate: v['生产日期'] || undefined,
    expiryDate: v['有效期'] || undefined,
  };
}

/** Which column a tracking refusal is about. */
const columnOf = (message: string) =>
  message.includes('序列号')
    ? '序列号'
    : message.includes('生产日期')
      ? '生产日期'
      : message.includes('到期')
        ? '有效期'
        : message.includes('批次')
          ? '批号'
          : '数量';

/**
 * A warehouse's opening stock, row by row, by the 期初 screen's tracking rules, and stricter where an import cannot ask:
 * a serial-managed SKU needs its serials (one per unit), a shelf-life managed one its batch. A serial appears once in
 * the file and must not be in stock already; a SKU that has moved in the warehouse takes no opening there.
 */
export function checkOpeningLines(
  lines: OpeningLine[],
  skus: Map<string, SkuTracking>,
  serialsInStock: ReadonlySet<string>,
  moved: ReadonlySet<string>,
  seenSerials: Map<string, number>,
): CellError[] {
  const errors: CellError[] = [];
  for (const line of lines) {
    const first = line.rows[0];
    const sku = skus.get(line.skuId);
    if (!sku) continue;
    if (moved.has(line.skuId)) {
      errors.push({ rowNo: first.rowNo, column: '商品', message: '该商品在此仓库已有出入库记录，不能再录期初' });
      continue;
    }
    const differing = line.rows.flatMap((r) =>
      SAME.filter((c) => (r.values[c] ?? '') !== (first.values[c] ?? '')).map((c) => ({
        rowNo: r.rowNo,
        column: c,
        message: `同一仓库同一商品的各行${c}应与第${first.rowNo}行相同`,
      })),
    );
    errors.push(...differing);
    if (differing.length) continue;
    const input = lineInput(line);
    try {
      trackLine('该行', sku, dec(input.qty), input, 'in');
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      errors.push({ rowNo: first.rowNo, column: columnOf(e.message), message: e.message });
      continue;
    }
    for (const r of line.rows)
      for (const serial of serialsOf(r.values['序列号'])) {
        const key = `${line.skuId}|${serial}`;
        const earlier = seenSerials.get(key);
        if (earlier !== undefined) errors.push({ rowNo: r.rowNo, column: '序列号', message: `序列号“${serial}”与第${earlier}行重复` });
        else if (serialsInStock.has(key)) errors.push({ rowNo: r.rowNo, column: '序列号', message: `序列号“${serial}”已在库存中` });
        seenSerials.set(key, earlier ?? r.rowNo);
      }
  }
  return errors;
}
