import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { LOGIN_TTL_MS } from './session';
import { createStorage, memoryBackend } from './storage';

const DAY = 24 * 60 * 60 * 1000;

test('login data is kept 31 days, as long as the server keeps the token', () => {
  assert.equal(LOGIN_TTL_MS, 2_678_400_000);
  let now = 0;
  const s = createStorage(memoryBackend(), 'pro__', () => now);
  s.set('token', 'abc', LOGIN_TTL_MS);
  now = 30 * DAY;
  assert.equal(s.get('token', ''), 'abc', 'still there after 30 days');
  now = 31 * DAY;
  assert.equal(s.get('token', ''), '', 'gone after 31 days');
});
