import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, checkA11y, registerCompany, SCREENSHOTS, signedIn, WIDTHS } from './browser';

const env = appAndBrowser();
const loginName = `shop${Date.now().toString(36)}`;

const tabTitles = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').allInnerTexts();

async function openFromMenu(page: Page, module: string, entry: string) {
  const menu = page.getByRole('navigation', { name: '主菜单' }).or(page.getByLabel('主菜单'));
  const item = menu.getByText(entry, { exact: true });
  const tab = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: entry });
  // Under load the submenu may still be animating: open it if needed and try the click once more.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!(await item.isVisible())) await menu.getByText(module, { exact: true }).click();
    await item.waitFor();
    await item.click();
    if (await tab.waitFor({ timeout: 10_000 }).then(() => true, () => false)) return;
  }
  await tab.waitFor();
}

async function closeTabs(page: Page, tab: string, command: string) {
  await page.getByRole('tab', { name: tab }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: command }).click();
}

test('a new company registers, works in tabs, closes them every way and logs out', async () => {
  const page = await env.browser.newPage({ viewport: { width: WIDTHS.desktop, height: 800 } });
  await page.goto(`${env.app.url}/Register`);
  await page.getByPlaceholder('请输入公司名称').fill('浏览器测试商行');
  await page.getByPlaceholder('请输入登录账号').fill(loginName);
  await page.getByPlaceholder('6-32位密码').fill('secret123');
  await page.getByPlaceholder('请再次输入密码').fill('secret123');
  await page.getByRole('button', { name: /注册/ }).click();
  await page.waitForURL(/RegisterResult/, { timeout: 15_000 });
  await page.goto(`${env.app.url}/`);
  await page.getByText('浏览器测试商行').first().waitFor();

  await openFromMenu(page, '销售', '销售单');
  await openFromMenu(page, '销售', '销售退货单');
  await openFromMenu(page, '采购库存', '采购单');
  assert.deepEqual(await tabTitles(page), ['首页', '销售单', '销售退货单', '采购单']);
  assert.match(await page.title(), /采购单/);
  await checkA11y(page, 'shell');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-desktop.png') });

  await closeTabs(page, '销售退货单', '关闭右侧');
  assert.deepEqual(await tabTitles(page), ['首页', '销售单', '销售退货单']);
  await closeTabs(page, '销售退货单', '关闭左侧');
  assert.deepEqual(await tabTitles(page), ['首页', '销售退货单']);
  await closeTabs(page, '销售退货单', '关闭当前');
  assert.deepEqual(await tabTitles(page), ['首页']);
  await openFromMenu(page, '销售', '销售单');
  await closeTabs(page, '销售单', '关闭全部');
  assert.deepEqual(await tabTitles(page), ['首页']);

  for (const [name, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await checkA11y(page, `home-${name}`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `home-${name}.png`) });
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByText('真的要退出吗 ?').waitFor();
  await page.getByRole('button', { name: /确定|退出/ }).last().click();
  await page.waitForURL(/\/Login/i);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)).length), 0);
  await page.close();
});

test('an employee without permission is turned away from a page', async () => {
  const boss = (await env.app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
  const role = (await env.app.call('Role/Save', { roleName: '只看采购', permissions: [{ permissionId: '4002', actionList: ['query'] }] }, { token: boss.token })).body.returnData.roleId;
  const clerkName = `${loginName}c`;
  const saved = await env.app.call('User/Save', { loginName: clerkName, password: 'clerk123', userName: '小王', roleId: role }, { token: boss.token });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));

  const page = await env.browser.newPage({ viewport: { width: WIDTHS.desktop, height: 800 } });
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder(/账号/).fill(clerkName);
  await page.getByPlaceholder(/密码/).fill('clerk123');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  const menu = await page.getByLabel('主菜单').innerText();
  assert.ok(!menu.includes('销售'), 'the sales module is not in the menu');

  // The guard sends the user to the login page (seed §4), which stays, says why and offers the way home.
  await page.goto(`${env.app.url}/sale/List`);
  await page.getByText('您没有权限进入此页面').first().waitFor();
  await page.waitForURL(/\/Login\?redirect=%2Fsale%2FList/);
  await page.getByText('可换用有权限的账号登录').waitFor();
  await checkA11y(page, 'turned-away');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'turned-away.png') });
  await page.getByRole('link', { name: '返回首页' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.close();
});

test('narrowed from a desktop, the menu stays shut; on a phone it opens over the page as a named dialog and shuts on a choice, on a tablet beside it', async () => {
  await registerCompany(env.app, '窄屏商行', `${loginName}m`, 'secret123');
  const page = await signedIn(env.browser, env.app.url, `${loginName}m`, 'secret123');
  const menu = page.locator('[aria-label="主菜单"]');
  await menu.waitFor();
  for (const width of [WIDTHS.mobile, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    assert.equal(await menu.isVisible(), false, `shut at ${width} px`);
    await page.getByRole('button', { name: '展开/收起菜单' }).click();
    await menu.waitFor();
    await checkA11y(page, `menu@${width}`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `menu-open-${width}.png`) });
    const entry = menu.getByRole('link', { name: width === WIDTHS.mobile ? '日常收入' : '日常支出' });
    if (!(await entry.isVisible())) await menu.getByText('财务', { exact: true }).click();
    await entry.click();
    await page.waitForURL(width === WIDTHS.mobile ? /\/dayIncome\// : /\/dayeExpenses\//);
    await page.waitForTimeout(300);
    assert.equal(await menu.isVisible(), width !== WIDTHS.mobile, `after a choice at ${width} px`);
  }
  await page.close();
});
