import type { Screens } from '../../router/handle';

/** 营销's screens by route path: 客户拜访 and 商品套餐. */
export const MARKETING_SCREENS: Screens = {};
