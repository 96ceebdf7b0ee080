import type { BusinessSettings, PermissionEntry } from '../contracts';
import type { Stored } from '../shared/es/event-names';

/** Events of the identity context, named in the business's words. */
export const IdentityEvents = {
  CompanyRegistered: 'CompanyRegistered',
  CompanyUpdated: 'CompanyUpdated',
  CompanyBooksClosed: 'CompanyBooksClosed',
  CompanySettingsChanged: 'CompanySettingsChanged',
  UserCreated: 'UserCreated',
  UserUpdated: 'UserUpdated',
  UserPasswordChanged: 'UserPasswordChanged',
  UserLocked: 'UserLocked',
  UserUnlocked: 'UserUnlocked',
  UserRemoved: 'UserRemoved',
  UserPhoneBound: 'UserPhoneBound',
  UserPhoneUnbound: 'UserPhoneUnbound',
  LoginNameReserved: 'LoginNameReserved',
  LoginNameReleased: 'LoginNameReleased',
  RoleSaved: 'RoleSaved',
  RoleUpdated: 'RoleUpdated',
  RoleRemoved: 'RoleRemoved',
  UserSignedIn: 'UserSignedIn',
  UserSignedOut: 'UserSignedOut',
  CompanyReset: 'CompanyReset',
  CompanyTrialExtended: 'CompanyTrialExtended',
  CompanyEditionChanged: 'CompanyEditionChanged',
  CompanyLocked: 'CompanyLocked',
  CompanyUnlocked: 'CompanyUnlocked',
} as const;

export const EVENT_TITLES: Record<string, string> = {
  CompanyRegistered: '注册公司',
  CompanyUpdated: '修改公司信息',
  CompanyBooksClosed: '结存账套',
  CompanySettingsChanged: '修改业务设置',
  UserCreated: '新增员工',
  UserUpdated: '修改员工',
  UserPasswordChanged: '修改密码',
  UserLocked: '锁定员工',
  UserUnlocked: '解锁员工',
  UserRemoved: '删除员工',
  UserPhoneBound: '绑定手机',
  UserPhoneUnbound: '解绑手机',
  RoleSaved: '新增角色',
  RoleUpdated: '修改角色',
  RoleRemoved: '删除角色',
  LoginNameReserved: '占用登录账号',
  LoginNameReleased: '释放登录账号',
  UserSignedIn: '登录',
  UserSignedOut: '退出登录',
  CompanyReset: '系统重置',
  CompanyTrialExtended: '延长试用',
  CompanyEditionChanged: '更换版本',
  CompanyLocked: '锁定公司',
  CompanyUnlocked: '解锁公司',
};

export interface CompanyRegistered {
  companyId: string;
  companyName: string;
  productType: number;
  isDemo: boolean;
  /** yyyy-MM-dd, or null for the free edition (unlimited). */
  endTime: string | null;
  phone: string;
}

export interface CompanyUpdated {
  companyName?: string;
  /** A data URL of the image (or an address), shown in the shell and on prints. */
  companyLogo?: string;
  phone?: string;
  address?: string;
  contact?: string;
  taxNo?: string;
  industry?: string;
}

/** What an operator of the console did to a company, and why (the operator module decides these). */
export interface CompanyTrialExtended {
  endTime: string;
  previousEndTime: string | null;
  reason: string;
}
export interface CompanyEditionChanged {
  productType: number;
  previousProductType: number;
  reason: string;
}
export interface CompanyLockChanged {
  reason: string;
}

export interface UserProfile {
  userName: string;
  phone: string;
  roleId: string | null;
  pricePerm: string;
  warehousePerm: string;
  branchAdmin: boolean;
  branchId: string | null;
}

export interface UserCreated extends UserProfile {
  userId: string;
  loginName: string;
  passwordHash: string;
  isAdmin: boolean;
}

export type UserUpdated = Partial<UserProfile>;

/** The user's own phone, proved by a code sent to it (bound), or given up (unbound: the phone it was). */
export interface UserPhoneChanged {
  phone: string;
}

export interface RoleSaved {
  roleId: string;
  roleName: string;
  permissions: PermissionEntry[];
}

export type RoleUpdated = Partial<Omit<RoleSaved, 'roleId'>>;

/** The identity events a read model reads, named as stored. */
export type IdentityEvent =
  | { type: 'CompanyRegistered'; data: CompanyRegistered }
  | { type: 'CompanyUpdated'; data: CompanyUpdated }
  | { type: 'CompanySettingsChanged'; data: Partial<BusinessSettings> }
  | { type: 'UserCreated'; data: UserCreated }
  | { type: 'UserUpdated'; data: UserUpdated }
  | { type: 'UserPasswordChanged'; data: { passwordHash: string } }
  | { type: 'UserPhoneBound' | 'UserPhoneUnbound'; data: UserPhoneChanged }
  | { type: 'RoleSaved'; data: RoleSaved }
  | { type: 'RoleUpdated'; data: RoleUpdated }
  | { type: 'CompanyBooksClosed' | 'UserLocked' | 'UserUnlocked' | 'UserRemoved'; data: Record<string, never> }
  | { type: 'RoleRemoved'; data: Record<string, never> }
  | { type: 'CompanyReset'; data: { companyId: string; demoExpired?: boolean } }
  | { type: 'CompanyTrialExtended'; data: CompanyTrialExtended }
  | { type: 'CompanyEditionChanged'; data: CompanyEditionChanged }
  | { type: 'CompanyLocked' | 'CompanyUnlocked'; data: CompanyLockChanged };

export type StoredIdentityEvent = Stored<'', IdentityEvent>;

export const streams = {
  company: (companyId: string) => `Company-${companyId}`,
  user: (userId: string) => `User-${userId}`,
  role: (roleId: string) => `Role-${roleId}`,
  loginName: (loginName: string) => `LoginName-${loginName.toLowerCase()}`,
  /** A user's sign-ins and sign-outs (the 操作日志's 登录 and 退出). */
  signIns: (userId: string) => `UserSession-${userId}`,
};

/** 系统重置 keeps the company, its staff and roles. */
export const IDENTITY_KEPT_ON_RESET = ['Company', 'User', 'Role', 'LoginName', 'UserSession'];
