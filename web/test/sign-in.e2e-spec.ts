import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { appAndBrowser, registerCompany, shoot, WIDTHS } from './browser';

const env = appAndBrowser();
const owner = `cap${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

/** A new page whose Content-Security-Policy violations are kept (window.cspViolations), from the first script on. */
async function watchedPage(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await env.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page: await context.newPage(), context };
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
/**
 * Types the answer of the captcha the screen shows, once its image is a new one (each try uses one up): the last one
 * the server made.
 */
const imageTyped = new WeakMap<Page, string | null>();
async function typeCaptcha(page: Page, answer?: string) {
  await page.waitForFunction(
    (before) => (document.querySelector('img[alt="图形验证码"]')?.getAttribute('src') ?? null) !== before,
    imageTyped.get(page) ?? null,
  );
  imageTyped.set(page, await page.getByRole('img', { name: '图形验证码' }).getAttribute('src'));
  const { rows } = await env.app.infra.pool.query('select answer from captchas order by expires_at desc limit 1');
  await page.getByPlaceholder('图中字符').fill(answer ?? rows[0].answer);
}

test('a first sign-in asks for no captcha, and the app runs under its Content-Security-Policy', async () => {
  await registerCompany(env.app, '验证码商行', owner, PASSWORD);
  const { page, context } = await watchedPage();
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder('请输入登录账号').fill(owner);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  await page.getByText('今日销售额').waitFor();
  assert.deepEqual(await violations(page), []);
  await context.close();
});

test('an employee who reloads while the permissions are still loading stays signed in', async () => {
  const token = (await env.app.call('Login/Login', { loginName: owner, password: PASSWORD })).body.returnData.token as string;
  const call = async (path: string, body: object) => (await env.app.call(path, body, { token })).body.returnData;
  const { roleId } = await call('Role/Save', { roleName: '营业员', permissions: [{ permissionId: '2004', actionList: ['query'] }] });
  await call('User/Save', { loginName: `${owner}e`, password: PASSWORD, userName: '小张', roleId });
  const context = await env.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
  // The permissions answer late: the reload comes while they are on their way, and cuts them off.
  await context.route('**/api/User/Permission', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder('请输入登录账号').fill(`${owner}e`);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.getByText('正在加载权限…').waitFor();
  await page.reload();
  await page.getByRole('navigation', { name: '主菜单' }).getByText('销售').first().waitFor();
  assert.notEqual(new URL(page.url()).pathname, '/Login', 'still signed in');
  await context.close();
});

test('after failed tries the sign-in screen shows the captcha, and the owner who types it signs in', async () => {
  const { page, context } = await watchedPage();
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder('请输入登录账号').fill(owner);
  for (let i = 0; i < 3; i++) {
    await page.getByPlaceholder('请输入密码').fill(`wrong-${i}`);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.getByText('账号或密码错误').waitFor();
    assert.equal(await page.getByPlaceholder('图中字符').count(), 0);
  }
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.getByText('为了账号安全，请输入图形验证码').waitFor();
  await page.getByRole('img', { name: '图形验证码' }).waitFor();
  await shoot(page, 'sign-in-captcha');
  await typeCaptcha(page, 'zzzz');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.getByText('图形验证码错误或已过期，请重新输入').waitFor();
  await typeCaptcha(page);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  assert.deepEqual(await violations(page), []);
  await context.close();
});

test('注册 says a login name already taken as the field is left', async () => {
  const { page, context } = await watchedPage();
  await page.goto(`${env.app.url}/Register`);
  await page.getByPlaceholder('请输入登录账号').fill(owner.toUpperCase());
  await page.getByPlaceholder('6-32位密码').focus();
  await page.getByText('该登录账号已被注册').waitFor();
  assert.deepEqual(await violations(page), []);
  await context.close();
});
