/** The 操作日志's 操作类型: what kind of change a row is (AuditRecord/PageQuery `category`). */
export const AUDIT_CATEGORIES = {
  login: '登录',
  logout: '退出',
  save: '新增/保存',
  update: '修改',
  remove: '删除',
  audit: '审核',
  writeBack: '红冲/作废',
  price: '调价',
  permission: '授权',
  status: '启用/停用',
  stock: '库存变动',
  other: '其他',
} as const;

export type AuditCategory = keyof typeof AUDIT_CATEGORIES;

/** The 操作日志 menu entry (设置 → 操作日志). */
export const AUDIT_MENU_ID = '7015';

/** A field of a record before and after a change (null: empty). */
export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** One row of the 操作日志 (AuditRecord/PageQuery, UserAudit/PageQuery). */
export interface AuditRow {
  eventId: string;
  at: string;
  userId: string;
  userName: string;
  ip: string | null;
  route: string | null;
  /** The event type; `title` is its Chinese name. */
  action: string;
  title: string;
  category: AuditCategory;
  categoryName: string;
  /** What kind of record (销售单, 客户 …) and which one (its name or bill number). */
  recordKind: string;
  record: string;
  billNo?: string;
  streamId: string;
  /** A document's type code and id, to open it. */
  billType?: number;
  docId?: string;
  changes: AuditChange[];
}
