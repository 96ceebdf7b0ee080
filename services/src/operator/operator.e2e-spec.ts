import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { appForTests } from '../testing/test-app';
import { createOperator } from './operator.service';

/** Every call of the console O1 serves (the route fuzz proves the same of every console route). */
const CONSOLE_ROUTES = [
  'Console/Me',
  'Console/Log',
  'Console/Logout',
  'Company/PageQuery',
  'Console/CompanyDetail',
  'Console/ExtendTrial',
  'Console/ChangeEdition',
  'Console/Lock',
  'Console/Unlock',
  'Console/DemoCounts',
];

/** The authenticator app's code of a secret, at `t` (now by default). */
const codeOf = (secret: string, t = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t });

describe('the operators’ console over HTTP', () => {
  const app = appForTests();
  const password = 'console-pass-9';
  let secret = '';
  let opToken = '';
  let boss: { token: string; companyId: string; loginName: string; endTime: string };
  const op = (path: string, body: object = {}, token = opToken) => app.call(path, body, { headers: { 'op-token': token } });

  test('the command line’s step creates an operator; a second one of the same login name is refused', async () => {
    const created = await createOperator(app.infra, { loginName: 'wang', operatorName: '王运营', password });
    secret = created.totpSecret;
    assert.match(created.totpUri, /^otpauth:\/\/totp\/.+:wang\?issuer=.+&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/);
    await assert.rejects(createOperator(app.infra, { loginName: 'WANG', password }), /运营账号 WANG 已存在/);
    const stored = await app.infra.pool.query(`select count(*)::int as n from events where data::text like $1`, [`%${secret}%`]);
    assert.equal(stored.rows[0].n, 0, 'the second factor’s secret is stored sealed, never in the clear');
    boss = (
      await app.call('Register/Register', {
        companyName: '运营测试商行',
        loginName: `opt${Date.now()}`,
        password: 'secret123',
        productType: 3,
      })
    ).body.returnData;
  });

  test('a wrong code, a wrong password or an unknown account are refused alike; the right three sign in', async () => {
    for (const body of [
      { loginName: 'wang', password, totpCode: String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') },
      { loginName: 'wang', password: 'wrong-pass', totpCode: codeOf(secret) },
      { loginName: 'nobody', password, totpCode: codeOf(secret) },
    ]) {
      const r = await app.call('Console/Login', body);
      assert.deepEqual([r.status, r.body.errorCode, r.body.invMessage], [422, 'BAD_CREDENTIALS', '账号、密码或动态码错误']);
    }
    const ok = await app.call('Console/Login', { loginName: 'wang', password, totpCode: codeOf(secret) });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.returnData.operatorName, '王运营');
    opToken = ok.body.returnData.token;
    const again = await app.call('Console/Login', { loginName: 'wang', password, totpCode: codeOf(secret) });
    assert.deepEqual([again.body.errorCode, again.body.invMessage], ['TOTP_USED', '该动态码已使用过，请等待下一个动态码']);
    const me = await op('Console/Me');
    assert.deepEqual(me.body.returnData, { operatorId: me.body.returnData.operatorId, operatorName: '王运营', loginName: 'wang' });
  });

  test('a company’s token gets 403 on the console, with or without an operator’s; no token 401', async () => {
    for (const path of CONSOLE_ROUTES) {
      const company = await app.call(path, {}, { token: boss.token });
      assert.deepEqual([company.status, company.body.errorCode, company.body.invMessage], [403, 'FORBIDDEN', '仅限运营人员'], path);
      const both = await app.call(path, {}, { token: boss.token, headers: { 'op-token': opToken } });
      assert.equal(both.status, 403, path);
      const forged = await app.call(path, {}, { token: 'forged' });
      assert.equal(forged.status, 403, path);
      const none = await app.call(path, {});
      assert.equal(none.status, 401, path);
      const wrongOp = await op(path, {}, 'not-a-token');
      assert.equal(wrongOp.status, 401, path);
    }
  });

  test('the operator finds the company by name or its administrator’s login name, and filters by edition and state', async () => {
    const found = await op('Company/PageQuery', { pageNo: 1, pageSize: 10, keyword: '运营测试' });
    assert.equal(found.body.returnData.totalCount, 1);
    const row = found.body.returnData.data[0];
    assert.deepEqual(
      { ...row, lastActiveAt: typeof row.lastActiveAt, storageBytes: row.storageBytes > 0 },
      {
        companyId: boss.companyId,
        companyName: '运营测试商行',
        productType: 3,
        editionName: '增强单店版',
        trial: true,
        buyFlag: 0,
        endTime: boss.endTime,
        locked: false,
        userCount: 1,
        billCountMonth: 0,
        storageBytes: true,
        lastActiveAt: 'string',
        isDemo: false,
      },
    );
    const byLogin = await op('Company/PageQuery', { keyword: boss.loginName });
    assert.deepEqual(
      byLogin.body.returnData.data.map((c: { companyId: string }) => c.companyId),
      [boss.companyId],
    );
    assert.equal((await op('Company/PageQuery', { keyword: '运营测试', edition: 9 })).body.returnData.totalCount, 0);
    assert.equal((await op('Company/PageQuery', { keyword: '运营测试', state: 'trial' })).body.returnData.totalCount, 1);
    assert.equal((await op('Company/PageQuery', { keyword: '运营测试', state: 'locked' })).body.returnData.totalCount, 0);
    const bad = await op('Company/PageQuery', { state: 'gone' });
    assert.deepEqual([bad.status, bad.body.errorCode], [400, 'VALIDATION']);
  });

  test('extending the trial shows in the company’s own Company/Detail; a reason is required and nothing is written without one', async () => {
    const before = await app.infra.store.readStream(`Company-${boss.companyId}`);
    const noReason = await op('Console/ExtendTrial', { companyId: boss.companyId, days: 30 });
    assert.deepEqual([noReason.status, noReason.body.invMessage], [400, '原因不能为空']);
    const shorter = await op('Console/ExtendTrial', { companyId: boss.companyId, endTime: boss.endTime, reason: '试' });
    assert.deepEqual([shorter.status, shorter.body.invMessage], [400, `新的到期日须晚于当前到期日 ${boss.endTime}`]);
    assert.equal((await app.infra.store.readStream(`Company-${boss.companyId}`)).length, before.length);
    const r = await op('Console/ExtendTrial', { companyId: boss.companyId, endTime: '2099-12-31', reason: '客户申请延长试用' });
    assert.equal(r.status, 200);
    assert.equal(r.body.returnData.endTime, '2099-12-31');
    const detail = await app.call('Company/Detail', {}, { token: boss.token });
    assert.equal(detail.body.returnData.endTime, '2099-12-31');
    const changed = await op('Console/ChangeEdition', { companyId: boss.companyId, productType: 9, reason: '升级多店' });
    assert.equal(changed.body.returnData.editionName, '多店旗舰版');
    assert.equal((await app.call('Company/Detail', {}, { token: boss.token })).body.returnData.productType, 9);
  });

  test('a locked company’s users are refused, signing in and calling, until it is unlocked', async () => {
    assert.equal((await op('Console/Lock', { companyId: boss.companyId, reason: '违规使用' })).body.returnData.locked, true);
    const call = await app.call('Company/Detail', {}, { token: boss.token });
    assert.deepEqual([call.status, call.body.errorCode, call.body.invMessage], [403, 'COMPANY_LOCKED', '公司账号已被停用，请联系客服']);
    const signIn = await app.call('Login/Login', { loginName: boss.loginName, password: 'secret123' });
    assert.deepEqual(
      [signIn.status, signIn.body.errorCode, signIn.body.invMessage],
      [422, 'COMPANY_LOCKED', '公司账号已被停用，请联系客服'],
    );
    const twice = await op('Console/Lock', { companyId: boss.companyId, reason: '再锁' });
    assert.deepEqual([twice.status, twice.body.errorCode], [422, 'ALREADY_LOCKED']);
    await op('Console/Unlock', { companyId: boss.companyId, reason: '已整改' });
    assert.equal((await app.call('Company/Detail', {}, { token: boss.token })).status, 200);
    assert.equal((await app.call('Login/Login', { loginName: boss.loginName, password: 'secret123' })).status, 200);
  });

  test('the console’s log lists every action with who, when, on which company and why, newest first', async () => {
    const log = await op('Console/Log', { pageNo: 1, pageSize: 20 });
    const rows = log.body.returnData.data.map((r: { operatorName: string; action: string; target: string; detail: string }) => [
      r.operatorName,
      r.action,
      r.target,
      r.detail,
    ]);
    assert.deepEqual(rows.slice(0, 5), [
      ['王运营', '解锁公司', '运营测试商行', '原因：已整改'],
      ['王运营', '锁定公司', '运营测试商行', '原因：违规使用'],
      ['王运营', '更换版本', '运营测试商行', '版本 增强单店版 → 多店旗舰版；原因：升级多店'],
      ['王运营', '延长试用', '运营测试商行', `到期日 ${boss.endTime} → 2099-12-31；原因：客户申请延长试用`],
      ['王运营', '登录运营后台', '', ''],
    ]);
    assert.ok(log.body.returnData.data.every((r: { at: string }) => !Number.isNaN(Date.parse(r.at))));
    const mine = await op('Console/Log', { companyId: boss.companyId });
    assert.equal(mine.body.returnData.totalCount, 4);
  });

  test('demo companies are counted: purged, waiting for the purge, open', async () => {
    await app.call('Login/DemoLogin', {});
    const counts = (await op('Console/DemoCounts')).body.returnData;
    assert.deepEqual(counts, { purged: 0, pending: 0, active: 1 });
  });

  test('sign-in tries are limited per account: past 5 in 15 minutes 429 even with the right answers', async () => {
    const other = await createOperator(app.infra, { loginName: 'li', operatorName: '李运营', password });
    for (let i = 0; i < 5; i++) {
      const r = await app.call('Console/Login', { loginName: 'li', password: 'wrong-pass', totpCode: '000000' });
      assert.equal(r.body.errorCode, 'BAD_CREDENTIALS');
    }
    const blocked = await app.call('Console/Login', { loginName: 'li', password, totpCode: codeOf(other.totpSecret) });
    assert.deepEqual([blocked.status, blocked.body.errorCode], [429, 'RATE_LIMITED']);
  });
});
