import { describe, expect, test } from '@jest/globals';
import { decider } from '../testing/given-when-then';
import { decidePrices, evolvePrices, noPrices, PriceList } from './edition-prices';
import { decidePurchase, evolvePurchases, noPurchases, PurchaseEvent, Purchases, yearsAfter } from './edition-purchases';

const prices = decider(evolvePrices, noPrices);
const purchases = decider(evolvePurchases, noPurchases);

const priced = (productType: number, list: Record<string, string>) => ({ type: 'Changed' as const, data: { productType, prices: list } });
const list: PriceList = [priced(2, { 1: '498.00', 2: '898.00' })].reduce(evolvePrices, noPrices);

const placed = (more: Partial<Extract<PurchaseEvent, { type: 'Placed' }>['data']> = {}): PurchaseEvent => ({
  type: 'Placed',
  data: {
    purchaseId: 'p1',
    purchaseNo: 'GM20261128A1',
    productType: 2,
    years: 1,
    amount: '498.00',
    payOrderId: 'pay1',
    provider: 'wechat',
    orderedBy: '老板',
    ...more,
  },
});
const order = {
  purchaseId: 'p1',
  purchaseNo: 'GM20261128A1',
  productType: 2,
  years: 1,
  payOrderId: 'pay1',
  provider: 'wechat',
  orderedBy: '老板',
};
const paidNotice = { purchaseId: 'p1', tradeNo: '4200001', amount: '498', paidAt: '2026-11-28T10:00:00+08:00' };
const paid = (previousProductType: number, previousEndTime: string | null, endTime: string): PurchaseEvent => ({
  type: 'Paid',
  data: { purchaseId: 'p1', tradeNo: '4200001', paidAt: paidNotice.paidAt, previousProductType, previousEndTime, endTime },
});
const TODAY = '2026-11-28';

describe('版本价格 set by operators', () => {
  test('given no prices, when an edition is priced by term, then its prices are set with two decimals; an empty term is not sold', () =>
    prices()
      .when((s) => decidePrices.set(s, 2, { 1: '498', 2: '898.5', 3: '' }))
      .then([priced(2, { 1: '498.00', 2: '898.50' })]));

  test('given the same prices, when they are set again, then nothing changes', () =>
    prices(priced(2, { 1: '498.00' }))
      .when((s) => decidePrices.set(s, 2, { 1: '498' }))
      .then([]));

  test('the free edition and unknown editions are not sold', () => {
    prices()
      .when((s) => decidePrices.set(s, 1, { 1: '10' }))
      .refused('VALIDATION', /版本不在可售范围内/);
    prices()
      .when((s) => decidePrices.set(s, 99, { 1: '10' }))
      .refused('VALIDATION', /版本不在可售范围内/);
  });

  test('a price of 0, below 0, with three decimals or not a number is refused, naming its term', () => {
    for (const bad of ['0', '-1', '1.005', 'abc', '1000000'])
      prices()
        .when((s) => decidePrices.set(s, 2, { 2: bad }))
        .refused('VALIDATION', /^2年价格必须大于0、小于1000000，最多2位小数$/);
  });
});

describe('购买版本', () => {
  test('given prices, when the administrator orders a priced term, then it is placed at that price', () =>
    purchases()
      .when((s) => decidePurchase.order(s, list, order))
      .then([placed()]));

  test('a term or an edition without a price is refused in the business’s words', () => {
    purchases()
      .when((s) => decidePurchase.order(s, list, { ...order, years: 3 }))
      .refused('NOT_SOLD', /^专业单店版3年暂未开放购买，请联系客服$/);
    purchases()
      .when((s) => decidePurchase.order(s, list, { ...order, productType: 9 }))
      .refused('NOT_SOLD', /多店旗舰版1年暂未开放购买/);
    purchases()
      .when((s) => decidePurchase.order(s, list, { ...order, years: 5 }))
      .refused('VALIDATION', /购买年限不在可选范围内/);
  });

  test('given a trial ending in 10 days, when the payment is confirmed, then the term runs a year from the trial’s end', () =>
    purchases(placed())
      .when((s) => decidePurchase.paid(s, paidNotice, { productType: 3, endTime: '2026-12-08' }, TODAY))
      .then([paid(3, '2026-12-08', '2027-12-08')]));

  test('given an expired company, when the payment is confirmed, then the term runs from today', () =>
    purchases(placed({ years: 2 }))
      .when((s) => decidePurchase.paid(s, paidNotice, { productType: 2, endTime: '2026-01-01' }, TODAY))
      .then([paid(2, '2026-01-01', '2028-11-28')]));

  test('given the free edition (no end), when the payment is confirmed, then the term runs from today', () =>
    purchases(placed())
      .when((s) => decidePurchase.paid(s, paidNotice, { productType: 1, endTime: null }, TODAY))
      .then([paid(1, null, '2027-11-28')]));

  test('given a purchase paid, when its payment is confirmed again, then nothing changes (applied once)', () =>
    purchases(placed(), paid(3, null, '2027-11-28'))
      .when((s) => decidePurchase.paid(s, paidNotice, { productType: 2, endTime: '2027-11-28' }, TODAY))
      .then([]));

  test('a confirmation for another amount or an unknown purchase is refused', () => {
    purchases(placed())
      .when((s) => decidePurchase.paid(s, { ...paidNotice, amount: '1' }, { productType: 3, endTime: null }, TODAY))
      .refused('AMOUNT_MISMATCH', /^支付金额1.00与购买单GM20261128A1应付金额498.00不符$/);
    purchases()
      .when((s: Purchases) => decidePurchase.paid(s, paidNotice, { productType: 3, endTime: null }, TODAY))
      .refused('NOT_FOUND', /购买单不存在/);
  });

  test('a year after 29 February is 28 February', () => {
    expect(yearsAfter('2028-02-29', 1)).toBe('2029-02-28');
    expect(yearsAfter('2026-11-28', 3)).toBe('2029-11-28');
  });
});
