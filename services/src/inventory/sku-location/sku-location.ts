import { BusinessRuleError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';

/** One stream per company, warehouse and SKU: a SKU has at most one location (库位) in a warehouse. */
export const skuLocationStream = (companyId: string, warehouseId: string, skuId: string) =>
  `SkuLocation-${companyId}-${warehouseId}-${skuId}`;

export interface SkuPlace {
  warehouseId: string;
  skuId: string;
  locationId: string;
}

export type SkuLocationEvent =
  | { type: 'Assigned'; data: SkuPlace }
  | { type: 'Moved'; data: SkuPlace & { fromLocationId: string } }
  | { type: 'Cleared'; data: SkuPlace };

export const SKU_LOCATION_EVENTS = eventNames('SkuLocation', ['Assigned', 'Moved', 'Cleared'] as const);

export interface SkuLocationState {
  locationId: string | null;
}

export const noLocation: SkuLocationState = { locationId: null };

export const evolveSkuLocation = (s: SkuLocationState, e: SkuLocationEvent): SkuLocationState => ({
  locationId: e.type === 'Cleared' ? null : e.data.locationId,
});

/** Where a SKU sits in a warehouse: put there (saving again moves it), moved, or taken off its location. */
export const decideSkuLocation = {
  put(s: SkuLocationState, to: SkuPlace): SkuLocationEvent[] {
    if (s.locationId === to.locationId) return [];
    return s.locationId ? [{ type: 'Moved', data: { ...to, fromLocationId: s.locationId } }] : [{ type: 'Assigned', data: to }];
  },
  /** Changing the location of a SKU that has none is refused: there is nothing to change. */
  move(s: SkuLocationState, to: SkuPlace): SkuLocationEvent[] {
    if (!s.locationId) throw new BusinessRuleError('NOT_FOUND', '该商品在此仓库还没有库位，请先设置');
    return decideSkuLocation.put(s, to);
  },
  clear(s: SkuLocationState, at: Omit<SkuPlace, 'locationId'>): SkuLocationEvent[] {
    return s.locationId ? [{ type: 'Cleared', data: { ...at, locationId: s.locationId } }] : [];
  },
};
