import { DOC_PAPERS, MAX_COPIES, PRINT_KINDS, type PrintField } from '@jxc/services/contracts';
import { formatDate } from '../../utils/format';

/** The key chosen (added at the end) or left out. */
export const toggled = (keys: string[], key: string) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);

/** The key at `i` one place up (-1) or down (1). */
export function moved(keys: string[], i: number, by: -1 | 1): string[] {
  const j = i + by;
  if (j < 0 || j >= keys.length) return keys;
  const next = [...keys];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** 签字栏 typed as one line: separated by commas, 、 or spaces. */
export const signaturesOf = (text: string) =>
  text
    .split(/[,，、\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

const TODAY = formatDate(new Date());

/** A sample of a field for the preview. */
function sample(f: PrintField, n: number): unknown {
  if (f.names) return Object.keys(f.names)[0];
  switch (f.format) {
    case 'money':
      return 12.5 * n;
    case 'qty':
      return n * 2;
    case 'rate':
      return 0;
    case 'date':
      return TODAY;
    case 'datetime':
      return `${TODAY} 09:30:00`;
    default:
      return f.key === 'billNo' ? 'XS202601010001' : f.key === 'userName' ? '张三' : `示例${f.label}${n > 1 ? n : ''}`;
  }
}

/**
 * Made-up data with every field of the document type, for the settings preview: three lines in each list, the total
 * theirs, part of it paid.
 */
export function sampleDocument(billType: number): Record<string, unknown> {
  const kind = PRINT_KINDS[billType];
  // Price 12.50 × n, quantity 2n 个: the line's amounts 25n². The first goods go by serial number, the second by batch.
  const cell = (f: PrintField, n: number) =>
    f.key === 'productName' ? `示例商品${n}` : f.format === 'money' && f.key !== 'price' ? 25 * n * n : sample(f, n);
  const tracking = (n: number) => ({
    unitName: '个',
    serials: n === 1 ? ['SN0001', 'SN0002'] : [],
    ...(n === 2 ? { batchNo: 'P2601', productionDate: TODAY, expiryDate: TODAY } : { batchNo: null }),
  });
  const line = (n: number) => ({ ...Object.fromEntries(kind.columns.map((f) => [f.key, cell(f, n)])), ...tracking(n) });
  const tables = Object.fromEntries(kind.tables.map((t) => [t.key, [1, 2, 3].map(line)]));
  const total = kind.tables.length ? 25 * (1 + 4 + 9) : 100;
  const money = (key: string) => (key === kind.payment[0]?.key ? total / 2 : key === kind.amount || key === 'amount' ? total : 0);
  const fields = [...kind.header, ...kind.totals, ...kind.payment].filter((f) => !f.key.includes('.'));
  const header = Object.fromEntries(fields.map((f) => [f.key, f.format === 'money' ? money(f.key) : sample(f, 1)]));
  const extend = Object.fromEntries(kind.header.filter((f) => f.key.startsWith('extend.')).map((f) => [f.key.slice(7), sample(f, 1)]));
  return { ...header, extend, ...tables };
}

/** Document papers to choose from. */
export const DOC_PAPER_CHOICES = Object.entries(DOC_PAPERS).map(([id, p]) => ({ id, name: p.name }));

/** Copies as typed into the spin button: a whole number from 1 to MAX_COPIES, else what it was. */
export const copiesOf = (typed: number, was: number) =>
  Number.isFinite(typed) ? Math.min(MAX_COPIES, Math.max(1, Math.round(typed))) : was;
