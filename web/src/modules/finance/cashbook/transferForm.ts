import { isDecimal } from '@jxc/services/contracts';
import type { TransferSaveInput } from '../api';
import { round, toNumber } from '../../../utils/format';

export interface TransferForm {
  outAccountId: string;
  inAccountId: string;
  billDate: string;
  amount: string;
  fee: string;
  remark: string;
}

export type TransferField = keyof TransferForm;

export const emptyTransfer = (billDate: string): TransferForm => ({ outAccountId: '', inAccountId: '', billDate, amount: '', fee: '', remark: '' });

const moneyProblem = (value: string, label: string, allowZero: boolean) => {
  const n = toNumber(value);
  if (n === null || !isDecimal(value.trim())) return `${label}必须是数字`;
  if (allowZero ? n < 0 : n <= 0) return `${label}${allowZero ? '不能小于0' : '必须大于0'}`;
  return round(n, 2) !== n ? `${label}最多两位小数` : undefined;
};

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

/** The form as AccountTrans/Save takes it. */
export const toTransferInput = (f: TransferForm, audit: boolean): TransferSaveInput => ({
  outAccountId: f.outAccountId,
  inAccountId: f.inAccountId,
  billDate: f.billDate,
  amount: toNumber(f.amount) ?? 0,
  ...(f.fee.trim() && { fee: toNumber(f.fee) ?? 0 }),
  ...(f.remark.trim() && { remark: f.remark.trim() }),
  ...(audit && { audit: true }),
});
