import type { Page, PageQuery } from '../api/types';
import { cellText, type Column } from './columns';
import { XLSX_TYPE } from './files';

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

/** The sheet: a header row of column titles, then each row's cells as text. */
export const sheetOf = <T>(columns: readonly Column<T>[], rows: readonly T[]): string[][] => [
  columns.map((c) => c.title),
  ...rows.map((r) => columns.map((c) => cellText(c, r))),
];

/**
 * Builds an .xlsx in the browser (exceljs, loaded only when asked) and returns it as a blob; a `title` (what a
 * report was asked for) goes in a row of its own above the column titles.
 */
export async function workbookBlob(sheetName: string, sheet: string[][], title?: string): Promise<Blob> {
  const mod = await import('exceljs');
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  if (title) {
    ws.addRow([title]).font = { bold: true, size: 12 };
    ws.mergeCells(1, 1, 1, Math.max(1, sheet[0]?.length ?? 1));
  }
  sheet.forEach((r) => ws.addRow(r));
  ws.getRow(title ? 2 : 1).font = { bold: true };
  ws.columns.forEach((c) => (c.width = 18));
  return new Blob([await wb.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
