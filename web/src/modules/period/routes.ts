import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

/** 结账 (财务 › 结账), the administrator's. */
export const PERIOD_SCREENS: Screens = {
  '/period/list': lazyPage(() => import('./PeriodList'), 'PeriodList'),
};
