import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, registerCompany } from './browser';
import { FIRST_PAGE_BUDGET, firstPageScripts, kb, type FirstPage } from './firstPage';

const env = appAndBrowser();
const owner = `light${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

const listed = (first: FirstPage) => first.scripts.map((s) => `${s.url} ${kb(s.brotli)}`).join('\n');

test('the sign-in page loads at most 200 KB of script with brotli, and so does a signed-out visitor opening a screen', async () => {
  const login = await firstPageScripts(env.browser, env.app.url);
  assert.ok(login.brotli <= FIRST_PAGE_BUDGET, `${kb(login.brotli)} of script:\n${listed(login)}`);
  // The server sends them compressed, as measured.
  assert.deepEqual(
    login.scripts.filter((s) => s.raw >= 1024 && s.served !== 'br'),
    [],
  );

  // Sent to the sign-in page before the screen's code or the main layout's loads.
  const screen = await firstPageScripts(env.browser, env.app.url, '/sale/List');
  assert.ok(screen.brotli <= FIRST_PAGE_BUDGET, `${kb(screen.brotli)} of script:\n${listed(screen)}`);
  assert.deepEqual(screen.scripts.map((s) => s.url).sort(), login.scripts.map((s) => s.url).sort());
});

/** The script files the page has loaded so far. */
function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', (r) => r.request().resourceType() === 'script' && seen.add(new URL(r.url()).pathname));
  return seen;
}

async function openFromMenu(page: Page, module: string, entry: string) {
  const menu = page.getByRole('navigation', { name: '主菜单' }).or(page.getByLabel('主菜单'));
  const item = menu.getByText(entry, { exact: true });
  if (!(await item.isVisible())) await menu.getByText(module, { exact: true }).click();
  await item.click();
}

test('a module’s screens load when it is opened; one whose code never comes reports it after the time-out', async () => {
  await registerCompany(env.app, '轻装商行', owner, PASSWORD);
  // Without the service worker, which would serve every screen's code from its precache (offline.e2e-spec.ts).
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const loaded = scriptsOf(page);
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder(/账号/).fill(owner);
  await page.getByPlaceholder(/密码/).fill(PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.getByText('今日销售额').waitFor();
  await page.waitForLoadState('networkidle');

  const beforeSales = loaded.size;
  await openFromMenu(page, '销售', '销售单');
  await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '销售单' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(loaded.size > beforeSales, 'the sales screens came with their first opening');

  // Nothing not loaded yet comes any more: 采购单's screen waits for its code until the time-out (120 s) passes.
  const known = new Set(loaded);
  await page.route('**/assets/*.js', (route) => (known.has(new URL(route.request().url()).pathname) ? route.continue() : undefined));
  await page.clock.install();
  await openFromMenu(page, '采购库存', '采购单');
  await page.clock.runFor(119_000);
  assert.equal(await page.getByText('页面加载失败').count(), 0, 'still waiting before the time-out');
  await page.clock.runFor(2_000);
  await page.getByText('页面加载失败，请检查网络后刷新重试').waitFor();
  await page.getByRole('button', { name: '刷新页面' }).waitFor();
  await context.close();
});
