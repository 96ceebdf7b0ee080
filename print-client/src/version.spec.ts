import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { isNewer } from './version';

test('versions compare by number, part by part (1.0.10 comes after 1.0.9; 2.0 after 1.99.99)', () => {
  assert.equal(isNewer('1.0.10', '1.0.9'), true);
  assert.equal(isNewer('1.0.9', '1.0.10'), false);
  assert.equal(isNewer('2.0.0', '1.99.99'), true);
  assert.equal(isNewer('1.2.0', '1.2'), false, 'a missing part is 0');
  assert.equal(isNewer('1.2.3', '1.2.3'), false);
});
