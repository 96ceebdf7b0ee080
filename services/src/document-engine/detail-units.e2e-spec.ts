import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, type TestApp } from '../testing/test-app';
import { shop } from '../testing/stock-shop';

describe('{Doc}/Detail lines carry their product main unit and units over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('a line in 箱 and one in 个 of a product of several units, and a line of a one-unit product', async () => {
    const s = await shop(app, '多单位');
    const cup = (
      await s.call('Product/Save', {
        productName: '纸杯',
        productCode: 'CUP',
        unitName: '个',
        units: [{ unitName: '箱', ratio: 12 }],
        skus: [{ salePrice: 2, purchasePrice: 1 }],
      })
    ).skus[0].skuId;
    const { buyId } = await s.buy(s.w1, [
      { skuId: cup, qty: 1.5, price: 12, unitName: '箱' },
      { skuId: cup, qty: 183, price: 1 },
      { skuId: s.water, qty: 5, price: 3 },
    ]);

    const { lines } = await s.call('Buy/Detail', { buyId });
    const cupUnits = [
      { unitName: '个', ratio: '1' },
      { unitName: '箱', ratio: '12' },
    ];
    assert.deepEqual(JSON.parse(JSON.stringify(lines.map((l: any) => [l.unitName, l.qty, l.baseQty, l.baseUnitName, l.units]))), [
      ['箱', 1.5, 18, '个', cupUnits],
      ['个', 183, 183, '个', cupUnits],
      ['瓶', 5, 5, '瓶', [{ unitName: '瓶', ratio: '1' }]],
    ]);
  });
});
