import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { daysLeftText, expiryTone, nearDaysOf, serialGap } from './status';

test('a batch is red once past its expiry date, orange within the near-expiry window, plain otherwise', () => {
  assert.equal(expiryTone(-1, 30), 'expired');
  assert.equal(expiryTone(0, 30), 'near', 'expiring today is near, not yet expired');
  assert.equal(expiryTone(29, 30), 'near', 'a 30-day window is today and the 29 days after, as the server counts 临期');
  assert.equal(expiryTone(30, 30), 'fresh');
  assert.equal(expiryTone(1, 1), 'fresh', 'a window of 1 day flags only today');
  assert.equal(expiryTone(-10, 30, 0), 'fresh', 'a used-up batch is no concern');
});

test('days left read as a shop user says them', () => {
  assert.equal(daysLeftText(12), '12天');
  assert.equal(daysLeftText(0), '今天到期');
  assert.equal(daysLeftText(-3), '已过期3天');
});

test('the near-expiry window: whole days from 1 to 3650, else 30', () => {
  assert.equal(nearDaysOf('15'), 15);
  assert.equal(nearDaysOf('1'), 1);
  assert.equal(nearDaysOf('3650'), 3650);
  for (const bad of ['', ' ', '0', '-1', '2.5', 'x', '3651']) assert.equal(nearDaysOf(bad), 30, JSON.stringify(bad));
});

test('serials against stock on hand', () => {
  assert.equal(serialGap(5, 3), '差2个序列号');
  assert.equal(serialGap(2, 3), '多1个序列号');
  assert.equal(serialGap(4, 4), '');
  assert.equal(serialGap(4.0000001, 4), '', 'decimal noise is no difference');
});
