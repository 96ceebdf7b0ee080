import { lazyPage } from '../../../router/lazyPage';
import type { Screens } from '../../../router/handle';

const stocktake = () => import('./screens');

/** 盘点单 screens by route path; the detail takes ?invtakId=, the edit screen a draft's. */
export const STOCKTAKE_SCREENS: Screens = {
  '/inventoryOrder/list': lazyPage(stocktake, 'StocktakeList'),
  '/inventoryOrder/add': lazyPage(stocktake, 'StocktakeForm'),
  '/inventoryOrder/edit': lazyPage(stocktake, 'StocktakeForm'),
  '/inventoryOrder/detail': lazyPage(stocktake, 'StocktakeDetail'),
};
