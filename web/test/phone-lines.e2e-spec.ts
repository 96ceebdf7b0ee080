import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, checkA11y, choose, registerCompany, SCREENSHOTS, signedIn, WIDTHS } from './browser';

const env = appAndBrowser();
const owner = `phone${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

const PHONE = { width: WIDTHS.mobile, height: 844 };
const screenshot = async (page: Page, name: string) => {
  // From the top, so that the sticky header stays above the page in a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkA11y(page, `phone-lines-${name}`);
  await page.screenshot({ path: path.join(SCREENSHOTS, `phone-lines-${name}.png`), fullPage: true });
};
const noSideways = async (page: Page, where: string) => {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scroll <= inner, `${where}: the page scrolls sideways (${scroll} > ${inner})`);
};

test('on a phone the lines of a purchase are cards: fill them in, save, audit and read them back', async () => {
  const { call } = await registerCompany(env.app, '手机录单商行', owner, PASSWORD);
  await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' });
  await call('Product/Save', {
    productName: '可乐', productCode: 'COLA', unitName: '瓶', units: [{ unitName: '箱', ratio: 24 }],
    skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
  });
  await call('Product/Save', { productName: '牛奶', productCode: 'MILK', unitName: '盒', lifeFlag: true, shelfLifeDays: 180, skus: [{ spec: '250ml', salePrice: 5, purchasePrice: 3 }] });

  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.setViewportSize(PHONE);
  await page.goto(`${env.app.url}/purchaseOrder/add`);
  await choose(page, /供应商/, '甲供应商', '甲');
  await choose(page, /^仓库/, '总仓');
  const entry = page.getByRole('combobox', { name: '录入商品' });
  const cards = page.getByRole('list', { name: '单据明细' });
  await cards.getByText('还没有商品', { exact: false }).waitFor();
  assert.equal(await page.getByRole('table', { name: '单据明细' }).count(), 0, 'no wide table on a phone');

  // Quantity, Enter, price, Enter: back in the entry box; the card's amounts follow.
  await entry.fill('COLA');
  await entry.press('Enter');
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':qty'));
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':price'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2.5');
  await page.keyboard.press('Enter');
  assert.equal(await entry.evaluate((el) => el === document.activeElement), true, 'Enter on the price goes back to the entry box');
  const cola = cards.getByRole('listitem').filter({ hasText: '可乐' });
  assert.equal(await cola.getByRole('definition').filter({ hasText: '7.50' }).count(), 2, '金额 and 价税合计');
  await page.getByLabel('第1行税率').fill('13');
  await cola.getByText('8.48', { exact: true }).waitFor();
  assert.equal(await page.getByLabel('单据金额').innerText(), '8.48');

  // A shelf-life line: its batch under the fields; saving without a production date names it on its card.
  await entry.fill('MILK');
  await entry.press('Enter');
  await page.getByLabel('第2行数量').fill('10');
  await page.getByLabel('第2行备注').fill('冷藏');
  await page.getByRole('button', { name: '保存并审核' }).click();
  const milk = cards.getByRole('listitem').filter({ hasText: '牛奶' });
  await milk.getByRole('alert').getByText('明细第2行请填写生产日期').waitFor();
  await noSideways(page, 'form');
  await screenshot(page, 'form-problem');
  await page.getByLabel('第2行生产日期').fill('2026-11-01');
  await milk.getByText('默认到期 2027-04-30（保质期180天）').waitFor();
  await noSideways(page, 'form');
  await screenshot(page, 'form');

  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/purchaseOrder\/detail\?buyId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  const saved = page.getByRole('list', { name: '单据明细' });
  const first = saved.getByRole('listitem').filter({ hasText: '可乐' });
  await first.getByText('3.00瓶', { exact: true }).waitFor();
  await first.getByText('8.48', { exact: true }).waitFor();
  const second = saved.getByRole('listitem').filter({ hasText: '牛奶' });
  await second.getByText('批次 20261101 · 到期 2027-04-30').waitFor();
  await second.getByText('冷藏', { exact: true }).waitFor();
  await noSideways(page, 'detail');
  await screenshot(page, 'detail');

  // Wider again: the table is back.
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.getByRole('table', { name: '单据明细' }).getByText('冷藏').waitFor();
});
