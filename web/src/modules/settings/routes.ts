import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const settings = () => import('./BusinessSettings');
const approvals = () => import('./ApprovalSettings');

/** The settings module's screens by route path. */
export const SETTINGS_SCREENS: Screens = {
  '/setting/setting': lazyPage(settings, 'BusinessSettings'),
  '/examine/list': lazyPage(approvals, 'ApprovalSettings'),
  '/store/list': lazyPage(() => import('./StoreList'), 'StoreList'),
  '/billno/list': lazyPage(() => import('./BillnoList'), 'BillnoList'),
  '/company/CompanyInfo': lazyPage(() => import('./CompanyInfo'), 'CompanyInfo'),
  '/reset/reset': lazyPage(() => import('./SystemReset'), 'SystemReset'),
  '/help/noviceGuide': lazyPage(() => import('./NoviceGuide'), 'NoviceGuide'),
  '/help/term': lazyPage(() => import('./Term'), 'Term'),
};
