import { ALL_PRICE_PERMS, type PermissionEntry } from '@jxc/services/contracts';
import type { CompanyDetail, LoginData } from '../api/types';
import { parseDigitPair } from '../utils/format';

/** The stored session values (seed §3), under their stored names. */
export interface SessionValues {
  token: string;
  isAdmin: number;
  IsAdmin: number;
  /** The user's permission entries (menu ids with their actions). */
  userPermission: PermissionEntry[];
  current_user_id: string;
  Company_Id: string;
  product_Type: number;
  company_Logo: string;
  Company_Name: string;
  nickname: string;
  avatar: string;
  User_BranchId: string;
  User_BranchName: string;
  User_CurrentBranchIsMain: number;
  /** Comma list of warehouse ids. */
  User_WarehousePerm: string;
  User_BranchAdmin: number;
  /** 0/1 flags by position (PRICE_FLAGS). */
  User_PricePerm: string;
  ACCESS_IsDemo: number;
  buyFlag: number;
  billCount: number;
  billCountMonth: number;
  separatorWarehouse: number;
  /** 1: a SKU entered again on a document counts one more on its line; 0: a line each time. */
  mergeSameSku: number;
  /** [quantity decimals, money decimals]. */
  set_digit: [number, number];
  IsOldSob: number;
}

export const SESSION_DEFAULTS: SessionValues = {
  token: '',
  isAdmin: 0,
  IsAdmin: 0,
  userPermission: [],
  current_user_id: '',
  Company_Id: '',
  product_Type: 0,
  company_Logo: '',
  Company_Name: '',
  nickname: '',
  avatar: '',
  User_BranchId: '',
  User_BranchName: '',
  User_CurrentBranchIsMain: 0,
  User_WarehousePerm: '',
  User_BranchAdmin: 0,
  User_PricePerm: '',
  ACCESS_IsDemo: 0,
  buyFlag: 0,
  billCount: 0,
  billCountMonth: 0,
  separatorWarehouse: 0,
  mergeSameSku: 1,
  set_digit: [2, 2],
  IsOldSob: 0,
};

export const SESSION_KEYS = Object.keys(SESSION_DEFAULTS) as (keyof SessionValues)[];

const flag = (v: unknown) => (Number(v) === 1 ? 1 : 0);

/** Session values from a Login/Login, Login/DemoLogin or Register/Register returnData. */
export function fromLogin(d: LoginData): Partial<SessionValues> {
  const isAdmin = flag(d.isAdmin);
  return {
    token: d.token,
    isAdmin,
    IsAdmin: isAdmin,
    userPermission: d.umList ?? [],
    current_user_id: String(d.currentUserId ?? ''),
    Company_Id: String(d.companyId ?? ''),
    Company_Name: d.companyName ?? '',
    product_Type: Number(d.productType) || 0,
    company_Logo: d.companyLogo ?? '',
    nickname: d.userName || d.loginName || '',
    User_BranchId: String(d.branchId ?? ''),
    User_BranchName: d.branchName ?? '',
    User_CurrentBranchIsMain: flag(d.currentBranchIsMain),
    User_WarehousePerm: d.warehousePerm ?? '',
    User_BranchAdmin: flag(d.branchAdmin),
    // Administrators hold every price permission (seed §6).
    User_PricePerm: isAdmin ? ALL_PRICE_PERMS : (d.pricePerm ?? ''),
    ACCESS_IsDemo: flag(d.isDemo),
    buyFlag: Number(d.buyFlag) || 0,
    IsOldSob: flag(d.isOldSob),
  };
}

/** Session values from a Company/Detail returnData. */
export function fromCompany(d: CompanyDetail): Partial<SessionValues> {
  return {
    Company_Name: d.companyName,
    product_Type: Number(d.productType) || 0,
    buyFlag: Number(d.buyFlag) || 0,
    billCount: Number(d.billCount) || 0,
    billCountMonth: Number(d.billCountMonth) || 0,
    separatorWarehouse: Number(d.separatorWarehouse) || 0,
    mergeSameSku: d.mergeSameSku === 0 ? 0 : 1,
    IsOldSob: flag(d.isOldSob),
    set_digit: parseDigitPair(d.setDigit),
  };
}
