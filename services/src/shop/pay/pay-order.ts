import { BusinessRuleError, ConflictError, NotFoundError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';
import { D, dec } from '../../shared/decimal';
import type { PaidNotice, PayChannel } from './providers';

/** One payment asked of a provider: `PayOrder-{payOrderId}`, the id the provider knows it by. */
export const payOrderStream = (payOrderId: string) => `PayOrder-${payOrderId}`;

/**
 * A store order paid online by its buyer, a sale paid at the counter by the customer's 付款码, an edition a company buys
 * of the platform, or a customer's balance paid from their 对账单's link.
 */
export type PaySource = 'store' | 'counter' | 'edition' | 'statement';

export interface PayOrderCreated {
  payOrderId: string;
  source: PaySource;
  /** The store order (store). */
  orderId?: string;
  orderNo?: string;
  /** The 销售单 (counter) and its customer, whom the receipt is of. */
  saleId?: string;
  billNo?: string;
  partnerId?: string;
  /** The edition bought (edition): its purchase and receipt number, and the company buying it. */
  purchaseId?: string;
  purchaseNo?: string;
  buyerId?: string;
  /** The 对账单 paid from its link (statement); its customer is partnerId. */
  statementId?: string;
  provider: string;
  channel: PayChannel;
  amount: string;
  expiresAt: string;
  /** The merchant account it was asked with: a notification for another is not of it. */
  merchantId: string;
  appId: string;
  /** 结算账户 of the receipt. */
  accountId: string;
  /** What the buyer was given to pay with (qr, wap): given again when they ask again. */
  codeUrl?: string;
  payUrl?: string;
}

export interface RefundAsked {
  refundId: string;
  amount: string;
  reason: string;
  /** The 销售退货单 whose money goes back through this payment. */
  saleReturnId?: string;
}

export interface RefundDone {
  refundId: string;
  refundNo: string;
  amount: string;
  at: string;
}

/** A finance document posted for the payment (the 收款单 of a sale) or one of its refunds (the 客户退款单 of a return). */
export interface MoneyPosted {
  docId: string;
  billNo: string;
  refundId?: string;
  /** The sale the receipt is of: a store order's once it is turned into one. */
  saleId?: string;
  saleBillNo?: string;
}

export type PayOrderEvent =
  | { type: 'Created'; data: PayOrderCreated }
  | { type: 'Paid'; data: PaidNotice }
  | { type: 'Closed'; data: { reason: string } }
  | { type: 'Failed'; data: { reason: string } }
  | { type: 'RefundAsked'; data: RefundAsked }
  | { type: 'Refunded'; data: RefundDone }
  | { type: 'RefundFailed'; data: { refundId: string; reason: string } }
  | { type: 'ReceiptPosted'; data: MoneyPosted }
  | { type: 'RefundPosted'; data: MoneyPosted };

export const PAY_ORDER_EVENTS = eventNames('PayOrder', [
  'Created',
  'Paid',
  'Closed',
  'Failed',
  'RefundAsked',
  'Refunded',
  'RefundFailed',
  'ReceiptPosted',
  'RefundPosted',
] as const);

/** The 操作日志's and the history's words for each event. */
export const PAY_ORDER_TITLES: Record<string, string> = {
  [PAY_ORDER_EVENTS.Created]: '发起在线支付',
  [PAY_ORDER_EVENTS.Paid]: '在线支付到账',
  [PAY_ORDER_EVENTS.Closed]: '关闭在线支付',
  [PAY_ORDER_EVENTS.Failed]: '在线支付失败',
  [PAY_ORDER_EVENTS.RefundAsked]: '申请退款',
  [PAY_ORDER_EVENTS.Refunded]: '退款成功',
  [PAY_ORDER_EVENTS.RefundFailed]: '退款失败',
  [PAY_ORDER_EVENTS.ReceiptPosted]: '生成收款单',
  [PAY_ORDER_EVENTS.RefundPosted]: '生成客户退款单',
};

export type PayStatus = 'created' | 'paid' | 'closed' | 'failed';

export interface RefundState extends RefundAsked {
  status: 'processing' | 'success' | 'failed';
  refundNo?: string;
  posted?: MoneyPosted;
}

export interface PayOrderState {
  created: PayOrderCreated | null;
  status: PayStatus;
  paid: PaidNotice | null;
  /** Paid after it was closed or failed: the money was taken all the same. */
  paidLate: boolean;
  refunds: RefundState[];
  receipt: MoneyPosted | null;
}

export const noPayOrder: PayOrderState = { created: null, status: 'created', paid: null, paidLate: false, refunds: [], receipt: null };

const withRefund = (s: PayOrderState, refundId: string, change: Partial<RefundState>): PayOrderState => ({
  ...s,
  refunds: s.refunds.map((r) => (r.refundId === refundId ? { ...r, ...change } : r)),
});

export function evolvePayOrder(s: PayOrderState, e: PayOrderEvent): PayOrderState {
  switch (e.type) {
    case 'Created': {
      // A payment asked before counter payments and refunds: a store order's, by QR code.
      const c: Partial<PayOrderCreated> = e.data;
      const created = {
        ...e.data,
        source: c.source ?? 'store',
        channel: c.channel ?? 'qr',
        expiresAt: c.expiresAt ?? '',
        merchantId: c.merchantId ?? '',
        appId: c.appId ?? '',
        accountId: c.accountId ?? '',
      };
      return { ...noPayOrder, created };
    }
    case 'Paid':
      return { ...s, status: 'paid', paid: e.data, paidLate: s.status !== 'created' };
    case 'Closed':
      return { ...s, status: 'closed' };
    case 'Failed':
      return { ...s, status: 'failed' };
    case 'RefundAsked':
      return { ...s, refunds: [...s.refunds, { ...e.data, status: 'processing' }] };
    case 'Refunded':
      return withRefund(s, e.data.refundId, { status: 'success', refundNo: e.data.refundNo });
    case 'RefundFailed':
      return withRefund(s, e.data.refundId, { status: 'failed' });
    case 'ReceiptPosted':
      return { ...s, receipt: e.data };
    case 'RefundPosted':
      return withRefund(s, e.data.refundId!, { posted: e.data });
  }
}

const label = (c: PayOrderCreated) =>
  c.source === 'store'
    ? `订单${c.orderNo}`
    : c.source === 'edition'
      ? `购买单${c.purchaseNo}`
      : c.source === 'statement'
        ? '对账单'
        : `销售单${c.billNo}`;

/** What may still be refunded: the amount paid less the refunds made or under way. */
export const refundable = (s: PayOrderState) =>
  s.paid ? dec(s.paid.amount).minus(s.refunds.filter((r) => r.status !== 'failed').reduce((t, r) => t.plus(r.amount), dec(0))) : dec(0);

/** The sale a payment is of: the counter's, or the one its store order was turned into. */
export const saleOf = (s: PayOrderState) => s.created?.saleId ?? s.receipt?.saleId;

/** What was refunded for good. */
export const refunded = (s: PayOrderState) => s.refunds.filter((r) => r.status === 'success').reduce((t, r) => t.plus(r.amount), dec(0));

function mustExist(s: PayOrderState): PayOrderCreated {
  if (!s.created) throw new NotFoundError('支付单不存在');
  return s.created;
}

/**
 * A payment is asked once. What the provider reports of it is recorded once: providers repeat their notifications
 * until answered, so a repeat changes nothing; a report for another amount is refused. A payment reported paid after
 * it was closed or failed is recorded all the same (the buyer's money was taken): the caller refunds it when its
 * order is gone. Refunds, whole or partial, never exceed what was paid less what is refunded or being refunded.
 */
export const decidePayOrder = {
  create(s: PayOrderState, payment: PayOrderCreated): PayOrderEvent[] {
    if (s.created) throw new ConflictError('支付单已存在');
    return [{ type: 'Created', data: payment }];
  },
  paid(s: PayOrderState, notice: PaidNotice): PayOrderEvent[] {
    const c = mustExist(s);
    if (s.paid) {
      if (s.paid.tradeNo === notice.tradeNo) return [];
      throw new BusinessRuleError('ALREADY_PAID', `${label(c)}已支付（交易号${s.paid.tradeNo}）`);
    }
    if (!new D(notice.amount).eq(c.amount))
      throw new BusinessRuleError(
        'AMOUNT_MISMATCH',
        `支付金额${dec(notice.amount).toFixed(2)}与${label(c)}应付金额${new D(c.amount).toFixed(2)}不符`,
      );
    return [{ type: 'Paid', data: notice }];
  },
  /** Closed (by us, by its expiry or the provider): a payment already paid, closed or failed stays as it is. */
  closed(s: PayOrderState, reason: string): PayOrderEvent[] {
    mustExist(s);
    return s.status === 'created' ? [{ type: 'Closed', data: { reason } }] : [];
  },
  failed(s: PayOrderState, reason: string): PayOrderEvent[] {
    mustExist(s);
    return s.status === 'created' ? [{ type: 'Failed', data: { reason } }] : [];
  },
  askRefund(s: PayOrderState, ask: RefundAsked): PayOrderEvent[] {
    const c = mustExist(s);
    if (!s.paid) throw new BusinessRuleError('NOT_PAID', `${label(c)}的支付未到账，不能退款`);
    if (!dec(ask.amount).gt(0)) throw new BusinessRuleError('VALIDATION', '退款金额必须大于0');
    const left = refundable(s);
    if (dec(ask.amount).gt(left))
      throw new BusinessRuleError('OVER_REFUND', `退款金额${dec(ask.amount).toFixed(2)}超过可退金额${left.toFixed(2)}`);
    return [{ type: 'RefundAsked', data: { ...ask, amount: dec(ask.amount).toFixed(2) } }];
  },
  /** The provider's word on a refund: recorded once; success for another amount than asked is refused. */
  refunded(s: PayOrderState, done: RefundDone): PayOrderEvent[] {
    mustExist(s);
    const r = s.refunds.find((x) => x.refundId === done.refundId);
    if (!r) throw new NotFoundError('退款单不存在');
    if (r.status === 'success') return [];
    if (!dec(done.amount).eq(r.amount))
      throw new BusinessRuleError('AMOUNT_MISMATCH', `退款金额${dec(done.amount).toFixed(2)}与申请的${dec(r.amount).toFixed(2)}不符`);
    return [{ type: 'Refunded', data: done }];
  },
  refundFailed(s: PayOrderState, refundId: string, reason: string): PayOrderEvent[] {
    mustExist(s);
    const r = s.refunds.find((x) => x.refundId === refundId);
    if (!r) throw new NotFoundError('退款单不存在');
    return r.status === 'processing' ? [{ type: 'RefundFailed', data: { refundId, reason } }] : [];
  },
  /** The payment's receipt is posted once. */
  receiptPosted(s: PayOrderState, doc: MoneyPosted): PayOrderEvent[] {
    mustExist(s);
    return s.paid && !s.receipt ? [{ type: 'ReceiptPosted', data: doc }] : [];
  },
  /** A refund's money paid back is posted once. */
  refundPosted(s: PayOrderState, doc: MoneyPosted & { refundId: string }): PayOrderEvent[] {
    const r = s.refunds.find((x) => x.refundId === doc.refundId);
    return r?.status === 'success' && !r.posted ? [{ type: 'RefundPosted', data: doc }] : [];
  },
};
