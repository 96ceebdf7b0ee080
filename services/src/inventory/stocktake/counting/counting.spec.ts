import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import { COUNT_EVENTS, type Counted, decideCount, evolveCount, mergeCounts, type CountState } from './counting';

const count = (skuId: string, zone: string, counterId: string, qty: string): Counted => ({
  invtakId: 'T1',
  skuId,
  zone,
  qty,
  counterId,
  counterName: counterId === 'u1' ? '小王' : '小李',
});

/** Given these counts, when one more comes: the events decided. */
const given = (...before: Counted[]) => ({
  when: (c: Counted) =>
    decideCount(before.map((data) => ({ type: 'Counted' as const, data })).reduce(evolveCount, new Map() as CountState), c),
});

const stored = (data: Counted, at: string) => ({ type: COUNT_EVENTS.Counted, data, metadata: { at } }) as StoredEvent<Counted>;

test('a count is an event with who, where and how many; taking one back is allowed down to zero, not below', () => {
  assert.deepEqual(given().when(count('soy', 'A货架', 'u1', '1')), [{ type: 'Counted', data: count('soy', 'A货架', 'u1', '1') }]);
  assert.deepEqual(given(count('soy', 'A货架', 'u1', '2')).when(count('soy', 'A货架', 'u1', '-2')).length, 1);
  assert.throws(() => given(count('soy', 'A货架', 'u1', '2')).when(count('soy', 'A货架', 'u1', '-3')), /您在“A货架”的计数不足3/);
  // Another zone's, or another person's, count is not the caller's to take back.
  assert.throws(() => given(count('soy', 'B货架', 'u1', '2'), count('soy', 'A货架', 'u2', '2')).when(count('soy', 'A货架', 'u1', '-1')));
  assert.throws(() => given().when(count('soy', 'A货架', 'u1', '0')), /数量不能为0/);
});

test('the merged view sums each SKU; one counted in two zones or by two people is a repeat, a count taken back is gone', () => {
  const merged = mergeCounts([
    stored(count('soy', 'A货架', 'u1', '1'), 't1'),
    stored(count('vinegar', 'A货架', 'u1', '3'), 't2'),
    stored(count('soy', 'A货架', 'u1', '1'), 't3'),
    stored(count('soy', 'B货架', 'u2', '4'), 't4'),
    stored(count('salt', 'B货架', 'u2', '1'), 't5'),
    stored(count('vinegar', 'B货架', 'u2', '2'), 't6'),
    stored(count('vinegar', 'B货架', 'u2', '-2'), 't7'),
    stored(count('salt', 'B货架', 'u2', '-1'), 't8'),
  ]);
  assert.deepEqual(
    merged.map((m) => [m.skuId, m.qty, m.repeated, m.parts.map((p) => `${p.zone}/${p.counterName}:${p.qty}@${p.at}`)]),
    [
      ['soy', 6, true, ['A货架/小王:2@t3', 'B货架/小李:4@t4']],
      ['vinegar', 3, false, ['A货架/小王:3@t2']],
    ],
  );
});
