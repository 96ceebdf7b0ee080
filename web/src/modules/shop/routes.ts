import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const store = () => import('./store/screens');
const catalog = () => import('./catalog/screens');

/** 订货商城's screens by route path. */
export const SHOP_SCREENS: Screens = {
  '/shop/info/List': lazyPage(store, 'MyStore'),
  '/shop/storeSet/StoreSet': lazyPage(store, 'StoreSet'),
  '/shop/category/List': lazyPage(catalog, 'CategoryList'),
  '/shop/product/List': lazyPage(catalog, 'ProductList'),
  '/shop/product/Add': lazyPage(catalog, 'StoreProductForm'),
  '/shop/product/Edit': lazyPage(catalog, 'StoreProductForm'),
  '/shop/product/Detail': lazyPage(catalog, 'StoreProductDetail'),
};
