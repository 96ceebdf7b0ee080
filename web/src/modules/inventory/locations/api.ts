import type { SkuLocationRow } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { FilteredQuery, Page } from '../../../api/types';
import type { Option } from '../../../kit/fields';

/** ProductSkuLocation/…: which location (库位) of a warehouse holds each SKU. */
export const skuLocations = {
  page: (q: FilteredQuery) => call<Page<SkuLocationRow>>('ProductSkuLocation/PageQuery', q),
  /** Puts the SKUs on the location; one elsewhere in the warehouse moves. Answers how many changed place. */
  put: (warehouseId: string, locationId: string, skuIds: string[]) =>
    call<{ changed: number }>('ProductSkuLocation/Save', { warehouseId, locationId, skuIds }),
  clear: (warehouseId: string, skuIds: string[]) => call<{ changed: number }>('ProductSkuLocation/Remove', { warehouseId, skuIds }),
};

/** The enabled locations of one warehouse, by name, for selects. */
export const locationOptions = async (warehouseId: string): Promise<Option[]> =>
  (
    await call<Page<{ locationId: string; locationName: string; locationCode: string }>>('WarehouseLocation/Options', {
      warehouseId,
      pageNo: 1,
      pageSize: 200,
    })
  ).data.map((l) => ({ value: l.locationId, label: `${l.locationName}（${l.locationCode}）` }));
