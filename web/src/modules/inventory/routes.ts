import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const stockList = () => import('./stock/StockList');
const stockWarn = () => import('./stock/StockWarn');
const stockFlow = () => import('./stock/StockFlow');
const tracking = () => import('./tracking/screens');
const openingStock = lazyPage(() => import('./OpeningStock'), 'OpeningStock');

/** Stock, serial-number and shelf-life batch screens, and opening stock, by route path. */
export const INVENTORY_SCREENS: Screens = {
  '/warehouseQuery/list': lazyPage(stockList, 'StockList'),
  '/warehouseQuery/Warn': lazyPage(stockWarn, 'StockWarn'),
  '/waresWater/list': lazyPage(stockFlow, 'StockFlow'),
  '/sn/List': lazyPage(tracking, 'SerialList'),
  '/sn/Stock': lazyPage(tracking, 'SerialStock'),
  '/sn/Flow': lazyPage(tracking, 'SerialFlow'),
  '/life/List': lazyPage(tracking, 'BatchList'),
  '/life/Stock': lazyPage(tracking, 'BatchStock'),
  '/life/Flow': lazyPage(tracking, 'BatchFlow'),
  '/management/ProductBegin': openingStock,
  '/info/Beginning': openingStock,
};
