import { isKnownEdition } from '@jxc/services/contracts';
import type { FieldErrors } from '../../hooks/useForm';
import { textWidth } from '../../utils/format';
import { isCode, isEmpty, isPhone } from '../../utils/validate';

/** Field rules of the account forms (seed §5, plus what a Chinese back office expects). Pure. */

export function loginNameError(v: string): string | undefined {
  if (isEmpty(v.trim())) return '请输入登录账号';
  if (!isCode(v)) return '登录账号只能包含字母、数字、下划线和短横线';
  if (v.length < 4 || v.length > 20) return '登录账号长度为4-20位';
}

export function passwordError(v: string): string | undefined {
  if (isEmpty(v)) return '请输入密码';
  if (v.length < 6 || v.length > 20) return '密码长度为6-20位';
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
}

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
    phone: isEmpty(f.phone.trim()) || isPhone(f.phone.trim()) ? undefined : '请输入正确的手机号',
  };
}

export interface ResetForm extends Record<string, string> {
  loginName: string;
  licenseCode: string;
  password: string;
  confirm: string;
}

export const validateReset = (f: ResetForm): FieldErrors<ResetForm> => ({
  licenseCode: isEmpty(f.licenseCode.trim()) ? '请输入验证码' : undefined,
  password: passwordError(f.password),
  confirm: confirmError(f.password, f.confirm),
});

/** Words a server message uses to name a field, checked in order (the more specific first). */
const FIELD_WORDS: [string, RegExp][] = [
  ['confirm', /确认密码/],
  ['licenseCode', /验证码|授权码/],
  ['companyName', /公司|企业/],
  ['productType', /版本/],
  ['phone', /手机/],
  ['loginName', /账号|用户名|登录名/],
  ['password', /密码/],
];

/** The form field a server validation message names, if it is one of `fields`. */
export function fieldOfMessage<F>(message: string, fields: readonly (keyof F)[]): keyof F | undefined {
  const hit = FIELD_WORDS.find(([field, re]) => fields.includes(field as keyof F) && re.test(message));
  return hit?.[0] as keyof F | undefined;
}
