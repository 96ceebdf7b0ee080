import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../router/lazyPage';
import { titled, type Screens } from '../../router/handle';

const settings = () => import('./PrintSettings');
const labels = () => import('./LabelScreen');
const docPage = () => import('./DocumentPrintPage');
const labelPage = () => import('./LabelPrintPage');

/** 打印设置 and 打印标签 by route path. */
export const PRINTING_SCREENS: Screens = {
  '/report/list': lazyPage(settings, 'PrintSettings'),
  '/tag/List': lazyPage(labels, 'LabelScreen'),
};

/** The browser print pages: signed in, outside the menu and header, nothing on them but the paper. */
export const PRINT_PAGE_ROUTES: RouteObject[] = [
  { path: '/print/doc', lazy: lazyPage(docPage, 'DocumentPrintPage'), ...titled('打印') },
  { path: '/print/labels', lazy: lazyPage(labelPage, 'LabelPrintPage'), ...titled('打印标签') },
];
