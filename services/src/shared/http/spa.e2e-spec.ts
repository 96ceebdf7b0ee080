import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { spaMiddleware, WEB_DIST } from './spa';

let url = '';
let close: () => void;
const script = () => /src="(\/assets\/index-[^"]+\.js)"/.exec(fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8'))![1];
/** node:http, not fetch: fetch would unpack the body before the test sees what travelled. */
const get = (p: string, encoding: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    http
      .get(url + p, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject),
  );

beforeAll(async () => {
  const server = express().use(spaMiddleware()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

test('the app’s script goes out compressed as the browser allows, the same bytes once unpacked, cached for a year', async () => {
  const raw = fs.readFileSync(path.join(WEB_DIST, script()));
  for (const [accept, encoding, unpack] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    const res = await get(script(), accept);
    assert.equal(res.headers['content-encoding'], encoding);
    assert.match(res.headers['content-type']!, /javascript/);
    assert.match(res.headers['cache-control']!, /max-age=31536000.*immutable/);
    assert.equal(res.headers.vary, 'Accept-Encoding');
    const { body } = res;
    assert.ok(body.length < raw.length / 2, `${encoding}: ${body.length} of ${raw.length} bytes`);
    assert.ok(unpack(body).equals(raw));
  }
  const plain = await get(script(), 'identity');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.body.equals(raw));
});

test('a screen’s address gets the page, never cached; a missing or escaping asset is not found', async () => {
  const page = await get('/sale/list?page=2', 'br');
  assert.equal(page.status, 200);
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.match(page.body.toString(), /<div id="root">/);
  assert.equal((await get('/assets/none-123.js', 'br')).status, 404);
  const escaping = await get('/assets/..%2f..%2fpackage.json', 'br');
  assert.ok([403, 404].includes(escaping.status), `status ${escaping.status}`);
  assert.doesNotMatch(escaping.body.toString(), /"workspaces"/);
});

test('the installable app’s worker, its registration and manifest go out fresh each time, as what they are', async () => {
  for (const [file, type] of [
    ['/sw.js', /javascript/],
    ['/registerSW.js', /javascript/],
    ['/manifest.webmanifest', /manifest\+json/],
  ] as const) {
    const res = await get(file, 'identity');
    assert.equal(res.status, 200, file);
    assert.equal(res.headers['cache-control'], 'no-cache', file);
    assert.match(res.headers['content-type']!, type, file);
  }
  const manifest = JSON.parse((await get('/manifest.webmanifest', 'identity')).body.toString());
  assert.equal(manifest.name, '云进销存');
  assert.deepEqual(
    manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ' ' + i.purpose : ''}`),
    ['192x192', '512x512', '512x512 maskable'],
  );
  assert.equal((await get('/icons/maskable-512.png', 'identity')).status, 200);
});
