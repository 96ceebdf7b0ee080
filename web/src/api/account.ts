import { call } from './http';
import type { LoginData } from './types';

export interface Credentials {
  loginName: string;
  password: string;
}

export interface Registration extends Credentials {
  companyName: string;
  productType: number;
  phone?: string;
}

// Login, registration and password calls show their errors in the form, so they are quiet.
export const login = (c: Credentials) => call<LoginData>('Login/Login', c, { quiet: true });
export const demoLogin = () => call<LoginData>('Login/DemoLogin', {}, { quiet: true });
export const logout = () => call<unknown>('Login/Logout', {}, { quiet: true });
export const register = (r: Registration) => call<LoginData>('Register/Register', r, { quiet: true });
export const getLicenseCode = (loginName: string) => call<unknown>('FindPassword/GetLicenseCode', { loginName }, { quiet: true });
export const resetPassword = (p: { loginName: string; licenseCode: string; password: string }) =>
  call<unknown>('FindPassword/ResetPassword', p, { quiet: true });
