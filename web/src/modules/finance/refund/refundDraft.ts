import type { RefundDetail, RefundFrom, RefundSaveInput } from '../api';
import { toNumber } from '../../../utils/format';
import { moneyProblem } from '../moneyProblem';
import { choosesSource, type RefundKind } from './kinds';

export interface RefundForm {
  partnerId: string;
  partnerName: string;
  accountId: string;
  billDate: string;
  amount: string;
  /** '' until the user chooses: then the source that holds something (see sourceOf). */
  refundFrom: RefundFrom | '';
  remark: string;
}

export type RefundField = 'partnerId' | 'accountId' | 'billDate' | 'amount';

export const emptyRefund = (billDate: string): RefundForm => ({
  partnerId: '',
  partnerName: '',
  accountId: '',
  billDate,
  amount: '',
  refundFrom: '',
  remark: '',
});

/** A draft as its form, to change it: where its money comes from as it was chosen. */
export const refundFormOf = (kind: RefundKind, d: RefundDetail): RefundForm => ({
  partnerId: String(d[kind.partner.field] ?? ''),
  partnerName: String(d[kind.partner.nameField] ?? ''),
  accountId: d.accountId,
  billDate: d.billDate,
  amount: String(d.amount),
  refundFrom: choosesSource(kind) ? d.refundFrom : '',
  remark: d.remark ?? '',
});

/** Where the money comes from: as chosen, else the prepaid store value when only it holds anything, else the overpaid credit. */
export const sourceOf = (f: RefundForm, refundable?: Record<RefundFrom, number>): RefundFrom =>
  f.refundFrom || (refundable && refundable.overpaid <= 0 && refundable.prepaid > 0 ? 'prepaid' : 'overpaid');

/** The server's rules with its wording; `refundable` is what the chosen partner may be refunded (once known). */
export function refundProblems(
  kind: RefundKind,
  f: RefundForm,
  refundable?: Record<RefundFrom, number>,
): Partial<Record<RefundField, string>> {
  const amount = moneyProblem(f.amount, '退款金额', false);
  const from = sourceOf(f, refundable);
  const left = refundable?.[from];
  const over = !amount && left !== undefined && (toNumber(f.amount) ?? 0) > left;
  const problems: Partial<Record<RefundField, string>> = {
    partnerId: f.partnerId ? undefined : `请选择${kind.partner.label}`,
    accountId: f.accountId ? undefined : '请选择结算账户',
    billDate: f.billDate ? undefined : '请选择单据日期',
    amount: over ? `退款金额不能超过可退的${kind.sources[from]}${left}` : amount,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, m]) => m)) as Partial<Record<RefundField, string>>;
}

/** The form as {CustomRefund|SupplierRefund}/Save and Update take it (the remark even when empty, so that an update clears it); only a customer refund says where the money comes from. */
export const toRefundInput = (
  kind: RefundKind,
  f: RefundForm,
  audit: boolean,
  refundable?: Record<RefundFrom, number>,
): RefundSaveInput => ({
  [kind.partner.field]: f.partnerId,
  accountId: f.accountId,
  billDate: f.billDate,
  amount: toNumber(f.amount) ?? 0,
  ...(choosesSource(kind) && { refundFrom: sourceOf(f, refundable) }),
  remark: f.remark.trim(),
  ...(audit && { audit: true }),
});
