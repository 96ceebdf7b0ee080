import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { dec } from '../shared/decimal';
import { computeLines, qtyBySku } from './lines';

const units = new Map([
  [
    's1',
    {
      unitName: '瓶',
      units: [
        { unitName: '瓶', ratio: '1' },
        { unitName: '箱', ratio: '24' },
      ],
    },
  ],
  ['s2', { unitName: '个', units: [{ unitName: '个', ratio: '1' }] }],
]);

test('amounts, tax and the main-unit quantity of each line', () => {
  const { lines, totals } = computeLines(
    [{ skuId: 's1', qty: dec(2), price: dec('48.5'), unitName: '箱', discount: dec(90), taxRate: dec(13) }],
    units,
    'w1',
  );
  assert.equal(lines[0].baseQty, '48');
  assert.equal(lines[0].amount, '87.3');
  assert.equal(lines[0].taxAmount, '11.35');
  assert.equal(lines[0].lineTotal, '98.65');
  assert.equal(lines[0].warehouseId, 'w1');
  assert.deepEqual(totals, { amount: '87.3', taxAmount: '11.35', discountAmount: '0', totalAmount: '98.65' });
});

test('the header discount is shared over the lines and the cost adds up exactly', () => {
  const { lines, totals } = computeLines(
    [
      { skuId: 's1', qty: dec(1), price: dec(10) },
      { skuId: 's2', qty: dec(3), price: dec('3.33') },
      { skuId: 's2', qty: dec(1), price: dec(1), warehouseId: 'w2' },
    ],
    units,
    'w1',
    dec(1),
  );
  assert.equal(totals.totalAmount, '19.99');
  assert.equal(lines.reduce((s, l) => s.plus(l.costAmount), dec(0)).toString(), '19.99');
  assert.deepEqual(
    [...qtyBySku(lines).entries()].map(([k, v]) => [k, v.toString()]),
    [
      ['s1', '1'],
      ['s2', '4'],
    ],
  );
});

test('a unit the SKU does not have, an unknown SKU and a discount above the total are refused', () => {
  assert.throws(
    () => computeLines([{ skuId: 's2', qty: dec(1), price: dec(1), unitName: '箱' }], units, 'w'),
    /明细第1行的单位“箱”不是该商品的单位/,
  );
  assert.throws(() => computeLines([{ skuId: 'x', qty: dec(1), price: dec(1) }], units, 'w'), /明细第1行的商品不存在/);
  assert.throws(() => computeLines([{ skuId: 's2', qty: dec(1), price: dec(1) }], units, 'w', dec(2)), /整单优惠不能大于单据金额/);
});

test('a line whose amount or main-unit quantity would pass twelve integer digits is refused, naming the line', () => {
  assert.throws(
    () =>
      computeLines(
        [
          { skuId: 's1', qty: dec(1), price: dec(1) },
          { skuId: 's1', qty: dec('999999999'), price: dec('999999') },
        ],
        units,
        'w',
      ),
    /明细第2行的金额或数量超出上限999999999999\.999999/,
  );
  assert.throws(() => computeLines([{ skuId: 's1', qty: dec('100000000000'), price: dec(0), unitName: '箱' }], units, 'w'), /明细第1行/);
  assert.doesNotThrow(() => computeLines([{ skuId: 's1', qty: dec('999999'), price: dec('999999') }], units, 'w'));
});
