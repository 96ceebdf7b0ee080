import {
  MODULES,
  entryVisible,
  moduleVisible,
  permittedMenuIds,
  routeByPath,
  ALL_ENTRIES,
  type MenuEntry,
  type ModuleDef,
  type PermissionEntry,
} from '@jxc/services/contracts';

export interface MenuUser {
  productType: number;
  isAdmin: boolean;
  perms: readonly PermissionEntry[];
}

/** The modules and entries the menu shows: the edition's, not hidden, and for employees only permitted ids. */
export function visibleMenu({ productType, isAdmin, perms }: MenuUser): ModuleDef[] {
  const allowed = permittedMenuIds(perms);
  return MODULES.filter((m) => moduleVisible(m, productType))
    .map((m) => ({
      ...m,
      entries: m.entries.filter((e) => entryVisible(e, productType) && !e.hidden && (isAdmin || allowed.has(e.id))),
    }))
    .filter((m) => m.entries.length > 0);
}

/** The menu entry a path belongs to (its list screen or one of its sub-screens). */
export function entryOfPath(path: string): MenuEntry | undefined {
  const route = routeByPath(path);
  return route && ALL_ENTRIES.find((e) => e.routes.includes(route));
}
