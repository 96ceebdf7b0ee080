import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createStorage, memoryBackend } from './storage';

test('values round-trip under the prefix and expire after their ttl', () => {
  let now = 1000;
  const backend = memoryBackend();
  const s = createStorage(backend, 'pro__', () => now);
  s.set('token', 'abc', 500);
  s.set('set_digit', [3, 2]);
  assert.equal(backend.getItem('pro__token') !== null, true);
  assert.equal(s.get('token', ''), 'abc');
  assert.deepEqual(s.get('set_digit', [2, 2]), [3, 2]);
  now = 1500;
  assert.equal(s.get('token', ''), '');
  assert.deepEqual(s.get('set_digit', [2, 2]), [3, 2]);
});

test('clear removes only prefixed keys; bad JSON falls back', () => {
  const backend = memoryBackend();
  const s = createStorage(backend, 'pro__');
  backend.setItem('other', 'keep');
  backend.setItem('pro__broken', '{');
  s.set('a', 1);
  assert.equal(s.get('broken', 'fallback'), 'fallback');
  s.clear();
  assert.equal(backend.getItem('other'), 'keep');
  assert.equal(backend.length, 1);
});
