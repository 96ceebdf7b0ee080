import type { TransferDetail, TransferSaveInput } from '../api';
import { toNumber } from '../../../utils/format';
import { moneyProblem } from '../moneyProblem';

export interface TransferForm {
  outAccountId: string;
  inAccountId: string;
  billDate: string;
  amount: string;
  fee: string;
  remark: string;
}

export type TransferField = keyof TransferForm;

export const emptyTransfer = (billDate: string): TransferForm => ({
  outAccountId: '',
  inAccountId: '',
  billDate,
  amount: '',
  fee: '',
  remark: '',
});

/** A draft as its form, to change it. */
export const transferFormOf = (d: TransferDetail): TransferForm => ({
  outAccountId: d.outAccountId,
  inAccountId: d.inAccountId,
  billDate: d.billDate,
  amount: String(d.amount),
  fee: d.fee ? String(d.fee) : '',
  remark: d.remark ?? '',
});

/** The server's rules with its wording; an empty fee is none. */
export function transferProblems(f: TransferForm): Partial<Record<TransferField, string>> {
  const problems: Partial<Record<TransferField, string>> = {
    outAccountId: f.outAccountId ? undefined : '请选择转出账户',
    inAccountId: !f.inAccountId ? '请选择转入账户' : f.inAccountId === f.outAccountId ? '转入账户不能与转出账户相同' : undefined,
    billDate: f.billDate ? undefined : '请选择单据日期',
    amount: moneyProblem(f.amount, '转账金额', false),
    fee: f.fee.trim() ? moneyProblem(f.fee, '手续费', true) : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, m]) => m)) as Partial<Record<TransferField, string>>;
}

/** What the out account gives up: the amount and the fee. */
export const outTotal = (f: TransferForm) => (toNumber(f.amount) ?? 0) + (toNumber(f.fee) ?? 0);

/** The form as AccountTrans/Save and Update take it: every field, so that an update clears what was emptied. */
export const toTransferInput = (f: TransferForm, audit: boolean): TransferSaveInput => ({
  outAccountId: f.outAccountId,
  inAccountId: f.inAccountId,
  billDate: f.billDate,
  amount: toNumber(f.amount) ?? 0,
  fee: toNumber(f.fee) ?? 0,
  remark: f.remark.trim(),
  ...(audit && { audit: true }),
});
