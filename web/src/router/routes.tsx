import { Navigate, type RouteObject } from 'react-router-dom';
import { ALL_ROUTES, HOME_ROUTE, type RouteDef } from '@jxc/services/contracts';
import { Exception } from '../components/Exception';
import { CATALOG_SCREENS } from '../pages/catalog/screens';
import { TRADE_SCREENS } from '../pages/trade/screens';
import { PageSpinner } from '../components/PageSpinner';
import { BlankLayout } from '../layouts/BlankLayout';
import { MainLayout } from '../layouts/main/MainLayout';
import { UserLayout } from '../layouts/UserLayout';
import type { RouteHandle } from './handle';
import { lazyPage } from './lazyPage';
import { RequireAuth } from './RequireAuth';
import { Root, RootError } from './Root';

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

const login = { lazy: lazyPage(() => import('../pages/user/Login'), 'Login'), ...titled('登录') };

/** Public routes on the login-side layout. */
const userRoutes: RouteObject[] = [
  { path: '/Login', ...login },
  { path: '/user', element: <Navigate to="/user/Login" replace /> },
  { path: '/user/Login', ...login },
  { path: '/Register', lazy: lazyPage(() => import('../pages/user/Register'), 'Register'), ...titled('注册') },
  { path: '/Forgetpw', lazy: lazyPage(() => import('../pages/user/Forgetpw'), 'Forgetpw'), ...titled('找回密码') },
  { path: '/RegisterResult', lazy: lazyPage(() => import('../pages/user/RegisterResult'), 'RegisterResult'), ...titled('注册成功') },
];

/** Public routes on the blank layout, and the error pages. */
const blankRoutes: RouteObject[] = [
  { path: '/Download', lazy: lazyPage(() => import('../pages/download/Download'), 'Download'), ...titled('下载客户端') },
  { path: '/Register_Mobile', lazy: lazyPage(() => import('../pages/user/RegisterMobile'), 'RegisterMobile'), ...titled('注册') },
  { path: '/buy', lazy: lazyPage(() => import('../pages/buy/Buy'), 'Buy'), ...titled('购买') },
  { path: '/buyList', lazy: lazyPage(() => import('../pages/buy/BuyList'), 'BuyList'), ...titled('版本价格') },
  { path: '/exception/403', element: <Exception type="403" />, ...titled('403') },
  { path: '/exception/404', element: <Exception type="404" />, ...titled('404') },
  { path: '/exception/500', element: <Exception type="500" />, ...titled('500') },
  { path: '/404', element: <Exception type="404" />, ...titled('404') },
];

/** Gated screens built so far, by path; the others of the catalogue are still in development. */
const SCREENS: Record<string, RouteObject['lazy']> = {
  ...CATALOG_SCREENS,
  ...TRADE_SCREENS,
  '/role/list': lazyPage(() => import('../pages/role/RoleList'), 'RoleList'),
  '/role/permission': lazyPage(() => import('../pages/role/RolePermission'), 'RolePermission'),
  '/user/list': lazyPage(() => import('../pages/staff/StaffList'), 'StaffList'),
};

const gatedRoute = (r: RouteDef): RouteObject =>
  SCREENS[r.path] ? { path: r.path, lazy: SCREENS[r.path], ...titled(r.title) } : { path: r.path, element: <Exception type="404" />, ...titled(r.title) };

/**
 * Routes of the main layout: home, /module (children generated from the server menu), and every gated route of
 * the contracts' catalogue. Screens not built yet render the 'page missing or in development' page.
 */
const mainRoutes: RouteObject[] = [
  { path: HOME_ROUTE.path, lazy: lazyPage(() => import('../pages/home/Home'), 'Home'), ...titled(HOME_ROUTE.title) },
  { path: '/module/*', lazy: lazyPage(() => import('../pages/module/ModuleRoute'), 'ModuleRoute'), ...titled('模块') },
  ...ALL_ROUTES.filter((r) => r !== HOME_ROUTE).map(gatedRoute),
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { element: <UserLayout />, children: userRoutes },
      { element: <BlankLayout />, children: blankRoutes },
      { path: '/Home', element: <Navigate to="/Home/home" replace /> },
      { path: '/Home/home', element: <Navigate to="/" replace /> },
      { element: <RequireAuth><MainLayout /></RequireAuth>, children: mainRoutes },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
