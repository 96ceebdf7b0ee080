import { type ClassPath, productProblems } from '../catalog';
import type { Plan, SheetRow } from './check';
import type { CellError } from './kit';

/** Codes and barcodes the company's products already hold, in lower case (a code is taken whatever its case). */
export interface Taken {
  codes: ReadonlySet<string>;
  barcodes: ReadonlySet<string>;
}

const lower = (v: string | undefined) => (v ?? '').toLowerCase();

/**
 * Each product of the file by the product screen's rules (its units, class and SKUs), and what only a file adds: a
 * 商品编码 another product holds (one an earlier import made is skipped instead) and a barcode taken, here or in the file.
 */
export function checkProducts(plan: Plan, rows: SheetRow[], classes: ClassPath[], taken: Taken): CellError[] {
  const byRow = new Map(rows.map((r) => [r.rowNo, r]));
  const wrong = new Set(plan.errors.map((e) => e.rowNo));
  const barcodes = new Map<string, { rowNo: number; key: string }>();
  const errors: CellError[] = [];
  for (const doc of plan.docs.filter((d) => d.importedAs === undefined)) {
    const product = doc.rowNos.map((n) => byRow.get(n)!);
    if (taken.codes.has(lower(doc.key)))
      errors.push({ rowNo: product[0].rowNo, column: '商品编码', message: `商品编码“${doc.key}”已被其他商品使用` });
    for (const r of product) {
      const barcode = lower(r.values['条码']);
      if (!barcode) continue;
      const earlier = barcodes.get(barcode);
      if (taken.barcodes.has(barcode)) errors.push({ rowNo: r.rowNo, column: '条码', message: '条码已被其他商品使用' });
      else if (earlier && earlier.key !== doc.key)
        errors.push({ rowNo: r.rowNo, column: '条码', message: `条码与第${earlier.rowNo}行的商品重复` });
      if (!earlier) barcodes.set(barcode, { rowNo: r.rowNo, key: doc.key });
    }
    if (!product.some((r) => wrong.has(r.rowNo))) errors.push(...productProblems(product, classes));
  }
  return errors;
}

/** The file's codes and barcodes, to look up as taken. */
export const codesOf = (rows: SheetRow[]) => ({
  codes: [...new Set(rows.map((r) => lower(r.values['商品编码'])).filter(Boolean))],
  barcodes: [...new Set(rows.map((r) => lower(r.values['条码'])).filter(Boolean))],
});
