/** 营销: 客户拜访 and 商品套餐. */
export { MarketingModule } from './marketing.module';
export { customVisitsProjection } from './visit/custom-visits.projection';
export { productCombosProjection } from './combo/product-combos.projection';
export { enabledCombos } from './combo/product-combo.queries';
export { MARKETING_EVENT_TITLES, MARKETING_STREAM_TITLES } from './event-titles';
