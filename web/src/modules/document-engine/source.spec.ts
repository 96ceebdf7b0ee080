import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { DocDetailLine } from './api';
import { openLines } from './source';

const line = (lineNo: number, skuId: string, unitName: string, qty: number, baseQty: number) =>
  ({ lineNo, skuId, unitName, qty, baseQty }) as DocDetailLine;

test("a source keeps only what is still open, in each line's own unit", () => {
  const lines = [line(1, 'cola', '箱', 2, 48), line(2, 'water', '瓶', 5, 5), line(3, 'cola', '瓶', 6, 6)];
  const open = openLines({
    lines,
    remaining: [
      { skuId: 'cola', qty: 30 },
      { skuId: 'water', qty: 0 },
    ],
  });
  assert.deepEqual(
    open.map((o) => [o.line.lineNo, o.qty, o.limit]),
    [[1, 1.25, 30]],
    'the first 可乐 line takes all 30 瓶 left; water is all returned',
  );
  const more = openLines({
    lines,
    remaining: [
      { skuId: 'cola', qty: 50 },
      { skuId: 'water', qty: 5 },
    ],
  });
  assert.deepEqual(
    more.map((o) => [o.line.lineNo, o.qty, o.limit]),
    [
      [1, 2, 50],
      [2, 5, 5],
      [3, 2, 50],
    ],
  );
});

test('a SKU the server does not list has nothing open', () => {
  assert.deepEqual(openLines({ lines: [line(1, 'x', '个', 1, 1)], remaining: [] }), []);
});
