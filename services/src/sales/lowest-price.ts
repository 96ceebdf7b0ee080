import type { DocLine, DocSku, DocumentIo } from '../document-engine';
import { dec } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';

/**
 * Selling below a SKU's lowest price (per main unit, after the line discount): refused when the company says so;
 * otherwise allowed, and the warning travels back with the saved document.
 */
export async function checkLowestPrices(
  { ctx, session }: DocumentIo,
  lines: DocLine[],
  skus: Map<string, DocSku>,
): Promise<string | undefined> {
  // A combo's components are priced by the combo, not each on its own.
  const below = lines.filter((l) => {
    if (l.combo) return false;
    const lowest = skus.get(l.skuId)?.lowestPrice;
    return lowest !== null && lowest !== undefined && dec(l.price).times(l.discount).div(100).div(l.ratio).lt(lowest);
  });
  if (!below.length) return undefined;
  const message = `低于最低售价：${below.map((l) => `第${l.lineNo}行 ${skus.get(l.skuId)!.name}（最低${dec(skus.get(l.skuId)!.lowestPrice!)}）`).join('；')}`;
  const rule = (await ctx.settings(session.companyId)).lowestPriceRule;
  if (rule === 'refuse') throw new BusinessRuleError('LOWEST_PRICE', message, { lines: below.map((l) => l.lineNo) });
  return rule === 'warn' ? message : undefined;
}
