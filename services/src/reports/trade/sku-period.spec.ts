import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { aboutAMonth, skuPeriod } from './sku-period';

describe('a product report period as months and days of the rollups by SKU', () => {
  test('whole months are months; a month at least four fifths in is the month less its days outside; less of one is its days', () => {
    assert.deepEqual(skuPeriod('2025-01-01', '2025-03-31'), { months: ['2025-01-01', '2025-02-01', '2025-03-01'], days: [] });
    // The last 30 days up to 29 November: 31 October, and November less the 30th.
    assert.deepEqual(skuPeriod('2026-10-31', '2026-11-29'), {
      months: ['2026-11-01'],
      days: [
        { from: '2026-10-31', to: '2026-10-31', sign: 1 },
        { from: '2026-11-30', to: '2026-11-30', sign: -1 },
      ],
    });
    // Across a month's end, a little of each: one range of days.
    assert.deepEqual(skuPeriod('2025-03-30', '2025-04-02'), { months: [], days: [{ from: '2025-03-30', to: '2025-04-02', sign: 1 }] });
    // February of a leap year less its first and last days; three quarters of a month are its days.
    assert.deepEqual(skuPeriod('2024-02-02', '2024-02-28'), {
      months: ['2024-02-01'],
      days: [
        { from: '2024-02-01', to: '2024-02-01', sign: -1 },
        { from: '2024-02-29', to: '2024-02-29', sign: -1 },
      ],
    });
    assert.deepEqual(skuPeriod('2025-04-08', '2025-04-30'), { months: [], days: [{ from: '2025-04-08', to: '2025-04-30', sign: 1 }] });
    assert.deepEqual(skuPeriod('2025-12-31', '2026-01-01'), { months: [], days: [{ from: '2025-12-31', to: '2026-01-01', sign: 1 }] });
  });

  test('days before the first line or after the last are none to take off; a month give or take ten days is about a month', () => {
    const lines = { first: '2025-12-01', last: '2026-11-29' };
    const last30 = skuPeriod('2026-10-31', '2026-11-29', lines);
    assert.deepEqual(last30, { months: ['2026-11-01'], days: [{ from: '2026-10-31', to: '2026-10-31', sign: 1 }] });
    assert.equal(aboutAMonth(last30), '2026-11-01');
    // 本月 up to today is the month; the month before is its days in the period: more than ten, not about a month.
    const upTo9th = skuPeriod('2026-10-11', '2026-11-09', { ...lines, last: '2026-11-09' });
    assert.deepEqual(upTo9th, { months: ['2026-11-01'], days: [{ from: '2026-10-11', to: '2026-10-31', sign: 1 }] });
    assert.equal(aboutAMonth(upTo9th), undefined);
    assert.deepEqual(skuPeriod('2026-11-01', '2026-11-10', { ...lines, last: '2026-11-10' }), { months: ['2026-11-01'], days: [] });
    assert.deepEqual(skuPeriod('2025-10-01', '2025-11-15', lines), { months: [], days: [] });
    // A month and eleven days is summed SKU by SKU; a month less five days is about a month.
    assert.equal(aboutAMonth(skuPeriod('2026-09-20', '2026-10-31', lines)), undefined);
    assert.equal(aboutAMonth(skuPeriod('2026-09-21', '2026-10-31', lines)), '2026-10-01');
    assert.deepEqual(skuPeriod('2026-10-06', '2026-10-31', lines), {
      months: ['2026-10-01'],
      days: [{ from: '2026-10-01', to: '2026-10-05', sign: -1 }],
    });
  });
});
