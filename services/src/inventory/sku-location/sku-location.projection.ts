import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { SKU_LOCATION_EVENTS, SkuLocationEvent } from './sku-location';

/** Each SKU's location per warehouse (sku_locations), for the 商品库位 screen and the pick lists of documents. */
export const skuLocationProjection: Projection<Stored<'SkuLocation', SkuLocationEvent>> = {
  name: 'sku_locations',
  eventTypes: Object.values(SKU_LOCATION_EVENTS),
  tables: ['sku_locations'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const key = [e.metadata.companyId, d.warehouseId, d.skuId];
      if (e.type === SKU_LOCATION_EVENTS.Cleared)
        await em.query(`delete from sku_locations where company_id = $1 and warehouse_id = $2 and sku_id = $3`, key);
      else {
        await em.query(
          `insert into sku_locations (company_id, warehouse_id, sku_id, location_id, updated_at) values ($1, $2, $3, $4, $5)
           on conflict (company_id, warehouse_id, sku_id) do update set location_id = excluded.location_id, updated_at = excluded.updated_at`,
          [...key, d.locationId, e.metadata.at],
        );
      }
    }
  },
};
