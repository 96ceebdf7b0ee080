import type { StoredEvent } from '@jxc/infra';
import type { PermissionEntry } from '../../contracts';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import { IdentityEvents as E, UserCreated, UserPhoneChanged, UserProfile, UserUpdated } from '../identity.events';
import { assertNotOwnPermissions, assertWithinHolding, Holder } from '../role/holding';

export interface UserState {
  exists: boolean;
  userId: string;
  isAdmin: boolean;
  locked: boolean;
  removed: boolean;
  loginName: string;
  /** The password's hash as last set, for checking the current password before a change. */
  passwordHash: string;
  /** The profile as created and updated since, for telling what an update changes. */
  profile: Partial<UserProfile>;
}

export const initialUser: UserState = {
  exists: false,
  userId: '',
  isAdmin: false,
  locked: false,
  removed: false,
  loginName: '',
  passwordHash: '',
  profile: {},
};

/** What a cleared profile field holds: what User/Save stores when the field is left out (no price permissions …). */
export const EMPTY_PROFILE: Partial<UserProfile> = {
  phone: '',
  roleId: null,
  pricePerm: '000000000',
  warehousePerm: '',
  branchAdmin: false,
  branchId: null,
};

const PROFILE_KEYS = ['userName', 'phone', 'roleId', 'pricePerm', 'warehousePerm', 'branchAdmin', 'branchId'] as const;
const profileOf = (d: Partial<UserProfile>) =>
  Object.fromEntries(PROFILE_KEYS.filter((k) => d[k] !== undefined).map((k) => [k, d[k]])) as Partial<UserProfile>;

export function evolveUser(s: UserState, e: StoredEvent): UserState {
  switch (e.type) {
    case E.UserCreated: {
      const d = e.data as UserCreated;
      return {
        ...s,
        exists: true,
        userId: d.userId,
        isAdmin: d.isAdmin,
        loginName: d.loginName,
        passwordHash: d.passwordHash,
        profile: profileOf(d),
      };
    }
    case E.UserUpdated:
      return { ...s, profile: { ...s.profile, ...profileOf(e.data as UserUpdated) } };
    case E.UserPhoneBound:
      return { ...s, profile: { ...s.profile, phone: (e.data as UserPhoneChanged).phone } };
    case E.UserPhoneUnbound:
      return { ...s, profile: { ...s.profile, phone: '' } };
    case E.UserLocked:
      return { ...s, locked: true };
    case E.UserUnlocked:
      return { ...s, locked: false };
    case E.UserRemoved:
      return { ...s, removed: true };
    case E.UserPasswordChanged:
      return { ...s, passwordHash: (e.data as { passwordHash: string }).passwordHash };
    default:
      return s;
  }
}

const ADMIN_IMMUTABLE = new BusinessRuleError('BAD_STATUS', '公司管理员不能被锁定或删除');

/**
 * Decisions on employee accounts, taken by `by`; each returns the events to append. Nobody gives an employee more
 * than they hold (the role's permissions, price flags, warehouses, branch administration), nor changes their own.
 */
export const decideUser = {
  /** A new employee (never an administrator) with the role whose permissions are `rolePermissions`. */
  create(by: Holder, created: Omit<UserCreated, 'isAdmin'>, rolePermissions: readonly PermissionEntry[]) {
    assertWithinHolding(by, { ...created, permissions: rolePermissions });
    return [{ type: E.UserCreated, data: { ...created, isAdmin: false } }];
  },
  /**
   * The given profile fields over the current ones (see shared/patch); the event holds only what changes. The
   * administrator keeps no role. `rolePermissions` are those of the role given, if one is.
   */
  update(s: UserState, changes: Patch<UserProfile>, by: Holder, rolePermissions: readonly PermissionEntry[] = []) {
    assertLive(s);
    const data: UserUpdated = changedFields(s.profile, s.isAdmin ? { ...changes, roleId: undefined } : changes, EMPTY_PROFILE);
    assertNotOwnPermissions(by, s.userId, data);
    assertWithinHolding(by, { ...data, permissions: data.roleId ? rolePermissions : undefined }, s.profile);
    return Object.keys(data).length ? [{ type: E.UserUpdated, data }] : [];
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
  /** The signed-in user's own password (修改密码), only when the current one they typed matches (`currentMatches`). */
  changeOwnPassword(s: UserState, currentMatches: boolean, passwordHash: string) {
    if (!currentMatches) throw new ValidationError('当前密码不正确', 'oldPassword');
    return decideUser.changePassword(s, passwordHash);
  },
  /** 绑定手机: the signed-in user's own phone, once a code sent to it was typed back (`phone` free of other accounts). */
  bindPhone(s: UserState, phone: string) {
    assertLive(s);
    if (s.profile.phone === phone) throw new BusinessRuleError('PHONE_ALREADY_BOUND', '该手机号已绑定到您的账号');
    return [{ type: E.UserPhoneBound, data: { phone } }];
  },
  /** 解绑手机, proved by the password or a code sent to the phone (`proved`). */
  unbindPhone(s: UserState, proved: boolean) {
    assertLive(s);
    if (!s.profile.phone) throw new BusinessRuleError('NO_PHONE', '您的账号尚未绑定手机');
    if (!proved) throw new ValidationError('密码不正确', 'password');
    return [{ type: E.UserPhoneUnbound, data: { phone: s.profile.phone } }];
  },
};

function assertLive(s: UserState) {
  if (!s.exists || s.removed) throw new BusinessRuleError('NOT_FOUND', '员工不存在或已删除');
}
