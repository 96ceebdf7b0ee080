import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { takesOrders } from './storefront.queries';
import { shopTime } from '../../contracts';

describe('whether a store takes orders now', () => {
  const open = { open: true, openTime: '09:00', closeTime: '21:00' };
  it('营业 within its hours (Beijing time), from the opening minute up to the closing one', () => {
    assert.equal(takesOrders(open, '09:00'), true);
    assert.equal(takesOrders(open, '20:59'), true);
    assert.equal(takesOrders(open, '21:00'), false);
    assert.equal(takesOrders(open, '08:59'), false);
  });
  it('hours past midnight wrap; no hours is all day; 休息 is never', () => {
    const night = { open: true, openTime: '20:00', closeTime: '02:00' };
    assert.deepEqual(
      ['19:59', '20:00', '23:30', '01:59', '02:00'].map((t) => takesOrders(night, t)),
      [false, true, true, true, false],
    );
    assert.equal(takesOrders({ open: true, openTime: null, closeTime: null }, '03:00'), true);
    assert.equal(takesOrders({ ...open, open: false }, '12:00'), false);
  });
  it('reads the clock in China', () => {
    assert.equal(shopTime(new Date('2026-11-23T16:30:00Z')), '00:30');
  });
});
