import { lazyPage } from '../../router/lazyPage';
import type { RouteObject } from 'react-router-dom';
import { titled, type Screens } from '../../router/handle';

const store = () => import('./store/screens');
const catalog = () => import('./catalog/screens');
const order = () => import('./order/screens');
const adv = () => import('./adv/screens');
const formula = () => import('./formula/screens');

/** 订货商城's screens by route path. */
export const SHOP_SCREENS: Screens = {
  '/shop/info/List': lazyPage(store, 'MyStore'),
  '/shop/storeSet/StoreSet': lazyPage(store, 'StoreSet'),
  '/shop/category/List': lazyPage(catalog, 'CategoryList'),
  '/shop/product/List': lazyPage(catalog, 'ProductList'),
  '/shop/product/Add': lazyPage(catalog, 'StoreProductForm'),
  '/shop/product/Edit': lazyPage(catalog, 'StoreProductForm'),
  '/shop/product/Detail': lazyPage(catalog, 'StoreProductDetail'),
  '/shop/order/List': lazyPage(order, 'OrderList'),
  '/shop/order/Detail': lazyPage(order, 'OrderDetail'),
  '/shop/order/Turn': lazyPage(order, 'OrderTurn'),
  '/shop/user/storeList': lazyPage(() => import('./user/StoreUserList'), 'StoreUserList'),
  '/shop/adv/List': lazyPage(adv, 'AdvList'),
  '/shop/adv/Add': lazyPage(adv, 'AdvForm'),
  '/shop/adv/Edit': lazyPage(adv, 'AdvForm'),
  '/shop/adv/Detail': lazyPage(adv, 'AdvDetail'),
  '/shop/label/List': lazyPage(adv, 'LabelList'),
  '/shop/formula/List': lazyPage(formula, 'FormulaList'),
  '/shop/formula/uploadList': lazyPage(formula, 'UploadList'),
  '/pay/List': lazyPage(() => import('./pay/PaySettings'), 'PaySettings'),
  '/pay/PayList': lazyPage(() => import('./pay/PayFlow'), 'PayFlow'),
};

/** The public storefront: no login, outside the staff's layout. */
export const SHOP_PUBLIC_ROUTES: RouteObject[] = [
  { path: '/m/:storeCode', lazy: lazyPage(() => import('./front/Storefront'), 'Storefront'), ...titled('商城') },
];
