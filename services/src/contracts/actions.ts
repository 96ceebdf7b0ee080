/** Permission actions of a menu entry (seed §3 permission entry and §6 operation permissions). */
export const ACTIONS = {
  add: '新增',
  delete: '删除',
  edit: '修改',
  query: '查询',
  get: '查看',
  enable: '启用',
  disable: '停用',
  import: '导入',
  export: '导出',
  audit: '审核',
  back: '红冲',
  hx: '核销',
  stop: '终止',
  addEdit: '新增修改',
  receive: '收款',
  pay: '付款',
  turnBuy: '转采购',
  turnSale: '转销售',
  inOut: '出入库',
  invoice: '开票',
  set: '设置',
} as const;

export type Action = keyof typeof ACTIONS;
export const ACTION_KEYS = Object.keys(ACTIONS) as Action[];

/** Add is also granted by add-edit (seed §6). */
export function hasAction(actions: readonly string[], action: Action): boolean {
  return actions.includes(action) || (action === 'add' && actions.includes('addEdit'));
}
