import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { createOperator } from '../../services/src/operator';
import { appAndBrowser, registerCompany, shootAll, signedIn, WIDTHS } from './browser';

/**
 * The operators' console in the browser. One app and browser for the file, one operator made by the command line's
 * step (createOperator); each test signs in on its own page with the authenticator's code (consoleSignedIn).
 */
const OPERATOR = { loginName: 'zhao', operatorName: '赵运营', password: 'console-pass-7' };
let totpSecret = '';
const env = appAndBrowser(async (app) => {
  totpSecret = (await createOperator(app.infra.store, OPERATOR)).totpSecret;
});

/** The authenticator app's code now; a code serves once, so a second sign-in within 30 s waits for the next one. */
let lastCode = '';
async function totpCode(): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(totpSecret) });
  while (totp.generate() === lastCode) await new Promise((r) => setTimeout(r, 500));
  lastCode = totp.generate();
  return lastCode;
}

async function fillSignIn(page: Page, code: string) {
  await page.getByPlaceholder('运营账号').fill(OPERATOR.loginName);
  await page.getByPlaceholder('密码').fill(OPERATOR.password);
  await page.getByPlaceholder('6位动态码').fill(code);
  await page.getByRole('button', { name: '登录' }).click();
}

/** A page of the console signed in as the operator (through /console/login). */
async function consoleSignedIn(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
  await page.goto(`${url}/console`);
  await page.waitForURL((u) => u.pathname === '/console/login');
  await fillSignIn(page, await totpCode());
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
  const wrong = String((Number(await totpCode()) + 1) % 1_000_000).padStart(6, '0');
  await fillSignIn(page, wrong);
  await page.getByText('账号、密码或动态码错误').waitFor();
  await shootAll(page, 'console-login');
  await fillSignIn(page, lastCode);
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

test('signing out ends the console’s session: the console asks for a sign-in again', async () => {
  const page = await consoleSignedIn(env.browser, env.app.url);
  await page.getByText(OPERATOR.operatorName).waitFor();
  await page.getByRole('button', { name: '退出' }).click();
  await page.waitForURL((u) => u.pathname === '/console/login');
  await page.goto(`${env.app.url}/console/log`);
  await page.waitForURL((u) => u.pathname === '/console/login');
});
