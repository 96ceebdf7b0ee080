import { STORE_USER_TITLES } from '../user/store-user';
import { STORE_ORDER_TITLES } from './store-order';

/** The 操作日志's words for the orders' and buyers' events, and for the records their streams hold. */
export const STORE_ORDER_EVENT_TITLES: Record<string, string> = { ...STORE_ORDER_TITLES, ...STORE_USER_TITLES };
export const STORE_ORDER_STREAM_TITLES: Record<string, string> = {
  StoreOrder: '商城订单',
  StoreUser: '小程序用户',
  StoreStock: '商城库存',
};
