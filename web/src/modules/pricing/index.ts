/** 价格管理: 调价单, 成本调价 and the 价格表. */
export { PRICING_SCREENS } from './routes';
