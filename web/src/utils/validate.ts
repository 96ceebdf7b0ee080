/** Validation predicates (seed §5). Pure: no DOM, no storage. */

export const PHONE_RE = /^1[2-9]\d{9}$/;
export const CODE_RE = /^[A-Za-z0-9_-]+$/;
export const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

/** null, undefined, '', 'null' and 'undefined' all count as empty. */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 'null' || value === 'undefined';
}

export const isPhone = (value: unknown) => typeof value === 'string' && PHONE_RE.test(value);

/** Letters, digits, underscore and hyphen; non-empty. */
export const isCode = (value: unknown) => typeof value === 'string' && CODE_RE.test(value);

/** Optional minus, digits, optional fraction. */
export const isDecimal = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && DECIMAL_RE.test(value));

export interface StockLine {
  skuId: string;
  qty: number | string;
}

/**
 * Stock check: per sku, the total entered on all lines must not exceed the available count.
 * Returns the sku ids that go over (an empty array when every sku fits).
 */
export function overStockSkus(lines: readonly StockLine[], available: Readonly<Record<string, number>>): string[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const qty = Number(line.qty);
    if (Number.isFinite(qty)) totals.set(line.skuId, (totals.get(line.skuId) ?? 0) + qty);
  }
  return [...totals].filter(([sku, total]) => total > (available[sku] ?? 0)).map(([sku]) => sku);
}
