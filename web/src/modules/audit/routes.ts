import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

/** The 操作日志 screen by route path. */
export const AUDIT_SCREENS: Screens = {
  '/auditRecord/list': lazyPage(() => import('./AuditLog'), 'AuditLog'),
};
