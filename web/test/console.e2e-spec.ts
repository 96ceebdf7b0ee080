import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { createOperator } from '../../services/src/operator';
import { appAndBrowser, registerCompany, shootAll, signedIn, WIDTHS } from './browser';

/**
 * The operators' console in the browser. One app and browser for the file; each sign-in is by an operator of its own,
 * made by the command line's step (createOperator) with the same name: a code serves once, so one operator signing in
 * again would wait up to 30 s for the authenticator's next code.
 */
const OPERATOR = { operatorName: '赵运营', password: 'console-pass-7' };
const env = appAndBrowser();

let operators = 0;
/** A new operator's login name, and its authenticator app's code now. */
async function newOperator(): Promise<{ loginName: string; code: () => string }> {
  const loginName = `zhao${++operators}`;
  const { totpSecret } = await createOperator(env.app.infra, { ...OPERATOR, loginName });
  const totp = new TOTP({ secret: Secret.fromBase32(totpSecret) });
  return { loginName, code: () => totp.generate() };
}

async function fillSignIn(page: Page, loginName: string, code: string) {
  await page.getByPlaceholder('运营账号').fill(loginName);
  await page.getByPlaceholder('密码').fill(OPERATOR.password);
  await page.getByPlaceholder('6位动态码').fill(code);
  await page.getByRole('button', { name: '登录' }).click();
}

/** A page of the console signed in as the operator (through /console/login). */
async function consoleSignedIn(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
  await page.goto(`${url}/console`);
  await page.waitForURL((u) => u.pathname === '/console/login');
  const operator = await newOperator();
  await fillSignIn(page, operator.loginName, operator.code());
  await page.waitForURL((u) => u.pathname === '/console/companies');
  return page;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('an operator signs in with the authenticator’s code, finds a company and extends its trial; its administrator sees the new expiry', async () => {
  const { call } = await registerCompany(env.app, '运营浏览商行', 'console_boss', 'secret123', 3);
  const endTime: string = (await call('Company/Detail')).endTime;
  await registerCompany(env.app, '城南五金', 'console_other', 'secret123', 9);
  await env.app.call('Login/DemoLogin', {});

  const page = await (await env.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
  await page.goto(`${env.app.url}/console`);
  await page.waitForURL((u) => u.pathname === '/console/login');
  const operator = await newOperator();
  const wrong = String((Number(operator.code()) + 1) % 1_000_000).padStart(6, '0');
  await fillSignIn(page, operator.loginName, wrong);
  await page.getByText('账号、密码或动态码错误').waitFor();
  await shootAll(page, 'console-login');
  await fillSignIn(page, operator.loginName, operator.code());
  await page.waitForURL((u) => u.pathname === '/console/companies');
  await page.getByRole('navigation', { name: '运营后台菜单' }).getByText('公司').waitFor();
  await page.getByText('演示公司：进行中 1 · 待清理 0 · 已清理 0').waitFor();
  await page.getByRole('link', { name: '城南五金' }).waitFor();
  await shootAll(page, 'console-companies');

  await page.getByRole('searchbox', { name: '搜索公司' }).or(page.getByLabel('搜索公司')).fill('运营浏览');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('link', { name: '城南五金' }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: '运营浏览商行' }).click();
  await page.getByRole('heading', { name: '运营浏览商行' }).waitFor();
  await page.getByText(endTime, { exact: true }).waitFor();
  await shootAll(page, 'console-company');

  await page.getByRole('button', { name: '延长试用' }).click();
  const dialog = page.getByRole('dialog', { name: '延长试用' });
  await dialog.getByRole('button', { name: '延长' }).click();
  await dialog.getByText('请填写原因').waitFor();
  await dialog.getByLabel('延长天数').fill('30');
  await dialog.getByLabel('原因').fill('客户电话申请，再试用一个月');
  await shootAll(page, 'console-extend-trial');
  await dialog.getByRole('button', { name: '延长' }).click();
  await dialog.waitFor({ state: 'detached' });
  const extended = addDays(endTime, 30);
  await page.getByText(extended, { exact: true }).waitFor();
  await page
    .getByRole('table', { name: '操作日志' })
    .getByText(`到期日 ${endTime} → ${extended}；原因：客户电话申请，再试用一个月`)
    .waitFor();

  await page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '操作日志' }).click();
  const log = page.getByRole('table', { name: '操作日志' });
  await log.getByRole('row', { name: /赵运营 延长试用 运营浏览商行/ }).waitFor();
  await log.getByRole('row', { name: /赵运营 登录运营后台/ }).waitFor();
  await shootAll(page, 'console-log');

  const boss = await signedIn(env.browser, env.app.url, 'console_boss', 'secret123');
  await boss.getByText(`${extended} 到期`).waitFor();
  assert.equal(await boss.getByText('运营后台').count(), 0, 'the shop shows nothing of the console');
});

test('a locked company’s administrator is told so at sign-in, until the operator unlocks it', async () => {
  await registerCompany(env.app, '锁定测试商行', 'locked_boss', 'secret123', 3);
  const page = await consoleSignedIn(env.browser, env.app.url);
  await page.getByLabel('搜索公司').fill('锁定测试');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('link', { name: '锁定测试商行' }).click();
  await page.getByRole('button', { name: '锁定' }).click();
  const dialog = page.getByRole('dialog', { name: '锁定公司' });
  await dialog.getByLabel('原因').fill('多次投诉，暂停使用');
  await shootAll(page, 'console-lock');
  await dialog.getByRole('button', { name: '锁定' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('main').getByText('已锁定', { exact: true }).waitFor();

  const shop = await (await env.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 900 } })).newPage();
  await shop.goto(`${env.app.url}/Login`);
  await shop.getByPlaceholder(/账号/).fill('locked_boss');
  await shop.getByPlaceholder(/密码/).fill('secret123');
  await shop.getByRole('button', { name: /^登\s*录$/ }).click();
  await shop.getByText('公司账号已被停用，请联系客服').waitFor();

  await page.getByRole('button', { name: '解锁' }).click();
  const unlock = page.getByRole('dialog', { name: '解锁公司' });
  await unlock.getByLabel('原因').fill('已整改');
  await unlock.getByRole('button', { name: '解锁' }).click();
  await unlock.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: '操作日志' }).getByText('原因：已整改').waitFor();
  await signedIn(env.browser, env.app.url, 'locked_boss', 'secret123');
});

test('signing out ends the console’s session: the console asks for a sign-in again', async () => {
  const page = await consoleSignedIn(env.browser, env.app.url);
  await page.getByText(OPERATOR.operatorName).waitFor();
  await page.getByRole('button', { name: '退出' }).click();
  await page.waitForURL((u) => u.pathname === '/console/login');
  await page.goto(`${env.app.url}/console/log`);
  await page.waitForURL((u) => u.pathname === '/console/login');
});

test('an operator publishes a notice and the company’s administrator sees it in the bell and the popup', async () => {
  await registerCompany(env.app, '公告浏览商行', 'notice_boss', 'secret123');
  const page = await consoleSignedIn(env.browser, env.app.url);
  await page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '公告与版本' }).click();
  await page.getByText('暂无公告').waitFor();

  // A release note scheduled for a later day, then a notice written, refused without its title, and published now.
  await page.getByRole('button', { name: '新建公告' }).click();
  let editor = page.getByRole('dialog', { name: '新建公告' });
  await editor.getByRole('combobox', { name: '类型' }).click();
  await page.getByRole('option', { name: '版本更新' }).click();
  await editor.getByLabel('版本号').fill('2.1.0');
  await editor.getByLabel('更新说明').fill('新增月末结账与反结账。');
  await editor.getByRole('radio', { name: '定时发布' }).check();
  await editor.getByLabel('发布时间').fill('2099-01-01T09:00');
  await shootAll(page, 'console-announcement-editor');
  await editor.getByRole('button', { name: '定时发布' }).click();
  await editor.waitFor({ state: 'detached' });
  const list = page.getByRole('table', { name: '公告' });
  const row = (...texts: string[]) => texts.reduce((r, t) => r.filter({ hasText: t }), list.getByRole('row'));
  await row('版本更新', '2.1.0', '定时发布', '2099-01-01 09:00').waitFor();

  await page.getByRole('button', { name: '新建公告' }).click();
  editor = page.getByRole('dialog', { name: '新建公告' });
  await editor.getByLabel('内容').fill('2月9日至17日客服休息，期间可在线留言。');
  await editor.getByRole('button', { name: '发布' }).click();
  await editor.getByText('系统公告标题不能为空').waitFor();
  await editor.getByLabel('标题').fill('春节放假通知');
  await editor.getByRole('button', { name: '发布' }).click();
  await editor.waitFor({ state: 'detached' });
  await row('系统公告', '春节放假通知', '已发布').waitFor();
  await shootAll(page, 'console-announcements');

  const boss = await signedIn(env.browser, env.app.url, 'notice_boss', 'secret123');
  const popup = boss.getByRole('dialog', { name: '系统公告' });
  await popup.getByText('春节放假通知').waitFor();
  await shootAll(boss, 'notice-popup');
  await popup.getByRole('button', { name: '知道了' }).click();
  await boss.getByRole('button', { name: '消息通知' }).click();
  await boss.getByRole('menuitem', { name: '版本更新' }).click();
  await boss.getByRole('dialog', { name: '版本更新' }).getByText('暂无更新').waitFor();

  // Withdrawn, the notice is gone from the company's popup; the console's log says who did what.
  await row('春节放假通知').getByRole('button', { name: '撤回' }).click();
  await page.getByRole('alertdialog', { name: '撤回公告' }).getByRole('button', { name: '撤回' }).click();
  await row('春节放假通知', '已撤回').waitFor();
  await boss.reload();
  await boss.getByRole('button', { name: '消息通知' }).click();
  await boss.getByRole('menuitem', { name: '系统公告' }).click();
  await boss.getByRole('dialog', { name: '系统公告' }).getByText('暂无公告').waitFor();
  await page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '操作日志' }).click();
  const log = page.getByRole('table', { name: '操作日志' });
  await log
    .getByRole('row')
    .filter({ hasText: '撤回公告' })
    .filter({ hasText: '系统公告《春节放假通知》' })
    .filter({ hasText: '赵运营' })
    .waitFor();
  assert.equal(await log.getByRole('row').filter({ hasText: '发布公告' }).count(), 2);
});
