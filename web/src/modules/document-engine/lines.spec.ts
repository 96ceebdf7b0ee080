import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { addSku, changeUnit, conversionHint, docTotals, lineAmounts, newLine, shortLines, toLineInputs } from './lines';
import { sku } from './testing';

test('a line is qty × price × discount%, tax on top, each rounded to cents like the server', () => {
  assert.deepEqual(lineAmounts({ qty: '2', price: '48.5', discount: '90', taxRate: '13' }), {
    amount: 87.3,
    taxAmount: 11.35,
    lineTotal: 98.65,
  });
  assert.deepEqual(lineAmounts({ qty: '2', price: '0.575', discount: '100', taxRate: '0' }), {
    amount: 1.15,
    taxAmount: 0,
    lineTotal: 1.15,
  });
  assert.deepEqual(
    lineAmounts({ qty: '', price: 'x', discount: '', taxRate: '' }),
    { amount: 0, taxAmount: 0, lineTotal: 0 },
    'blanks preview as nothing',
  );
});

test('totals add the lines and take off the header discount; quantities count in the main unit', () => {
  const a = { ...newLine('a', sku(), 10), qty: '1', unitName: '箱' };
  const b = { ...newLine('b', sku({ skuId: 's2' }), 3.33), qty: '3', taxRate: '10' };
  assert.deepEqual(docTotals([a, b], '1'), {
    qty: 27,
    amount: 19.99,
    taxAmount: 1,
    lineTotal: 20.99,
    discountAmount: 1,
    totalAmount: 19.99,
  });
  assert.equal(docTotals([], '').totalAmount, 0);
});

test('unit conversion: the main-unit quantity, spelled largest to smallest when it has several units', () => {
  assert.equal(conversionHint({ sku: sku(), unitName: '箱', qty: '1.5' }, 2), '36.00瓶（1箱12瓶）');
  assert.equal(conversionHint({ sku: sku(), unitName: '瓶', qty: '30' }, 0), '30瓶（1箱6瓶）');
  assert.equal(conversionHint({ sku: sku(), unitName: '瓶', qty: '5' }, 0), '5瓶');
  assert.equal(
    conversionHint({ sku: sku({ units: [{ unitName: '瓶', ratio: '1' }] }), unitName: '瓶', qty: '5' }, 0),
    '',
    'one unit: nothing to convert',
  );
  assert.equal(conversionHint({ sku: sku(), unitName: '箱', qty: '' }, 0), '');
});

test('scanning the same SKU again counts one more; another unit or warehouse gets its own line', () => {
  const first = addSku([], sku(), 2, 'n1');
  assert.equal(first.focus, 'n1');
  assert.deepEqual([first.lines[0].qty, first.lines[0].price, first.lines[0].unitName], ['1', '2', '瓶']);
  const again = addSku(first.lines, sku(), 2, 'n2');
  assert.deepEqual([again.lines.length, again.lines[0].qty, again.focus], [1, '2', 'n1']);
  const boxed = [{ ...again.lines[0], unitName: '箱' }];
  assert.equal(addSku(boxed, sku(), null, 'n3').lines.length, 2);
  assert.equal(addSku(boxed, sku(), null, 'n3').lines[1].price, '', 'a hidden price starts blank');
  const apart = addSku(first.lines, sku(), 2, 'n4', false);
  assert.deepEqual([apart.lines.map((l) => l.qty), apart.focus], [['1', '1'], 'n4'], 'a shop that keeps a line per entry');
});

test('the stock check adds lines of one SKU and warehouse and flags them all when over', () => {
  const lines = [
    { ...newLine('a', sku(), 1), qty: '1', unitName: '箱' },
    { ...newLine('b', sku(), 1), qty: '2' },
    { ...newLine('c', sku(), 1), qty: '5', warehouseId: 'w2' },
  ];
  const stock: Record<string, number> = { 'w1|s1': 26, 'w2|s1': 5 };
  assert.deepEqual([...shortLines(lines, 'w1', (s, w) => stock[`${w}|${s}`])], []);
  stock['w1|s1'] = 25;
  assert.deepEqual([...shortLines(lines, 'w1', (s, w) => stock[`${w}|${s}`])], ['a', 'b']);
  assert.deepEqual([...shortLines(lines, 'w1', () => undefined)], [], 'unknown stock is not flagged');
});

test('save input leaves the defaults out', () => {
  const l = { ...newLine('a', sku(), 2), qty: '3' };
  assert.deepEqual(toLineInputs([l]), [{ skuId: 's1', qty: 3, price: 2, unitName: '瓶' }]);
  assert.deepEqual(toLineInputs([{ ...l, discount: '95', taxRate: '13', warehouseId: 'w2', remark: ' 赠品 ' }]), [
    { skuId: 's1', qty: 3, price: 2, unitName: '瓶', discount: 95, taxRate: 13, warehouseId: 'w2', remark: '赠品' },
  ]);
});

test('changing the unit carries the price over by the ratio', () => {
  const l = newLine('a', sku(), 2);
  assert.deepEqual([changeUnit(l, '箱').unitName, changeUnit(l, '箱').price], ['箱', '48']);
  assert.equal(changeUnit(changeUnit(l, '箱'), '瓶').price, '2');
  assert.equal(changeUnit({ ...l, price: '' }, '箱').price, '', 'a blank price stays blank');
});
