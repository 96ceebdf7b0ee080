import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../router/lazyPage';

const purchase = () => import('./purchase/screens');
const stock = {
  list: () => import('./stock/StockList'),
  warn: () => import('./stock/StockWarn'),
  flow: () => import('./stock/StockFlow'),
};
const balances = () => import('./balances/screens');
const tracking = () => import('./tracking/screens');
const sales = () => import('./sales/screens');
const settlement = () => import('./settlement/screens');
const profit = () => import('./reports/ProfitReport');
const settings = () => import('./settings/BusinessSettings');
const approvals = () => import('./settings/ApprovalSettings');

/** Sales, purchasing, stock, serials and batches, balances, receipts and payments, reports and settings screens by route path. */
export const TRADE_SCREENS: Record<string, RouteObject['lazy']> = {
  '/saleQuotes/List': lazyPage(sales, 'SaleOfferList'),
  '/saleQuotes/Add': lazyPage(sales, 'SaleOfferForm'),
  '/saleQuotes/Edit': lazyPage(sales, 'SaleOfferForm'),
  '/saleQuotes/Detail': lazyPage(sales, 'SaleOfferDetail'),
  '/saleQuotes/DetailList': lazyPage(sales, 'SaleOfferLines'),
  '/saleQuotes/TurnAdd': lazyPage(sales, 'SaleForm'),
  '/sale/List': lazyPage(sales, 'SaleList'),
  '/sale/Add': lazyPage(sales, 'SaleForm'),
  '/sale/CopyAdd': lazyPage(sales, 'SaleCopyForm'),
  '/sale/DetailList': lazyPage(sales, 'SaleLines'),
  '/sale/Detail': lazyPage(sales, 'SaleDetail'),
  '/saleReturn/List': lazyPage(sales, 'SaleReturnList'),
  '/saleReturn/Add': lazyPage(sales, 'SaleReturnForm'),
  '/saleReturn/CopyAdd': lazyPage(sales, 'SaleReturnCopyForm'),
  '/saleReturn/DetailList': lazyPage(sales, 'SaleReturnLines'),
  '/saleReturn/Detail': lazyPage(sales, 'SaleReturnDetail'),
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
  '/sn/List': lazyPage(tracking, 'SerialList'),
  '/sn/Stock': lazyPage(tracking, 'SerialStock'),
  '/sn/Flow': lazyPage(tracking, 'SerialFlow'),
  '/life/List': lazyPage(tracking, 'BatchList'),
  '/life/Stock': lazyPage(tracking, 'BatchStock'),
  '/life/Flow': lazyPage(tracking, 'BatchFlow'),
  '/supplierHandle/list': lazyPage(balances, 'PayableList'),
  '/supplierHandle/flow': lazyPage(balances, 'PayableFlow'),
  '/customReceivable/list': lazyPage(balances, 'ReceivableList'),
  '/customReceivable/flow': lazyPage(balances, 'ReceivableFlow'),
  '/customReceive/list': lazyPage(settlement, 'ReceiveList'),
  '/customReceive/add': lazyPage(settlement, 'ReceiveForm'),
  '/customReceive/detail': lazyPage(settlement, 'ReceiveDetail'),
  '/customHx/list': lazyPage(settlement, 'ReceiveHxList'),
  '/customHx/add': lazyPage(settlement, 'ReceiveHxForm'),
  '/supplierPay/list': lazyPage(settlement, 'PayList'),
  '/supplierPay/pay': lazyPage(settlement, 'PayForm'),
  '/supplierPay/detail': lazyPage(settlement, 'PayDetail'),
  '/supplierHx/list': lazyPage(settlement, 'PayHxList'),
  '/supplierHx/add': lazyPage(settlement, 'PayHxForm'),
  '/reportForProfit/reportForProfit': lazyPage(profit, 'ProfitReport'),
  '/setting/setting': lazyPage(settings, 'BusinessSettings'),
  '/examine/list': lazyPage(approvals, 'ApprovalSettings'),
};
