import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, test } from '@jest/globals';
import { solvedCaptcha } from '../../testing/public-calls';
import { aliyunSmsServer, SmsStandIn, tencentSmsServer } from '../../testing/sms-server';
import { company, startTestApp, TestApp } from '../../testing/test-app';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;
/** A phone number nobody has yet: 11 digits, 1 then 3-9. */
const newPhone = () => `139${String(Date.now() % 1e5).padStart(5, '0')}${String(seq++ % 1000).padStart(3, '0')}`;

const count = async (app: TestApp, sql: string, params: unknown[] = []) => (await app.infra.pool.query(sql, params)).rows[0].n as number;
const writes = (app: TestApp) =>
  count(
    app,
    `select ((select count(*) from events) + (select count(*) from sms_codes) + (select count(*) from rate_limit_hits))::int as n`,
  );

describe('with no SMS provider configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('every code is refused, 422 SMS_NOT_CONFIGURED, and nothing is written; a phone cannot register without one', async () => {
    const co = await company(app, '无短信');
    const before = await writes(app);
    for (const [path, body, token] of [
      ['Sms/Send', { phone: '13800138000', purpose: 'register' }],
      ['Sms/Send', { phone: '13800138000', purpose: 'reset' }],
      ['Sms/Send', { phone: '13800138000', purpose: 'bind' }, co.token],
      ['FindPassword/GetLicenseCode', { loginName: 'anyone' }],
    ] as const) {
      const res = await app.call(path, body, { token });
      assert.deepEqual(
        [res.status, res.body.errorCode, res.body.invMessage],
        [422, 'SMS_NOT_CONFIGURED', '短信服务未开通，无法发送验证码，请联系管理员'],
        path,
      );
    }
    const phoneOnly = await app.call('Register/Register', {
      companyName: '手机注册',
      loginName: uniq('m'),
      password: 'secret123',
      productType: 2,
      phone: '13800138000',
    });
    assert.deepEqual([phoneOnly.status, phoneOnly.body.invMessage], [400, '短信验证码不能为空：请先获取发送到手机的验证码']);
    assert.equal(await writes(app), before);
  });
});

describe('in development with no SMS provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => app.close());

  test('the code goes to the log, and the answer says so', async () => {
    const res = await app.call('Sms/Send', { phone: '13800138000', purpose: 'register' });
    assert.deepEqual(res.body.returnData, { sent: true, resendAfter: 60, validMinutes: 5, devLogged: true });
    assert.equal(await count(app, `select count(*)::int as n from sms_codes where phone = '13800138000'`), 1);
  });
});

describe('through Aliyun 短信服务 (a stand-in speaking its protocol)', () => {
  let app: TestApp;
  let sms: SmsStandIn;
  beforeAll(async () => {
    sms = await aliyunSmsServer();
    app = await startTestApp({ env: sms.env });
  });
  beforeEach(() => app.infra.pool.query('delete from rate_limit_hits; delete from sms_codes'));
  afterAll(async () => {
    await app.close();
    await sms.close();
  });

  /** Sms/Send with a solved captcha (the address's first code of the day needs none; later ones do). */
  const send = async (phone: string, purpose: string, token?: string) =>
    app.call('Sms/Send', { phone, purpose, ...(await solvedCaptcha(app)) }, { token });
  const lastCode = (phone: string) => sms.sent.filter((m) => m.phone === phone).at(-1)?.code;
  const registration = (phone: string, smsCode?: string) => ({
    companyName: '手机注册',
    loginName: uniq('m'),
    password: 'secret123',
    productType: 2,
    phone,
    smsCode,
  });
  /** A company registered by phone (Register_Mobile), its phone proved by the code sent to it. */
  const registerByPhone = async (phone = newPhone()) => {
    assert.equal((await send(phone, 'register')).status, 200);
    const res = await app.call('Register/Register', registration(phone, lastCode(phone)));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await app.infra.pool.query('delete from sms_codes; delete from rate_limit_hits');
    return { ...res.body.returnData, phone } as { token: string; loginName: string; phone: string };
  };

  test('registration by phone: a code to a free phone, a wrong code refused with nothing written, the right one registers once', async () => {
    const phone = newPhone();
    const sent = await app.call('Sms/Send', { phone, purpose: 'register' });
    assert.deepEqual(sent.body.returnData, { sent: true, resendAfter: 60, validMinutes: 5 });
    assert.deepEqual(sms.sent.at(-1) && [sms.sent.at(-1)!.phone, sms.sent.at(-1)!.tag, /^\d{6}$/.test(sms.sent.at(-1)!.code)], [
      phone,
      'register',
      true,
    ]);
    const { rows } = await app.infra.pool.query('select code_hash from sms_codes where phone = $1', [phone]);
    assert.ok(rows[0].code_hash !== lastCode(phone) && !rows[0].code_hash.includes(lastCode(phone)!), 'kept as a hash');

    const events = await count(app, 'select count(*)::int as n from events');
    const code = lastCode(phone)!;
    const wrong = await app.call('Register/Register', registration(phone, code === '000000' ? '000001' : '000000'));
    assert.deepEqual([wrong.status, wrong.body.errorCode, wrong.body.invMessage], [422, 'BAD_SMS_CODE', '短信验证码错误或已过期']);
    assert.equal(await count(app, 'select count(*)::int as n from events'), events, 'nothing written');

    const ok = await app.call('Register/Register', registration(phone, code));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const me = await app.call('User/MyPhone', {}, { token: ok.body.returnData.token });
    assert.equal(me.body.returnData.phone, phone);
    assert.deepEqual((await app.call('Common/CheckRegisterInfo', { phone })).body.returnData, { loginNameFree: null, phoneFree: false });
    const again = await send(phone, 'register');
    assert.deepEqual(
      [again.status, again.body.errorCode, again.body.invMessage],
      [422, 'PHONE_TAKEN', '该手机号已注册，请直接登录或找回密码'],
    );
    const reused = await app.call('Register/Register', { ...registration(newPhone(), code) });
    assert.equal(reused.body.errorCode, 'BAD_SMS_CODE', 'a code is for its phone');
  });

  test('another code to the same phone only after 60 seconds, told in seconds; the address’s second code needs a captcha', async () => {
    const phone = newPhone();
    assert.equal((await app.call('Sms/Send', { phone, purpose: 'register' })).status, 200);
    const soon = await app.call('Sms/Send', { phone, purpose: 'register', ...(await solvedCaptcha(app)) });
    assert.deepEqual([soon.status, soon.body.errorCode], [422, 'SMS_TOO_SOON']);
    assert.match(soon.body.invMessage, /^验证码已发送，请(59|60)秒后再获取$/);
    assert.ok([59, 60].includes(soon.body.details.seconds));
    await app.infra.pool.query(`update sms_codes set sent_at = now() - interval '61 seconds' where phone = $1`, [phone]);
    const noCaptcha = await app.call('Sms/Send', { phone, purpose: 'register' });
    assert.deepEqual([noCaptcha.status, noCaptcha.body.errorCode], [422, 'CAPTCHA_REQUIRED']);
    const first = lastCode(phone);
    assert.equal((await send(phone, 'register')).status, 200);
    assert.notEqual(lastCode(phone), undefined);
    const old = await app.call('Register/Register', registration(phone, first === lastCode(phone) ? '999999' : first));
    assert.equal(old.body.errorCode, 'BAD_SMS_CODE', 'a new code replaces the last');
  });

  test('a code lasts 5 minutes', async () => {
    const phone = newPhone();
    await send(phone, 'register');
    await app.infra.pool.query(`update sms_codes set expires_at = now() - interval '1 second' where phone = $1`, [phone]);
    assert.equal((await app.call('Register/Register', registration(phone, lastCode(phone)))).body.errorCode, 'BAD_SMS_CODE');
  });

  test('limits: 5 codes a day to a phone, 20 from an address, then 429 RATE_LIMITED in Chinese', async () => {
    const phone = newPhone();
    await app.infra.pool.query(`insert into rate_limit_hits (name, key) select 'sms-phone', $1 from generate_series(1, 5)`, [phone]);
    const perPhone = await send(phone, 'register');
    assert.deepEqual(
      [perPhone.status, perPhone.body.errorCode, perPhone.body.invMessage],
      [429, 'RATE_LIMITED', '该手机号今日获取验证码次数已达上限，请明天再试'],
    );
    const address = (await app.infra.pool.query(`select key from rate_limit_hits where name = 'sms-address' limit 1`)).rows[0].key;
    await app.infra.pool.query(`insert into rate_limit_hits (name, key) select 'sms-address', $1 from generate_series(1, 19)`, [address]);
    const perAddress = await send(newPhone(), 'register');
    assert.deepEqual(
      [perAddress.status, perAddress.body.errorCode, perAddress.body.invMessage],
      [429, 'RATE_LIMITED', '获取短信验证码过于频繁，请明天再试'],
    );
    assert.equal(await count(app, 'select count(*)::int as n from sms_codes'), 0);
  });

  test('a message the provider refuses: 422 SMS_FAILED with its words, no code kept, another may be asked for at once', async () => {
    const phone = newPhone();
    sms.failNext('触发号码天级流控Permits:10');
    const failed = await app.call('Sms/Send', { phone, purpose: 'register' });
    assert.deepEqual(
      [failed.status, failed.body.errorCode, failed.body.invMessage],
      [422, 'SMS_FAILED', '短信发送失败：触发号码天级流控Permits:10'],
    );
    assert.equal(await count(app, 'select count(*)::int as n from sms_codes'), 0);
    assert.equal((await send(phone, 'register')).status, 200);
  });

  test('找回密码 by phone: answered alike whether or not an account has the phone; the code resets the password once', async () => {
    const owner = await registerByPhone();
    const stranger = newPhone();
    const sentBefore = sms.sent.length;
    const none = await app.call('Sms/Send', { phone: stranger, purpose: 'reset' });
    assert.deepEqual([none.status, none.body.returnData], [200, { sent: true, resendAfter: 60, validMinutes: 5 }]);
    assert.equal(sms.sent.length, sentBefore, 'nothing sent to a phone no account has');
    const soon = await send(stranger, 'reset');
    assert.equal(soon.body.errorCode, 'SMS_TOO_SOON', 'and it is held back 60 seconds like any phone');

    const sent = await send(owner.phone, 'reset');
    assert.deepEqual([sent.status, sent.body.returnData], [200, { sent: true, resendAfter: 60, validMinutes: 5 }]);
    const code = lastCode(owner.phone)!;
    assert.equal(sms.sent.at(-1)!.tag, 'reset');
    const reset = (licenseCode: string) =>
      app.call('FindPassword/ResetPassword', { phone: owner.phone, licenseCode, password: 'newpass1' });
    assert.equal((await reset(code)).status, 200);
    assert.equal((await app.call('Login/Login', { loginName: owner.loginName, password: 'newpass1' })).status, 200);
    assert.equal((await reset(code)).body.errorCode, 'BAD_LICENSE_CODE', 'used once');
  });

  test('找回密码 by login name: the code goes to the account’s phone through the provider', async () => {
    const owner = await registerByPhone();
    const res = await app.call('FindPassword/GetLicenseCode', { loginName: owner.loginName });
    assert.deepEqual(res.body.returnData, { sent: true, resendAfter: 60, validMinutes: 5 });
    assert.deepEqual([sms.sent.at(-1)!.phone, sms.sent.at(-1)!.tag], [owner.phone, 'reset']);
    const reset = await app.call('FindPassword/ResetPassword', {
      loginName: owner.loginName,
      licenseCode: lastCode(owner.phone),
      password: 'newpass2',
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.equal((await app.call('User/MyPhone', {}, { token: owner.token })).status, 401, 'the old sessions end');
    assert.equal((await app.call('Login/Login', { loginName: owner.loginName, password: 'newpass2' })).status, 200);
    const sentBefore = sms.sent.length;
    const noPhone = (await company(app, '无手机')).call;
    await app.infra.pool.query('delete from rate_limit_hits');
    const quiet = await app.call('FindPassword/GetLicenseCode', { loginName: (await noPhone('User/PageQuery', {})).data[0].loginName });
    assert.deepEqual(quiet.body.returnData, res.body.returnData, 'an account with no phone is answered alike');
    assert.equal(sms.sent.length, sentBefore, 'and sent nothing');
  });

  test('绑定手机 and 解绑: the signed-in user’s own phone, proved by a code; a phone of another account refused; both in the history', async () => {
    const co = await company(app, '绑定');
    const phone = newPhone();
    assert.equal((await app.call('Sms/Send', { phone, purpose: 'bind' })).status, 401, 'bind needs a session');
    assert.equal((await send(phone, 'bind', co.token)).status, 200);
    const code = lastCode(phone)!;
    const wrong = await co.raw('User/BindUserPhone', { phone, smsCode: code === '000000' ? '000001' : '000000' });
    assert.equal(wrong.body.errorCode, 'BAD_SMS_CODE');
    assert.deepEqual(await co.call('User/BindUserPhone', { phone, smsCode: code }), { phone });
    assert.deepEqual(await co.call('User/MyPhone', {}), { phone });

    const other = await company(app, '别家');
    const taken = await send(phone, 'bind', other.token);
    assert.deepEqual([taken.body.errorCode, taken.body.invMessage], ['PHONE_TAKEN', '该手机号已被其他账号绑定']);
    const bad = await co.raw('User/UnBindUserPhone', { password: 'wrong-pass' });
    assert.deepEqual([bad.status, bad.body.invMessage], [400, '密码不正确']);
    await co.call('User/UnBindUserPhone', { password: 'secret123' });
    assert.deepEqual(await co.call('User/MyPhone', {}), { phone: '' });

    await app.infra.pool.query('delete from sms_codes');
    await co.call('User/BindUserPhone', { phone, smsCode: await (async () => (await send(phone, 'bind', co.token), lastCode(phone)))() });
    await app.infra.pool.query('delete from sms_codes');
    assert.equal((await send(phone, 'bind', co.token)).status, 200, 'a code to one’s own phone, to give it up');
    await co.call('User/UnBindUserPhone', { smsCode: lastCode(phone) });
    assert.deepEqual(await co.call('User/MyPhone', {}), { phone: '' });

    const me = (await co.call('User/PageQuery', {})).data[0];
    const history = (await co.call('User/Detail', { userId: me.userId })).history as { title: string; userName: string }[];
    assert.deepEqual(
      history.filter((h) => /手机/.test(h.title)).map((h) => [h.title, h.userName]),
      [
        ['绑定手机', '管理员'],
        ['解绑手机', '管理员'],
        ['绑定手机', '管理员'],
        ['解绑手机', '管理员'],
      ],
    );
  });
});

describe('through Tencent Cloud SMS (a stand-in speaking its protocol)', () => {
  let app: TestApp;
  let sms: SmsStandIn;
  beforeAll(async () => {
    sms = await tencentSmsServer();
    app = await startTestApp({ env: sms.env });
  });
  afterAll(async () => {
    await app.close();
    await sms.close();
  });

  test('registration by phone with the code Tencent delivered', async () => {
    const phone = newPhone();
    assert.equal((await app.call('Sms/Send', { phone, purpose: 'register' })).status, 200);
    assert.deepEqual([sms.sent.at(-1)!.phone, sms.sent.at(-1)!.tag], [phone, 'register']);
    const res = await app.call('Register/Register', {
      companyName: '腾讯短信',
      loginName: uniq('t'),
      password: 'secret123',
      productType: 2,
      phone,
      smsCode: sms.sent.at(-1)!.code,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });
});
