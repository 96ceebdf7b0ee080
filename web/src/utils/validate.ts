/** Validation (seed §5): the shared predicates of the contracts, and the web-only stock check. Pure. */

export { isCode, isDecimal, isEmpty, isPhone } from '@jxc/services/contracts';

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
