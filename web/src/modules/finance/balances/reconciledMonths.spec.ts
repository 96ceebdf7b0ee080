import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { monthOf, withOpenings } from './reconciledMonths';

test("each month opens with the last one's closing balance", () => {
  const month = (m: string, payArrearsAmt: number) => ({
    month: m,
    receviveArrearsAmt: 0,
    saleReturnHxAmount: 0,
    saleHxAmount: 0,
    payArrearsAmt,
  });
  assert.deepEqual(
    withOpenings(10, [month('2026-10', 60), month('2026-11', 40)]).map((m) => [m.month, m.opening, m.payArrearsAmt]),
    [
      ['2026-10', 10, 60],
      ['2026-11', 60, 40],
    ],
  );
});

test('months count back across the year', () => {
  assert.equal(monthOf(new Date(2026, 1, 15)), '2026-02');
  assert.equal(monthOf(new Date(2026, 1, 15), 5), '2025-09');
});
