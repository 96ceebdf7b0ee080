import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const profit = () => import('./ProfitReport');

/** Report screens by route path. */
export const REPORTS_SCREENS: Screens = {
  '/reportForProfit/reportForProfit': lazyPage(profit, 'ProfitReport'),
};
