/** 营销: 客户拜访 and 商品套餐. */
export { MARKETING_SCREENS } from './routes';
export { CustomerVisitsPanel } from './visit/CustomerVisitsPanel';
