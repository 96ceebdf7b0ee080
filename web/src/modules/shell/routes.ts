import { redirect, type RouteObject } from 'react-router-dom';
import { HOME_ROUTE } from '@jxc/services/contracts';
import { titled } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';

/** Public routes on the blank layout: the client download, buying an edition and the purchases made. */
export const SHELL_BLANK_ROUTES: RouteObject[] = [
  { path: '/Download', lazy: lazyPage(() => import('./Download'), 'Download'), ...titled('下载客户端') },
  { path: '/buy', lazy: lazyPage(() => import('../billing'), 'Buy'), ...titled('购买或续费') },
  { path: '/buyList', lazy: lazyPage(() => import('../billing'), 'BuyList'), ...titled('购买记录') },
];

/** The main layout's own routes: home, /module (its children generated from the server menu), /result and /other (seed §2 redirects). */
export const SHELL_MAIN_ROUTES: RouteObject[] = [
  { path: HOME_ROUTE.path, lazy: lazyPage(() => import('./Home'), 'Home'), ...titled(HOME_ROUTE.title) },
  { path: '/module/*', lazy: lazyPage(() => import('./ModuleRoute'), 'ModuleRoute'), ...titled('模块') },
  { path: '/result', loader: () => redirect('/result/success') },
  { path: '/result/success', lazy: lazyPage(() => import('./ResultSuccess'), 'ResultSuccess'), ...titled('操作成功') },
  { path: '/other', loader: () => redirect('/other/icon-selector') },
  { path: '/other/icon-selector', lazy: lazyPage(() => import('./IconSelector'), 'IconSelector'), ...titled('图标选择器') },
];
