import { Action, ACTIONS, ALL_ENTRIES, hasAction, PermissionEntry, PRICE_FLAG_LABELS, PRICE_FLAGS, PriceFlag } from '../../contracts';
import { ForbiddenError } from '../../shared/errors';

/**
 * What the one who changes a role or an employee holds: the company administrator everything; an employee their
 * role's permissions, their price flags, their warehouses (none listed: all) and whether they administer a branch.
 */
export interface Holder {
  userId: string;
  isAdmin: boolean;
  roleId: string | null;
  permissions: readonly PermissionEntry[];
  pricePerm: string;
  warehousePerm: string;
  branchAdmin: boolean;
}

/** What a role or an employee is given: only the parts that change. */
export interface Grant {
  permissions?: readonly PermissionEntry[];
  pricePerm?: string | null;
  warehousePerm?: string | null;
  branchAdmin?: boolean | null;
}

const refuse = (what: string) => new ForbiddenError(`不能授予自己没有的${what}`, 'BEYOND_OWN_PERMISSIONS');
const entryTitle = (permissionId: string) => ALL_ENTRIES.find((e) => e.id === permissionId)?.title ?? permissionId;
const warehouses = (perm: string | null | undefined) => (perm ?? '').split(',').filter(Boolean);

/**
 * Nobody gives more than they hold (403): each menu action, price flag and warehouse that `grant` adds to what the
 * role or employee had `before` must be the holder's own, and only a branch administrator makes another. What was
 * there already may stay, so an employee may narrow a wider role but never widen one.
 */
export function assertWithinHolding(by: Holder, grant: Grant, before: Grant = {}): void {
  if (by.isAdmin) return;
  for (const p of grant.permissions ?? []) {
    const had = before.permissions?.find((b) => b.permissionId === p.permissionId)?.actionList ?? [];
    const mine = by.permissions.find((m) => m.permissionId === p.permissionId)?.actionList ?? [];
    const action = p.actionList.find((a) => !had.includes(a) && !hasAction(mine, a as Action));
    if (action) throw refuse(`权限：${entryTitle(p.permissionId)}的${ACTIONS[action as Action] ?? action}`);
  }
  if (grant.pricePerm) {
    const flag = (Object.keys(PRICE_FLAGS) as PriceFlag[]).find(
      (f) =>
        grant.pricePerm!.charAt(PRICE_FLAGS[f]) === '1' &&
        before.pricePerm?.charAt(PRICE_FLAGS[f]) !== '1' &&
        by.pricePerm.charAt(PRICE_FLAGS[f]) !== '1',
    );
    if (flag) throw refuse(`价格权限：${PRICE_FLAG_LABELS[flag].label}`);
  }
  const limitedTo = warehouses(by.warehousePerm);
  if (grant.warehousePerm !== undefined && limitedTo.length) {
    const given = warehouses(grant.warehousePerm);
    if (!given.length) throw refuse('仓库权限：全部仓库');
    if (given.some((w) => !limitedTo.includes(w) && !warehouses(before.warehousePerm).includes(w))) throw refuse('仓库权限');
  }
  if (grant.branchAdmin && !before.branchAdmin && !by.branchAdmin) throw refuse('门店管理员身份');
}

/** Nobody changes or removes the role they hold themselves (403). */
export function assertNotOwnRole(by: Holder, roleId: string): void {
  if (by.roleId === roleId) throw new ForbiddenError('不能修改或删除自己所属的角色', 'OWN_ROLE');
}

/** An employee does not change their own role, price flags, warehouses or branch (403); the administrator holds them all anyway. */
export function assertNotOwnPermissions(by: Holder, userId: string, grant: Grant & { roleId?: unknown; branchId?: unknown }): void {
  if (by.isAdmin || by.userId !== userId) return;
  if ([grant.roleId, grant.pricePerm, grant.warehousePerm, grant.branchAdmin, grant.branchId].some((v) => v !== undefined))
    throw new ForbiddenError('不能修改自己的角色、价格权限、仓库权限或所属门店', 'OWN_PERMISSIONS');
}
