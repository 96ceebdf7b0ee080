import type { PrintField } from '@jxc/services/contracts';
import type { Digits } from '../../kit/numbers';
import { formatAmount, formatDate, formatDateTime, toNumber } from '../../utils/format';

export type { Digits };

type Row = Record<string, unknown>;

/** A value at a path ('extend.contact'); a missing step is undefined. */
export const at = (data: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), data);

/** Added up; null when any part is hidden (a price the user may not see comes as null). */
function added(values: unknown[], signs: number[]): number | null {
  let total = 0;
  for (const [i, v] of values.entries()) {
    if (v === null) return null;
    total += (toNumber(v) ?? 0) * signs[i];
  }
  return Math.round(total * 1e6) / 1e6;
}

/** Every line of the document's lists (an assembly's parts and products together). */
export const linesOf = (data: Row, tables: { key: string }[]): Row[] =>
  tables.flatMap((t) => (Array.isArray(data[t.key]) ? (data[t.key] as Row[]) : []));

/** A header field, total or payment of the document: a path, a sum over the lines ('sum:qty') or of other fields (本单欠款). */
export function headerValue(data: Row, field: PrintField, lines: Row[]): unknown {
  if (field.key.startsWith('sum:')) {
    const column = field.key.slice(4);
    return added(
      lines.map((l) => l[column]),
      lines.map(() => 1),
    );
  }
  if (field.sum)
    return added(
      field.sum.map((k) => at(data, k.replace(/^-/, ''))),
      field.sum.map((k) => (k.startsWith('-') ? -1 : 1)),
    );
  return at(data, field.key);
}

/** A line's cell; 'index' is its number in the list. */
export const cellValue = (line: Row, field: PrintField, index: number): unknown =>
  field.key === 'index' ? index + 1 : at(line, field.key);

/** As printed: numbers at the company's decimals, dates, lists joined, names for codes; a hidden or missing value prints blank. */
export function formatted(value: unknown, field: PrintField, digits: Digits): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('、');
  if (field.names) return field.names[String(value)] ?? String(value);
  switch (field.format) {
    case 'money':
      return formatAmount(value, digits.money);
    case 'qty':
      return formatAmount(value, digits.qty);
    case 'rate':
      return toNumber(value) === null ? '' : String(toNumber(value));
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    default:
      return String(value);
  }
}

/** Whether a template prints the unit in a column of its own (单位); else each quantity carries it. */
export const printsUnit = (columns: readonly PrintField[]) => columns.some((c) => c.key === 'unitName');

/** A line's cell as printed: a quantity with the line's unit after it (2.00箱) where the template has no 单位 column. */
export function lineCell(line: Row, field: PrintField, index: number, digits: Digits, unitShown: boolean): string {
  const text = formatted(cellValue(line, field, index), field, digits);
  return field.format === 'qty' && !unitShown && text && line.unitName ? `${text}${String(line.unitName)}` : text;
}

interface Batch {
  batchNo: string;
  productionDate?: string | null;
  expiryDate?: string | null;
  qty?: number | string;
}

const dated = (b: Batch) => {
  const dates = [b.productionDate && `生产${b.productionDate}`, b.expiryDate && `到期${b.expiryDate}`].filter(Boolean);
  return dates.length ? `${b.batchNo}（${dates.join('，')}）` : b.batchNo;
};

/**
 * What is printed under a line: its serial numbers (序列号：…) and its batches (批次：… with their dates, and each one's
 * quantity in the main unit when it took several), unless the template prints them in columns.
 */
export function trackingNotes(line: Row, columns: readonly PrintField[], digits: Digits): string[] {
  const shown = (key: string) => columns.some((c) => c.key === key);
  const serials = Array.isArray(line.serials) ? (line.serials as string[]) : [];
  const taken = Array.isArray(line.batches) ? (line.batches as Batch[]) : [];
  const batches: Batch[] = taken.length ? taken : line.batchNo ? [line as unknown as Batch] : [];
  const notes: string[] = [];
  if (serials.length && !shown('serials')) notes.push(`序列号：${serials.join('、')}`);
  if (batches.length && !shown('batchNo')) {
    const each = (b: Batch) =>
      batches.length > 1 ? `${dated(b)} ×${formatAmount(b.qty, digits.qty)}${String(line.baseUnitName ?? '')}` : dated(b);
    notes.push(`批次：${batches.map(each).join('、')}`);
  }
  return notes;
}

/** Numbers right-aligned in tables. */
export const isNumeric = (field: PrintField) =>
  field.format === 'money' || field.format === 'qty' || field.format === 'rate' || field.key === 'index';
