import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import { loadConfig } from '@jxc/infra';
import { annexKey, signAnnexUrl, SIGNED_URL_TTL_MS, storedPath } from './annex-files';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-annex-key-'));

test('without ANNEX_SECRET the key is made once in DATA_DIR, private, and read back by another process', () => {
  const dir = tmp();
  try {
    const key = annexKey(loadConfig({ DATA_DIR: dir }));
    const file = path.join(dir, 'annex.key');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(annexKey(loadConfig({ DATA_DIR: dir })), key);
    const otherDir = tmp();
    fs.copyFileSync(file, path.join(otherDir, 'annex.key'));
    assert.deepEqual(annexKey(loadConfig({ DATA_DIR: otherDir })), key, 'an existing key file is used, not replaced');
    fs.rmSync(otherDir, { recursive: true });
    assert.equal(fs.readdirSync(dir).length, 1, 'no temporary files left');
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});

test('ANNEX_SECRET is the key when set, and must be long enough', () => {
  const secret = 's'.repeat(40);
  assert.deepEqual(annexKey(loadConfig({ ANNEX_SECRET: secret })), Buffer.from(secret));
  assert.throws(() => loadConfig({ ANNEX_SECRET: 'short' }), /ANNEX_SECRET/);
});

test('a signed URL carries the company, an expiry an hour or a little more ahead, and a signature', () => {
  const now = Date.UTC(2025, 0, 1, 8, 7, 0);
  const signed = new URL(signAnnexUrl(Buffer.from('k'.repeat(32)), 'co1', '/annex/20250101ABCDEFGHJK/a.png', now), 'http://x');
  assert.equal(signed.pathname, '/annex/20250101ABCDEFGHJK/a.png');
  assert.equal(signed.searchParams.get('c'), 'co1');
  const ahead = Number(signed.searchParams.get('e')) * 1000 - now;
  assert.ok(ahead >= SIGNED_URL_TTL_MS && ahead < SIGNED_URL_TTL_MS + 15 * 60 * 1000, String(ahead));
  assert.match(signed.searchParams.get('s')!, /^[\w-]{43}$/);
  assert.equal(
    signAnnexUrl(Buffer.from('k'.repeat(32)), 'co1', '/annex/20250101ABCDEFGHJK/a.png', now + 60_000),
    signed.pathname + signed.search,
    'stable within a quarter hour',
  );
});

test('only paths Annex/Append can make are read, in their stored form', () => {
  assert.deepEqual(storedPath('/20250101ABCDEFGHJK/%E5%8F%AF%E4%B9%90.png'), {
    url: '/annex/20250101ABCDEFGHJK/%E5%8F%AF%E4%B9%90.png',
    folder: '20250101ABCDEFGHJK',
    name: '可乐.png',
  });
  for (const bad of [
    '/',
    '/x',
    '/%00',
    '/..%2f..',
    '/20250101ABCDEFGHJK',
    '/20250101ABCDEFGHJK/',
    '/20250101ABCDEFGHJK/a.exe',
    '/20250101ABCDEFGHJK/.png',
    '/20250101ABCDEFGHJK/..%2fa.png',
    '/20250101ABCDEFGHJK/%E0%A4%A',
    '/x/y/z',
    '/20250101ABCDEFGHJI/a.png',
  ])
    assert.equal(storedPath(bad), undefined, bad);
});
