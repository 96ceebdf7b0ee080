import type { RouteObject } from 'react-router-dom';
import { titled } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';
import { OFFLINE_COUNT_PATH, OFFLINE_SALE_PATH, PENDING_PATH } from './paths';

/** The phone screens of the main layout: 待同步, and 开单 and 盘点 from the phone's own data. */
export const OFFLINE_MAIN_ROUTES: RouteObject[] = [
  { path: PENDING_PATH, lazy: lazyPage(() => import('./PendingList'), 'PendingList'), ...titled('待同步') },
  { path: OFFLINE_SALE_PATH, lazy: lazyPage(() => import('./OfflineSale'), 'OfflineSale'), ...titled('手机开单') },
  { path: OFFLINE_COUNT_PATH, lazy: lazyPage(() => import('./OfflineCount'), 'OfflineCount'), ...titled('手机盘点') },
];
