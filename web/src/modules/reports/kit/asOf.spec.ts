import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { periodAsOf } from './asOf';

test('with 截至日期 the period ends that day, from its own start or, where that is later, the first of that month', () => {
  const month = { startDate: '2026-11-01', endDate: '2026-11-30' };
  assert.deepEqual(periodAsOf(month, undefined), month);
  assert.deepEqual(periodAsOf(month, ''), month);
  assert.deepEqual(periodAsOf(month, '2026-11-15'), { startDate: '2026-11-01', endDate: '2026-11-15' });
  assert.deepEqual(periodAsOf(month, '2026-10-20'), { startDate: '2026-10-01', endDate: '2026-10-20' });
  assert.deepEqual(periodAsOf(undefined, '2026-10-20'), { startDate: '2026-10-01', endDate: '2026-10-20' });
});
