import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { shopDay } from '../contracts';
import { createOperator } from '../operator';
import { startTestApp, TestApp } from '../testing/test-app';
import { wechatPayServer } from '../testing/wechat-pay-server';
import { Payments } from '../shop';
import { EventSourcing } from '../shared/es/event-sourcing';
import { yearsAfter } from './edition-purchases';
import { identityStreams, SessionService } from '../identity';

/** PUBLIC_URL for the stand-in's notifications: it passes each request on to the app once the app is up. */
async function relay() {
  let target = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(k)),
      ) as Record<string, string>;
      void fetch(`${target}${req.url}`, { method: req.method, headers, body: new Uint8Array(Buffer.concat(chunks)) }).then(async (r) =>
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'text/plain' }).end(Buffer.from(await r.arrayBuffer())),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    to: (url: string) => void (target = url),
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Editions bought from inside the product, through the WeChat Pay stand-in: an operator prices an edition and enters
 * the platform's merchant account (its secrets never answered); the company's administrator buys a term, pays by QR
 * code, and WeChat's verified notification applies the edition and the new expiry once (a repeat changes nothing);
 * an employee, a term not priced and another company are refused and write nothing; /buyList shows the receipt.
 */
describe('购买版本 (Edition, Console/EditionPrices) through the WeChat Pay stand-in', () => {
  let app: TestApp;
  let ws: Awaited<ReturnType<typeof wechatPayServer>>;
  let outside: Awaited<ReturnType<typeof relay>>;
  let opToken = '';
  let boss: { token: string; endTime: string };
  let other: { token: string };
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const op = (path: string, body: object = {}) => app.call(path, body, { headers: { 'op-token': opToken } });
  const as = (who: { token: string }, path: string, body: object = {}) => app.call(path, body, { token: who.token });
  const ok = async (r: Promise<{ status: number; body: any }>) => {
    const res = await r;
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.returnData;
  };
  const refused = async (call: () => Promise<{ status: number; body: any }>, status: number, message: string) => {
    const before = await events();
    const r = await call();
    assert.deepEqual([r.status, r.body.invMessage], [status, message]);
    assert.equal(await events(), before, 'nothing written');
  };
  const register = async (companyName: string) =>
    ok(
      app.call('Register/Register', {
        companyName,
        loginName: `gm${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
        password: 'secret123',
        productType: 3,
      }),
    );

  beforeAll(async () => {
    [ws, outside] = await Promise.all([wechatPayServer(), relay()]);
    app = await startTestApp({ env: { WECHATPAY_URL: ws.url, PUBLIC_URL: outside.url } });
    outside.to(app.url);
    const { totpSecret } = await createOperator(app.infra, {
      loginName: 'billing',
      operatorName: '李运营',
      password: 'console-pass-9',
    });
    const totpCode = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate();
    opToken = (await ok(app.call('Console/Login', { loginName: 'billing', password: 'console-pass-9', totpCode }))).token;
    boss = await register('版本商行');
    other = await register('别家商行');
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([ws?.close(), outside?.close()]);
  });

  test('an operator prices an edition by term and enters the platform’s merchant account; its secrets are never answered', async () => {
    await ok(op('Console/EditionPriceSave', { productType: 2, prices: { 1: '498', 2: '898.00', 3: '' } }));
    await ok(
      op('Console/MerchantAccountSave', {
        provider: 'wechat',
        merchantId: ws.account.merchantId,
        appId: ws.account.appId,
        enabled: true,
        values: ws.account.values,
      }),
    );
    const { editions } = await ok(op('Console/EditionPrices'));
    assert.deepEqual(editions.find((e: any) => e.productType === 2).prices, [
      { years: 1, amount: '498.00' },
      { years: 2, amount: '898.00' },
      { years: 3, amount: null },
    ]);
    const accounts = JSON.stringify(await ok(op('Console/MerchantAccounts')));
    assert.ok(accounts.includes(ws.account.merchantId));
    const keyBody = ws.account.values.privateKey.split('\n')[3];
    assert.ok(!accounts.includes(ws.account.values.apiV3Key) && !accounts.includes(keyBody), 'secrets are not answered');
    const { rows } = await app.infra.pool.query(
      `select company_id, metadata->>'userName' as who, data from events where event_type = 'EditionPriceChanged'`,
    );
    assert.deepEqual(
      rows.map((r) => [r.company_id, r.who, r.data]),
      [['platform', '李运营（运营）', { productType: 2, prices: { 1: '498.00', 2: '898.00' } }]],
      'an event with who and when',
    );
    const log = await ok(op('Console/Log', {}));
    assert.ok(
      log.data.some((r: any) => r.action === '设置版本价格' && r.detail === '专业单店版：1年498.00元，2年898.00元'),
      'in the console’s log',
    );
  });

  test('a company’s token cannot price editions; a bad price is refused naming its term; both write nothing', async () => {
    await refused(() => as(boss, 'Console/EditionPriceSave', { productType: 2, prices: { 1: '1' } }), 403, '仅限运营人员');
    await refused(
      () => op('Console/EditionPriceSave', { productType: 2, prices: { 1: '0' } }),
      400,
      '1年价格必须大于0、小于1000000，最多2位小数',
    );
    await refused(() => op('Console/EditionPriceSave', { productType: 1, prices: { 1: '10' } }), 400, '版本不在可售范围内');
  });

  test('the administrator buys a year of 专业单店版 by WeChat QR code; the verified notification applies it once', async () => {
    const offers = await ok(as(boss, 'Edition/Offers'));
    assert.deepEqual(offers.providers, [{ key: 'wechat', name: '微信支付', channels: ['qr', 'wap'] }]);
    const bought = await ok(as(boss, 'Edition/Buy', { productType: 2, years: 1, provider: 'wechat', channel: 'qr' }));
    assert.match(bought.codeUrl, /^weixin:\/\//);
    assert.equal(bought.amount, 498);
    assert.equal(ws.orders.get(bought.payOrderId)!.mchid, ws.account.merchantId, 'paid into the platform’s merchant account');
    const waiting = await ok(as(boss, 'Edition/Status', { purchaseId: bought.purchaseId }));
    assert.deepEqual([waiting.status, waiting.productType, waiting.endTime], ['created', 3, boss.endTime]);
    const before = await ok(as(boss, 'Company/Detail'));
    assert.deepEqual([before.productType, before.buyFlag], [3, 0]);

    assert.ok((await ws.buyerPays(bought.payOrderId)).ok, 'WeChat’s notification is taken');
    const endTime = yearsAfter(boss.endTime, 1);
    const after = await ok(as(boss, 'Company/Detail'));
    assert.deepEqual([after.productType, after.editionName, after.endTime, after.buyFlag], [2, '专业单店版', endTime, 1]);

    const written = await events();
    const again = ws.notificationFor(bought.payOrderId);
    const repeat = await fetch(`${app.url}/api/OrderTrade/Notify/wechat/${bought.payOrderId}`, {
      method: 'POST',
      headers: again.headers,
      body: new Uint8Array(again.body),
    });
    assert.ok(repeat.ok, 'a repeated notification is answered');
    assert.equal(await events(), written, 'and changes nothing');
    assert.equal((await ok(as(boss, 'Company/Detail'))).endTime, endTime);

    const paid = await ok(as(boss, 'Edition/Status', { purchaseId: bought.purchaseId }));
    assert.deepEqual([paid.status, paid.productType, paid.endTime, paid.purchase.status], ['paid', 2, endTime, 'paid']);
    const tradeNo = ws.orders.get(bought.payOrderId)!.transaction_id;
    const { data } = await ok(as(boss, 'Edition/Purchases'));
    assert.deepEqual(
      data.map((p: any) => [p.purchaseNo, p.editionName, p.years, p.amount, p.status, p.tradeNo, p.providerName, p.endTime]),
      [[bought.purchaseNo, '专业单店版', 1, '498.00', 'paid', tradeNo, '微信支付', endTime]],
    );
    assert.match(bought.purchaseNo, new RegExp(`^GM${shopDay().replace(/-/g, '')}[0-9A-F]{6}$`));
    const receipt = await ok(as(boss, 'Edition/Receipt', { purchaseId: bought.purchaseId }));
    assert.deepEqual(
      [receipt.companyName, receipt.purchaseNo, receipt.tradeNo, receipt.amount],
      ['版本商行', bought.purchaseNo, tradeNo, '498.00'],
    );
    assert.ok(receipt.paidAt);
  });

  test('an employee, a term not priced and another company’s purchase are refused and write nothing', async () => {
    const role = (await ok(as(boss, 'Role/Save', { roleName: '店员', permissions: [{ permissionId: '4012', actionList: ['query'] }] })))
      .roleId;
    const loginName = `gmstaff${Date.now()}`;
    await ok(as(boss, 'User/Save', { loginName, password: 'secret123', userName: '店员', roleId: role }));
    const staff = await ok(app.call('Login/Login', { loginName, password: 'secret123' }));
    await refused(() => as(staff, 'Edition/Buy', { productType: 2, years: 1, provider: 'wechat' }), 403, '非管理员无权操作');
    await refused(() => as(staff, 'Edition/Purchases'), 403, '非管理员无权操作');
    await refused(
      () => as(boss, 'Edition/Buy', { productType: 2, years: 3, provider: 'wechat' }),
      422,
      '专业单店版3年暂未开放购买，请联系客服',
    );
    await refused(
      () => as(boss, 'Edition/Buy', { productType: 9, years: 1, provider: 'wechat' }),
      422,
      '多店旗舰版1年暂未开放购买，请联系客服',
    );
    const { data } = await ok(as(boss, 'Edition/Purchases'));
    await refused(() => as(other, 'Edition/Status', { purchaseId: data[0].purchaseId }), 404, '购买单不存在');
    await refused(() => as(other, 'Edition/Receipt', { purchaseId: data[0].purchaseId }), 404, '购买单不存在');
    assert.deepEqual((await ok(as(other, 'Edition/Purchases'))).data, []);
  });

  test('an expired trial’s administrator is refused sign-in but handed a session that can only buy; once paid, all opens', async () => {
    const gm = await register('到期商行');
    const role = (await ok(as(gm, 'Role/Save', { roleName: '店员', permissions: [{ permissionId: '4012', actionList: ['query'] }] })))
      .roleId;
    const staffName = `gmx${Date.now()}`;
    await ok(as(gm, 'User/Save', { loginName: staffName, password: 'secret123', userName: '店员', roleId: role }));
    const yesterday = new Date(Date.parse(`${shopDay()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await app.module.get(EventSourcing).commit(
      [
        {
          streamId: identityStreams.company(gm.companyId),
          streamType: 'Company',
          expectedVersion: 'any',
          events: [{ type: 'CompanyTrialExtended', data: { endTime: yesterday, previousEndTime: gm.endTime, reason: '试用结束' } }],
        },
      ],
      { companyId: gm.companyId, userId: 'system' },
    );
    const refusedFor = async (who: { token: string }, path: string) => {
      const r = await as(who, path);
      return [r.status, r.body.errorCode, r.body.invMessage];
    };
    const expired = [403, 'ACCOUNT_EXPIRED', '账号已过期'];
    assert.deepEqual(await refusedFor(gm, 'Menu/List'), expired, 'a session from before the expiry too');

    const staffLogin = await app.call('Login/Login', { loginName: staffName, password: 'secret123' });
    assert.deepEqual([staffLogin.status, staffLogin.body.errorCode, staffLogin.body.details], [422, 'ACCOUNT_EXPIRED', undefined]);
    const refusal = await app.call('Login/Login', { loginName: gm.loginName, password: 'secret123' });
    assert.deepEqual([refusal.status, refusal.body.errorCode, refusal.body.invMessage], [422, 'ACCOUNT_EXPIRED', '账号已过期']);
    const login = refusal.body.details.login;
    assert.deepEqual([login.isAdmin, login.companyId, login.endTime, login.buyFlag], [1, gm.companyId, yesterday, 0]);

    for (const path of ['Menu/List', 'Product/PageQuery', 'User/PageQuery', 'Role/PageQuery', 'Setting/Detail', 'Setting/Save'])
      assert.deepEqual(await refusedFor(login, path), expired, path);
    const staff = (await app.infra.pool.query(`select user_id from users where login_name = $1`, [staffName])).rows[0].user_id;
    const staffSession = { token: await app.module.get(SessionService).issue(staff, gm.companyId) };
    assert.deepEqual(await refusedFor(staffSession, 'Company/Detail'), expired, 'an employee’s session opens nothing');
    const spare = (await app.call('Login/Login', { loginName: gm.loginName, password: 'secret123' })).body.details.login;
    await ok(as(spare, 'Login/Logout'));
    assert.equal((await as(spare, 'Company/Detail')).status, 401, 'signed out while expired');
    assert.equal((await ok(as(login, 'Company/Detail'))).endTime, yesterday);
    assert.ok((await ok(as(login, 'Edition/Offers'))).editions.length > 0);
    const bought = await ok(as(login, 'Edition/Buy', { productType: 2, years: 1, provider: 'wechat', channel: 'qr' }));
    assert.equal((await ok(as(login, 'Edition/Status', { purchaseId: bought.purchaseId }))).status, 'created');
    assert.ok((await ws.buyerPays(bought.payOrderId)).ok);
    const endTime = yearsAfter(shopDay(), 1);
    const paid = await ok(as(login, 'Edition/Status', { purchaseId: bought.purchaseId }));
    assert.deepEqual([paid.status, paid.productType, paid.endTime], ['paid', 2, endTime], 'a new term from today');

    const again = await ok(app.call('Login/Login', { loginName: gm.loginName, password: 'secret123' }));
    assert.deepEqual([again.endTime, again.productType, again.buyFlag], [endTime, 2, 1]);
    assert.equal((await as(again, 'Menu/List')).status, 200);
    assert.equal((await as(login, 'Menu/List')).status, 200, 'the buying session is a whole one once paid');
    assert.equal((await ok(app.call('Login/Login', { loginName: staffName, password: 'secret123' }))).buyFlag, 1);
  });

  test('a payment recorded paid whose purchase a crash left unapplied is applied by the sweep, once', async () => {
    const bought = await ok(as(other, 'Edition/Buy', { productType: 2, years: 2, provider: 'wechat' }));
    const paid = {
      payOrderId: bought.payOrderId,
      tradeNo: '4200000000099',
      amount: '898.00',
      payer: 'o-buyer',
      payType: 'NATIVE',
      paidAt: new Date().toISOString(),
    };
    await app.module.get(EventSourcing).commit(
      [
        {
          streamId: `PayOrder-${bought.payOrderId}`,
          streamType: 'PayOrder',
          expectedVersion: 'any',
          events: [{ type: 'PayOrderPaid', data: paid }],
        },
      ],
      { companyId: 'platform', userId: 'system' },
    );
    const before = await ok(as(other, 'Company/Detail'));
    assert.deepEqual([before.productType, before.buyFlag], [3, 0]);
    const sweep = () => app.module.get(Payments).sweep(new Date(Date.now() + 120_000));
    await sweep();
    const after = await ok(as(other, 'Company/Detail'));
    assert.deepEqual([after.productType, after.endTime, after.buyFlag], [2, yearsAfter(before.endTime, 2), 1]);
    const written = await events();
    await sweep();
    assert.equal(await events(), written, 'a second sweep changes nothing');
  });
});
