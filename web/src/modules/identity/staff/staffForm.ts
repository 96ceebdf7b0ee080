import {
  ALL_PRICE_PERMS,
  PRICE_FLAG_LABELS as FLAG_WORDS,
  PRICE_FLAGS,
  isEmpty,
  isPhone,
  textWidth,
  type PriceFlag,
} from '@jxc/services/contracts';
import type { Staff, StaffChanges, StaffInput } from '../api';
import type { FieldErrors } from '../../../hooks/useForm';
import { loginNameError, passwordError } from '../account/rules';

/** The price-permission checkboxes in plain words (the seed §3 flags as the contracts word them), and what each does. */
export const PRICE_FLAG_LABELS = Object.fromEntries(Object.entries(FLAG_WORDS).map(([flag, w]) => [flag, w.label])) as Record<
  PriceFlag,
  string
>;
export const PRICE_FLAG_HINTS = Object.fromEntries(Object.entries(FLAG_WORDS).map(([flag, w]) => [flag, w.hint])) as Record<
  PriceFlag,
  string
>;

export const PRICE_FLAG_KEYS = (Object.keys(PRICE_FLAGS) as PriceFlag[]).sort((a, b) => PRICE_FLAGS[a] - PRICE_FLAGS[b]);

/** A new employee sees the sale price and nothing else until the owner ticks more. */
export const NEW_STAFF_PRICE_PERM = '100000000';

/** The flag string with one flag set or cleared, always the full width. */
export function withPriceFlag(perm: string, flag: PriceFlag, on: boolean): string {
  const chars = perm.padEnd(ALL_PRICE_PERMS.length, '0').slice(0, ALL_PRICE_PERMS.length).split('');
  chars[PRICE_FLAGS[flag]] = on ? '1' : '0';
  return chars.join('');
}

export interface StaffForm extends Record<string, string> {
  loginName: string;
  password: string;
  userName: string;
  phone: string;
  roleId: string;
  pricePerm: string;
  branchId: string;
  /** '1' for a branch administrator (sees the branch staff's documents). */
  branchAdmin: string;
  /** Warehouse ids joined by ','; '' for no limit. */
  warehousePerm: string;
}

export const STAFF_FIELDS: (keyof StaffForm)[] = [
  'loginName',
  'password',
  'userName',
  'phone',
  'roleId',
  'pricePerm',
  'branchId',
  'branchAdmin',
  'warehousePerm',
];
export const USER_NAME_MAX_WIDTH = 30;

export const staffForm = (s?: Staff): StaffForm => ({
  loginName: s?.loginName ?? '',
  password: '',
  userName: s?.userName ?? '',
  phone: s?.phone ?? '',
  roleId: s?.roleId ?? '',
  pricePerm: s?.pricePerm || NEW_STAFF_PRICE_PERM,
  branchId: s?.branchId ?? '',
  branchAdmin: s?.branchAdmin ? '1' : '',
  warehousePerm: s?.warehousePerm ?? '',
});

/** The warehouse permission as a list, and back. */
export const warehouseIds = (perm: string) => perm.split(',').filter(Boolean);

/** Client-side rules, the server's: a new employee needs a password; when editing a blank one keeps the old. */
export function validateStaff(f: StaffForm, isNew: boolean): FieldErrors<StaffForm> {
  const name = f.userName.trim();
  const phone = f.phone.trim();
  return {
    loginName: isNew ? loginNameError(f.loginName.trim()) : undefined,
    password: isNew || f.password ? passwordError(f.password) : undefined,
    userName: isEmpty(name)
      ? '请输入员工姓名'
      : textWidth(name) > USER_NAME_MAX_WIDTH
        ? `员工姓名不能超过${USER_NAME_MAX_WIDTH}个字符`
        : undefined,
    phone: isEmpty(phone) || isPhone(phone) ? undefined : '请输入正确的手机号',
  };
}

export function toStaffInput(f: StaffForm): StaffInput {
  const phone = f.phone.trim();
  return {
    loginName: f.loginName.trim(),
    password: f.password,
    userName: f.userName.trim(),
    pricePerm: f.pricePerm,
    ...(phone && { phone }),
    ...(f.roleId && { roleId: f.roleId }),
    ...(f.branchId && { branchId: f.branchId }),
    ...(f.branchAdmin === '1' && { branchAdmin: true }),
    ...(f.warehousePerm && { warehousePerm: f.warehousePerm }),
  };
}

export function toStaffChanges(userId: string, f: StaffForm): StaffChanges {
  const phone = f.phone.trim();
  return {
    userId,
    userName: f.userName.trim(),
    pricePerm: f.pricePerm,
    // Sent even when empty: an emptied branch or warehouse permission is cleared (the main branch, every warehouse).
    branchId: f.branchId,
    branchAdmin: f.branchAdmin === '1',
    warehousePerm: f.warehousePerm,
    ...(phone && { phone }),
    ...(f.roleId && { roleId: f.roleId }),
    ...(f.password && { password: f.password }),
  };
}
