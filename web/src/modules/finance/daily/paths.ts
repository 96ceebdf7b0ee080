import { DOCUMENTS, type DocumentPartner } from '@jxc/services/contracts';
import { flowApi, type FlowDetail, type FlowRow, type FlowSaveInput, type FlowType } from '../api';
import { describedMoneyDoc, type MoneyDocType } from '../money-document/kind';

/** 日常收入 and 日常支出: their menus, screens and wording. */
export interface FlowKind extends MoneyDocType<FlowRow, FlowDetail, FlowSaveInput> {
  flowType: FlowType;
  classType: 'income' | 'expense';
  /** The partner the money comes from or goes to. */
  partner: DocumentPartner;
  /** What the audit does to the account. */
  audits: string;
}

type FlowDescription = typeof DOCUMENTS.FinanceInCome | typeof DOCUMENTS.FinanceExpenditure;

const flowKind = (d: FlowDescription, k: Pick<FlowKind, 'classType' | 'audits'>): FlowKind => ({
  ...describedMoneyDoc(d),
  api: { ...flowApi, page: (q) => flowApi.page({ ...q, flowType: d.billType }) },
  flowType: d.billType,
  partner: d.partner,
  ...k,
});

export const INCOME = flowKind(DOCUMENTS.FinanceInCome, { classType: 'income', audits: '把金额存入结算账户' });
export const EXPENSE = flowKind(DOCUMENTS.FinanceExpenditure, { classType: 'expense', audits: '从结算账户支出金额' });
