import { EventNames } from '../../shared/es/event-names';
import { BusinessRuleError } from '../../shared/errors';

export type FlowType = 105 | 106;

export interface FinanceFlowLine {
  classId: string;
  amount: string;
  remark: string;
}

export interface FinanceFlowSaved {
  docId: string;
  billNo: string;
  flowType: FlowType;
  billDate: string;
  accountId: string;
  customId: string | null;
  supplierId: string | null;
  lines: FinanceFlowLine[];
  total: string;
  remark: string;
}

export interface FinanceFlowState {
  exists: boolean;
  status: 'draft' | 'audited' | 'reversed' | 'removed';
  doc: FinanceFlowSaved | null;
}

/** Audit and write-back carry what they post to the account. */
export type FinanceFlowEvent =
  | { type: 'Saved'; data: FinanceFlowSaved }
  | { type: 'Posted' | 'Reversed'; data: FinanceFlowSaved }
  | { type: 'Removed'; data: Record<string, never> };

export const FINANCE_FLOW_EVENTS: EventNames<string, FinanceFlowEvent['type']> = {
  Saved: 'FinanceFlowSaved', Posted: 'FinanceFlowPosted', Reversed: 'FinanceFlowReversed', Removed: 'FinanceFlowRemoved',
};

export const FLOW_NAMES: Record<FlowType, string> = { 105: '日常收入', 106: '日常支出' };
/** The 收支项目 direction (FinanceClass.classType) each flow type takes. */
export const FLOW_CLASS_TYPE: Record<FlowType, 'income' | 'expense'> = { 105: 'income', 106: 'expense' };

export const initialFinanceFlow: FinanceFlowState = { exists: false, status: 'draft', doc: null };

export function evolveFinanceFlow(s: FinanceFlowState, e: FinanceFlowEvent): FinanceFlowState {
  switch (e.type) {
    case 'Saved':
      return { exists: true, status: 'draft', doc: e.data };
    case 'Posted':
      return { ...s, status: 'audited' };
    case 'Reversed':
      return { ...s, status: 'reversed' };
    case 'Removed':
      return { ...s, status: 'removed' };
  }
}

const STATUS_NAMES = { draft: '是草稿', audited: '已审核', reversed: '已红冲', removed: '已删除' };

function must(s: FinanceFlowState, status: FinanceFlowState['status'], action: string) {
  if (!s.exists || s.status === 'removed') throw new BusinessRuleError('NOT_FOUND', '收支单不存在或已删除');
  if (s.status !== status) throw new BusinessRuleError('BAD_STATUS', `${FLOW_NAMES[s.doc!.flowType]}单${STATUS_NAMES[s.status]}，不能${action}`);
}

/** 日常收支: a draft is saved and changed until audited; the audit posts the total to the account, a write-back takes it back. */
export const decideFinanceFlow = {
  save(s: FinanceFlowState, doc: FinanceFlowSaved): FinanceFlowEvent[] {
    if (s.exists) {
      must(s, 'draft', '修改');
      if (s.doc!.flowType !== doc.flowType) throw new BusinessRuleError('BAD_FLOW_TYPE', '收支类型不能修改');
    }
    return [{ type: 'Saved', data: s.doc ? { ...doc, billNo: s.doc.billNo } : doc }];
  },
  audit(s: FinanceFlowState): FinanceFlowEvent[] {
    must(s, 'draft', '审核');
    return [{ type: 'Posted', data: s.doc! }];
  },
  writeBack(s: FinanceFlowState): FinanceFlowEvent[] {
    must(s, 'audited', '红冲');
    return [{ type: 'Reversed', data: s.doc! }];
  },
  remove(s: FinanceFlowState): FinanceFlowEvent[] {
    must(s, 'draft', '删除');
    return [{ type: 'Removed', data: {} }];
  },
};
