import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const screens = () => import('./screens');

/** Report screens by route path, each a report definition on the report kit (kit/ReportScreen). */
export const REPORTS_SCREENS: Screens = {
  '/reportForSale/forBusiDate': lazyPage(screens, 'SaleByDate'),
  '/reportForSale/forProduct': lazyPage(screens, 'SaleByProduct'),
  '/reportForSale/forCustom': lazyPage(screens, 'SaleByCustomer'),
  '/reportForBuy/forBusiDate': lazyPage(screens, 'BuyByDate'),
  '/reportForBuy/forProduct': lazyPage(screens, 'BuyByProduct'),
  '/reportForBuy/forSupplier': lazyPage(screens, 'BuyBySupplier'),
  '/reportForProfit/reportForProfit': lazyPage(screens, 'ProfitReport'),
  '/reportForPerformance/InvoicingSummary': lazyPage(screens, 'InvoicingSummary'),
  '/reportForPerformance/daily': lazyPage(screens, 'DailyReport'),
  '/reportForPerformance/forEmployee': lazyPage(screens, 'EmployeeReport'),
};
