import { eventNames } from '../../shared/es/event-names';

/** What a published SKU carries in the store (pictures are attachments it owns). */
export interface StoreProductFields {
  storePrice: string;
  classId: string | null;
  description: string;
}

/** What a store product sells: a SKU, or a 商品套餐 (a combo, sold as one line at the store price). */
export type StoreItem = { skuId: string; comboId?: undefined } | { skuId: null; comboId: string };

/** 商城商品: one stream per published SKU or combo, `StoreProduct-{storeProductId}`; 系统重置 clears them with the products. */
export type StoreProductEvent =
  | { type: 'Published'; data: StoreProductFields & StoreItem & { storeProductId: string; online: boolean } }
  | { type: 'Updated'; data: Partial<StoreProductFields> }
  | { type: 'Listed' | 'Delisted' | 'Removed'; data: Record<string, never> };

export const STORE_PRODUCT_EVENTS = eventNames('StoreProduct', [
  'Published',
  'Updated',
  'Listed',
  'Delisted',
  'Removed',
] as const satisfies readonly StoreProductEvent['type'][]);
