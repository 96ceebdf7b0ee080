/** What the back office reads of the company, its staff, roles and branches, and the vendor's announcements. */
import type { HistoryEntry } from './history';
import type { PermissionEntry } from './permissions';

/** An employee (员工管理) as the administrator sees them. */
export interface StaffView {
  userId: string;
  loginName: string;
  userName: string;
  phone: string;
  isAdmin: number;
  roleId: string | null;
  pricePerm: string;
  warehousePerm: string;
  branchAdmin: number;
  branchId: string | null;
  status: 'active' | 'locked';
  createTime: string;
}

/** A role (角色管理) with the menus and actions it grants. */
export interface RoleView {
  roleId: string;
  roleName: string;
  permissions: PermissionEntry[];
  createTime: string;
}

/** Role/Detail: a role with its history. */
export interface RoleDetail extends RoleView {
  history: HistoryEntry[];
}

/** An active employee as a picker lists them. */
export interface StaffOption {
  userId: string;
  userName: string;
}

/** 门店/机构管理: a branch (the main one: isMain 1, no id) with its warehouses and staff. */
export interface BranchEntry {
  branchId: string;
  branchName: string;
  branchCode: string;
  contact?: string | null;
  phone?: string | null;
  address?: string | null;
  remark?: string | null;
  enabled?: number;
  isMain: number;
  warehouses: { warehouseId: string; warehouseName: string; warehouseCode: string }[];
  staff: { userId: string; userName: string; loginName: string; isAdmin: number; branchAdmin: number }[];
}

/** What a 系统重置 would clear (documents, products, partners and accounts) and keep (staff and roles), counted. */
export interface ResetCounts {
  documentCount: number;
  productCount: number;
  partnerAndAccountCount: number;
  userCount: number;
  roleCount: number;
}

/** SysReset/Detail: what a reset would clear and keep, the confirmation to type, and the resets so far. */
export interface ResetDetail extends ResetCounts {
  confirmText: string;
  history: HistoryEntry[];
}

/** A published announcement of the vendor, shared by every company. */
export interface NoticeRow {
  noticeId: number;
  noticeTitle: string;
  noticeContent: string;
  startTime: string;
  upStatus: number;
}

/** A published release note. */
export interface UpgradeRow {
  upgradeId: number;
  version: string;
  versionContent: string;
  createTime: string;
  upStatus: number;
}

/** Selling below a SKU's lowest price: allowed, allowed with a warning, or refused. */
export type LowestPriceRule = 'none' | 'warn' | 'refuse';

/** Business settings (/setting/setting), as Setting/Detail answers them. */
export interface BusinessSettings {
  /** May an audit take stock below zero? */
  allowNegativeStock: boolean;
  /** Does available stock (avalidCount) leave out what open outbound documents (drafts, in approval) will take? */
  reserveOpenDocuments: boolean;
  /** Selling below a SKU's lowest price: allowed, allowed with a warning, or refused. */
  lowestPriceRule: LowestPriceRule;
  /** Decimals shown for quantities and money (the seed's set_digit pair). */
  qtyDigits: number;
  moneyDigits: number;
  /**
   * 分仓出入库 (the seed's separatorWarehouse): an audited purchase, sale or return moves no stock until the warehouse
   * confirms its goods in or out (BatchInStorage / BatchOutStorage), partly or whole.
   */
  separatorWarehouse: boolean;
  /**
   * A SKU entered again on a document (scanned, typed or picked) counts one more on its line; off, each entry is a
   * line of its own (the web's line entry reads it; the server takes lines either way).
   */
  mergeSameSku: boolean;
  /** 默认结算账户: the account a sale paid at once is received into, unless the clerk picks another (none: the first account). */
  defaultAccountId: string | null;
  /** 零售默认全额收款: a sale to a retail customer (零售散客) starts paid in full, so a counter sale leaves nothing owed. */
  retailFullPayment: boolean;
  /**
   * Multi-level approval (/examine/list) per document kind: one list of approver user ids per level (an empty list:
   * anyone allowed to audit). No entry, or one level, means a single audit.
   */
  approvals: Record<string, string[][]>;
}

/** Company/Detail: the company, its edition and term, its documents counted, a few settings as the seed flags them, and its profile. */
export interface CompanyDetail {
  companyId: string;
  companyName: string;
  productType: number;
  editionName: string;
  endTime: string | null;
  buyFlag: number;
  userCount: number;
  billCount: number;
  billCountMonth: number;
  separatorWarehouse: 0 | 1;
  mergeSameSku: 0 | 1;
  /** Decimals of quantities and of money. */
  setDigit: [number, number];
  isOldSob: 0 | 1;
  isDemo: 0 | 1;
  companyLogo: string;
  phone: string;
  address: string;
  contact: string;
  taxNo: string;
  industry: string;
}
