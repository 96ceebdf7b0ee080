/** 营销: 客户拜访 and 商品套餐. */
export { MARKETING_SCREENS } from './routes';
export { CustomerVisits } from './visit/CustomerVisits';
