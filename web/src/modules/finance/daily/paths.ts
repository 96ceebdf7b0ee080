import type { FlowType } from '../api';

/** 日常收入 and 日常支出: their menus, screens and wording. */
export interface FlowKind {
  type: FlowType;
  name: string;
  menuId: string;
  list: string;
  add: string;
  edit: string;
  detail: string;
  classType: 'income' | 'expense';
  /** The partner the money comes from or goes to. */
  partner: 'Custom' | 'Supplier';
}

export const INCOME: FlowKind = {
  type: 105,
  name: '日常收入',
  menuId: '5012',
  list: '/dayIncome/list',
  add: '/dayIncome/add',
  edit: '/dayIncome/edit',
  detail: '/dayIncome/detail',
  classType: 'income',
  partner: 'Custom',
};
export const EXPENSE: FlowKind = {
  type: 106,
  name: '日常支出',
  menuId: '5013',
  list: '/dayeExpenses/list',
  add: '/dayeExpenses/add',
  edit: '/dayeExpenses/edit',
  detail: '/dayeExpenses/detail',
  classType: 'expense',
  partner: 'Supplier',
};

export const flowPath = (k: FlowKind, flowId: string) => `${k.detail}?flowId=${encodeURIComponent(flowId)}`;
