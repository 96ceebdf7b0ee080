import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { io, Socket } from 'socket.io-client';
import { startTestApp, TestApp } from '../testing/test-app';
import { LIVE_CHANNEL } from '../inventory';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const connect = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const s = io(app.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    s.once('connect', () => setTimeout(() => resolve(s), 100));
    s.once('connect_error', reject);
  });

test('pushes published on the channel reach the staff of one company only, and a bad token is turned away', async () => {
  const reg = async (name: string) =>
    (await app.call('Register/Register', { companyName: name, loginName: `${name}${Date.now()}`, password: 'secret123', productType: 2 }))
      .body.returnData;
  const a = await reg('livea');
  const b = await reg('liveb');
  const [sa, sb] = await Promise.all([connect(a.token), connect(b.token)]);
  const got: string[] = [];
  sa.on('stockWarning', () => got.push('a'));
  sb.on('stockWarning', () => got.push('b'));
  await app.infra.pool.query(`select pg_notify($1, $2)`, [
    LIVE_CHANNEL,
    JSON.stringify({ companyId: a.companyId, event: 'stockWarning', payload: { count: 1 } }),
  ]);
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(got, ['a']);
  const bad = io(app.url, { path: '/socket.io', auth: { token: 'nope' }, transports: ['websocket'], reconnection: false });
  const disconnected = await new Promise<boolean>((resolve) => {
    bad.once('disconnect', () => resolve(true));
    setTimeout(() => resolve(false), 2000);
  });
  assert.equal(disconnected, true);
  sa.close();
  sb.close();
  bad.close();
});

test('a stock warning reaches staff connected to another process than the one running projections', async () => {
  const other = await startTestApp({ sharing: app });
  try {
    const owner = (
      await app.call('Register/Register', { companyName: '双进程', loginName: `two${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData;
    const call = (path: string, body: object) => app.call(path, body, { token: owner.token }).then((r) => r.body.returnData);
    const w = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const sku = (
      await call('Product/Save', {
        productName: '面',
        productCode: 'M',
        unitName: '袋',
        skus: [{ salePrice: 3, purchasePrice: 2, highStock: 5 }],
      })
    ).skus[0].skuId;
    assert.equal(other.infra.runner.isLeader, false, 'the second process stands by');
    const socket = io(other.url, { path: '/socket.io', auth: { token: owner.token }, transports: ['websocket'], reconnection: false });
    await new Promise((r) => socket.once('connect', () => setTimeout(r, 100)));
    const got: any[] = [];
    socket.on('stockWarning', (p) => got.push(p));
    await call('InitStock/Save', { warehouseId: w, lines: [{ skuId: sku, qty: 10, price: 2 }] });
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(
      got.map((p) => p.kind),
      ['high'],
    );
    socket.close();
  } finally {
    await other.close();
  }
});
