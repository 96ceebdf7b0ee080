import { flowApi, type FlowDetail, type FlowRow, type FlowSaveInput, type FlowType } from '../api';
import type { MoneyDocType } from '../money-document/kind';

/** 日常收入 and 日常支出: their menus, screens and wording. */
export interface FlowKind extends MoneyDocType<FlowRow, FlowDetail, FlowSaveInput> {
  name: string;
  flowType: FlowType;
  classType: 'income' | 'expense';
  /** The partner the money comes from or goes to. */
  partner: 'Custom' | 'Supplier';
  /** What the audit does to the account. */
  audits: string;
}

const flowKind = (
  flowType: FlowType,
  name: string,
  menuId: string,
  root: string,
  k: Pick<FlowKind, 'classType' | 'partner' | 'audits'>,
): FlowKind => ({
  title: `${name}单`,
  addLabel: `新增${name}单`,
  idField: 'flowId',
  menuId,
  paths: { list: `/${root}/list`, add: `/${root}/add`, edit: `/${root}/edit`, detail: `/${root}/detail` },
  api: { ...flowApi, page: (q) => flowApi.page({ ...q, flowType }) },
  name,
  flowType,
  ...k,
});

export const INCOME = flowKind(105, '日常收入', '5012', 'dayIncome', {
  classType: 'income',
  partner: 'Custom',
  audits: '把金额存入结算账户',
});
export const EXPENSE = flowKind(106, '日常支出', '5013', 'dayeExpenses', {
  classType: 'expense',
  partner: 'Supplier',
  audits: '从结算账户支出金额',
});

export const partnerLabel = (k: FlowKind) => (k.partner === 'Custom' ? '客户' : '供应商');
