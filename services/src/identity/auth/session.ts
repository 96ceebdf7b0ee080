import type { BusinessSettings, PermissionEntry } from '../../contracts';

/** Who is calling: resolved from the `token` header on every request. */
export interface Session {
  companyId: string;
  companyName: string;
  userId: string;
  userName: string;
  loginName: string;
  isAdmin: boolean;
  productType: number;
  isDemo: boolean;
  isOldSob: boolean;
  /** Locked by an operator of the console. */
  companyLocked?: boolean;
  endTime: string | null;
  permissions: PermissionEntry[];
  pricePerm: string;
  /** Warehouse ids the user is limited to; empty means all. */
  warehouseIds: string[];
  branchAdmin: boolean;
  /** The user's branch in a multi-store edition; null for the main branch (总部) and in the other editions. */
  branchId: string | null;
  branchName: string;
  /** The warehouses of the user's branch (none when it has none); empty for the main branch. */
  branchWarehouseIds: string[];
  /** The staff of the user's branch, past ones included (their documents stay the branch's); empty for the main branch. */
  branchUserIds: string[];
  /** The company's business settings as the request found them (read with the session: a command needs them often). */
  settings?: BusinessSettings;
}

/** Who an event is recorded against. */
export const actorOf = (s: Session) => ({ companyId: s.companyId, userId: s.userId, userName: s.userName });
