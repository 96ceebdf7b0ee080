import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { io, Socket } from 'socket.io-client';
import { startTestApp, TestApp } from '../testing/test-app';
import { LiveGateway } from './live.gateway';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const connect = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const s = io(app.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    s.once('connect', () => setTimeout(() => resolve(s), 100));
    s.once('connect_error', reject);
  });

test('pushes reach the staff of one company only, and a bad token is turned away', async () => {
  const reg = async (name: string) => (await app.call('Register/Register', { companyName: name, loginName: `${name}${Date.now()}`, password: 'secret123', productType: 2 })).body.returnData;
  const a = await reg('livea');
  const b = await reg('liveb');
  const [sa, sb] = await Promise.all([connect(a.token), connect(b.token)]);
  const got: string[] = [];
  sa.on('stockWarning', () => got.push('a'));
  sb.on('stockWarning', () => got.push('b'));
  app.module.get(LiveGateway).push(a.companyId, 'stockWarning', { count: 1 });
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
