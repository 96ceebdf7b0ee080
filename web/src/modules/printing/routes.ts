import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../router/lazyPage';
import { titled, type Screens } from '../../router/handle';

const settings = () => import('./PrintSettings');
const docPage = () => import('./DocumentPrintPage');

/** 打印设置 by route path. */
export const PRINTING_SCREENS: Screens = {
  '/report/list': lazyPage(settings, 'PrintSettings'),
};

/** The browser print pages: signed in, outside the menu and header, nothing on them but the paper. */
export const PRINT_PAGE_ROUTES: RouteObject[] = [
  { path: '/print/doc', lazy: lazyPage(docPage, 'DocumentPrintPage'), ...titled('打印') },
];
