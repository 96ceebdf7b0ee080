/** 订货商城: the store's back office screens. */
export { SHOP_PUBLIC_ROUTES, SHOP_SCREENS } from './routes';
