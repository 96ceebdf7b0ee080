import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { confirmLines } from './confirmation';

const open = [
  { lineNo: 1, openQty: 3 },
  { lineNo: 2, openQty: 0.3 },
];

test('the typed quantities become the lines to confirm; blank or 0 lines are left for later', () => {
  assert.deepEqual(confirmLines(open, { 1: '2', 2: '' }, '入库'), { lines: [{ lineNo: 1, qty: 2 }] });
  assert.deepEqual(confirmLines(open, { 1: '3', 2: '0.3' }, '入库'), {
    lines: [
      { lineNo: 1, qty: 3 },
      { lineNo: 2, qty: 0.3 },
    ],
  });
  assert.deepEqual(confirmLines(open, { 1: '0', 2: '0.1' }, '出库'), { lines: [{ lineNo: 2, qty: 0.1 }] });
});

test('more than is open, not a number, or nothing at all is refused, naming the line', () => {
  assert.deepEqual(confirmLines(open, { 1: '3.5' }, '入库'), { problem: '第1行本次入库数量不能超过待入库数量3' });
  assert.deepEqual(confirmLines(open, { 2: 'abc' }, '出库'), { problem: '第2行本次出库数量必须是不小于0的数字' });
  assert.deepEqual(confirmLines(open, { 1: '-1' }, '出库'), { problem: '第1行本次出库数量必须是不小于0的数字' });
  assert.deepEqual(confirmLines(open, { 1: '', 2: '0' }, '入库'), { problem: '请填写本次入库数量' });
});
