import { round, toNumber } from '../../../utils/format';
import { moneyProblem } from '../moneyProblem';
import type { CzDetail, CzSaveInput, DepositReturnInput } from './api';
import type { CzKind } from './kinds';

export interface CzForm {
  customId: string;
  customName: string;
  accountId: string;
  billDate: string;
  amount: string;
  giftAmount: string;
  remark: string;
}

export const emptyCz = (billDate: string): CzForm => ({
  customId: '',
  customName: '',
  accountId: '',
  billDate,
  amount: '',
  giftAmount: '',
  remark: '',
});

/** A draft as its form, to change it. */
export const czFormOf = (d: CzDetail): CzForm => ({
  customId: d.customId,
  customName: d.customName ?? '',
  accountId: d.accountId,
  billDate: d.billDate,
  amount: String(d.amount),
  giftAmount: d.giftAmount ? String(d.giftAmount) : '',
  remark: d.remark ?? '',
});

export type CzProblems = Partial<Record<'customId' | 'accountId' | 'billDate' | 'amount' | 'giftAmount', string>>;

/** The server's rules with its wording. */
export function czProblems(k: CzKind, f: CzForm): CzProblems {
  return {
    customId: f.customId ? undefined : '请选择客户',
    accountId: f.accountId ? undefined : '请选择结算账户',
    billDate: f.billDate ? undefined : '请选择单据日期',
    amount: moneyProblem(f.amount, '金额', false),
    giftAmount: k.gift && f.giftAmount.trim() ? moneyProblem(f.giftAmount, '赠送金额', true) : undefined,
  };
}

export const hasProblems = (p: object) => Object.values(p).some(Boolean);

/** What the customer's prepaid gets: the amount paid and the gift. */
export const czCredit = (k: CzKind, f: CzForm) => round((toNumber(f.amount) ?? 0) + (k.gift ? (toNumber(f.giftAmount) ?? 0) : 0), 2);

/** The form as CustomCz/Save and Update take it: a top-up's gift and the remark even when empty, so that an update clears them. */
export const toCzInput = (k: CzKind, f: CzForm, audit: boolean): CzSaveInput => ({
  czType: k.czType,
  customId: f.customId,
  accountId: f.accountId,
  billDate: f.billDate,
  amount: toNumber(f.amount) ?? 0,
  ...(k.gift && { giftAmount: toNumber(f.giftAmount) ?? 0 }),
  remark: f.remark.trim(),
  ...(audit && { audit: true }),
});

export interface ReturnForm {
  amount: string;
  accountId: string;
  billDate: string;
  remark: string;
}

/** 退还: what the deposit still holds, out of its own account, today. */
export const returnFormOf = (d: CzDetail, today: string): ReturnForm => ({
  amount: String(d.heldAmount),
  accountId: d.accountId,
  billDate: today,
  remark: '',
});

export function returnProblems(f: ReturnForm, held: number): Partial<Record<'amount' | 'accountId', string>> {
  const amount =
    moneyProblem(f.amount, '退还金额', false) ?? ((toNumber(f.amount) ?? 0) > held ? `退还金额不能大于未退还的${held}` : undefined);
  return { amount, accountId: f.accountId ? undefined : '请选择退还账户' };
}

export const toReturnInput = (f: ReturnForm): DepositReturnInput => ({
  amount: toNumber(f.amount) ?? 0,
  accountId: f.accountId,
  billDate: f.billDate,
  ...(f.remark.trim() && { remark: f.remark.trim() }),
});
