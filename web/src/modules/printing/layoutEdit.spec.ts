import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { copiesOf, moved, sampleDocument, signaturesOf, toggled } from './layoutEdit';

test('fields are added at the end, left out, and moved one place', () => {
  assert.deepEqual(toggled(['a', 'b'], 'c'), ['a', 'b', 'c']);
  assert.deepEqual(toggled(['a', 'b', 'c'], 'b'), ['a', 'c']);
  assert.deepEqual(moved(['a', 'b', 'c'], 2, -1), ['a', 'c', 'b']);
  assert.deepEqual(moved(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c']);
  assert.deepEqual(moved(['a', 'b', 'c'], 2, 1), ['a', 'b', 'c']);
});

test('signature lines typed as one line, copies held to 1–9', () => {
  assert.deepEqual(signaturesOf('制单人，经手人、收货人 , 审核'), ['制单人', '经手人', '收货人', '审核']);
  assert.deepEqual(signaturesOf('  '), []);
  assert.deepEqual([copiesOf(3.4, 1), copiesOf(12, 1), copiesOf(0, 2), copiesOf(Number.NaN, 2)], [3, 9, 1, 2]);
});

test('the preview’s made-up sale adds up: three lines, the total theirs, half of it received', () => {
  const d = sampleDocument(201);
  const lines = d.lines as Record<string, number>[];
  assert.deepEqual(
    lines.map((l) => [l.qty, l.price, l.lineTotal]),
    [
      [2, 12.5, 25],
      [4, 25, 100],
      [6, 37.5, 225],
    ],
  );
  assert.deepEqual([d.totalAmount, d.receiveAmount], [350, 175]);
  assert.equal((d.extend as Record<string, string>).address, '示例收货地址');
  assert.deepEqual([(sampleDocument(500).parts as unknown[]).length, (sampleDocument(500).products as unknown[]).length], [3, 3]);
});
