import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  appAndBrowser,
  checkA11y,
  choose,
  enterLine,
  motionless,
  registerCompany,
  saveForm,
  SCREENSHOTS,
  signedIn,
  WIDTHS,
} from './browser';
import { today } from '../../services/src/testing/stock-shop';

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
    if (
      await tab.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
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
  await page
    .getByRole('button', { name: /确定|退出/ })
    .last()
    .click();
  await page.waitForURL(/\/Login/i);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)).length), 0);
  await page.close();
});

test('an employee without permission is turned away from a page', async () => {
  const boss = (await env.app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
  const role = (
    await env.app.call(
      'Role/Save',
      { roleName: '只看采购', permissions: [{ permissionId: '4002', actionList: ['query'] }] },
      { token: boss.token },
    )
  ).body.returnData.roleId;
  const clerkName = `${loginName}c`;
  const saved = await env.app.call(
    'User/Save',
    { loginName: clerkName, password: 'clerk123', userName: '小王', roleId: role },
    { token: boss.token },
  );
  assert.equal(saved.status, 200, JSON.stringify(saved.body));

  const page = await env.browser.newPage({ viewport: { width: WIDTHS.desktop, height: 800 } });
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder(/账号/).fill(clerkName);
  await page.getByPlaceholder(/密码/).fill('clerk123');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  const menu = await page.getByLabel('主菜单').innerText();
  assert.ok(!menu.includes('销售'), 'the sales module is not in the menu');

  // The guard sends the user to the login page (seed §4), which stays, says who is still signed in and why, and offers
  // the way home or another account: it does not look like being signed out.
  await page.goto(`${env.app.url}/sale/List`);
  await page.getByText('您没有权限进入此页面').first().waitFor();
  await page.waitForURL(/\/Login\?redirect=%2Fsale%2FList/);
  await page.getByText(/您仍以 小王（.+）登录/).waitFor();
  await checkA11y(page, 'turned-away');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'turned-away.png') });
  await page.getByRole('button', { name: '返回首页' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByLabel('主菜单').waitFor();

  await page.goto(`${env.app.url}/sale/List`);
  await page.getByRole('button', { name: '切换账号' }).click();
  await page.getByText(/您仍以/).waitFor({ state: 'detached' });
  await page.getByPlaceholder(/账号/).fill(loginName);
  await page.getByPlaceholder(/密码/).fill('secret123');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/sale/List', { timeout: 15_000 });
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
    await motionless(page);
    const finance = menu.getByRole('button', { name: '财务', exact: true });
    if ((await finance.getAttribute('aria-expanded')) !== 'true') await finance.click();
    await motionless(page);
    await menu.getByRole('link', { name: width === WIDTHS.mobile ? '日常收入' : '日常支出' }).click();
    await page.waitForURL(width === WIDTHS.mobile ? /\/dayIncome\// : /\/dayeExpenses\//);
    await page.waitForTimeout(300);
    assert.equal(await menu.isVisible(), width !== WIDTHS.mobile, `after a choice at ${width} px`);
  }
  await page.close();
});

test('on a desktop the side menu stays beside a long list scrolled to its end, 新增 keeps to one tab, the sale list sums its amounts and 待办 leads to what waits', async () => {
  const { call } = await registerCompany(env.app, '整日商行', `${loginName}d`, 'secret123');
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  const { supplierId } = await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' });
  const { customId } = await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  const skuId = (
    await call('Product/Save', { productName: '可乐', productCode: 'COLA', unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 2 }] })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 500, price: 2 }], audit: true });
  // 30 sales of 1 to 30 bottles at 3.5: the last three left as drafts, waiting for audit.
  for (let n = 1; n <= 30; n++)
    await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: n, price: 3.5 }], audit: n <= 27 });
  const sum = (await call('Sale/PageQuery', { pageNo: 1, pageSize: 100 })).data.reduce(
    (t: number, r: { totalAmount: number }) => t + r.totalAmount,
    0,
  );
  assert.equal(sum, 3.5 * ((30 * 31) / 2));
  const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const page = await signedIn(env.browser, env.app.url, `${loginName}d`, 'secret123');
  // 待办事项 says what waits and leads to the list filtered to it.
  const todo = page.getByRole('list', { name: '待办事项' });
  await todo.getByRole('link', { name: '3张销售单待审核' }).waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'home-todo.png') });
  await todo.getByRole('link', { name: '3张销售单待审核' }).click();
  await page.waitForURL(/\/sale\/List\?status=draft/);
  const grid = page.getByRole('table', { name: '销售单列表' });
  await grid.getByRole('row').filter({ hasText: '草稿' }).nth(2).waitFor();
  assert.equal(await grid.getByRole('row').filter({ hasText: '已审核' }).count(), 0);
  await grid
    .getByRole('row')
    .filter({ hasText: '合计' })
    .getByText(money(3.5 * (28 + 29 + 30)), { exact: true })
    .waitFor();

  // The 合计 row sums the whole list, not its page of 10.
  await page.goto(`${env.app.url}/sale/List`);
  await grid.getByRole('row').filter({ hasText: '合计' }).getByText(money(sum), { exact: true }).waitFor();
  assert.equal(await grid.getByRole('row').count(), 1 + 10 + 1, 'header, a page of 10, 合计');

  // A long list scrolled to its end: the menu is still there, top to bottom of the window, no blank below it.
  await page.goto(`${env.app.url}/sale/List?size=50`);
  await grid.getByRole('row').nth(31).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  assert.ok((await page.evaluate(() => window.scrollY)) > 500, 'the list is longer than the window');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const box = (await menu.boundingBox())!;
  const height = page.viewportSize()!.height;
  assert.ok(box.y <= 0.5 && box.y + box.height >= height - 0.5, `the menu covers the window's height: ${JSON.stringify(box)}`);
  assert.ok(
    await page.evaluate((h) => !!document.elementFromPoint(100, h - 5)?.closest('[aria-label="主菜单"]'), height),
    "the menu, not a blank, at the window's bottom left",
  );
  await menu.getByText('销售单', { exact: true }).click();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-long-list-scrolled.png') });

  // 新增 opens one tab per kind; saved, the form's tab becomes the document's detail.
  await page.goto(`${env.app.url}/sale/List`);
  await page.getByRole('button', { name: '新增销售单' }).click();
  await page.waitForURL(/\/sale\/Add$/);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await enterLine(page, 'COLA', '2');
  await saveForm(page, /\/sale\/Detail\?saleId=/, true);
  assert.deepEqual(await tabTitles(page), ['首页', '销售单', '销售单详情']);
  for (let i = 0; i < 2; i++) {
    await page.getByRole('tab', { name: '销售单', exact: true }).click();
    await page.getByRole('button', { name: '新增销售单' }).click();
    await page.waitForURL(/\/sale\/Add$/);
  }
  assert.deepEqual(await tabTitles(page), ['首页', '销售单', '销售单详情', '新增销售单']);
  await page.close();
});
