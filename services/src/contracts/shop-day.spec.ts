import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { shopDay, shopTime } from './shop-day';

describe('the shops’ day (China Standard Time)', () => {
  it('turns at 16:00 UTC, not at midnight UTC', () => {
    assert.equal(shopDay(new Date('2026-11-24T15:59:59Z')), '2026-11-24');
    assert.equal(shopDay(new Date('2026-11-24T16:00:00Z')), '2026-11-25');
    assert.equal(shopDay(new Date('2026-12-31T16:30:00Z')), '2027-01-01');
    assert.equal(shopTime(new Date('2026-11-24T16:30:00Z')), '00:30');
  });
});
