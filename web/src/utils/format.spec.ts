import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  convertUnits,
  formatAmount,
  formatDate,
  formatDateTime,
  formatSex,
  greeting,
  numberFilter,
  parseDay,
  parseDigitPair,
  round,
  textWidth,
  toNumber,
  truncateByWidth,
} from './format';

test('toNumber accepts numbers and numeric strings only', () => {
  assert.equal(toNumber(3), 3);
  assert.equal(toNumber(' 2.5 '), 2.5);
  assert.equal(toNumber('abc'), null);
  assert.equal(toNumber(''), null);
  assert.equal(toNumber(null), null);
  assert.equal(toNumber(NaN), null);
});

test('round is half-up away from zero without float drift', () => {
  assert.equal(round(1.005, 2), 1.01);
  assert.equal(round(-2.345, 2), -2.35);
  assert.equal(round(2.5, 0), 3);
});

test('formatAmount rounds to the digits with thousands separators', () => {
  assert.equal(formatAmount(1234567.891), '1,234,567.89');
  assert.equal(formatAmount('1234.5', 3), '1,234.500');
  assert.equal(formatAmount(-1234.5, 0), '-1,235');
  assert.equal(formatAmount(-0.001, 2), '0.00');
  assert.equal(formatAmount(999, 2), '999.00');
  assert.equal(formatAmount('x'), '');
  assert.equal(formatAmount(undefined), '');
});

test('numberFilter uses 1 to 20 decimals, else 2', () => {
  assert.equal(numberFilter(0.125), '0.13');
  assert.equal(numberFilter(3, 4), '3.0000');
  assert.equal(numberFilter(3, 0), '3.00');
  assert.equal(numberFilter(3, 21), '3.00');
  assert.equal(numberFilter(12345.678, 1), '12345.7');
  assert.equal(numberFilter('n/a'), '');
});

test('parseDigitPair reads the set_digit pair, defaulting to 2', () => {
  assert.deepEqual(parseDigitPair('3,4'), [3, 4]);
  assert.deepEqual(parseDigitPair([0, 2]), [0, 2]);
  assert.deepEqual(parseDigitPair(undefined), [2, 2]);
  assert.deepEqual(parseDigitPair('x,99'), [2, 2]);
});

test('formatDate gives yyyy-MM-dd and yyyy-MM-dd HH:mm:ss', () => {
  assert.equal(formatDate('2024-03-05'), '2024-03-05');
  assert.equal(formatDateTime('2024-3-5 7:08:09'), '2024-03-05 07:08:09');
  assert.equal(formatDateTime(new Date(2024, 11, 31, 23, 59, 1)), '2024-12-31 23:59:01');
  assert.equal(formatDate('not a date'), '');
  assert.equal(formatDate(null), '');
});

test('formatSex: 1 is 男, otherwise 女', () => {
  assert.equal(formatSex(1), '男');
  assert.equal(formatSex('1'), '男');
  assert.equal(formatSex(0), '女');
  assert.equal(formatSex(undefined), '女');
});

test('convertUnits spells a quantity from largest to smallest unit, keeping the sign', () => {
  const units = [
    { unitName: '个', ratio: 1, isMain: 1 },
    { unitName: '箱', ratio: 12 },
  ];
  assert.equal(convertUnits(25, units), '2箱1个');
  assert.equal(convertUnits(-25, units), '-2箱1个');
  assert.equal(convertUnits(24, units), '2箱');
  assert.equal(convertUnits(0, units), '0个');
  assert.equal(convertUnits(1.5, units), '1.5个');
  const three = [
    { unitName: '瓶', ratio: 1 },
    { unitName: '箱', ratio: 24, isMain: true },
    { unitName: '盒', ratio: 6 },
  ];
  assert.equal(convertUnits(1.25, three), '1箱1盒');
  assert.equal(convertUnits('x', units), '');
});

test('textWidth counts ASCII as 1 and others as 2; truncateByWidth cuts to width', () => {
  assert.equal(textWidth('abc'), 3);
  assert.equal(textWidth('进销存a'), 7);
  assert.equal(truncateByWidth('云进销存系统', 8), '云进销…');
  assert.equal(truncateByWidth('abc', 3), 'abc');
  assert.equal(truncateByWidth('abcdef', 5, '...'), 'ab...');
});

test('greeting follows the hour', () => {
  assert.equal(greeting(8), '早上好');
  assert.equal(greeting(9), '上午好');
  assert.equal(greeting(12), '中午好');
  assert.equal(greeting(19), '下午好');
  assert.equal(greeting(20), '晚上好');
});

test('parseDay reads the ways a day is typed and refuses days that do not exist', () => {
  for (const t of ['2026-11-23', '2026/11/23', '2026.11.23', '20261123', '2026年11月23日', ' 2026-11-23 '])
    assert.equal(formatDate(parseDay(t)), '2026-11-23', t);
  assert.equal(formatDate(parseDay('2026-1-5')), '2026-01-05');
  for (const t of ['2026-02-30', '2026123', '11/23/2026', '', 'abc']) assert.equal(parseDay(t), null, t);
});
