import { D, Dec } from '../../shared/decimal';

/** What one of a line takes of each SKU: a product one of itself, a combo (商品套餐) each component's quantity per set. */
export type LineNeeds = { skuId: string; each: Dec }[];

/**
 * 每单限购: what one storefront order may take of a SKU. Anyone with a phone number can place one, so none may take
 * the shelf: at most half of what the store can still promise (whole units; one at least while one is left, so the
 * last one still sells) and never more than `perSku`. The same for every store, not a setting.
 */
export const ORDER_LIMIT = { perSku: 50, share: 0.5 };

export function orderLimit(available: Dec): Dec {
  const left = D.max(available, 0);
  return D.min(ORDER_LIMIT.perSku, D.max(left.times(ORDER_LIMIT.share).floor(), D.min(left, 1)));
}

/** Why a line was refused: the stock is short, or the order would pass 每单限购; and the most the line could still have. */
export type Refusal = { why: 'stock' | 'limit'; most: Dec };

/**
 * Adds a line of `qty` to what the order takes of each SKU (`wanted`) and answers undefined; or, when some SKU would
 * then take more than is `available` or than one order may (orderLimit), leaves `wanted` as it was and answers the
 * most the line could still have (whole sets for a combo, as the scarcest component allows) and which bound it is.
 */
export function takeStock(
  wanted: Map<string, Dec>,
  available: Map<string, Dec>,
  needs: LineNeeds,
  qty: Dec,
  combo: boolean,
): Refusal | undefined {
  const stock = (skuId: string) => available.get(skuId) ?? new D(0);
  const taken = (skuId: string) => wanted.get(skuId) ?? new D(0);
  const inStock = (skuId: string) => D.max(stock(skuId), 0).minus(taken(skuId));
  const allowed = (skuId: string) => orderLimit(stock(skuId)).minus(taken(skuId));
  if (needs.every((n) => n.each.times(qty).lte(allowed(n.skuId)))) {
    for (const n of needs) wanted.set(n.skuId, taken(n.skuId).plus(n.each.times(qty)));
    return undefined;
  }
  const most = (left: (skuId: string) => Dec) => {
    const sets = D.max(D.min(...needs.map((n) => left(n.skuId).div(n.each))), 0);
    return combo ? sets.floor() : sets;
  };
  const [byStock, byLimit] = [most(inStock), most(allowed)];
  return byStock.lte(byLimit) ? { why: 'stock', most: byStock } : { why: 'limit', most: byLimit };
}
