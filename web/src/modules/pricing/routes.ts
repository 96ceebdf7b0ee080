import { DOCUMENTS } from '@jxc/services/contracts';
import { documentScreens } from '../../router/documentScreens';
import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const screens = () => import('./screens');

/** 价格管理's screens by route path: 调价单, 成本调价 and the 价格表. */
export const PRICING_SCREENS: Screens = {
  ...documentScreens(screens, DOCUMENTS.ChangePrice, { list: 'ChangePriceList', add: 'ChangePriceForm', detail: 'ChangePriceDetail' }),
  ...documentScreens(screens, DOCUMENTS.CostPrice, { list: 'CostPriceList', add: 'CostPriceForm', detail: 'CostPriceDetail' }),
  '/price/list': lazyPage(screens, 'PriceList'),
};
