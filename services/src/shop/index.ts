/** 订货商城: the online store's back office and the public storefront (/m/{storeCode}). */
export { ShopModule } from './shop.module';
