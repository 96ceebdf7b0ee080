import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const settings = () => import('./BusinessSettings');
const approvals = () => import('./ApprovalSettings');

/** Business and approval settings screens by route path. */
export const SETTINGS_SCREENS: Screens = {
  '/setting/setting': lazyPage(settings, 'BusinessSettings'),
  '/examine/list': lazyPage(approvals, 'ApprovalSettings'),
};
