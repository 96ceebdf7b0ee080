import { docApi, skuDetail, type Sku } from '../document-engine';
import type { LabelItem } from './labels';

/** A SKU as a label row: one label to start with. */
export const skuItem = (k: Sku, qty = 1): LabelItem => ({
  skuId: k.skuId,
  productName: k.productName,
  spec: k.spec,
  productCode: k.productCode,
  unitName: k.unitName,
  barCode: k.barCode,
  salePrice: k.salePrice,
  wholesalePrice: k.wholesalePrice,
  qty,
});

/** A purchase's goods, one label per unit received (main units, rounded up), with each SKU's current prices. */
export async function purchaseItems(buyId: string): Promise<LabelItem[]> {
  const { lines } = await docApi('Buy', 'buyId').detail(buyId);
  const qty = new Map<string, number>();
  for (const l of lines) qty.set(l.skuId, (qty.get(l.skuId) ?? 0) + l.baseQty);
  const skus = await Promise.all([...qty.keys()].map((skuId) => skuDetail(skuId)));
  return skus.map((k) => skuItem(k, Math.ceil(qty.get(k.skuId) ?? 1)));
}
