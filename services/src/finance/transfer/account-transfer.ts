import { EventNames } from '../../shared/es/event-names';
import { BusinessRuleError } from '../../shared/errors';

export interface AccountTransferSaved {
  docId: string;
  billNo: string;
  billDate: string;
  outAccountId: string;
  inAccountId: string;
  amount: string;
  fee: string;
  remark: string;
}

export interface AccountTransferState {
  exists: boolean;
  status: 'draft' | 'audited' | 'reversed' | 'removed';
  doc: AccountTransferSaved | null;
}

/** Audit and write-back carry what they post to the two accounts. */
export type AccountTransferEvent =
  | { type: 'Saved'; data: AccountTransferSaved }
  | { type: 'Transferred' | 'Reversed'; data: AccountTransferSaved }
  | { type: 'Removed'; data: Record<string, never> };

export const ACCOUNT_TRANSFER_EVENTS: EventNames<string, AccountTransferEvent['type']> = {
  Saved: 'AccountTransferSaved', Transferred: 'AccountTransferred', Reversed: 'AccountTransferReversed', Removed: 'AccountTransferRemoved',
};

export const initialAccountTransfer: AccountTransferState = { exists: false, status: 'draft', doc: null };

export function evolveAccountTransfer(s: AccountTransferState, e: AccountTransferEvent): AccountTransferState {
  switch (e.type) {
    case 'Saved':
      return { exists: true, status: 'draft', doc: e.data };
    case 'Transferred':
      return { ...s, status: 'audited' };
    case 'Reversed':
      return { ...s, status: 'reversed' };
    case 'Removed':
      return { ...s, status: 'removed' };
  }
}

const STATUS_NAMES = { draft: '是草稿', audited: '已审核', reversed: '已红冲', removed: '已删除' };

function must(s: AccountTransferState, status: AccountTransferState['status'], action: string) {
  if (!s.exists || s.status === 'removed') throw new BusinessRuleError('NOT_FOUND', '转账单不存在或已删除');
  if (s.status !== status) throw new BusinessRuleError('BAD_STATUS', `转账单${STATUS_NAMES[s.status]}，不能${action}`);
}

/** 账户转账: a draft is saved and changed until audited; the audit moves the money, a write-back moves it back. */
export const decideAccountTransfer = {
  save(s: AccountTransferState, doc: AccountTransferSaved): AccountTransferEvent[] {
    if (s.exists) must(s, 'draft', '修改');
    return [{ type: 'Saved', data: s.doc ? { ...doc, billNo: s.doc.billNo } : doc }];
  },
  audit(s: AccountTransferState): AccountTransferEvent[] {
    must(s, 'draft', '审核');
    return [{ type: 'Transferred', data: s.doc! }];
  },
  writeBack(s: AccountTransferState): AccountTransferEvent[] {
    must(s, 'audited', '红冲');
    return [{ type: 'Reversed', data: s.doc! }];
  },
  remove(s: AccountTransferState): AccountTransferEvent[] {
    must(s, 'draft', '删除');
    return [{ type: 'Removed', data: {} }];
  },
};
