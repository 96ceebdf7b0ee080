import { Navigate, type RouteObject } from 'react-router-dom';
import { titled, type Screens } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';

const login = { lazy: lazyPage(() => import('./account/Login'), 'Login'), ...titled('登录') };

/** Public routes on the login-side layout: login, registration, password reset. */
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: '/Login', ...login },
  { path: '/user', element: <Navigate to="/user/Login" replace /> },
  { path: '/user/Login', ...login },
  { path: '/Register', lazy: lazyPage(() => import('./account/Register'), 'Register'), ...titled('注册') },
  { path: '/Forgetpw', lazy: lazyPage(() => import('./account/Forgetpw'), 'Forgetpw'), ...titled('找回密码') },
  { path: '/RegisterResult', lazy: lazyPage(() => import('./account/RegisterResult'), 'RegisterResult'), ...titled('注册成功') },
];

/** Public routes on the blank layout: registration on a phone. */
export const ACCOUNT_BLANK_ROUTES: RouteObject[] = [
  { path: '/Register_Mobile', lazy: lazyPage(() => import('./account/RegisterMobile'), 'RegisterMobile'), ...titled('注册') },
];

/** Roles and staff screens by route path. */
export const IDENTITY_SCREENS: Screens = {
  '/role/list': lazyPage(() => import('./role/RoleList'), 'RoleList'),
  '/role/permission': lazyPage(() => import('./role/RolePermission'), 'RolePermission'),
  '/user/list': lazyPage(() => import('./staff/StaffList'), 'StaffList'),
};
