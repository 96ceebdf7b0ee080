import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { a11yProblems, appAndBrowser, choose, enterLine, SCREENSHOTS, starterAccount, typeIn } from './browser';

/**
 * A day in the shop as a new user walks it, on a phone (390 px) and on a desktop (1366 px): register, set up a
 * product in two units, buy, sell, collect and read the report. On every screen the page must not scroll sideways
 * and axe-core must find nothing serious; each screen is photographed (on the desktop walk at 800 and 390 px too).
 */
const env = appAndBrowser();
const PASSWORD = 'secret123';
const TABLET = 800;

async function screen(page: Page, name: string, width: number, problems: string[], alsoAt: number[] = []) {
  const walked = page.viewportSize()!.width;
  await page.waitForLoadState('networkidle');
  for (const w of [width, ...alsoAt]) {
    await page.setViewportSize({ width: w, height: 860 });
    await page.waitForTimeout(250);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) problems.push(`${name}@${w}: the page scrolls sideways (${scrollWidth} px)`);
    problems.push(...(await a11yProblems(page)).map((p) => `${name}@${w}: ${p}`));
    fs.writeFileSync(path.join(SCREENSHOTS, `walk${walked}-problems.txt`), problems.join('\n'));
    await page.screenshot({ path: path.join(SCREENSHOTS, `walk${walked}-${name}-${w}.png`) });
  }
  await page.setViewportSize({ width, height: 860 });
}

async function walk(width: number) {
  const page = await (await env.browser.newContext({ viewport: { width, height: 860 } })).newPage();
  try {
    return await steps(page, width);
  } catch (e) {
    await page.screenshot({ path: path.join(SCREENSHOTS, `walk${width}-failed.png`), fullPage: true });
    throw e;
  }
}

async function steps(page: Page, width: number) {
  const problems: string[] = [];
  const alsoAt = width > TABLET ? [TABLET, 390] : [];
  const loginName = `walk${width}${Date.now().toString(36)}`;
  const go = (p: string) => page.goto(`${env.app.url}${p}`);

  await go('/Register');
  await screen(page, 'register', width, problems, alsoAt);
  await page.getByPlaceholder('请输入公司名称').fill('一日商行');
  await page.getByPlaceholder('请输入登录账号').fill(loginName);
  await page.getByPlaceholder('6-32位密码').fill(PASSWORD);
  await page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /注册/ }).click();
  await page.waitForURL(/RegisterResult/, { timeout: 15_000 });
  await page.getByText(`登录账号：${loginName}`).waitFor();
  await screen(page, 'register-result', width, problems, alsoAt);

  // A new company starts with its accounts, 零售散客 and units: the walk sets up a warehouse, a supplier and a customer over the API.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__token') ?? 'null')?.value as string);
  const call = async (p: string, body: object) => {
    const r = await env.app.call(p, body, { token });
    assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' });
  await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  await starterAccount(call, '现金');

  await go('/management/Add');
  await page.getByLabel('商品名称').fill('可乐');
  await page.getByLabel('商品编码').fill('KL');
  await typeIn(page, '主单位', '个');
  await page.getByRole('button', { name: '添加辅助单位' }).click();
  const unit = page.getByRole('group', { name: '辅助单位1' });
  await unit.getByLabel('单位名称').fill('箱');
  await unit.getByLabel('换算比例').fill('12');
  const grid = page.getByRole('table', { name: '规格明细' });
  await grid.getByLabel('第1行销售价').fill('3');
  await grid.getByLabel('第1行采购价').fill('2');
  await screen(page, 'product-form', width, problems, alsoAt);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/management\/Detail\?productId=/);
  await screen(page, 'product-detail', width, problems);

  // A new company starts with 20 usual units; the one the product brought is found by name.
  await go(`/info/Unit?q=${encodeURIComponent('箱')}`);
  await page.getByText('箱', { exact: true }).first().waitFor();
  await screen(page, 'units', width, problems);

  await go('/purchaseOrder/add');
  await choose(page, /供应商/, '甲供应商', '甲');
  await choose(page, /^仓库/, '总仓');
  // Dates read and type as yyyy-MM-dd whatever the browser's locale; 2026/11/20 is read too.
  const billDate = page.getByRole('combobox', { name: /单据日期/ });
  assert.match(await billDate.inputValue(), /^\d{4}-\d{2}-\d{2}$/);
  await billDate.fill('2026/11/20');
  await billDate.press('Tab');
  assert.equal(await billDate.inputValue(), '2026-11-20');
  await enterLine(page, 'KL', '183');
  await screen(page, 'purchase-form', width, problems, alsoAt);
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/purchaseOrder\/detail/);
  await page.getByText('已审核', { exact: true }).waitFor();
  await screen(page, 'purchase-detail', width, problems);

  await go('/warehouseQuery/list');
  await page.getByText('15箱3个（183.00）').first().waitFor();
  await screen(page, 'stock', width, problems, alsoAt);

  await go('/sale/Add');
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await enterLine(page, 'KL', '25');
  await screen(page, 'sale-form', width, problems, alsoAt);
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/sale\/Detail/);
  await page.getByText('已审核', { exact: true }).waitFor();
  await screen(page, 'sale-detail', width, problems);

  await go('/sale/List');
  await screen(page, 'sale-list', width, problems, alsoAt);

  await go('/waresWater/list');
  await page.getByText('13箱2个（158.00）').first().waitFor();
  await screen(page, 'stock-flow', width, problems);

  await go('/customReceive/add');
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /结算账户/, '现金');
  await page.getByLabel(/收款金额/).fill('75');
  await screen(page, 'receipt-form', width, problems, alsoAt);
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/customReceive\/detail/);
  await screen(page, 'receipt-detail', width, problems);

  await go('/reportForSale/forProduct');
  await page.getByText('2箱1个').first().waitFor();
  await screen(page, 'sale-report', width, problems, alsoAt);

  // The tabs opened on the way survive a reload.
  await page.reload();
  await page.getByRole('tab', { name: '库存查询' }).waitFor();
  return problems;
}

for (const width of [390, 1366]) {
  test(`the day's walk at ${width} px: no sideways scrolling, nothing serious for axe`, async () => {
    const problems = await walk(width);
    assert.deepEqual(problems, []);
  });
}
