import { DOCUMENTS } from '@jxc/services/contracts';
import { documentScreens } from '../../../router/documentScreens';
import type { Screens } from '../../../router/handle';

const stocktake = () => import('./screens');

/** 盘点单 screens by route path; the detail takes ?invtakId=, the edit screen a draft's. */
export const STOCKTAKE_SCREENS: Screens = documentScreens(stocktake, DOCUMENTS.Inventory, {
  list: 'StocktakeList',
  add: 'StocktakeForm',
  edit: 'StocktakeForm',
  detail: 'StocktakeDetail',
});
