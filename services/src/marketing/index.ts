/** 营销: 客户拜访 and 商品套餐. */
export { MarketingModule } from './marketing.module';
