import ExcelJS from 'exceljs';
import { ValidationError } from '../../shared/errors';

export interface Sheet {
  headers: string[];
  /** Data rows keyed by header, with their row number in the workbook. */
  rows: { rowNo: number; values: Record<string, string> }[];
}

function text(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return text(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
  }
  return String(v).trim();
}

/**
 * Reads the first worksheet: row 1 holds the column titles, the rest are data; empty rows are skipped. More than
 * `maxRows` data rows are refused (a catalogue import is checked in the request; bills are written in the background).
 */
export async function readSheet(base64: string, maxRows = 10_000): Promise<Sheet> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer);
  } catch {
    throw new ValidationError('文件不是有效的 Excel 工作簿（.xlsx）', 'content');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new ValidationError('工作簿中没有工作表', 'content');
  const headers = (ws.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text);
  if (!headers.some(Boolean)) throw new ValidationError('第1行应为列标题', 'content');
  const rows: Sheet['rows'] = [];
  ws.eachRow((row, rowNo) => {
    if (rowNo === 1) return;
    const values = Object.fromEntries(headers.map((h, i) => [h, text(row.getCell(i + 1).value)]));
    if (Object.values(values).some(Boolean)) rows.push({ rowNo, values });
  });
  if (rows.length > maxRows) throw new ValidationError(`一次最多导入${maxRows}行`, 'content');
  return { headers, rows };
}

/** A workbook of one sheet (a title row, then the rows), as base64; `notes`, a sheet of their own after it (填写说明). */
export async function writeSheet(name: string, headers: string[], rows: string[][], notes?: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name);
  ws.addRow(headers).font = { bold: true };
  rows.forEach((r) => ws.addRow(r));
  ws.columns.forEach((c) => (c.width = 18));
  if (notes) {
    const help = wb.addWorksheet('填写说明');
    notes.forEach((r) => help.addRow(r));
    help.getRow(1).font = { bold: true };
    help.getColumn(1).width = 18;
    help.getColumn(2).width = 90;
  }
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
