import { MODULES, type Action, type PermissionEntry } from '@jxc/services/contracts';
import type { RoleMenuItem } from '../api';

/** The actions the matrix offers as columns, in this order: the seed's permission actions, audit and write-back. */
export const MATRIX_ACTIONS: Action[] = ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable', 'audit', 'back', 'import', 'export'];

/** The granted actions by menu id. Actions the matrix does not show are kept as they were. */
export type Grants = Record<string, string[]>;

/** Some actions on some entries: a row, a module or a single cell. */
export interface Cells {
  id: string;
  actions: Action[];
}

export interface MatrixGroup {
  id: string;
  title: string;
  rows: RoleMenuItem[];
}

/** The columns: matrix actions that at least one entry offers. */
export const matrixColumns = (menu: RoleMenuItem[]): Action[] =>
  MATRIX_ACTIONS.filter((a) => menu.some((m) => m.actions.some((x) => x.action === a)));

/** Entries under their module, in menu order. */
export const groupByModule = (menu: RoleMenuItem[]): MatrixGroup[] =>
  MODULES.map((m) => ({ id: m.id, title: m.title, rows: menu.filter((e) => e.parentId === m.id) })).filter((g) => g.rows.length > 0);

/** The cells of one entry: the columns it offers. */
export const rowCells = (item: RoleMenuItem, columns: Action[]): Cells => ({
  id: item.id,
  actions: columns.filter((a) => item.actions.some((x) => x.action === a)),
});

export const grantsOf = (perms: readonly PermissionEntry[]): Grants =>
  Object.fromEntries(perms.map((p) => [p.permissionId, [...p.actionList]]));

export const permissionsOf = (g: Grants): PermissionEntry[] =>
  Object.entries(g)
    .filter(([, actions]) => actions.length > 0)
    .map(([permissionId, actionList]) => ({ permissionId, actionList }));

/**
 * Ticks or clears cells. Ticking any action also ticks 查询, since a screen that cannot be listed is of no use;
 * clearing 查询 clears the whole entry.
 */
export function setCells(g: Grants, cells: Cells[], on: boolean): Grants {
  const next = { ...g };
  for (const { id, actions } of cells) {
    const had = new Set(next[id] ?? []);
    if (on) [...actions, 'query'].forEach((a) => had.add(a));
    else actions.forEach((a) => had.delete(a));
    next[id] = !on && actions.includes('query') ? [] : [...had];
  }
  return next;
}

/** A select-all checkbox's state over cells. */
export function cellsState(g: Grants, cells: Cells[]): boolean | 'mixed' {
  const all = cells.flatMap(({ id, actions }) => actions.map((a) => (g[id] ?? []).includes(a)));
  if (all.length > 0 && all.every(Boolean)) return true;
  return all.some(Boolean) ? 'mixed' : false;
}
