import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { company, startTestApp, type TestApp } from '../../../testing/test-app';
import { today } from '../../../testing/stock-shop';
import { INVTAK } from '../stocktake.kind';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const connect = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const s = io(`${app.url}/stocktake-count`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
const join = (s: Socket, invtakId: string) => s.emitWithAck('join', { invtakId }) as Promise<{ ok: boolean; message?: string }>;
const heard = (s: Socket) => new Promise((resolve) => s.once('counted', resolve));

test('people of the company allowed on the warehouse count one stocktake together and hear each count; others cannot join or count', async () => {
  const boss = await company(app, '多人盘点');
  const { call } = boss;
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId;
  const water = (
    await call('Product/Save', { productName: '水', productCode: 'WATER', unitName: '瓶', skus: [{ salePrice: 2, purchasePrice: 1 }] })
  ).skus[0].skuId;
  const invtakId = (await call('Invtak/Save', { warehouseId: w1, billDate: today, lines: [{ skuId: water, countQty: 0 }] })).invtakId;
  const roleId = (
    await call('Role/Save', { roleName: '盘点员', permissions: [{ permissionId: INVTAK.menuId, actionList: ['query', 'add'] }] })
  ).roleId;
  // 查看他人单据 (the flag at 5): a stocktake someone else made is in their data scope, as for every other call.
  const staff = async (name: string, warehouseId: string, pricePerm = '000001000') => {
    const loginName = `${name.charCodeAt(1)}${Date.now().toString(36)}`;
    await call('User/Save', { loginName, password: 'secret123', userName: name, roleId, pricePerm, warehousePerm: warehouseId });
    return (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token as string;
  };
  const wang = await staff('小王', w1);
  const li = await staff('小李', w2);
  const zhao = await staff('小赵', w1, '000000000');
  const stranger = (await company(app, '别家')).token;

  const [bossSocket, wangSocket, liSocket, zhaoSocket, strangerSocket] = await Promise.all(
    [boss.token, wang, li, zhao, stranger].map(connect),
  );
  try {
    assert.deepEqual(await join(bossSocket, invtakId), { ok: true });
    assert.deepEqual(await join(wangSocket, invtakId), { ok: true });
    assert.deepEqual(await join(liSocket, invtakId), { ok: false, message: '单据不存在' });
    assert.deepEqual(await join(zhaoSocket, invtakId), { ok: false, message: '单据不存在' });
    assert.deepEqual(await join(strangerSocket, invtakId), { ok: false, message: '盘点单不存在' });
    const count = (token: string, zone: string, qty: number) =>
      app.call('Invtak/AddCount', { invtakId, skuId: water, zone, qty }, { token });

    const bossHears = heard(bossSocket);
    const first = await count(wang, 'A货架', 2);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(await bossHears, { invtakId });
    const wangHears = heard(wangSocket);
    assert.equal((await count(boss.token, 'B货架', 1)).status, 200);
    assert.deepEqual(await wangHears, { invtakId });

    assert.equal((await count(li, 'C货架', 1)).status, 404, 'not allowed on the warehouse: the stocktake is out of their scope');
    assert.equal((await count(zhao, 'C货架', 1)).status, 404, "another's stocktake without 查看他人单据");
    assert.equal((await count(stranger, 'C货架', 1)).status, 404, "another company's stocktake is not found");
    const below = await count(wang, 'A货架', -3);
    assert.match(below.body.invMessage, /计数不足3/);

    const merged = (await app.call('Invtak/Counts', { invtakId }, { token: wang })).body.returnData;
    assert.deepEqual(
      merged.lines.map((l: any) => [l.productName, l.qty, l.repeated, l.parts.map((p: any) => `${p.zone}/${p.counterName}:${p.qty}`)]),
      [['水', 3, true, ['A货架/小王:2', 'B货架/管理员:1']]],
    );
    const wangHearsTheEnd = heard(wangSocket);
    await call('Invtak/Save', { invtakId, warehouseId: w1, billDate: today, lines: [{ skuId: water, countQty: 3 }], audit: true });
    assert.deepEqual(await wangHearsTheEnd, { invtakId }, 'the audit is news to those counting');
    assert.equal((await count(wang, 'A货架', 1)).status, 422, 'an audited stocktake takes no more counts');
  } finally {
    for (const s of [bossSocket, wangSocket, liSocket, zhaoSocket, strangerSocket]) s.close();
  }
});

test('a count made through one API process reaches a phone connected to another', async () => {
  const other = await startTestApp({ sharing: app });
  const boss = await company(app, '两个进程盘点');
  const w = (await boss.call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
  const sku = (
    await boss.call('Product/Save', { productName: '面', productCode: 'M', unitName: '袋', skus: [{ salePrice: 3, purchasePrice: 2 }] })
  ).skus[0].skuId;
  const invtakId = (await boss.call('Invtak/Save', { warehouseId: w, billDate: today, lines: [{ skuId: sku, countQty: 0 }] })).invtakId;
  const socket = io(`${other.url}/stocktake-count`, {
    path: '/socket.io',
    auth: { token: boss.token },
    transports: ['websocket'],
    reconnection: false,
  });
  try {
    await new Promise<void>((r) => socket.once('connect', () => r()));
    assert.deepEqual(await join(socket, invtakId), { ok: true });
    const hears = heard(socket);
    assert.equal((await app.call('Invtak/AddCount', { invtakId, skuId: sku, zone: '一号架', qty: 5 }, { token: boss.token })).status, 200);
    assert.deepEqual(await Promise.race([hears, new Promise((r) => setTimeout(() => r('nothing within 5 s'), 5000))]), { invtakId });
  } finally {
    socket.close();
    await other.close();
  }
});
