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
