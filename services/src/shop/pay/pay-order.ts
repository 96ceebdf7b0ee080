import { BusinessRuleError, ConflictError, NotFoundError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';
import { D } from '../../shared/decimal';

/** One online payment asked of a provider for a store order: `PayOrder-{payOrderId}`, the id the provider knows it by. */
export const payOrderStream = (payOrderId: string) => `PayOrder-${payOrderId}`;

export interface PayOrderCreated {
  payOrderId: string;
  orderId: string;
  orderNo: string;
  provider: string;
  amount: string;
}

/** What a provider reports of a payment made: its own trade number, the amount, who paid, how and when. */
export interface PaidNotice {
  payOrderId: string;
  tradeNo: string;
  amount: string;
  payer: string;
  payType: string;
  paidAt: string;
}

export type PayOrderEvent = { type: 'Created'; data: PayOrderCreated } | { type: 'Paid'; data: PaidNotice };

export const PAY_ORDER_EVENTS = eventNames('PayOrder', ['Created', 'Paid'] as const);

export interface PayOrderState {
  created: PayOrderCreated | null;
  paid: PaidNotice | null;
}

export const noPayOrder: PayOrderState = { created: null, paid: null };

export function evolvePayOrder(s: PayOrderState, e: PayOrderEvent): PayOrderState {
  return e.type === 'Created' ? { created: e.data, paid: null } : { ...s, paid: e.data };
}

/**
 * A payment is asked once; the provider's report of it is recorded once (providers repeat their notifications until
 * answered, so a repeat of the same trade records nothing), and only for the amount that was asked.
 */
export const decidePayOrder = {
  create(s: PayOrderState, payment: PayOrderCreated): PayOrderEvent[] {
    if (s.created) throw new ConflictError('支付单已存在');
    return [{ type: 'Created', data: payment }];
  },
  paid(s: PayOrderState, notice: PaidNotice): PayOrderEvent[] {
    if (!s.created) throw new NotFoundError('支付单不存在');
    if (s.paid) {
      if (s.paid.tradeNo === notice.tradeNo) return [];
      throw new BusinessRuleError('ALREADY_PAID', `订单${s.created.orderNo}已支付（交易号${s.paid.tradeNo}）`);
    }
    if (!new D(notice.amount).eq(s.created.amount))
      throw new BusinessRuleError(
        'AMOUNT_MISMATCH',
        `支付金额${notice.amount}与订单${s.created.orderNo}应付金额${new D(s.created.amount).toFixed(2)}不符`,
      );
    return [{ type: 'Paid', data: notice }];
  },
};
