import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { DocLineRow } from '../../document-engine';
import { groupBySupplier } from './groupBySupplier';

const line = (docId: string, partnerName: string, lineTotal: number | null) => ({ docId, partnerName, lineTotal }) as DocLineRow;

test('lines are summed up per supplier, documents counted once, the largest amount first', () => {
  const groups = groupBySupplier([line('r1', '甲', 0.1), line('r1', '甲', 0.2), line('r2', '乙', 5), line('r3', '甲', 10)]);
  assert.deepEqual(groups, [
    { partnerName: '甲', bills: 2, lines: 3, lineTotal: 10.3 },
    { partnerName: '乙', bills: 1, lines: 1, lineTotal: 5 },
  ]);
});

test('without the price flag the amounts stay hidden', () => {
  assert.equal(groupBySupplier([line('r1', '甲', null), line('r2', '甲', null)])[0].lineTotal, null);
});
