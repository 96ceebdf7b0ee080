import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { isCode, isDecimal, isEmpty, isPhone, overStockSkus } from './validate';

test('isPhone: 11 digits, 1 then 2-9', () => {
  assert.ok(isPhone('13812345678'));
  assert.ok(!isPhone('11812345678'));
  assert.ok(!isPhone('1381234567'));
  assert.ok(!isPhone('138123456789'));
});

test('isCode: letters, digits, _ and -, non-empty', () => {
  assert.ok(isCode('SP-001_a'));
  assert.ok(!isCode(''));
  assert.ok(!isCode('a b'));
  assert.ok(!isCode('编码'));
});

test('isEmpty treats null, undefined, "", "null" and "undefined" as empty', () => {
  for (const v of [null, undefined, '', 'null', 'undefined']) assert.ok(isEmpty(v), String(v));
  for (const v of [0, ' ', 'x', false]) assert.ok(!isEmpty(v), String(v));
});

test('isDecimal: optional minus, digits, optional fraction', () => {
  for (const v of ['1', '-1', '1.25', '-0.5']) assert.ok(isDecimal(v), String(v));
  for (const v of ['', '.5', '1.', '1e3', 'a', '--1']) assert.ok(!isDecimal(v), String(v));
});

test('overStockSkus flags skus whose total entered count exceeds the available count', () => {
  const lines = [
    { skuId: 'a', qty: 3 },
    { skuId: 'a', qty: '4' },
    { skuId: 'b', qty: 2 },
    { skuId: 'c', qty: 1 },
  ];
  assert.deepEqual(overStockSkus(lines, { a: 6, b: 2 }), ['a', 'c']);
  assert.deepEqual(overStockSkus(lines, { a: 7, b: 2, c: 1 }), []);
});
