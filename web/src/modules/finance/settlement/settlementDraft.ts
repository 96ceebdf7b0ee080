import { isDecimal } from '@jxc/services/contracts';
import type { SettlementSaveInput } from '../api';
import { round, toNumber } from '../../../utils/format';
import { toHxList, type Allocation } from './hx';
import type { SettlementKind } from './kinds';

export interface SettlementForm {
  partnerId: string;
  partnerName: string;
  accountId: string;
  billDate: string;
  amount: string;
  remark: string;
}

export type SettlementField = Exclude<keyof SettlementForm, 'partnerName'>;

export const emptySettlement = (billDate: string): SettlementForm => ({
  partnerId: '',
  partnerName: '',
  accountId: '',
  billDate,
  amount: '',
  remark: '',
});

/** The amount typed, 0 until it is a number. */
export const amountOf = (f: SettlementForm) => toNumber(f.amount) ?? 0;

/** The server's rules with its wording. */
export function settlementProblems(kind: SettlementKind, f: SettlementForm): Partial<Record<SettlementField, string>> {
  const amount = toNumber(f.amount);
  const label = `${kind.verb}金额`;
  const problems: Partial<Record<SettlementField, string>> = {
    partnerId: f.partnerId ? undefined : `请选择${kind.partner.label}`,
    accountId: f.accountId ? undefined : '请选择结算账户',
    billDate: f.billDate ? undefined : '请选择单据日期',
    amount:
      amount === null || !isDecimal(f.amount.trim())
        ? `${label}必须是数字`
        : amount <= 0
          ? `${label}必须大于0`
          : round(amount, 2) !== amount
            ? `${label}最多两位小数`
            : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, m]) => m)) as Partial<Record<SettlementField, string>>;
}

/** The form as {CustomReceive|SupplierPay}/Save takes it. */
export const toSettlementInput = (kind: SettlementKind, f: SettlementForm, a: Allocation, audit: boolean): SettlementSaveInput => {
  const hxList = toHxList(a, kind.target.idField);
  return {
    [kind.partner.field]: f.partnerId,
    accountId: f.accountId,
    billDate: f.billDate,
    amount: amountOf(f),
    ...(hxList.length && { hxList }),
    ...(f.remark.trim() && { remark: f.remark.trim() }),
    ...(audit && { audit: true }),
  };
};
