import type { StoredEvent } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import { IdentityEvents as E, RoleSaved, RoleUpdated } from '../identity.events';

export interface RoleState {
  exists: boolean;
  removed: boolean;
  roleName: string;
  permissions: RoleSaved['permissions'];
}

export const initialRole: RoleState = { exists: false, removed: false, roleName: '', permissions: [] };

export function evolveRole(s: RoleState, e: StoredEvent): RoleState {
  if (e.type === E.RoleSaved) return { exists: true, removed: false, roleName: e.data.roleName, permissions: e.data.permissions };
  if (e.type === E.RoleUpdated) return { ...s, ...(e.data as RoleUpdated) };
  if (e.type === E.RoleRemoved) return { ...s, removed: true };
  return s;
}

export const decideRole = {
  /** The given fields over the current ones (see shared/patch); the event holds only what changes. */
  update(s: RoleState, changes: Patch<RoleUpdated>) {
    live(s);
    const data: RoleUpdated = changedFields({ roleName: s.roleName, permissions: s.permissions }, changes);
    return Object.keys(data).length ? [{ type: E.RoleUpdated, data }] : [];
  },
  remove(s: RoleState, usersWithRole: number) {
    live(s);
    if (usersWithRole > 0) throw new BusinessRuleError('BAD_STATUS', `还有${usersWithRole}个员工使用该角色，不能删除`);
    return [{ type: E.RoleRemoved, data: {} }];
  },
};

function live(s: RoleState) {
  if (!s.exists || s.removed) throw new BusinessRuleError('NOT_FOUND', '角色不存在或已删除');
}
