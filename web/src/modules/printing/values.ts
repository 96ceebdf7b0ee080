import type { PrintField } from '@jxc/services/contracts';
import type { Digits } from '../../kit/numbers';
import { formatAmount, formatDate, formatDateTime, toNumber } from '../../utils/format';

export type { Digits };

type Row = Record<string, unknown>;

/** A value at a path ('extend.contact'); a missing step is undefined. */
export const at = (data: Row, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), data);

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
export const linesOf = (data: Row, tables: { key: string }[]): Row[] => tables.flatMap((t) => (Array.isArray(data[t.key]) ? (data[t.key] as Row[]) : []));

/** A header field, total or payment of the document: a path, a sum over the lines ('sum:qty') or of other fields (本单欠款). */
export function headerValue(data: Row, field: PrintField, lines: Row[]): unknown {
  if (field.key.startsWith('sum:')) {
    const column = field.key.slice(4);
    return added(lines.map((l) => l[column]), lines.map(() => 1));
  }
  if (field.sum) return added(field.sum.map((k) => at(data, k.replace(/^-/, ''))), field.sum.map((k) => (k.startsWith('-') ? -1 : 1)));
  return at(data, field.key);
}

/** A line's cell; 'index' is its number in the list. */
export const cellValue = (line: Row, field: PrintField, index: number): unknown => (field.key === 'index' ? index + 1 : at(line, field.key));

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

/** Numbers right-aligned in tables. */
export const isNumeric = (field: PrintField) => field.format === 'money' || field.format === 'qty' || field.format === 'rate' || field.key === 'index';
