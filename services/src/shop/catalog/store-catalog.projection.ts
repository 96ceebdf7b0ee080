import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { STORE_CLASS_EVENTS, StoreClassEvent } from './store-class.events';
import { STORE_PRODUCT_EVENTS, StoreProductEvent } from './store-product.events';

const streamId = (e: Pick<StoredEvent, 'streamId'>) => e.streamId.slice(e.streamId.indexOf('-') + 1);

/** 商城商品分类 (a row per category) and 商城商品 (a row per published SKU or combo); 系统重置 clears the products and keeps the categories. */
export const storeCatalogProjection: Projection<Stored<'StoreClasses', StoreClassEvent> | Stored<'StoreProduct', StoreProductEvent>> = {
  name: 'store_catalog',
  eventTypes: [...Object.values(STORE_CLASS_EVENTS), ...Object.values(STORE_PRODUCT_EVENTS)],
  tables: ['store_classes', 'store_products'],
  companyReset: ['delete from store_products where company_id = $1'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { type, data: d } = e;
      const at = e.metadata.at;
      switch (type) {
        case STORE_CLASS_EVENTS.Added:
          await em.query(`insert into store_classes (class_id, company_id, class_name, sort, updated_at) values ($1, $2, $3, $4, $5)`, [
            d.classId,
            e.metadata.companyId,
            d.className,
            d.sort,
            at,
          ]);
          break;
        case STORE_CLASS_EVENTS.Updated:
          await em.query(
            `update store_classes set class_name = coalesce($2, class_name), sort = coalesce($3, sort), updated_at = $4 where class_id = $1`,
            [d.classId, d.className ?? null, d.sort ?? null, at],
          );
          break;
        case STORE_CLASS_EVENTS.Removed:
          await em.query(`update store_classes set removed = true, updated_at = $2 where class_id = $1`, [d.classId, at]);
          break;
        case STORE_PRODUCT_EVENTS.Published:
          await em.query(
            `insert into store_products (store_product_id, company_id, sku_id, combo_id, store_price, class_id, online, description, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
            [d.storeProductId, e.metadata.companyId, d.skuId, d.comboId ?? null, d.storePrice, d.classId, d.online, d.description, at],
          );
          break;
        case STORE_PRODUCT_EVENTS.Updated:
          await em.query(
            `update store_products set store_price = coalesce($2, store_price), class_id = case when $3 then $4 else class_id end, description = coalesce($5, description), updated_at = $6 where store_product_id = $1`,
            [streamId(e), d.storePrice ?? null, 'classId' in d, d.classId ?? null, d.description ?? null, at],
          );
          break;
        case STORE_PRODUCT_EVENTS.Listed:
        case STORE_PRODUCT_EVENTS.Delisted:
          await em.query(`update store_products set online = $2, updated_at = $3 where store_product_id = $1`, [
            streamId(e),
            type === STORE_PRODUCT_EVENTS.Listed,
            at,
          ]);
          break;
        case STORE_PRODUCT_EVENTS.Removed:
          await em.query(`update store_products set removed = true, updated_at = $2 where store_product_id = $1`, [streamId(e), at]);
          break;
      }
    }
  },
};
