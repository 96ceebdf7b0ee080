/** Validation rules of the seed (§5), shared by the server and the web forms. */

/** null, '', 'null' and 'undefined' all count as empty. */
export const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '' || v === 'null' || v === 'undefined';

/** 11 digits: 1, then 2-9, then nine more. */
export const isPhone = (v: string): boolean => /^1[2-9]\d{9}$/.test(v);

/** Letters, digits, underscore and hyphen; non-empty. */
export const isCode = (v: string): boolean => /^[A-Za-z0-9_-]+$/.test(v);

/** Optional minus, digits, optional fraction. */
export const isDecimal = (v: string): boolean => /^-?\d+(\.\d+)?$/.test(v);

/**
 * The largest magnitude a number sent to the server may have: twelve integer digits, what a numeric(18, 6) column
 * holds. Computed line amounts are held to it too; totals, balances and reports add them up in numeric(38, 6) columns,
 * which no realistic number of documents can fill.
 */
export const MAX_DECIMAL = '999999999999.999999';
/** Decimal places kept for quantities, prices and amounts (the scale of every numeric column). */
export const MAX_DECIMAL_PLACES = 6;
/** Whole-number fields are stored as 32-bit integers. */
export const MAX_INT = 2147483647;
/** Text with no width of its own stays well inside what an indexed column can take. */
export const DEFAULT_TEXT_WIDTH = 1000;

/** NUL cannot be stored in PostgreSQL text, and an unpaired UTF-16 surrogate has no UTF-8 encoding. */
export const hasForbiddenChars = (s: string): boolean =>
  // eslint-disable-next-line no-control-regex -- NUL is the very character looked for
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** Characters with codes 0-128 count as 1, all others as 2. */
export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += ch.codePointAt(0)! <= 128 ? 1 : 2;
  return w;
}

/** Cuts text to at most `width` measured as textWidth, adding `suffix` when it had to cut. */
export function truncateByWidth(s: string, width: number, suffix = '…'): string {
  if (textWidth(s) <= width) return s;
  const room = width - textWidth(suffix);
  let out = '';
  let w = 0;
  for (const ch of s) {
    const cw = ch.codePointAt(0)! <= 128 ? 1 : 2;
    if (w + cw > room) break;
    out += ch;
    w += cw;
  }
  return out + suffix;
}
