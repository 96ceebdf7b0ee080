import type { StoredEvent } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';
import { IdentityEvents as E, UserCreated, UserUpdated } from './identity.events';

export interface UserState {
  exists: boolean;
  isAdmin: boolean;
  locked: boolean;
  removed: boolean;
  loginName: string;
}

export const initialUser: UserState = { exists: false, isAdmin: false, locked: false, removed: false, loginName: '' };

export function evolveUser(s: UserState, e: StoredEvent): UserState {
  switch (e.type) {
    case E.UserCreated: {
      const d = e.data as UserCreated;
      return { ...s, exists: true, isAdmin: d.isAdmin, loginName: d.loginName };
    }
    case E.UserLocked:
      return { ...s, locked: true };
    case E.UserUnlocked:
      return { ...s, locked: false };
    case E.UserRemoved:
      return { ...s, removed: true };
    default:
      return s;
  }
}

const ADMIN_IMMUTABLE = new BusinessRuleError('BAD_STATUS', '公司管理员不能被锁定或删除');

/** Decisions on an existing employee account; each returns the events to append. */
export const decideUser = {
  update(s: UserState, changes: UserUpdated) {
    assertLive(s);
    const data = s.isAdmin ? { ...changes, roleId: undefined } : changes;
    return [{ type: E.UserUpdated, data }];
  },
  lock(s: UserState) {
    assertLive(s);
    if (s.isAdmin) throw ADMIN_IMMUTABLE;
    if (s.locked) throw new BusinessRuleError('BAD_STATUS', '该员工已是锁定状态');
    return [{ type: E.UserLocked, data: {} }];
  },
  unlock(s: UserState) {
    assertLive(s);
    if (!s.locked) throw new BusinessRuleError('BAD_STATUS', '该员工未被锁定');
    return [{ type: E.UserUnlocked, data: {} }];
  },
  remove(s: UserState) {
    assertLive(s);
    if (s.isAdmin) throw ADMIN_IMMUTABLE;
    return [{ type: E.UserRemoved, data: {} }];
  },
  changePassword(s: UserState, passwordHash: string) {
    assertLive(s);
    return [{ type: E.UserPasswordChanged, data: { passwordHash } }];
  },
};

function assertLive(s: UserState) {
  if (!s.exists || s.removed) throw new BusinessRuleError('NOT_FOUND', '员工不存在或已删除');
}
