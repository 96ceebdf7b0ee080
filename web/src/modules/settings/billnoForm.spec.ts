import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { prefixError, preview, SEQ_LENGTHS } from './billnoForm';

test('a prefix is 1 to 8 letters, upper-cased as the server does', () => {
  assert.equal(prefixError('xs'), undefined);
  assert.equal(prefixError(' QTRK '), undefined);
  assert.equal(prefixError(''), '前缀不能为空');
  assert.equal(prefixError('X1'), '前缀只能是1到8个英文字母');
  assert.equal(prefixError('ABCDEFGHI'), '前缀只能是1到8个英文字母');
});

test('the preview shows the next numbers of the day under the rule', () => {
  assert.deepEqual(preview({ prefix: 'xs', dateFormat: 'yyMMdd', seqLength: 5 }, '2026-03-09'), ['XS26030900001', 'XS26030900002']);
  assert.deepEqual(preview({ prefix: 'CG', dateFormat: 'none', seqLength: 3 }, '2026-03-09'), ['CG001', 'CG002']);
  assert.deepEqual(SEQ_LENGTHS, [3, 4, 5, 6, 7, 8]);
});
