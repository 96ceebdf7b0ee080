import { MODULES, canEnterRoute, entryVisible, moduleVisible, routeByPath, type PermissionEntry } from '@jxc/services/contracts';
import { entryOfPath } from './menu';

export type Access = 'allow' | 'notAdmin' | 'notInEdition' | 'denied';

export interface AccessUser {
  productType: number;
  isAdmin: boolean;
  perms: readonly PermissionEntry[];
}

/** Whether a user may open a path of the main layout (seed §4 and §6). Paths that are not gated are allowed. */
export function routeAccess(path: string, user: AccessUser): Access {
  const route = routeByPath(path);
  if (!route) return 'allow';
  const entry = entryOfPath(path);
  if (entry) {
    const mod = MODULES.find((m) => m.entries.includes(entry));
    if (!mod || !moduleVisible(mod, user.productType) || !entryVisible(entry, user.productType)) return 'notInEdition';
    if (entry.adminOnly && !user.isAdmin) return 'notAdmin';
  }
  return canEnterRoute(route, user.perms, user.isAdmin) ? 'allow' : 'denied';
}
