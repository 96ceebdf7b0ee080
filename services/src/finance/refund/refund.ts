import { cashDocDecider, PartnerPayment } from '../cash-document/cash-document';

/**
 * Where a customer refund's money comes from: the credit on the receivable (多收款: paid beyond what was owed) or the
 * prepaid store value (预存款, CustomCz). A supplier refund is always of the credit on the payable.
 */
export type RefundFrom = 'overpaid' | 'prepaid';

export interface RefundSaved extends PartnerPayment {
  refundFrom: RefundFrom;
}

export const REFUND_EVENTS = ['Saved', 'Posted', 'Reversed', 'Removed'] as const;

/** A refund's lifecycle: the audit pays it out (or takes it in), a write-back takes it back; `title` 客户退款单 or 供应商退款单. */
export const decideRefund = (title: string) => cashDocDecider<RefundSaved>(() => title);
