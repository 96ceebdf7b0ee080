import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const sales = () => import('./screens');

/** Sales screens (销售报价单, 销售单, 销售退货单) by route path. */
export const SALES_SCREENS: Screens = {
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
};
