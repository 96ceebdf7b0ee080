import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, test } from '@jest/globals';
import { createTestDatabase, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { io } from 'socket.io-client';

const MAIN = path.join(__dirname, '..', 'main.ts');
const REGISTER = require.resolve('@jxc/infra/register.js');

interface Started {
  url: string;
  child: ChildProcess;
}

/** `npm start`'s entry as a process of its own with ROLE, on the shared database; resolves with its URL once it serves. */
function start(role: 'api' | 'worker', db: TestDatabase, dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['-r', REGISTER, MAIN], {
    env: { ...process.env, ROLE: role, DATABASE_URL: db.url, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const log = line.startsWith('{') ? JSON.parse(line) : {};
      if (log.msg === '云进销存已启动') resolve({ url: log.url, child });
    });
  });
}

const stop = (p?: Started) =>
  p && p.child.exitCode === null ? new Promise((r) => (p.child.once('exit', r), p.child.kill('SIGTERM'))) : Promise.resolve();

let db: TestDatabase;
let dataDir: string;
let worker: Started;
let apiA: Started;
let apiB: Started;

beforeAll(async () => {
  db = await createTestDatabase(2);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-scale-'));
  worker = await start('worker', db, dataDir);
  [apiA, apiB] = await Promise.all([start('api', db, dataDir), start('api', db, dataDir)]);
});

afterAll(async () => {
  await Promise.all([stop(apiA), stop(apiB), stop(worker)]);
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = async (url: string, route: string, body: object, token?: string) => {
  const res = await fetch(`${url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
};

test('two API processes and one worker: a stock warning raised through one API reaches staff connected to the other', async () => {
  const health = async (p: Started) => JSON.parse(await (await fetch(`${p.url}/health`)).text());
  assert.deepEqual(await health(worker), { status: 'ok', parkedEvents: 0, role: 'worker', projections: 'leading' });
  assert.deepEqual(await health(apiB), { status: 'ok', parkedEvents: 0, role: 'api', projections: 'off' });
  assert.equal((await post(worker.url, 'Register/Register', {})).status, 404, 'the worker serves no API');

  const owner = (
    await post(apiA.url, 'Register/Register', {
      companyName: '多进程',
      loginName: `scale${Date.now()}`,
      password: 'secret123',
      productType: 2,
    })
  ).body.returnData;
  const call = async (route: string, body: object) => {
    const r = await post(apiA.url, route, body, owner.token);
    assert.equal(r.status, 200, `${route}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  // Each command on an API process waits for the worker's stored checkpoints: the next call finds what it saved.
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
  const skuId = (
    await call('Product/Save', {
      productName: '面',
      productCode: 'M',
      unitName: '袋',
      skus: [{ salePrice: 3, purchasePrice: 2, highStock: 5 }],
    })
  ).skus[0].skuId;

  const socket = io(apiB.url, { path: '/socket.io', auth: { token: owner.token }, transports: ['websocket'], reconnection: false });
  await new Promise((r) => socket.once('connect', () => setTimeout(r, 100)));
  const warned = new Promise<any>((resolve) => socket.once('stockWarning', resolve));
  await call('InitStock/Save', { warehouseId, lines: [{ skuId, qty: 10, price: 2 }] });
  const warning = await Promise.race([warned, new Promise((r) => setTimeout(() => r('no warning within 10 s'), 10_000))]);
  socket.close();
  assert.equal((warning as any).kind, 'high');

  const stock = await post(apiB.url, 'Stock/PageQuery', {}, owner.token);
  assert.deepEqual(
    stock.body.returnData.data.map((r: any) => [r.skuId, r.qty]),
    [[skuId, 10]],
    'the other API process reads the same stock',
  );
});
