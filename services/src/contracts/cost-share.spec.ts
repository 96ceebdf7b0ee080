import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import fc from 'fast-check';
import { D } from '../shared/decimal';
import { shareCost } from './cost-share';

const line = (qty: string, price: string) => ({ qty, price });

test('shared by quantity × purchase price, rounded to the money decimals, the last line taking the remainder', () => {
  // Weights 2 × 30 = 60 and 1 × 20 = 20: three quarters and one quarter of 100.01.
  assert.deepEqual(shareCost('100.01', [line('2', '30'), line('1', '20')], 2), ['75.01', '25']);
  // Thirds of 10: 3.33, 3.33 and the remainder 3.34.
  assert.deepEqual(shareCost('10', [line('1', '5'), line('1', '5'), line('1', '5')], 2), ['3.33', '3.33', '3.34']);
  // A total of six places keeps them in the last share: nothing is lost to rounding.
  assert.deepEqual(shareCost('14.285714', [line('1', '1'), line('1', '1')], 2), ['7.14', '7.145714']);
});

test('by quantity when no line has a purchase price; a line without one among priced lines gets nothing', () => {
  assert.deepEqual(shareCost('9', [line('1', '0'), line('2', '0')], 2), ['3', '6']);
  assert.deepEqual(shareCost('9', [line('1', '0'), line('2', '4')], 2), ['0', '9']);
});

test('other money decimals, a single line, a zero total', () => {
  assert.deepEqual(shareCost('10', [line('1', '1'), line('2', '1')], 0), ['3', '7']);
  assert.deepEqual(shareCost('10', [line('1', '1'), line('2', '1')], 4), ['3.3333', '6.6667']);
  assert.deepEqual(shareCost('12.345678', [line('3', '7')], 2), ['12.345678']);
  assert.deepEqual(shareCost('0', [line('1', '1'), line('1', '1')], 2), ['0', '0']);
});

test('a share rounded up is never more than is left, so none goes below zero', () => {
  // 0.025 each would round to 0.03 twice, more than the 0.05 there is.
  assert.deepEqual(shareCost('0.05', [line('1', '1'), line('1', '1'), line('1', '0')], 2), ['0.03', '0.02', '0']);
});

const decimalText = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => new D(n).div(10 ** places).toFixed());

test('property: the shares add up exactly to the total, none is negative, each but the last within rounding of its exact share', () => {
  const lines = fc.array(fc.record({ qty: decimalText(10_000, 6).filter((q) => q !== '0'), price: decimalText(100_000, 6) }), {
    minLength: 1,
    maxLength: 12,
  });
  fc.assert(
    fc.property(decimalText(1e9, 6), lines, fc.integer({ min: 0, max: 6 }), (total, ls, places) => {
      const shares = shareCost(total, ls, places).map((s) => new D(s));
      assert.equal(shares.length, ls.length);
      assert.ok(shares.reduce((a, b) => a.plus(b), new D(0)).eq(total), 'the shares add up to the total');
      assert.ok(
        shares.every((s) => s.gte(0)),
        'no share is negative',
      );
      const weights = ls.map((l) => new D(l.qty).times(l.price));
      const basis = weights.some((w) => w.gt(0)) ? weights : ls.map((l) => new D(l.qty));
      const whole = basis.reduce((a, b) => a.plus(b), new D(0));
      shares.slice(0, -1).forEach((s, i) => {
        assert.ok(s.decimalPlaces() <= places, 'rounded to the money decimals');
        const exact = new D(total).times(basis[i]).div(whole);
        assert.ok(s.lte(exact.plus(new D(10).pow(-places).div(2))), 'never more than the exact share rounded up');
      });
    }),
  );
});

test('property: a negative total (stock costed below zero) is shared as its opposite, negated', () => {
  fc.assert(
    fc.property(decimalText(1e6, 6), fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 5 }), (total, qtys) => {
      const ls = qtys.map((q) => line(String(q), '1'));
      const negated = shareCost(`-${total}`, ls, 2);
      shareCost(total, ls, 2).forEach((s, i) => assert.ok(new D(negated[i]).eq(new D(s).neg()), `${negated[i]} against ${s}`));
    }),
  );
});
