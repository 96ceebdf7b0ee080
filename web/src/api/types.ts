import type { PermissionEntry } from '@jxc/services/contracts';

/** The response envelope of every call (PRODUCT.md §1). */
export interface Envelope<T = unknown> {
  invState?: number;
  /** The seed also reads this misspelling. */
  invStaus?: number;
  invMessage?: string;
  returnData?: T;
  errorCode?: string;
  /** What a refusal carries besides its message (the field at fault, an expired administrator's buying session). */
  details?: Record<string, unknown>;
}

export interface Page<T> {
  pageNo: number;
  pageSize?: number;
  totalCount: number;
  data: T[];
  /** Sums over every row of the filter, not the page, by field (null where the user may not see them). */
  totals?: Record<string, unknown>;
}

export type SortOrder = 'ascend' | 'descend';

/** A page query's request (PRODUCT.md §1). */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: SortOrder;
}

/** A screen's filters (status, dates, partner, warehouse …); blank ones are left out. */
export type Filter = Record<string, string | number | undefined>;

/** A list query with a screen's filters. */
export type FilteredQuery = PageQuery & Filter;

/** One row of a batch call: each record succeeds or fails on its own. */
export interface BatchResult {
  data?: { ok: number; message: string }[];
  successCount: number;
}

/** A file as the server sends and takes it: a name and base64 content. */
export interface FilePayload {
  fileName: string;
  content: string;
}

export type { HistoryEntry } from '@jxc/services/contracts';

/** Login/Login, Login/DemoLogin and Register/Register returnData (seed §3). */
export interface LoginData {
  token: string;
  isAdmin: number;
  currentUserId: string;
  companyId: string;
  companyName: string;
  productType: number;
  umList?: PermissionEntry[];
  pricePerm?: string;
  warehousePerm?: string;
  branchAdmin?: number;
  branchId?: string;
  branchName?: string;
  currentBranchIsMain?: number;
  isDemo?: number;
  buyFlag?: number;
  userCount?: number;
  companyLogo?: string;
  loginName?: string;
  userName?: string;
  endTime?: string;
  isOldSob?: number;
}

export interface CompanyDetail {
  companyId: string;
  companyName: string;
  productType: number;
  endTime?: string;
  buyFlag?: number;
  userCount?: number;
  billCount?: number;
  billCountMonth?: number;
  separatorWarehouse?: number;
  mergeSameSku?: number;
  isOldSob?: number;
  setDigit?: unknown;
}

export interface MenuItem {
  id: string;
  parentId: string;
  title: string;
  path: string;
  icon: string;
}
