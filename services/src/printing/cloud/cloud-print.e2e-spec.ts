import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { feieServer } from '../../testing/feie-server';
import { company, startTestApp, TestApp } from '../../testing/test-app';

const RECEIPT = '<CB>张记五金</CB><BR><C>销售单</C><BR>不锈钢螺丝<BR>数量 40 单价 12.50 金额 500.00<BR><RIGHT>合计：608.00</RIGHT><BR>';

describe('云打印 without a provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('registering a printer says cloud printing is not set up and which providers are supported; nothing is written', async () => {
    const shop = await company(app, '没有云打印');
    const before = (await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n;
    const r = await shop.raw('CloudPrint/Save', { deviceNo: '918500001', deviceKey: 'abcd1234', name: '前台' });
    assert.deepEqual([r.status, r.body.errorCode, r.body.invMessage], [422, 'CLOUD_PRINT_UNAVAILABLE', '云打印服务未配置（支持：飞鹅云）']);
    assert.deepEqual((await shop.call('CloudPrint/List', {})).providers, []);
    assert.equal((await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n, before);
  });
});

describe('云打印 through 飞鹅云 (a local server speaking its API)', () => {
  let app: TestApp;
  let feie: Awaited<ReturnType<typeof feieServer>>;
  let shop: Awaited<ReturnType<typeof company>>;
  beforeAll(async () => {
    feie = await feieServer();
    app = await startTestApp({ env: feie.env });
    shop = await company(app, '张记五金');
  });
  afterAll(async () => {
    await app.close();
    await feie.close();
  });

  test('a shop registers its receipt printer by device number and key; the provider is told, and refuses a wrong key', async () => {
    assert.deepEqual((await shop.call('CloudPrint/List', {})).providers, [{ key: 'feie', name: '飞鹅云' }]);
    await shop.call('CloudPrint/Save', { deviceNo: '918500001', deviceKey: 'abcd1234', name: '前台小票机' });
    assert.deepEqual(
      feie.calls.map((c) => [c.apiname, c.printerContent]),
      [['Open_printerAddlist', '918500001#abcd1234#前台小票机']],
    );
    const list = (await shop.call('CloudPrint/List', {})).data;
    assert.deepEqual(
      list.map((p: Record<string, unknown>) => [p.deviceNo, p.name, p.providerName, p.printCount, p.branchId]),
      [['918500001', '前台小票机', '飞鹅云', 0, null]],
    );
    assert.ok(!JSON.stringify(list).includes('abcd1234'), 'the device key is not kept');

    const again = await shop.raw('CloudPrint/Save', { deviceNo: '918500001', deviceKey: 'abcd1234', name: '前台' });
    assert.deepEqual([again.status, again.body.invMessage], [422, '云打印机 918500001 已添加']);
    const wrong = await shop.raw('CloudPrint/Save', { deviceNo: '918500002', deviceKey: 'WRONGKEY', name: '后厨' });
    assert.deepEqual(
      [wrong.status, wrong.body.errorCode, wrong.body.invMessage],
      [422, 'CLOUD_PRINT_REFUSED', '飞鹅云：错误：识别码不正确'],
    );
    const noBranch = await shop.raw('CloudPrint/Save', { deviceNo: '918500003', deviceKey: 'k', name: '后厨', branchId: 'nope' });
    assert.deepEqual([noBranch.status, noBranch.body.invMessage], [400, '门店不存在']);
    assert.equal((await shop.call('CloudPrint/List', {})).data.length, 1);
  });

  test('a receipt is sent with its copies, counted, and the printer answers whether it is online', async () => {
    const { orderId } = await shop.call('CloudPrint/Print', {
      deviceNo: '918500001',
      content: RECEIPT,
      copies: 2,
      billType: 201,
      docId: 'sale-1',
    });
    assert.equal(orderId, '918500001_1');
    const sent = feie.calls.find((c) => c.apiname === 'Open_printMsg')!;
    assert.deepEqual([sent.sn, sent.content, sent.times], ['918500001', RECEIPT, '2']);
    const [printer] = (await shop.call('CloudPrint/List', {})).data;
    assert.equal(printer.printCount, 1);
    assert.ok(printer.lastPrintedAt);
    assert.equal((await shop.call('CloudPrint/Status', { deviceNo: '918500001' })).status, '在线，工作状态正常。');
  });

  test('another company cannot print on it; an employee prints but does not register printers', async () => {
    const other = await company(app, '李记');
    const theirs = await other.raw('CloudPrint/Print', { deviceNo: '918500001', content: RECEIPT });
    assert.deepEqual([theirs.status, theirs.body.invMessage], [404, '云打印机不存在']);
    const roleId = (
      await shop.call('Role/Save', { roleName: '收银员', permissions: [{ permissionId: '2002', actionList: ['query', 'get'] }] })
    ).roleId;
    const loginName = `cashier${Date.now().toString(36)}`;
    await shop.call('User/Save', { loginName, password: 'secret123', userName: '收银员', roleId });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    assert.equal((await app.call('CloudPrint/Print', { deviceNo: '918500001', content: RECEIPT }, { token })).status, 200);
    assert.equal((await app.call('CloudPrint/Save', { deviceNo: '918500009', deviceKey: 'k', name: 'x' }, { token })).status, 403);
  });

  test('a provider out of reach refuses the print and records nothing; a removed printer is gone at the provider too', async () => {
    const before = (await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n;
    const url = await new Promise<string>((done) => {
      const dead = http.createServer();
      dead.listen(0, '127.0.0.1', () => {
        const port = (dead.address() as AddressInfo).port;
        dead.close(() => done(`http://127.0.0.1:${port}/Api/Open/`));
      });
    });
    const offline = await startTestApp({ sharing: app, env: { ...feie.env, FEIE_URL: url } });
    try {
      const r = await offline.call('CloudPrint/Print', { deviceNo: '918500001', content: RECEIPT }, { token: shop.token });
      assert.deepEqual([r.status, r.body.errorCode, r.body.invMessage], [422, 'CLOUD_PRINT_UNREACHABLE', '无法连接飞鹅云，请稍后再试']);
    } finally {
      await offline.close();
    }
    assert.equal((await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n, before);

    await shop.call('CloudPrint/Remove', { deviceNo: '918500001' });
    assert.deepEqual(feie.calls.at(-1), { ...feie.calls.at(-1), apiname: 'Open_printerDelList', snlist: '918500001' });
    assert.deepEqual((await shop.call('CloudPrint/List', {})).data, []);
    assert.equal((await shop.raw('CloudPrint/Print', { deviceNo: '918500001', content: RECEIPT })).status, 404);
  });
});
