import ExcelJS from 'exceljs';
import type { KisCell } from './kis-layout';

/** A workbook of one sheet, 凭证 (row 1 the titles, then the rows; amounts as numbers at 2 decimals), as base64. */
export async function kisWorkbook(titles: string[], rows: KisCell[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('凭证');
  ws.addRow(titles).font = { bold: true };
  rows.forEach((r) => ws.addRow(r));
  for (const title of ['原币金额', '借方', '贷方']) ws.getColumn(titles.indexOf(title) + 1).numFmt = '0.00';
  ws.columns.forEach((c) => (c.width = 12));
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
