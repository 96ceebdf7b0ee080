/** What the back office reads of the company, its staff, roles and branches, and the vendor's announcements. */
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
