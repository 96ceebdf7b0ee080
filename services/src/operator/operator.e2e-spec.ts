import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { appForTests } from '../testing/test-app';
import { createOperator } from './operator.service';

/** The authenticator app's code of a secret, at `t` (now by default). */
const codeOf = (secret: string, t = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t });

describe('the operators’ console over HTTP', () => {
  const app = appForTests();
  const password = 'console-pass-9';
  let secret = '';
  let opToken = '';
  let boss: { token: string; companyId: string; loginName: string };
  const op = (path: string, body: object = {}, token = opToken) => app.call(path, body, { headers: { 'op-token': token } });

  test('the command line’s step creates an operator; a second one of the same login name is refused', async () => {
    const created = await createOperator(app.infra.store, { loginName: 'wang', operatorName: '王运营', password });
    secret = created.totpSecret;
    assert.match(created.totpUri, /^otpauth:\/\/totp\/.+:wang\?issuer=.+&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/);
    await assert.rejects(createOperator(app.infra.store, { loginName: 'WANG', password }), /运营账号 WANG 已存在/);
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
    for (const path of ['Console/Me', 'Console/Log', 'Console/Logout']) {
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

  test('sign-in tries are limited per account: past 5 in 15 minutes 429 even with the right answers', async () => {
    const other = await createOperator(app.infra.store, { loginName: 'li', operatorName: '李运营', password });
    for (let i = 0; i < 5; i++) {
      const r = await app.call('Console/Login', { loginName: 'li', password: 'wrong-pass', totpCode: '000000' });
      assert.equal(r.body.errorCode, 'BAD_CREDENTIALS');
    }
    const blocked = await app.call('Console/Login', { loginName: 'li', password, totpCode: codeOf(other.totpSecret) });
    assert.deepEqual([blocked.status, blocked.body.errorCode], [429, 'RATE_LIMITED']);
  });
});
