import { cashDocDecider, CashDocEvent, CashDocHeader } from '../cash-document/cash-document';

export interface AccountTransferSaved extends CashDocHeader {
  outAccountId: string;
  inAccountId: string;
  amount: string;
  fee: string;
}

export const ACCOUNT_TRANSFER_EVENTS: Record<CashDocEvent<AccountTransferSaved>['type'], string> = {
  Saved: 'AccountTransferSaved',
  Posted: 'AccountTransferred',
  Reversed: 'AccountTransferReversed',
  Removed: 'AccountTransferRemoved',
};

/** 账户转账: the audit moves the money, a write-back moves it back. */
export const decideAccountTransfer = cashDocDecider<AccountTransferSaved>(() => '转账单');
