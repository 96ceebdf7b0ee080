import type { StoredEvent } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';
import { IdentityEvents as E, RoleUpdated } from './identity.events';

export interface RoleState {
  exists: boolean;
  removed: boolean;
}

export const initialRole: RoleState = { exists: false, removed: false };

export function evolveRole(s: RoleState, e: StoredEvent): RoleState {
  if (e.type === E.RoleSaved) return { exists: true, removed: false };
  if (e.type === E.RoleRemoved) return { ...s, removed: true };
  return s;
}

export const decideRole = {
  update(s: RoleState, changes: RoleUpdated) {
    live(s);
    return [{ type: E.RoleUpdated, data: changes }];
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
