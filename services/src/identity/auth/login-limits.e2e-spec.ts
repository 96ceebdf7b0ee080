import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { hashToken } from './session.service';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;
const DAY_MS = 24 * 60 * 60 * 1000;

const register = async (app: TestApp) => {
  const res = await app.call('Register/Register', { companyName: '限流', loginName: uniq('lim'), password: 'secret123', productType: 2 });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.returnData;
};

/** How many answers were each status (and error code). */
const tally = (answers: { status: number; body: { errorCode?: string } }[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) out[`${a.status} ${a.body.errorCode ?? ''}`.trim()] = (out[`${a.status} ${a.body.errorCode ?? ''}`.trim()] ?? 0) + 1;
  return out;
};

describe('login limits with the default settings (no trusted proxy)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('40 wrong passwords at once to one account: exactly 5 are checked, the rest are 429, and so is the right one after', async () => {
    const co = await register(app);
    await app.infra.pool.query('delete from login_failures');
    const answers = await Promise.all(Array.from({ length: 40 }, () => app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' })));
    assert.deepEqual(tally(answers), { '422 BAD_CREDENTIALS': 5, '429 TOO_MANY_REQUESTS': 35 });
    assert.ok(answers.filter((a) => a.status === 429).every((a) => a.body.invMessage === '登录失败次数过多，请15分钟后再试'));
    const right = await app.call('Login/Login', { loginName: co.loginName, password: 'secret123' });
    assert.equal(right.status, 429, 'the right password waits out the window too');
    const { rows } = await app.infra.pool.query('select count(*)::int as n from login_failures where lower(login_name) = lower($1)', [co.loginName]);
    assert.equal(rows[0].n, 5);
  });

  test('a successful login clears the account failures, its own attempt with them', async () => {
    const co = await register(app);
    await app.infra.pool.query('delete from login_failures');
    for (let i = 0; i < 4; i++) assert.equal((await app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' })).body.errorCode, 'BAD_CREDENTIALS');
    assert.equal((await app.call('Login/Login', { loginName: co.loginName, password: 'secret123' })).status, 200);
    const { rows } = await app.infra.pool.query('select count(*)::int as n from login_failures where lower(login_name) = lower($1)', [co.loginName]);
    assert.equal(rows[0].n, 0);
    for (let i = 0; i < 5; i++) assert.equal((await app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' })).body.errorCode, 'BAD_CREDENTIALS');
    assert.equal((await app.call('Login/Login', { loginName: co.loginName, password: 'wrong-pass' })).status, 429);
  });

  test('X-Forwarded-For from a loopback client is not believed: 30 accounts at once with 30 forwarded addresses count as one address (20)', async () => {
    await app.infra.pool.query('delete from login_failures');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass' }, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })),
    );
    assert.deepEqual(tally(answers), { '422 BAD_CREDENTIALS': 20, '429 TOO_MANY_REQUESTS': 10 });
    const { rows } = await app.infra.pool.query('select distinct address from login_failures');
    assert.equal(rows.length, 1);
    assert.doesNotMatch(rows[0].address, /203\.0\.113/);
  });

  test('a token is kept 31 days', async () => {
    const co = await register(app);
    await app.infra.pool.query('delete from login_failures');
    const login = await app.call('Login/Login', { loginName: co.loginName, password: 'secret123' });
    assert.equal(login.status, 200);
    const { rows } = await app.infra.pool.query('select extract(epoch from expires_at - now())::float8 * 1000 as ms from sessions where token_hash = $1', [hashToken(login.body.returnData.token)]);
    assert.ok(Math.abs(rows[0].ms - 31 * DAY_MS) < 60_000, `expires in ${rows[0].ms} ms`);
  });
});

describe('login limits with TRUST_PROXY=loopback', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => app.close());

  test('the forwarded address is the one counted', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass' }, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })),
    );
    assert.deepEqual(tally(answers), { '422 BAD_CREDENTIALS': 30 });
    const { rows } = await app.infra.pool.query(`select count(distinct address)::int as n from login_failures where address like '203.0.113.%'`);
    assert.equal(rows[0].n, 30);
    const one = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    for (let i = 0; i < 20; i++) assert.equal((await app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass' }, one)).body.errorCode, 'BAD_CREDENTIALS');
    assert.equal((await app.call('Login/Login', { loginName: uniq('nobody'), password: 'wrong-pass' }, one)).status, 429, 'one forwarded address still has its limit');
  });
});
