import { Action, hasAction } from './actions';
import { HOME_MENU_ID, RouteDef } from './menus';

/** One permission entry (seed §3): a menu id and the actions allowed on it. */
export interface PermissionEntry {
  permissionId: string;
  actionList: string[];
}

const SUFFIX_ACTIONS: Record<string, Action[]> = { A: ['add'], M: ['edit'], V: ['query', 'get'] };

/** Splits '2002A' into the entry id '2002' and the suffix 'A'. */
export function splitMenuId(menuId: string): { entryId: string; suffix: string } {
  const m = /^(\d+)([AMV]?)$/.exec(menuId);
  return m ? { entryId: m[1], suffix: m[2] } : { entryId: menuId, suffix: '' };
}

/** The menu ids (with suffixes) a permission list opens; home (1000) always. */
export function permittedMenuIds(perms: readonly PermissionEntry[]): Set<string> {
  const ids = new Set<string>([HOME_MENU_ID]);
  for (const p of perms) {
    ids.add(p.permissionId);
    for (const [suffix, actions] of Object.entries(SUFFIX_ACTIONS)) {
      if (actions.some((a) => hasAction(p.actionList, a))) ids.add(p.permissionId + suffix);
    }
  }
  return ids;
}

export function canEnterRoute(route: Pick<RouteDef, 'menuId'>, perms: readonly PermissionEntry[], isAdmin: boolean): boolean {
  return isAdmin || permittedMenuIds(perms).has(route.menuId);
}

/** The seed's check: permissionId.action among the user's permissions. */
export function canDo(perms: readonly PermissionEntry[], permissionId: string, action: Action, isAdmin: boolean): boolean {
  if (isAdmin) return true;
  const entry = perms.find((p) => p.permissionId === splitMenuId(permissionId).entryId);
  return !!entry && hasAction(entry.actionList, action);
}

/** Price-permission flags by position (seed §3). */
export const PRICE_FLAGS = {
  salePrice: 0,
  wholesalePrice: 1,
  purchasePrice: 2,
  lowestPrice: 3,
  costPrice: 4,
  billPermission: 5,
  prohibitData: 6,
  billPower: 7,
  prohibitPrice: 8,
} as const;

export type PriceFlag = keyof typeof PRICE_FLAGS;
export const ALL_PRICE_PERMS = '111111111';

export function hasPriceFlag(pricePerm: string | undefined | null, flag: PriceFlag): boolean {
  return (pricePerm ?? '').charAt(PRICE_FLAGS[flag]) === '1';
}
