import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, checkA11y, SCREENSHOTS, shoot, WIDTHS } from './browser';

const env = appAndBrowser();
const owner = `boss${Date.now().toString(36)}`;
const clerk = `${owner}c`;
const OWNER_PASSWORD = 'secret123';
const CLERK_PASSWORD = 'clerk123';

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
  return context.newPage();
}

async function login(page: Page, loginName: string, password: string) {
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder(/账号/).fill(loginName);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
}

test('an owner invites a cashier with a limited role; the cashier sees only 销售单', async () => {
  const registered = await env.app.call('Register/Register', {
    companyName: '员工测试商行',
    loginName: owner,
    password: OWNER_PASSWORD,
    productType: 2,
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const page = await newPage();
  await login(page, owner, OWNER_PASSWORD);

  // The 授权 screen: a new role granting only 销售单 query and add.
  await page.goto(`${env.app.url}/role/permission`);
  await page.getByLabel('角色名称').fill('收银员');
  await page.getByRole('checkbox', { name: '销售单查询' }).check();
  await page.getByRole('checkbox', { name: '销售单新增' }).check();
  assert.equal(await page.getByRole('checkbox', { name: '销售单全选' }).isChecked(), false);
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/roleId=/);
  await page.getByRole('table', { name: '操作记录' }).getByText('新增角色').waitFor();
  await shoot(page, 'role-permission');

  await page.goto(`${env.app.url}/role/list`);
  const roles = page.getByRole('table', { name: '角色列表' });
  await roles.getByText('收银员').waitFor();
  await shoot(page, 'role-list');

  // 员工管理: a taken account is refused under its field, then the cashier is added with the role.
  await page.goto(`${env.app.url}/user/list`);
  await page.getByText('已用 1 / 5 个账号').waitFor();
  await page.getByRole('button', { name: '新增员工' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('登录账号').fill(owner);
  await dialog.getByLabel('密码').fill(CLERK_PASSWORD);
  await dialog.getByLabel('员工姓名').fill('小李');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.getByText('登录账号已存在').waitFor();
  await dialog.getByLabel('登录账号').fill(clerk);
  await dialog.getByRole('combobox', { name: '角色' }).click();
  await page.getByRole('option', { name: '收银员' }).click();
  await dialog.getByRole('checkbox', { name: '批发价' }).check();
  await checkA11y(page, 'staff-dialog@1366');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-dialog-desktop.png') });
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('table', { name: '员工列表' }).getByRole('row').filter({ hasText: clerk });
  await row.getByText('收银员').waitFor();
  await page.getByText('已用 2 / 5 个账号').waitFor();
  const saved = await env.app.call('Login/Login', { loginName: clerk, password: CLERK_PASSWORD });
  assert.equal(saved.body.returnData.pricePerm, '110000000');
  await shoot(page, 'staff-list');

  // Editing on a phone: the same form, the account fixed, a blank password kept.
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  const card = page.getByRole('list', { name: '员工列表' }).getByRole('listitem').filter({ hasText: clerk });
  await card.getByRole('button', { name: '编辑' }).click();
  assert.equal(await dialog.getByLabel('登录账号').inputValue(), clerk);
  assert.equal(await dialog.getByRole('checkbox', { name: '批发价' }).isChecked(), true);
  await page.waitForTimeout(300);
  await checkA11y(page, 'staff-dialog@390');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-dialog-mobile.png') });
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('13912345678').waitFor();
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  // The role is in use: deleting it is refused with the server's message.
  await page.goto(`${env.app.url}/role/list`);
  await roles.getByRole('row').filter({ hasText: '收银员' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await page.getByText('还有1个员工使用该角色，不能删除').first().waitFor();

  // The cashier, in a browser of their own.
  const cashier = await newPage();
  await login(cashier, clerk, CLERK_PASSWORD);
  const menu = cashier.getByLabel('主菜单');
  await menu.getByText('销售', { exact: true }).click();
  await menu.getByText('销售单', { exact: true }).waitFor();
  const text = await menu.innerText();
  for (const hidden of ['销售退货单', '采购库存', '设置', '员工管理']) assert.ok(!text.includes(hidden), `${hidden} is not in the menu`);
  await cashier.goto(`${env.app.url}/user/list`);
  await cashier.getByText('非管理员无权操作').first().waitFor();
  await cashier.waitForURL(/exception\/403/);

  // Locked, the cashier can no longer sign in; unlocked, again.
  await page.goto(`${env.app.url}/user/list`);
  await row.getByRole('button', { name: '锁定' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await row.getByText('已锁定').waitFor();
  assert.notEqual((await env.app.call('Login/Login', { loginName: clerk, password: CLERK_PASSWORD })).status, 200);
  await row.getByRole('button', { name: '解锁' }).click();
  await row.getByText('正常').waitFor();
  assert.equal((await env.app.call('Login/Login', { loginName: clerk, password: CLERK_PASSWORD })).status, 200);
});
