import assert from 'node:assert/strict';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, test } from '@jest/globals';
import { PaymentProviders } from '../../shop';
import { fakePay } from '../../testing/pay-provider';
import { today } from '../../testing/stock-shop';
import { solvedCaptcha } from '../../testing/public-calls';
import { aliyunSmsServer, SmsStandIn } from '../../testing/sms-server';
import { REAL_LIMITS, startTestApp, TestApp } from '../../testing/test-app';
import { hashToken } from './session.service';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://jxc.example.cn';

const register = async (app: TestApp, extra: object = {}) => {
  const res = await app.call('Register/Register', {
    companyName: '限流',
    loginName: uniq('lim'),
    password: 'secret123',
    productType: 2,
    ...extra,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.returnData;
};

/** How many answers were each status (and error code). */
const tally = (answers: { status: number; body: { errorCode?: string } }[]) => {
  const out: Record<string, number> = {};
  for (const a of answers)
    out[`${a.status} ${a.body.errorCode ?? ''}`.trim()] = (out[`${a.status} ${a.body.errorCode ?? ''}`.trim()] ?? 0) + 1;
  return out;
};

const hits = async (app: TestApp, name: string, key?: string) =>
  (
    await app.infra.pool.query('select count(*)::int as n from rate_limit_hits where name = $1 and ($2::text is null or key = $2)', [
      name,
      key ?? null,
    ])
  ).rows[0].n as number;

/** A shop with its store open and one product on sale (5 in stock). */
async function openStore(app: TestApp) {
  const { token } = await register(app, { productType: 6 });
  const call = async (path: string, body: object) => {
    const r = await app.call(path, body, { token });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const skuId = (
    await call('Product/Save', {
      productName: '矿泉水',
      productCode: 'WATER',
      unitName: '箱',
      skus: [{ salePrice: 30, purchasePrice: 20 }],
    })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 5, price: 20 }], audit: true });
  const storeCode = (await call('StoreInfo/Update', { storeName: '水站', open: true, warehouseId, delivery: true, pickup: true }))
    .storeCode;
  await call('StoreProduct/Save', { skuId, storePrice: '25.5', online: true });
  const placeOrder = (phone: string, opts: { headers?: Record<string, string> } = {}) =>
    app.call('StoreFront/PlaceOrder', { storeCode, buyerName: '李雷', phone, deliveryType: 'pickup', lines: [{ skuId, qty: 0.01 }] }, opts);
  return { call, storeCode, placeOrder };
}

describe('public limits with the default settings (no trusted proxy)', () => {
  let app: TestApp;
  let sms: SmsStandIn;
  beforeAll(async () => {
    sms = await aliyunSmsServer();
    app = await startTestApp({ env: { ...REAL_LIMITS, PUBLIC_URL, ...sms.env } });
  });
  beforeEach(() => app.infra.pool.query('delete from rate_limit_hits'));
  afterAll(async () => {
    await app.close();
    await sms.close();
  });

  /** The code the SMS stand-in last delivered to the phone. */
  const lastCode = (phone: string) => sms.sent.filter((m) => m.phone === phone).at(-1)!.code;
  /** A company registered by phone (Register_Mobile), the code sent to it typed back; the limits' counts forgotten. */
  const registerWithPhone = async (phone: string) => {
    assert.equal((await app.call('Sms/Send', { phone, purpose: 'register' })).status, 200);
    const co = await register(app, { phone, smsCode: lastCode(phone) });
    await app.infra.pool.query('delete from rate_limit_hits');
    return co;
  };
  /** The phone may be sent another code at once (as a minute later). */
  const aMinuteLater = (phone: string) =>
    app.infra.pool.query(`update sms_codes set sent_at = now() - interval '61 seconds' where phone = $1`, [phone]);

  test('a captcha is an SVG image; its answer stays on the server and is good for one try', async () => {
    const res = await app.call('Common/GetImageCheckCode');
    const { captchaId, image } = res.body.returnData;
    assert.match(image, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(image.split(',')[1], 'base64').toString(), /^<svg[^>]*>.*<\/svg>$/s);
    const { rows } = await app.infra.pool.query('select answer from captchas where captcha_id = $1', [captchaId]);
    assert.ok(!JSON.stringify(res.body).includes(rows[0].answer));
    const co = await register(app);
    for (let i = 0; i < 3; i++) await app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' });
    const right = { loginName: co.loginName, password: 'secret123' };
    const wrongAnswer = await app.call('Login/Login', { ...right, captchaId, captchaCode: 'zzzz' });
    assert.deepEqual(
      [wrongAnswer.status, wrongAnswer.body.errorCode, wrongAnswer.body.invMessage],
      [422, 'CAPTCHA_REQUIRED', '图形验证码错误或已过期，请重新输入'],
    );
    const used = await app.call('Login/Login', { ...right, captchaId, captchaCode: rows[0].answer });
    assert.equal(used.body.errorCode, 'CAPTCHA_REQUIRED', 'a captcha is used up by its first try, right or wrong');
    const expired = await solvedCaptcha(app);
    await app.infra.pool.query(`update captchas set expires_at = now() - interval '1 second' where captcha_id = $1`, [expired.captchaId]);
    assert.equal((await app.call('Login/Login', { ...right, ...expired })).body.errorCode, 'CAPTCHA_REQUIRED', 'nor after five minutes');
    assert.equal((await app.call('Login/Login', { ...right, ...(await solvedCaptcha(app)) })).status, 200);
  });

  test('40 wrong passwords at once to one account: 3 are checked, the rest need a captcha; the owner is never locked out', async () => {
    const co = await register(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' })),
    );
    assert.deepEqual(tally(answers), { '422 BAD_CREDENTIALS': 3, '422 CAPTCHA_REQUIRED': 37 });
    assert.ok(
      answers.filter((a) => a.body.errorCode === 'CAPTCHA_REQUIRED').every((a) => a.body.invMessage === '为了账号安全，请输入图形验证码'),
    );
    const right = { loginName: co.loginName, password: 'secret123' };
    assert.equal(
      (await app.call('Login/Login', right)).body.errorCode,
      'CAPTCHA_REQUIRED',
      'the right password needs the captcha too (it used to be 429 for 15 minutes)',
    );
    assert.equal((await app.call('Login/Login', { ...right, ...(await solvedCaptcha(app)) })).status, 200, 'and signs in with it');
    assert.equal(await hits(app, 'login-failure-account', co.loginName.toLowerCase()), 0, 'the account’s failures are cleared');
    assert.equal(
      (await app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' })).body.errorCode,
      'BAD_CREDENTIALS',
      'free tries again',
    );
  });

  test('a successful login takes back its own count and clears the account’s', async () => {
    const co = await register(app);
    for (let i = 0; i < 2; i++)
      assert.equal((await app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' })).body.errorCode, 'BAD_CREDENTIALS');
    assert.equal((await app.call('Login/Login', { loginName: co.loginName, password: 'secret123' })).status, 200);
    assert.equal(await hits(app, 'login-failure-account', co.loginName.toLowerCase()), 0);
    assert.equal(await hits(app, 'login-failure-address'), 2, 'the two failures, not the sign-in');
  });

  test('one address: 5 failures free, then a captcha each, and at 20 a 429 RATE_LIMITED even with one; X-Forwarded-For from a loopback client is not believed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.call(
          'Login/Login',
          { loginName: uniq('nobody'), password: 'wrong-pass' },
          { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
        ),
      ),
    );
    assert.deepEqual(tally(answers), { '422 BAD_CREDENTIALS': 5, '422 CAPTCHA_REQUIRED': 25 });
    for (let i = 0; i < 15; i++)
      assert.equal(
        (await app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass', ...(await solvedCaptcha(app)) })).body
          .errorCode,
        'BAD_CREDENTIALS',
      );
    const limited = await app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass', ...(await solvedCaptcha(app)) });
    assert.deepEqual(
      [limited.status, limited.body.errorCode, limited.body.invMessage],
      [429, 'RATE_LIMITED', '登录失败次数过多，请15分钟后再试'],
    );
    const { rows } = await app.infra.pool.query(`select distinct key from rate_limit_hits where name = 'login-failure-address'`);
    assert.equal(rows.length, 1);
    assert.doesNotMatch(rows[0].key, /203\.0\.113/);
  });

  test('a token is kept 31 days', async () => {
    const co = await register(app);
    const login = await app.call('Login/Login', { loginName: co.loginName, password: 'secret123' });
    assert.equal(login.status, 200);
    const { rows } = await app.infra.pool.query(
      'select extract(epoch from expires_at - now())::float8 * 1000 as ms from sessions where token_hash = $1',
      [hashToken(login.body.returnData.token)],
    );
    assert.ok(Math.abs(rows[0].ms - 31 * DAY_MS) < 60_000, `expires in ${rows[0].ms} ms`);
  });

  test('找回密码: a new code does not restart the count of wrong ones; past the first try each needs a captcha; 5 wrong codes a day, then 429 even with the right one', async () => {
    const co = await registerWithPhone('13800138000');
    const name = { loginName: co.loginName };
    assert.equal((await app.call('FindPassword/GetLicenseCode', name)).status, 200);
    assert.equal((await app.call('FindPassword/GetLicenseCode', name)).body.errorCode, 'CAPTCHA_REQUIRED', 'a second code needs a captcha');
    await aMinuteLater('13800138000');
    assert.equal((await app.call('FindPassword/GetLicenseCode', { ...name, ...(await solvedCaptcha(app)) })).status, 200);
    const code = lastCode('13800138000');
    const wrong = code === '000000' ? '000001' : '000000';
    const check = (licenseCode: string, captcha = {}) =>
      app.call('FindPassword/ResetPassword', { ...name, licenseCode, password: 'newpass1', ...captcha });
    assert.equal((await check(wrong)).body.errorCode, 'BAD_LICENSE_CODE');
    assert.equal((await check(wrong)).body.errorCode, 'CAPTCHA_REQUIRED', 'a wrong code, then each check needs a captcha');
    for (let i = 0; i < 2; i++) assert.equal((await check(wrong, await solvedCaptcha(app))).body.errorCode, 'BAD_LICENSE_CODE');
    assert.equal(
      (await app.call('FindPassword/GetLicenseCode', name)).body.errorCode,
      'CAPTCHA_REQUIRED',
      'after a wrong code a new code needs a captcha',
    );
    await aMinuteLater('13800138000');
    assert.equal((await app.call('FindPassword/GetLicenseCode', { ...name, ...(await solvedCaptcha(app)) })).status, 200, 'a new code …');
    const fresh = lastCode('13800138000');
    const other = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < 2; i++) assert.equal((await check(other, await solvedCaptcha(app))).body.errorCode, 'BAD_LICENSE_CODE');
    const limited = await check(fresh, await solvedCaptcha(app));
    assert.deepEqual(
      [limited.status, limited.body.errorCode, limited.body.invMessage],
      [429, 'RATE_LIMITED', '验证码错误次数过多，请明天再试'],
      '… and the count went on: 5 wrong codes, then no more checks that day',
    );
    assert.equal(
      (await app.call('Login/Login', { loginName: co.loginName, password: 'secret123' })).status,
      200,
      'the password is unchanged',
    );
  });

  test('找回密码: 50 wrong codes at once are one check and 49 captchas; a code is good once and for 5 minutes', async () => {
    const phone = '13800138001';
    const co = await registerWithPhone(phone);
    const name = { loginName: co.loginName };
    assert.equal((await app.call('FindPassword/GetLicenseCode', name)).status, 200);
    const code = lastCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.call('FindPassword/ResetPassword', { ...name, licenseCode: wrong, password: 'newpass1' })),
    );
    assert.deepEqual(tally(answers), { '422 BAD_LICENSE_CODE': 1, '422 CAPTCHA_REQUIRED': 49 });

    await app.infra.pool.query(
      `update sms_codes set expires_at = now() - interval '1 second', sent_at = now() - interval '61 seconds' where phone = $1`,
      [phone],
    );
    assert.equal(
      (await app.call('FindPassword/ResetPassword', { ...name, licenseCode: code, password: 'newpass1', ...(await solvedCaptcha(app)) }))
        .body.errorCode,
      'BAD_LICENSE_CODE',
      'expired',
    );
    assert.equal((await app.call('FindPassword/GetLicenseCode', { ...name, ...(await solvedCaptcha(app)) })).status, 200);
    const fresh = lastCode(phone);
    const reset = await app.call('FindPassword/ResetPassword', {
      ...name,
      licenseCode: fresh,
      password: 'newpass1',
      ...(await solvedCaptcha(app)),
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const again = await app.call('FindPassword/ResetPassword', {
      ...name,
      licenseCode: fresh,
      password: 'newpass2',
      ...(await solvedCaptcha(app)),
    });
    assert.equal(again.body.errorCode, 'BAD_LICENSE_CODE', 'used once');
    assert.equal((await app.call('Login/Login', { loginName: co.loginName, password: 'newpass1' })).status, 200);
  });

  test('codes: 5 an hour from one address (RATE_LIMIT_RESET_CODE), 5 a day to one account', async () => {
    const address = async () =>
      (await app.infra.pool.query(`select key from rate_limit_hits where name = 'reset-code-address' limit 1`)).rows[0].key as string;
    const names = Array.from({ length: 6 }, () => uniq('nobody'));
    for (const loginName of names.slice(0, 5))
      assert.equal((await app.call('FindPassword/GetLicenseCode', { loginName, ...(await solvedCaptcha(app)) })).status, 200);
    const limited = await app.call('FindPassword/GetLicenseCode', { loginName: names[5], ...(await solvedCaptcha(app)) });
    assert.deepEqual(
      [limited.status, limited.body.errorCode, limited.body.invMessage],
      [429, 'RATE_LIMITED', '获取验证码过于频繁，请稍后再试'],
    );
    await app.infra.pool.query(`delete from rate_limit_hits where name = 'reset-code-address' and key = $1`, [await address()]);
    const loginName = uniq('nobody');
    for (let i = 0; i < 5; i++) {
      assert.equal((await app.call('FindPassword/GetLicenseCode', { loginName, ...(await solvedCaptcha(app)) })).status, 200);
      await app.infra.pool.query(`delete from rate_limit_hits where name = 'reset-code-address'`);
    }
    assert.equal((await app.call('FindPassword/GetLicenseCode', { loginName, ...(await solvedCaptcha(app)) })).status, 429);
  });

  test('registrations: the first from an address free, then each with a captcha, 5 an hour, then 429 RATE_LIMITED and nothing written', async () => {
    const registration = () => ({ companyName: '限流', loginName: uniq('lim'), password: 'secret123', productType: 2 });
    await register(app);
    const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n;
    const before = await events();
    const asked = await app.call('Register/Register', registration());
    assert.deepEqual([asked.status, asked.body.errorCode], [422, 'CAPTCHA_REQUIRED']);
    assert.equal(await events(), before, 'nothing written without the captcha');
    for (let i = 0; i < 4; i++) await register(app, await solvedCaptcha(app));
    const settled = await events();
    const limited = await app.call('Register/Register', { ...registration(), ...(await solvedCaptcha(app)) });
    assert.deepEqual([limited.status, limited.body.errorCode, limited.body.invMessage], [429, 'RATE_LIMITED', '注册过于频繁，请稍后再试']);
    assert.equal(await events(), settled);
    await app.infra.pool.query(`delete from rate_limit_hits`);
    await app.infra.pool.query(`insert into rate_limit_hits (name, key) select 'register-phone', '13900139000' from generate_series(1, 5)`);
    const phoneDay = await app.call('Register/Register', { ...registration(), phone: '13900139000', smsCode: '123456' });
    assert.deepEqual([phoneDay.status, phoneDay.body.errorCode], [429, 'RATE_LIMITED'], 'the phone’s day is used up');
  });

  test('demo companies: 2 from an address free, then each with a captcha, 10 an hour, then 429 RATE_LIMITED', async () => {
    await register(app);
    const { rows } = await app.infra.pool.query(`select key from rate_limit_hits where name = 'register-address' limit 1`);
    await app.infra.pool.query(`insert into rate_limit_hits (name, key) select 'demo-address', $1 from generate_series(1, 9)`, [
      rows[0].key,
    ]);
    assert.equal((await app.call('Login/DemoLogin')).body.errorCode, 'CAPTCHA_REQUIRED', 'past the second');
    assert.equal((await app.call('Login/DemoLogin', await solvedCaptcha(app))).status, 200, 'the tenth');
    const limited = await app.call('Login/DemoLogin', await solvedCaptcha(app));
    assert.deepEqual(
      [limited.status, limited.body.errorCode, limited.body.invMessage],
      [429, 'RATE_LIMITED', '体验演示次数过多，请稍后再试'],
    );
  });

  test('Common/CheckRegisterInfo: whether a login name and a phone are free, 60 an hour from one address', async () => {
    const co = await registerWithPhone('13700137000');
    const check = (body: object) => app.call('Common/CheckRegisterInfo', body);
    assert.deepEqual((await check({ loginName: co.loginName.toUpperCase(), phone: '13700137000' })).body.returnData, {
      loginNameFree: false,
      phoneFree: false,
    });
    assert.deepEqual((await check({ loginName: uniq('free'), phone: '13700137001' })).body.returnData, {
      loginNameFree: true,
      phoneFree: true,
    });
    assert.deepEqual((await check({ loginName: uniq('free') })).body.returnData, { loginNameFree: true, phoneFree: null });
    assert.equal((await check({ phone: '123' })).status, 400);
    const key = (await app.infra.pool.query(`select key from rate_limit_hits where name = 'check-register-address' limit 1`)).rows[0].key;
    await app.infra.pool.query(`insert into rate_limit_hits (name, key) select 'check-register-address', $1 from generate_series(1, 57)`, [
      key,
    ]);
    const limited = await check({ loginName: uniq('free') });
    assert.deepEqual([limited.status, limited.body.errorCode], [429, 'RATE_LIMITED']);
  });

  test('security headers on every response: CSP with frame-ancestors none, X-Frame-Options DENY, no referrer, nosniff, HSTS for an https PUBLIC_URL', async () => {
    const responses = [
      await fetch(`${app.url}/Login`),
      await fetch(`${app.url}/health`),
      await fetch(`${app.url}/api/Login/Login`, { method: 'POST' }),
      (await app.call('No/Such')) as unknown as Response,
    ];
    for (const res of responses) {
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.match(res.headers.get('strict-transport-security') ?? '', /^max-age=\d+$/);
    }
  });

  test('a store payment’s notify URL is PUBLIC_URL’s, never the request’s Host', async () => {
    const fake = fakePay();
    const notifyUrls: string[] = [];
    app.module
      .get(PaymentProviders)
      .add({ ...fake.provider, start: (account, channel, p) => (notifyUrls.push(p.notifyUrl), fake.provider.start(account, channel, p)) });
    const { call, storeCode, placeOrder } = await openStore(app);
    const accountId = (await call('Account/Save', { accountName: '微信收款', accountCode: 'WX', initAmount: 0 })).accountId;
    await call('PaySetting/Save', {
      provider: 'wechat',
      merchantId: '1600000001',
      appId: 'wx8888',
      accountId,
      values: { apiKey: 'merchant-key-7f3a9c21' },
      enabled: true,
    });
    const order = await placeOrder('13800001111');
    // fetch sends its own Host header: node:http sends the one given.
    const status = await new Promise((resolve, reject) =>
      http
        .request(
          `${app.url}/api/OrderTrade/Pay`,
          { method: 'POST', headers: { 'content-type': 'application/json', host: 'evil.example.com' } },
          (res) => res.resume().on('end', () => resolve(res.statusCode)),
        )
        .on('error', reject)
        .end(
          JSON.stringify({ storeCode, orderId: order.body.returnData.orderId, phone: '13800001111', provider: 'wechat', channel: 'qr' }),
        ),
    );
    assert.equal(status, 200);
    assert.equal(notifyUrls.length, 1);
    assert.match(notifyUrls[0], new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/api/OrderTrade/Notify/wechat/[0-9a-f]{32}$`));
  });

  test('store orders: 20 a day with one phone, then 429 RATE_LIMITED and nothing written', async () => {
    const { placeOrder } = await openStore(app);
    const orders = async () =>
      (await app.infra.pool.query(`select count(*)::int as n from events where stream_id like 'StoreOrder-%'`)).rows[0].n;
    for (let i = 0; i < 20; i++) assert.equal((await placeOrder('13800002000')).status, 200);
    const before = await orders();
    const refused = await placeOrder('13800002000');
    assert.deepEqual([refused.status, refused.body.errorCode, refused.body.invMessage], [429, 'RATE_LIMITED', '下单过于频繁，请稍后再试']);
    assert.equal(await orders(), before, 'nothing written');
    assert.equal((await placeOrder('13800002001')).status, 200, 'another phone orders');
  });
});

describe('login limits with TRUST_PROXY=loopback', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback', RATE_LIMIT_STORE_ORDER: '5' } });
  });
  afterAll(() => app.close());
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  test('store orders: RATE_LIMIT_STORE_ORDER an hour from one forwarded address, then 429; another address orders', async () => {
    const { placeOrder } = await openStore(app);
    for (let i = 0; i < 5; i++) assert.equal((await placeOrder(`1390000300${i}`, from('203.0.113.200'))).status, 200);
    const refused = await placeOrder('13900003009', from('203.0.113.200'));
    assert.deepEqual([refused.status, refused.body.errorCode], [429, 'RATE_LIMITED']);
    assert.equal((await placeOrder('13900003009', from('203.0.113.201'))).status, 200);
  });

  test('the forwarded address is the one counted', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass' }, from(`203.0.113.${i + 1}`)),
      ),
    );
    assert.deepEqual(tally(answers), { '422 BAD_CREDENTIALS': 30 });
    const { rows } = await app.infra.pool.query(
      `select count(distinct key)::int as n from rate_limit_hits where name = 'login-failure-address' and key like '203.0.113.%'`,
    );
    assert.equal(rows[0].n, 30);
    const one = from('198.51.100.7');
    for (let i = 0; i < 5; i++)
      assert.equal(
        (await app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass' }, one)).body.errorCode,
        'BAD_CREDENTIALS',
      );
    assert.equal(
      (await app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass' }, one)).body.errorCode,
      'CAPTCHA_REQUIRED',
      'one forwarded address still has its limit',
    );
  });

  test('strangers failing from many addresses cannot lock the owner out: it costs the owner a captcha, never a 429', async () => {
    const co = (await app.call('Register/Register', { companyName: '限流', loginName: uniq('lim'), password: 'secret123', productType: 2 }))
      .body.returnData;
    for (let a = 1; a <= 6; a++) {
      for (let i = 0; i < 5; i++) {
        const address = `192.0.2.${a}`;
        const res = await app.call(
          'Login/Login',
          { loginName: co.loginName, password: `guess${i}`, ...(await solvedCaptcha(app, from(address).headers)) },
          from(address),
        );
        assert.equal(res.body.errorCode, 'BAD_CREDENTIALS');
      }
    }
    const owner = from('198.51.100.99');
    const right = { loginName: co.loginName, password: 'secret123' };
    assert.equal(
      (await app.call('Login/Login', right, owner)).body.errorCode,
      'CAPTCHA_REQUIRED',
      '30 failures by others (it was 429 from the fifth)',
    );
    assert.equal((await app.call('Login/Login', { ...right, ...(await solvedCaptcha(app, owner.headers)) }, owner)).status, 200);
  });
});
