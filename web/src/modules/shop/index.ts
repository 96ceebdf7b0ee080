/** 订货商城: the store's back office screens. */
export { SHOP_SCREENS } from './routes';
