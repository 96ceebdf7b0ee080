import { cashDocDecider, CashDocEvent } from '../cash-document/cash-document';

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

export const ACCOUNT_TRANSFER_EVENTS: Record<CashDocEvent<AccountTransferSaved>['type'], string> = {
  Saved: 'AccountTransferSaved',
  Posted: 'AccountTransferred',
  Reversed: 'AccountTransferReversed',
  Removed: 'AccountTransferRemoved',
};

/** 账户转账: the audit moves the money, a write-back moves it back. */
export const decideAccountTransfer = cashDocDecider<AccountTransferSaved>(() => '转账单');
