import type { Page, PageQuery } from '../api/types';
import { round, toNumber } from '../utils/format';
import { cellText, type Column } from './columns';
import { XLSX_TYPE } from './files';
import type { Digits } from './numbers';

/** An export reads at most this many rows, in pages of the largest size the server allows. */
export const EXPORT_CAP = 5000;
export const EXPORT_PAGE_SIZE = 200;

/** Every row of the query (keyword, filters, sort) from the first page on, up to `cap`; with the total found. */
export async function collectRows<T>(
  load: (q: PageQuery & Record<string, unknown>) => Promise<Page<T>>,
  query: PageQuery & Record<string, unknown>,
  cap = EXPORT_CAP,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let pageNo = 1; rows.length < cap; pageNo++) {
    const page = await load({ ...query, pageNo, pageSize: EXPORT_PAGE_SIZE });
    total = page.totalCount;
    rows.push(...page.data);
    if (page.data.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total };
}

/** A number in an export: its value and Excel's number format for it (#,##0.00, 0.00%, #,##0"箱"). */
export interface Figure {
  value: number;
  numFmt: string;
}

/** A cell of an export: text, or a figure Excel can add up. */
export type SheetCell = string | Figure;

/** Excel's format for a figure at `digits` decimals with thousands separators, and a unit after it when given. */
export const numFmt = (digits: number, unit = '') =>
  `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}${unit ? `"${unit.replace(/"/g, '')}"` : ''}`;

/** A number as a figure at `digits` decimals, rounded as the screen shows it. */
export const figure = (value: number, digits: number, unit?: string): Figure => ({
  value: round(value, digits),
  numFmt: numFmt(digits, unit),
});

/** A figure column's cell: the row's figure as a number, or the text shown where there is none (a hidden price's ***). */
function figureCell<T>(c: Column<T>, kind: NonNullable<Column<T>['figure']>, row: T, digits: Digits): SheetCell {
  const n = toNumber(c.value ? c.value(row) : (row as Record<string, unknown>)[c.key]);
  if (n === null) return cellText(c, row);
  if (kind !== 'units') return figure(n, digits[kind]);
  const unit = (row as { unitName?: unknown }).unitName;
  return figure(n, digits.qty, typeof unit === 'string' ? unit : undefined);
}

/** The sheet: a header row of column titles, then each row's cells; a figure column's as numbers at the company's digits. */
export const sheetOf = <T>(columns: readonly Column<T>[], rows: readonly T[], digits: Digits): SheetCell[][] => [
  columns.map((c) => c.title),
  ...rows.map((r) => columns.map((c) => (c.figure ? figureCell(c, c.figure, r, digits) : cellText(c, r)))),
];

/**
 * Builds an .xlsx in the browser (exceljs, loaded only when asked) and returns it as a blob; a `title` (what a
 * report was asked for) goes in a row of its own above the column titles. Figures are written as numbers in their
 * format, so that the sheet adds them up.
 */
export async function workbookBlob(sheetName: string, sheet: SheetCell[][], title?: string): Promise<Blob> {
  const mod = await import('exceljs');
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  if (title) {
    ws.addRow([title]).font = { bold: true, size: 12 };
    ws.mergeCells(1, 1, 1, Math.max(1, sheet[0]?.length ?? 1));
  }
  for (const cells of sheet) {
    const row = ws.addRow(cells.map((c) => (typeof c === 'string' ? c : c.value)));
    cells.forEach((c, i) => {
      if (typeof c !== 'string') row.getCell(i + 1).numFmt = c.numFmt;
    });
  }
  ws.getRow(title ? 2 : 1).font = { bold: true };
  ws.columns.forEach((c) => (c.width = 18));
  return new Blob([await wb.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
