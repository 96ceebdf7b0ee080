import type { Screens } from '../../router/handle';

/** 订货商城's screens by route path. */
export const SHOP_SCREENS: Screens = {};
