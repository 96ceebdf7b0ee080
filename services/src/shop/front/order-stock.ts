import { D, Dec } from '../../shared/decimal';

/** What one of a line takes of each SKU: a product one of itself, a combo (商品套餐) each component's quantity per set. */
export type LineNeeds = { skuId: string; each: Dec }[];

/**
 * Adds a line of `qty` to what the order takes of each SKU (`wanted`) and answers undefined; or, when some SKU would
 * then take more than is `available`, leaves `wanted` as it was and answers the most the line could still have
 * (whole sets for a combo, as the scarcest component allows).
 */
export function takeStock(wanted: Map<string, Dec>, available: Map<string, Dec>, needs: LineNeeds, qty: Dec, combo: boolean): Dec | undefined {
  const left = (skuId: string) => D.max(available.get(skuId) ?? 0, 0).minus(wanted.get(skuId) ?? 0);
  if (needs.every((n) => n.each.times(qty).lte(left(n.skuId)))) {
    for (const n of needs) wanted.set(n.skuId, (wanted.get(n.skuId) ?? new D(0)).plus(n.each.times(qty)));
    return undefined;
  }
  const most = D.max(D.min(...needs.map((n) => left(n.skuId).div(n.each))), 0);
  return combo ? most.floor() : most;
}
