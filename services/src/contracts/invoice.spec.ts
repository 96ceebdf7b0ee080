import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import fc from 'fast-check';
import { D } from '../shared/decimal';
import { taxInside } from './invoice';

test('the tax inside an amount that includes it, half up to the fen', () => {
  assert.equal(taxInside('113', '13'), '13.00');
  assert.equal(taxInside('600', '13'), '69.03');
  assert.equal(taxInside('0.01', '6'), '0.00');
  assert.equal(taxInside('1000.50', '0'), '0.00');
  assert.equal(taxInside('100', '100'), '50.00');
});

test('as exact decimal arithmetic gives it, for any amount and rate of two places', () => {
  const twoPlaces = (max: number) => fc.integer({ min: 0, max }).map((n) => new D(n).div(100).toFixed());
  fc.assert(
    fc.property(twoPlaces(99_999_999_999_999), twoPlaces(10_000), (amount, rate) => {
      const exact = new D(amount).times(rate).div(new D(rate).plus(100)).toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
      assert.equal(taxInside(amount, rate), exact);
    }),
  );
});
