import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import type { EventSourcing } from '../../shared/es/event-sourcing';
import { PriceBill, priceAppends, priceRestoreAppends, PriceSetting } from './price-change';

const BILL: PriceBill = { docId: 'd1', billNo: 'TJ1', billType: 120 };
const created = {
  type: 'ProductCreated',
  data: {
    productId: 'p1',
    productName: '水',
    skus: [{ skuId: 's1', spec: '', salePrice: '10', purchasePrice: '3', wholesalePrice: null, lowestPrice: null }],
  },
};
const PRODUCT_OF = new Map([['s1', 'p1']]);

/** An event store holding these events of product p1. */
const store = (events: { type: string; data: object }[]) =>
  ({
    load: async (_id: string, _c: string, initial: unknown, evolve: (s: unknown, e: StoredEvent) => unknown) => ({
      state: (events as StoredEvent[]).reduce(evolve, initial),
      version: events.length,
    }),
  }) as unknown as EventSourcing;

const set = (priceType: string, price: string, lineNo = 1): PriceSetting => ({ lineNo, skuId: 's1', priceType, price });
/** Given the product's events, when a 调价单 sets these prices: the events appended (at the version read). */
const given = (...events: { type: string; data: object }[]) => ({
  audited: async (...settings: PriceSetting[]) =>
    (await priceAppends(store(events), 'c1', settings, PRODUCT_OF, BILL)).map((s) => [s.expectedVersion, s.events]),
  writtenBack: async (...settings: PriceSetting[]) =>
    (await priceRestoreAppends(store(events), 'c1', settings, PRODUCT_OF, BILL)).map((s) => [s.expectedVersion, s.events]),
});

describe('given a product, when a 调价单 sets its prices, then the product records them naming the bill', () => {
  test('its own prices in one change per SKU, level prices in the SKU’s whole set; a price already so is left alone', async () => {
    assert.deepEqual(
      await given(created).audited(set('salePrice', '12'), set('wholesalePrice', '9'), set('purchasePrice', '3'), set('grade:g1', '8.5')),
      [
        [
          1,
          [
            { type: 'ProductSkuUpdated', data: { skuId: 's1', salePrice: '12', wholesalePrice: '9', bill: BILL } },
            { type: 'ProductGradePricesSet', data: { skuId: 's1', prices: [{ gradeId: 'g1', price: '8.5' }], bill: BILL } },
          ],
        ],
      ],
    );
    assert.deepEqual(await given(created).audited(set('salePrice', '10.00')), [], 'no change, nothing appended');
  });

  test('a write-back puts back each price as the bill found it: a level price it added is taken out', async () => {
    const audit = [
      { type: 'ProductGradePricesSet', data: { skuId: 's1', prices: [{ gradeId: 'g2', price: '9' }] } },
      { type: 'ProductSkuUpdated', data: { skuId: 's1', salePrice: '12', wholesalePrice: '9', bill: BILL } },
      {
        type: 'ProductGradePricesSet',
        data: {
          skuId: 's1',
          prices: [
            { gradeId: 'g2', price: '9' },
            { gradeId: 'g1', price: '8.5' },
          ],
          bill: BILL,
        },
      },
    ];
    const back = { ...BILL, reversal: true };
    assert.deepEqual(
      await given(created, ...audit).writtenBack(set('salePrice', '12'), set('wholesalePrice', '9'), set('grade:g1', '8.5')),
      [
        [
          4,
          [
            { type: 'ProductSkuUpdated', data: { skuId: 's1', salePrice: '10', wholesalePrice: null, bill: back } },
            { type: 'ProductGradePricesSet', data: { skuId: 's1', prices: [{ gradeId: 'g2', price: '9' }], bill: back } },
          ],
        ],
      ],
    );
  });

  test('a write-back after the price was changed again is refused naming the line', async () => {
    const later = { type: 'ProductSkuUpdated', data: { skuId: 's1', salePrice: '14' } };
    await assert.rejects(
      given(created, { type: 'ProductSkuUpdated', data: { skuId: 's1', salePrice: '12', bill: BILL } }, later).writtenBack(
        set('salePrice', '12', 2),
      ),
      {
        code: 'PRICE_CHANGED',
        message: '明细第2行的价格在本单之后已被改为14，不能红冲',
      },
    );
  });

  test('a removed product is refused', async () => {
    await assert.rejects(given(created, { type: 'ProductRemoved', data: {} }).audited(set('salePrice', '1')), { code: 'NOT_FOUND' });
  });
});
