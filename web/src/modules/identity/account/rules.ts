import type { FieldErrors } from '../../../hooks/useForm';
import { isCode, isEmpty, isKnownEdition, isPhone, textWidth } from '@jxc/services/contracts';

/** Field rules of the account and staff forms: the server's (seed §5 code rule, widths of PRODUCT.md). Pure. */

export const LOGIN_NAME_MAX_WIDTH = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

export function loginNameError(v: string): string | undefined {
  if (isEmpty(v.trim())) return '请输入登录账号';
  if (!isCode(v)) return '登录账号只能包含字母、数字、下划线和短横线';
  if (textWidth(v) > LOGIN_NAME_MAX_WIDTH) return `登录账号不能超过${LOGIN_NAME_MAX_WIDTH}位`;
}

export function passwordError(v: string): string | undefined {
  if (isEmpty(v)) return '请输入密码';
  if (v.length < PASSWORD_MIN || textWidth(v) > PASSWORD_MAX) return `密码长度为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
}

export const confirmError = (password: string, confirm: string) =>
  isEmpty(confirm) ? '请再次输入密码' : confirm !== password ? '两次输入的密码不一致' : undefined;

export interface LoginForm extends Record<string, string> {
  loginName: string;
  password: string;
}

/** Login only needs both fields: an old account may predate the registration rules. */
export const validateLogin = (f: LoginForm): FieldErrors<LoginForm> => ({
  loginName: isEmpty(f.loginName.trim()) ? '请输入登录账号' : undefined,
  password: isEmpty(f.password) ? '请输入密码' : undefined,
});

export interface RegisterForm extends Record<string, string> {
  companyName: string;
  productType: string;
  loginName: string;
  password: string;
  confirm: string;
  phone: string;
  /** The code sent to the phone (needed with one). */
  smsCode: string;
}

export const phoneError = (v: string) => (isEmpty(v.trim()) ? '请输入手机号' : isPhone(v.trim()) ? undefined : '请输入正确的手机号');

/** A code sent by text message: 6 digits. */
export const smsCodeError = (v: string) => (isEmpty(v.trim()) ? '请输入验证码' : /^\d{6}$/.test(v.trim()) ? undefined : '验证码为6位数字');

export const COMPANY_NAME_MAX_WIDTH = 60;

export function validateRegistration(f: RegisterForm): FieldErrors<RegisterForm> {
  const name = f.companyName.trim();
  return {
    companyName: isEmpty(name)
      ? '请输入公司名称'
      : textWidth(name) > COMPANY_NAME_MAX_WIDTH
        ? '公司名称不能超过30个汉字（60个字符）'
        : undefined,
    productType: isKnownEdition(Number(f.productType)) ? undefined : '请选择版本',
    loginName: loginNameError(f.loginName),
    password: passwordError(f.password),
    confirm: confirmError(f.password, f.confirm),
    phone: isEmpty(f.phone.trim()) ? undefined : phoneError(f.phone),
    smsCode: isEmpty(f.phone.trim()) ? undefined : smsCodeError(f.smsCode),
  };
}

export interface ResetForm extends Record<string, string> {
  loginName: string;
  phone: string;
  licenseCode: string;
  password: string;
  confirm: string;
}

/** 找回密码 by login name (`by` account) or by phone: that field, the code, the new password twice. */
export const validateReset = (f: ResetForm, by: 'account' | 'phone' = 'account'): FieldErrors<ResetForm> => ({
  loginName: by === 'account' && isEmpty(f.loginName.trim()) ? '请输入登录账号' : undefined,
  phone: by === 'phone' ? phoneError(f.phone) : undefined,
  licenseCode: smsCodeError(f.licenseCode),
  password: passwordError(f.password),
  confirm: confirmError(f.password, f.confirm),
});
