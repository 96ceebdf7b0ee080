import { call } from '../../../api/http';
import type { FieldErrors } from '../../../hooks/useForm';
import { isEmpty } from '@jxc/services/contracts';
import { confirmError, passwordError } from './rules';

/** 修改密码 of the signed-in user: the current password, the new one twice. */
export interface PasswordChangeForm extends Record<string, string> {
  oldPassword: string;
  password: string;
  confirm: string;
}

export const validatePasswordChange = (f: PasswordChangeForm): FieldErrors<PasswordChangeForm> => ({
  oldPassword: isEmpty(f.oldPassword) ? '请输入当前密码' : undefined,
  password: passwordError(f.password)?.replace('密码', '新密码'),
  confirm: confirmError(f.password, f.confirm),
});

/** Where a refusal of the server belongs: the current password, the new one, or the dialog. */
export const fieldOfRefusal = (message: string): keyof PasswordChangeForm | undefined =>
  message.includes('当前密码') ? 'oldPassword' : message.includes('新密码') ? 'password' : undefined;

/** The other sessions of the user end; this one stays signed in. */
export const changePassword = (oldPassword: string, password: string) =>
  call<null>('User/ChangePassword', { oldPassword, password }, { quiet: true });
