import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { marginText, thisMonth, withTotals } from './profit';

test('the report opens on the whole of this month', () => {
  assert.deepEqual(thisMonth(new Date(2026, 1, 10)), { startDate: '2026-02-01', endDate: '2026-02-28' });
  assert.deepEqual(thisMonth(new Date(2024, 11, 31)), { startDate: '2024-12-01', endDate: '2024-12-31' });
});

test('days then a totals row; margins as percentages', () => {
  const day = { billDate: '2026-11-22', saleAmount: 90, costAmount: 60, profit: 30, margin: 33.33 };
  const lines = withTotals({ totals: { saleAmount: 90, costAmount: 60, profit: 30, margin: 33.33 } }, [day]);
  assert.deepEqual(lines.map((l) => l.billDate), ['2026-11-22', '合计']);
  assert.equal(marginText(33.33), '33.33%');
  assert.equal(marginText(-5), '-5.00%');
});
