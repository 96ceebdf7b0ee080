import { BusinessRuleError, NotFoundError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import type { StoreItem, StoreProductEvent, StoreProductFields } from './store-product.events';

export interface StoreProductState extends StoreProductFields {
  exists: boolean;
  removed: boolean;
  skuId: string | null;
  comboId: string | null;
  online: boolean;
}

export const initialStoreProduct: StoreProductState = {
  exists: false,
  removed: false,
  skuId: null,
  comboId: null,
  online: false,
  storePrice: '0',
  classId: null,
  description: '',
};

export function evolveStoreProduct(s: StoreProductState, e: StoreProductEvent): StoreProductState {
  switch (e.type) {
    case 'Published': {
      const { storeProductId: _, comboId, ...fields } = e.data;
      return { ...s, ...fields, comboId: comboId ?? null, exists: true };
    }
    case 'Updated':
      return { ...s, ...e.data };
    case 'Listed':
    case 'Delisted':
      return { ...s, online: e.type === 'Listed' };
    case 'Removed':
      return { ...s, removed: true };
  }
}

const live = (s: StoreProductState) => {
  if (!s.exists || s.removed) throw new NotFoundError('商城商品不存在或已删除');
};

/** Decisions on a published SKU or combo: its store price, category and description; 上架 / 下架; removal. */
export const decideStoreProduct = {
  publish(s: StoreProductState, storeProductId: string, item: StoreItem, fields: StoreProductFields, online: boolean): StoreProductEvent[] {
    if (s.exists) throw new BusinessRuleError('BAD_STATUS', '商城商品已存在');
    return [{ type: 'Published', data: { storeProductId, ...item, ...fields, online } }];
  },
  /** The fields given that change, and 上架 / 下架 when `online` is given and differs. */
  update(s: StoreProductState, changes: Patch<StoreProductFields>, online?: boolean): StoreProductEvent[] {
    live(s);
    const changed = changedFields<StoreProductFields>(s, changes, { description: '' });
    const events: StoreProductEvent[] = Object.keys(changed).length ? [{ type: 'Updated', data: changed }] : [];
    if (online !== undefined && online !== s.online) events.push({ type: online ? 'Listed' : 'Delisted', data: {} });
    return events;
  },
  remove(s: StoreProductState): StoreProductEvent[] {
    live(s);
    return [{ type: 'Removed', data: {} }];
  },
};
