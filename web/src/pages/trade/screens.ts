import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../router/lazyPage';

const purchase = () => import('./purchase/screens');
const stock = {
  list: () => import('./stock/StockList'),
  warn: () => import('./stock/StockWarn'),
  flow: () => import('./stock/StockFlow'),
};
const payables = { list: () => import('./payables/PayableList'), flow: () => import('./payables/PayableFlow') };

/** Purchasing, stock and payables screens by route path. */
export const TRADE_SCREENS: Record<string, RouteObject['lazy']> = {
  '/preOrder/list': lazyPage(purchase, 'BuyOfferList'),
  '/preOrder/add': lazyPage(purchase, 'BuyOfferForm'),
  '/preOrder/edit': lazyPage(purchase, 'BuyOfferForm'),
  '/preOrder/detail': lazyPage(purchase, 'BuyOfferDetail'),
  '/preOrder/DetailList': lazyPage(purchase, 'BuyOfferLines'),
  '/preOrder/turn': lazyPage(purchase, 'BuyForm'),
  '/purchaseOrder/list': lazyPage(purchase, 'BuyList'),
  '/purchaseOrder/add': lazyPage(purchase, 'BuyForm'),
  '/purchaseOrder/DetailList': lazyPage(purchase, 'BuyLines'),
  '/purchaseOrder/detail': lazyPage(purchase, 'BuyDetail'),
  '/purchaseReturnOrder/list': lazyPage(purchase, 'BuyReturnList'),
  '/purchaseReturnOrder/add': lazyPage(purchase, 'BuyReturnForm'),
  '/purchaseReturnOrder/detail': lazyPage(purchase, 'BuyReturnDetail'),
  '/warehouseQuery/list': lazyPage(stock.list, 'StockList'),
  '/warehouseQuery/Warn': lazyPage(stock.warn, 'StockWarn'),
  '/waresWater/list': lazyPage(stock.flow, 'StockFlow'),
  '/supplierHandle/list': lazyPage(payables.list, 'PayableList'),
  '/supplierHandle/flow': lazyPage(payables.flow, 'PayableFlow'),
};
