import { EDITIONS } from '../contracts';
import { dec } from '../shared/decimal';
import { BusinessRuleError, NotFoundError, ValidationError } from '../shared/errors';
import { eventNames } from '../shared/es/event-names';
import { PriceList, priceOf, TERMS } from './edition-prices';

/** A company's editions bought: one stream per company (a handful of purchases a year), under the company. */
export const purchasesStream = (companyId: string) => `EditionPurchases-${companyId}`;

/** An edition and term ordered at the price of the day, and the payment asked for it of the platform's merchant account. */
export interface EditionOrdered {
  purchaseId: string;
  /** The receipt's number: GM + the day + a serial. */
  purchaseNo: string;
  productType: number;
  years: number;
  amount: string;
  payOrderId: string;
  provider: string;
  orderedBy: string;
}

/** The payment confirmed: the edition the company has from now on, and the day its term ends. */
export interface EditionPaid {
  purchaseId: string;
  tradeNo: string;
  paidAt: string;
  previousProductType: number;
  previousEndTime: string | null;
  endTime: string;
}

export type PurchaseEvent = { type: 'Placed'; data: EditionOrdered } | { type: 'Paid'; data: EditionPaid };
export const PURCHASE_EVENTS = eventNames('EditionPurchase', ['Placed', 'Paid'] as const);
export const PURCHASE_TITLES: Record<string, string> = {
  [PURCHASE_EVENTS.Placed]: '下单购买版本',
  [PURCHASE_EVENTS.Paid]: '购买版本付款成功',
};

/** The 操作日志's name for a company's purchases stream. */
export const PURCHASE_STREAM_TITLES: Record<string, string> = { EditionPurchases: '购买版本' };

export interface Purchase extends EditionOrdered {
  paid?: EditionPaid;
}

export interface Purchases {
  list: Purchase[];
}

export const noPurchases: Purchases = { list: [] };

export function evolvePurchases(s: Purchases, e: PurchaseEvent): Purchases {
  switch (e.type) {
    case 'Placed':
      return { list: [...s.list, e.data] };
    case 'Paid':
      return { list: s.list.map((p) => (p.purchaseId === e.data.purchaseId ? { ...p, paid: e.data } : p)) };
  }
}

/** The same day `years` later (29 February becomes 28 February). */
export function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The company as a purchase finds it: its edition and the last day of its term (null: the free edition, unlimited). */
export interface Subscription {
  productType: number;
  endTime: string | null;
}

/**
 * An edition is bought for a term at the operators' price of the day. Paid, it is applied once: the company has the
 * edition from then on and its term runs `years` from the later of today and the end of its current term (a trial's
 * or a paid one's days left are kept); a repeated confirmation changes nothing, one for another amount is refused.
 */
export const decidePurchase = {
  /** Today's price of an edition for a term; refused when it is not sold so. */
  quote(prices: PriceList, productType: number, years: number): string {
    if (!EDITIONS[productType]) throw new ValidationError('版本不在可选范围内', 'productType');
    if (!(TERMS as readonly number[]).includes(years)) throw new ValidationError('购买年限不在可选范围内', 'years');
    const amount = priceOf(prices, productType, years);
    if (!amount) throw new BusinessRuleError('NOT_SOLD', `${EDITIONS[productType]}${years}年暂未开放购买，请联系客服`);
    return amount;
  },
  order(s: Purchases, prices: PriceList, o: Omit<EditionOrdered, 'amount'>): PurchaseEvent[] {
    const amount = decidePurchase.quote(prices, o.productType, o.years);
    if (s.list.some((p) => p.purchaseId === o.purchaseId)) return [];
    return [{ type: 'Placed', data: { ...o, amount } }];
  },
  paid(s: Purchases, f: { purchaseId: string; tradeNo: string; amount: string; paidAt: string }, now: Subscription, today: string) {
    const p = s.list.find((x) => x.purchaseId === f.purchaseId);
    if (!p) throw new NotFoundError('购买单不存在');
    if (p.paid) return [];
    if (!dec(f.amount).eq(p.amount))
      throw new BusinessRuleError('AMOUNT_MISMATCH', `支付金额${dec(f.amount).toFixed(2)}与购买单${p.purchaseNo}应付金额${p.amount}不符`);
    const from = now.endTime && now.endTime > today ? now.endTime : today;
    const paid: EditionPaid = {
      purchaseId: p.purchaseId,
      tradeNo: f.tradeNo,
      paidAt: f.paidAt,
      previousProductType: now.productType,
      previousEndTime: now.endTime,
      endTime: yearsAfter(from, p.years),
    };
    return [{ type: 'Paid', data: paid } as PurchaseEvent];
  },
};
