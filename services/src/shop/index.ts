/** 订货商城: the online store's back office and the public storefront (/m/{storeCode}). */
export { ShopModule } from './shop.module';
export { storeOrdersProjection } from './order/store-orders.projection';
export { STORE_ORDER_EVENT_TITLES, STORE_ORDER_STREAM_TITLES } from './order/audit-titles';
export { newOrderReaction } from './order/new-order.reaction';
export { storesProjection } from './store/store.projection';
export { storeCatalogProjection } from './catalog/store-catalog.projection';
export { STORE_EVENT_TITLES, STORE_STREAM_TITLES } from './store-titles';
export { StoreCatalog } from './catalog/store-catalog';
export type { PublicProduct, PublicStore } from './catalog/store-catalog';
