import { DOCUMENTS } from '@jxc/services/contracts';
import { documentScreens } from '../../router/documentScreens';
import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';
import { STOCKTAKE_SCREENS } from './stocktake/routes';

const stockList = () => import('./stock/StockList');
const stockWarn = () => import('./stock/StockWarn');
const stockFlow = () => import('./stock/StockFlow');
const tracking = () => import('./tracking/screens');
const openingStock = lazyPage(() => import('./OpeningStock'), 'OpeningStock');
const skuLocations = () => import('./locations/ProductSkuLocation');
const stockDocuments = () => import('./stock-documents/screens');
const assembly = () => import('./assembly/screens');

/** Stock, serial-number and shelf-life batch screens, opening stock and the stock documents, by route path. */
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
  '/warehouse/ProductSkuLocation': lazyPage(skuLocations, 'ProductSkuLocation'),
  ...documentScreens(stockDocuments, DOCUMENTS.Transfer, {
    list: 'TransList',
    add: 'TransForm',
    lines: 'TransLines',
    detail: 'TransDetail',
  }),
  ...documentScreens(stockDocuments, DOCUMENTS.InStorage, { list: 'InstorageList', add: 'InstorageForm', detail: 'InstorageDetail' }),
  ...documentScreens(stockDocuments, DOCUMENTS.OutStorage, { list: 'OutstorageList', add: 'OutstorageForm', detail: 'OutstorageDetail' }),
  ...documentScreens(assembly, DOCUMENTS.Assembly, { list: 'AssemblyList', add: 'AssemblyFormScreen', detail: 'AssemblyDetail' }),
  ...STOCKTAKE_SCREENS,
};
