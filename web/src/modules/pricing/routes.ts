import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const screens = () => import('./screens');

/** 价格管理's screens by route path: 调价单, 成本调价 and the 价格表. */
export const PRICING_SCREENS: Screens = {
  '/price/ChangePrice': lazyPage(screens, 'ChangePriceList'),
  '/price/ChangePriceAdd': lazyPage(screens, 'ChangePriceForm'),
  '/price/ChangePriceDetail': lazyPage(screens, 'ChangePriceDetail'),
  '/price/CostPrice': lazyPage(screens, 'CostPriceList'),
  '/price/CostPriceAdd': lazyPage(screens, 'CostPriceForm'),
  '/price/CostPriceDetail': lazyPage(screens, 'CostPriceDetail'),
  '/price/list': lazyPage(screens, 'PriceList'),
};
