import { DOCUMENTS } from '@jxc/services/contracts';
import { transferApi, type TransferDetail, type TransferRow, type TransferSaveInput } from '../api';
import { describedMoneyDoc, type MoneyKind } from '../money-document/kind';

/** 账户转账: from one account to another, the fee paid from the account the money leaves. */
export const TRANSFER: MoneyKind<TransferRow, TransferDetail, TransferSaveInput> = {
  ...describedMoneyDoc(DOCUMENTS.AccountTrans),
  api: transferApi,
  list: {
    columns: (money) => [
      { key: 'outAccountName', title: '转出账户' },
      { key: 'inAccountName', title: '转入账户' },
      { key: 'amount', title: '转账金额', figure: 'money', text: (r) => money(r.amount) },
      { key: 'fee', title: '手续费', figure: 'money', text: (r) => money(r.fee) },
    ],
  },
  detail: {
    effects: { audit: '从转出账户转出金额和手续费、转入账户转入金额', writeBack: '冲回两个账户的余额' },
    facts: (d, money) => [
      ['转出账户', d.outAccountName],
      ['转入账户', d.inAccountName],
      ['转账金额', money(d.amount), true],
      ['手续费', money(d.fee)],
    ],
  },
};
