import { DocumentDescription, DOCUMENTS } from '../../contracts';
import { BusinessRuleError } from '../../shared/errors';
import { cashDocDecider, CashDocEvent, CashDocHeader } from '../cash-document/cash-document';

export type FlowType = 105 | 106;

export interface FinanceFlowLine {
  classId: string;
  amount: string;
  remark: string;
}

export interface FinanceFlowSaved extends CashDocHeader {
  flowType: FlowType;
  accountId: string;
  customId: string | null;
  supplierId: string | null;
  lines: FinanceFlowLine[];
  total: string;
}

export const FINANCE_FLOW_EVENTS: Record<CashDocEvent<FinanceFlowSaved>['type'], string> = {
  Saved: 'FinanceFlowSaved',
  Posted: 'FinanceFlowPosted',
  Reversed: 'FinanceFlowReversed',
  Removed: 'FinanceFlowRemoved',
};

/** Their descriptions: 日常收入 (105) and 日常支出 (106). */
export const FLOW_KINDS: Record<FlowType, DocumentDescription> = { 105: DOCUMENTS.FinanceInCome, 106: DOCUMENTS.FinanceExpenditure };
/** The 收支项目 direction (FinanceClass.classType) each flow type takes. */
export const FLOW_CLASS_TYPE: Record<FlowType, 'income' | 'expense'> = { 105: 'income', 106: 'expense' };

/** 日常收支: the audit posts the total to the account, a write-back takes it back; a draft keeps its flow type. */
export const decideFinanceFlow = cashDocDecider<FinanceFlowSaved>((doc) => (doc ? FLOW_KINDS[doc.flowType].title : '收支单'), {
  checkEdit(before, after) {
    if (before.flowType !== after.flowType) throw new BusinessRuleError('BAD_FLOW_TYPE', '收支类型不能修改');
  },
});
