import type { NoticeRow, PermissionEntry, StockWarningCount, StockWarningRow, TodoItem, UpgradeRow } from '@jxc/services/contracts';
import { call } from './http';
import type { CompanyDetail, MenuItem, Page } from './types';

/** Notice, upgrade and warning lists use page 1, size 5 (seed §9). */
const FIRST_FIVE = { page: 1, pageSize: 5 };

export const companyDetail = () => call<CompanyDetail>('Company/Detail');
export const menuList = () => call<{ data: MenuItem[] }>('Menu/List');
export const userPermission = (userId: string) => call<{ data: PermissionEntry[] }>('User/Permission', { userId });
export const noticePage = () => call<Page<NoticeRow>>('Notice/PageQuery', FIRST_FIVE);
export const upgradePage = () => call<Page<UpgradeRow>>('Upgrade/PageQuery', FIRST_FIVE);
export const lowStockPage = () => call<Page<StockWarningRow>>('StockWarning/Low', FIRST_FIVE);
export const highStockPage = () => call<Page<StockWarningRow>>('StockWarning/High', FIRST_FIVE);
// The bell's counts refresh in the background: a failure keeps the last counts without a toast.
export const stockWarningCount = () => call<StockWarningCount>('Data/StockWarningCount', {}, { quiet: true });
export const todoCount = () => call<{ count: number; items: TodoItem[] }>('Data/TodoCount', {}, { quiet: true });
/** 商城订单 waiting to be taken (待接单). */
export const newStoreOrderCount = async () =>
  (await call<Page<unknown>>('StoreOrder/PageQuery', { pageNo: 1, pageSize: 1, status: 'new' }, { quiet: true })).totalCount;
