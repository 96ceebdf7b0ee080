/** 订货商城: the online store's back office and the public storefront (/m/{storeCode}). */
export { ShopModule } from './shop.module';
export { SHOP_ANNEX_OWNERS } from './annex-owners';
export { STORE_CLASSES_KEPT_ON_RESET } from './catalog/store-class.events';
export { PAY_SETTING_KEPT_ON_RESET } from './pay/pay-setting';
export { STORE_KEPT_ON_RESET } from './store/store.events';
export { storeOrdersProjection } from './order/store-orders.projection';
export { STORE_ORDER_EVENT_TITLES, STORE_ORDER_STREAM_TITLES } from './order/audit-titles';
export { newOrderReaction } from './order/new-order.reaction';
export { storesProjection } from './store/store.projection';
export { storeCatalogProjection } from './catalog/store-catalog.projection';
export { STORE_EVENT_TITLES, STORE_STREAM_TITLES } from './store-titles';
export { StoreCatalog } from './catalog/store-catalog';
export type { PublicProduct, PublicStore } from './catalog/store-catalog';
export { storeRecordsProjection } from './records/store-records.projection';
export { STORE_RECORD_EVENT_TITLES, STORE_RECORD_STREAM_TITLES } from './records/audit-titles';
export { paySettingsProjection, payOrdersProjection } from './pay/pay.projection';
export { PaymentProviders } from './pay/providers';
export { Payments } from './pay/payments';
export { PayAccounts } from './pay/pay-accounts.service';
export type {
  BillLine,
  Notified,
  NotifyRequest,
  PaidNotice,
  PayAccount,
  PaymentProvider,
  PaySettingField,
  RefundState,
  TradeState,
} from './pay/providers';
export { PAY_ORDER_TITLES } from './pay/pay-order';
