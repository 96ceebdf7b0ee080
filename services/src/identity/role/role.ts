import { BusinessRuleError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import { evolveStored } from '../../shared/es/event-names';
import { IdentityEvent, IdentityEvents as E, RoleSaved, RoleUpdated } from '../identity.events';
import { assertNotOwnRole, assertWithinHolding, Holder } from './holding';

export interface RoleState {
  exists: boolean;
  removed: boolean;
  roleId: string;
  roleName: string;
  permissions: RoleSaved['permissions'];
}

export const initialRole: RoleState = { exists: false, removed: false, roleId: '', roleName: '', permissions: [] };

type RoleEvent = Extract<IdentityEvent, { type: `Role${string}` }>;

export const evolveRole = evolveStored(
  { RoleSaved: E.RoleSaved, RoleUpdated: E.RoleUpdated, RoleRemoved: E.RoleRemoved },
  (s: RoleState, e: RoleEvent) => {
    if (e.type === 'RoleSaved')
      return { exists: true, removed: false, roleId: e.data.roleId, roleName: e.data.roleName, permissions: e.data.permissions };
    if (e.type === 'RoleUpdated') return { ...s, ...e.data };
    return { ...s, removed: true };
  },
);

/** Decisions on roles, taken by `by`: nobody grants more than they hold, nor changes the role they hold (see holding). */
export const decideRole = {
  save(by: Holder, role: RoleSaved) {
    assertWithinHolding(by, { permissions: role.permissions });
    return [{ type: E.RoleSaved, data: role }];
  },
  /** The given fields over the current ones (see shared/patch); the event holds only what changes. */
  update(s: RoleState, changes: Patch<RoleUpdated>, by: Holder) {
    live(s);
    assertNotOwnRole(by, s.roleId);
    const data: RoleUpdated = changedFields({ roleName: s.roleName, permissions: s.permissions }, changes);
    if (data.permissions) assertWithinHolding(by, { permissions: data.permissions }, { permissions: s.permissions });
    return Object.keys(data).length ? [{ type: E.RoleUpdated, data }] : [];
  },
  remove(s: RoleState, usersWithRole: number, by: Holder) {
    live(s);
    assertNotOwnRole(by, s.roleId);
    if (usersWithRole > 0) throw new BusinessRuleError('BAD_STATUS', `还有${usersWithRole}个员工使用该角色，不能删除`);
    return [{ type: E.RoleRemoved, data: {} }];
  },
};

function live(s: RoleState) {
  if (!s.exists || s.removed) throw new BusinessRuleError('NOT_FOUND', '角色不存在或已删除');
}
