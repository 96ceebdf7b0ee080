import type { PermissionEntry, RoleDetail, RoleView, StaffView } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { LoginData, Page, PageQuery } from '../../api/types';

/** A role and an employee as 角色管理 and 员工管理 list them (the contracts' RoleView and StaffView). */
export type Role = RoleView;
export type Staff = StaffView;

export interface RoleInput {
  roleName: string;
  permissions: PermissionEntry[];
}

/** A menu entry with the actions a role may grant on it (Menu/RoleMenuList). */
export interface RoleMenuItem {
  id: string;
  parentId: string;
  title: string;
  path: string;
  actions: { action: string; title: string }[];
}

export interface StaffInput {
  loginName: string;
  password: string;
  userName: string;
  phone?: string;
  roleId?: string;
  pricePerm?: string;
  /** The branch (multi-store editions); none: the main branch. */
  branchId?: string;
  branchAdmin?: boolean;
  /** The warehouses the employee is limited to, as a comma list; none: all (a branch's own for branch staff). */
  warehousePerm?: string;
}

export type StaffChanges = { userId: string } & Partial<Omit<StaffInput, 'loginName'>>;

// Forms show their own errors (quiet); list actions let the client toast a refusal such as a role still in use.
export const rolePage = (q: PageQuery) => call<Page<Role>>('Role/PageQuery', q);
export const roleDetail = (roleId: string) => call<RoleDetail>('Role/Detail', { roleId });
export const saveRole = (r: RoleInput) => call<{ roleId: string }>('Role/Save', r, { quiet: true });
export const updateRole = (r: { roleId: string } & RoleInput) => call<{ roleId: string }>('Role/Update', r, { quiet: true });
export const removeRole = (roleId: string) => call<unknown>('Role/Remove', { roleId });
export const roleMenuList = () => call<{ data: RoleMenuItem[] }>('Menu/RoleMenuList');

export const staffPage = (q: PageQuery) => call<Page<Staff>>('User/PageQuery', q);
export const saveStaff = (u: StaffInput) => call<{ userId: string }>('User/Save', u, { quiet: true });
export const updateStaff = (u: StaffChanges) => call<{ userId: string }>('User/Update', u, { quiet: true });
export const lockStaff = (userId: string) => call<unknown>('User/Lock', { userId });
export const unlockStaff = (userId: string) => call<unknown>('User/UnLock', { userId });
export const removeStaff = (userId: string) => call<unknown>('User/Remove', { userId });
export const loginNameExists = (loginName: string) =>
  call<{ exist: boolean }>('User/CheckLoginNameIsExist', { loginName }, { quiet: true });
export const staffCountRemainder = () => call<{ userCount: number; used: number; remainder: number }>('User/UserCountRemainder');

// Login, registration and password reset.

export interface Credentials {
  loginName: string;
  password: string;
}

/** The image captcha a public call asks for after failed tries (CAPTCHA_REQUIRED): its id and the characters read. */
export interface CaptchaAnswer {
  captchaId?: string;
  captchaCode?: string;
}

export interface Registration extends Credentials {
  companyName: string;
  productType: number;
  phone?: string;
  /** The code Sms/Send sent to the phone (purpose register). */
  smsCode?: string;
}

/** What a code by text message is for (Sms/Send). */
export type SmsPurpose = 'register' | 'reset' | 'bind';

/** A code asked for: sent (in development with no SMS provider: written to the server's log), another after `resendAfter` seconds. */
export interface SmsSent {
  sent: true;
  resendAfter: number;
  validMinutes: number;
  devLogged?: true;
}

// Login, registration and password calls show their errors in the form, so they are quiet.
export const login = (c: Credentials & CaptchaAnswer) => call<LoginData>('Login/Login', c, { quiet: true });
/** A fresh demo company, filled with a sample shop's few weeks of trade before it answers: given a minute. */
export const demoLogin = (captcha: CaptchaAnswer) => call<LoginData>('Login/DemoLogin', captcha, { quiet: true, timeoutMs: 60_000 });
export const logout = () => call<unknown>('Login/Logout', {}, { quiet: true });
export const register = (r: Registration & CaptchaAnswer) => call<LoginData>('Register/Register', r, { quiet: true });
/** A code to the account's phone, answered alike whether or not the account has one. */
export const getLicenseCode = (loginName: string, captcha: CaptchaAnswer) =>
  call<SmsSent>('FindPassword/GetLicenseCode', { loginName, ...captcha }, { quiet: true });
export const resetPassword = (p: ({ loginName: string } | { phone: string }) & { licenseCode: string; password: string } & CaptchaAnswer) =>
  call<unknown>('FindPassword/ResetPassword', p, { quiet: true });
export const sendSms = (phone: string, purpose: SmsPurpose, captcha: CaptchaAnswer) =>
  call<SmsSent>('Sms/Send', { phone, purpose, ...captcha }, { quiet: true });
/** The signed-in user's own phone ('' when none is bound), and binding or giving it up (绑定手机). */
export const myPhone = () => call<{ phone: string }>('User/MyPhone', {}, { quiet: true });
export const bindPhone = (phone: string, smsCode: string) =>
  call<{ phone: string }>('User/BindUserPhone', { phone, smsCode }, { quiet: true });
export const unbindPhone = (proof: { password: string } | { smsCode: string }) =>
  call<unknown>('User/UnBindUserPhone', proof, { quiet: true });
export const imageCheckCode = () => call<{ captchaId: string; image: string }>('Common/GetImageCheckCode', {}, { quiet: true });
/** Whether a login name and a phone are still free to register (null: not asked). */
export const checkRegisterInfo = (q: { loginName?: string; phone?: string }) =>
  call<{ loginNameFree: boolean | null; phoneFree: boolean | null }>('Common/CheckRegisterInfo', q, { quiet: true });
