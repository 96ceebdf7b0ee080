import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { appAndBrowser, checkA11y, choose, registerCompany, SCREENSHOTS, signedIn, WIDTHS } from './browser';
import { today } from '../../services/src/testing/stock-shop';

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
    productName: '可乐',
    productCode: 'COLA',
    unitName: '瓶',
    units: [{ unitName: '箱', ratio: 24 }],
    skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
  });
  await call('Product/Save', {
    productName: '牛奶',
    productCode: 'MILK',
    unitName: '盒',
    lifeFlag: true,
    shelfLifeDays: 180,
    skus: [{ spec: '250ml', salePrice: 5, purchasePrice: 3 }],
  });

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

/** The heights of a card's tap targets (links, buttons, checkboxes) that are under 44 px, as "name: height". */
const smallTargets = (card: Locator) =>
  card.locator('a, button, input[type=checkbox]').evaluateAll((els) =>
    els
      .map((e) => [e.textContent?.trim() || e.getAttribute('aria-label') || e.tagName, e.getBoundingClientRect().height] as const)
      .filter(([, h]) => h < 44)
      .map(([n, h]) => `${n}: ${h}`),
  );

test('on a phone the stock and sale lists are compact cards with full-size tap targets, and the product picker shows price and stock', async () => {
  const { call } = await registerCompany(env.app, '手机列表商行', `${owner}l`, PASSWORD);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  const { supplierId } = await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' });
  const { customId } = await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  const cola = (
    await call('Product/Save', {
      productName: '可乐',
      productCode: 'COLA',
      unitName: '瓶',
      units: [{ unitName: '箱', ratio: 24 }],
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    })
  ).skus[0].skuId;
  const rice = (
    await call('Product/Save', { productName: '大米', productCode: 'RICE', unitName: '袋', skus: [{ salePrice: 50, purchasePrice: 40 }] })
  ).skus[0].skuId;
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId,
    lines: [
      { skuId: cola, qty: 60, price: 2 },
      { skuId: rice, qty: 8, price: 40 },
    ],
    audit: true,
  });
  const sold = (
    await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId: cola, qty: 24, price: 3 }], audit: true })
  ).billNo;
  const draft = (
    await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId: rice, qty: 2, price: 50 }], remark: '送货上门' })
  ).billNo;

  const page = await signedIn(env.browser, env.app.url, `${owner}l`, PASSWORD);
  await page.setViewportSize(PHONE);
  const term = (card: Locator, title: string) => card.getByRole('term').filter({ hasText: new RegExp(`^${title}$`) });

  // 库存查询: the product, its quantity large, then 规格 / 仓库 / 占用 where there is one.
  await page.goto(`${env.app.url}/warehouseQuery/list`);
  const stock = page.getByRole('list', { name: '库存列表' });
  const riceCard = stock.getByRole('listitem').filter({ hasText: '大米' });
  await riceCard.getByText('8.00', { exact: true }).waitFor();
  assert.equal(await term(riceCard, '规格').count(), 0, 'no spec, no 规格 line');
  assert.equal(await term(riceCard, '占用').count(), 1, 'the draft sale reserves 2');
  const colaCard = stock.getByRole('listitem').filter({ hasText: '可乐' });
  await colaCard.getByText('1箱12瓶（36.00）', { exact: true }).waitFor();
  assert.deepEqual(await colaCard.getByRole('definition').allInnerTexts(), ['330ml', '总仓'], 'nothing reserved, no 占用 line');
  assert.equal(await page.getByRole('table', { name: '库存列表' }).count(), 0);
  for (const card of [riceCard, colaCard]) assert.deepEqual(await smallTargets(card), []);
  await noSideways(page, 'stock list');
  await checkA11y(page, 'stock-list-cards');
  await page.evaluate(() => window.scrollTo(0, 0));
  // This shot and the sale list's are the ones kept in docs/screenshots.
  await page.screenshot({ path: path.join(SCREENSHOTS, 'stock-list-cards-390.png'), fullPage: true });

  // 销售单: the bill number, its amount large, then customer, date and status, a remark where there is one; 合计 last.
  await page.goto(`${env.app.url}/sale/List`);
  const sales = page.getByRole('list', { name: '销售单列表' });
  const soldCard = sales.getByRole('listitem').filter({ hasText: sold });
  await soldCard.getByText('72.00', { exact: true }).waitFor();
  assert.deepEqual(await soldCard.getByRole('term').allInnerTexts(), ['单据日期', '客户', '状态'], 'no remark, no 备注 line');
  const draftCard = sales.getByRole('listitem').filter({ hasText: draft });
  await draftCard.getByRole('definition').filter({ hasText: '送货上门' }).waitFor();
  await sales.getByRole('listitem').filter({ hasText: '合计' }).getByText('172.00', { exact: true }).waitFor();
  for (const card of [soldCard, draftCard]) assert.deepEqual(await smallTargets(card), []);
  await soldCard.getByRole('link', { name: sold }).click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  await page.goBack();
  await soldCard.waitFor();
  await noSideways(page, 'sale list');
  await checkA11y(page, 'sale-list-cards');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'sale-list-cards-390.png'), fullPage: true });

  // The picker on a sale: each product a card with its price and what is available (the draft's 2 袋 reserved).
  await page.goto(`${env.app.url}/sale/Add`);
  await page.getByRole('button', { name: '选择商品' }).click();
  const picked = page.getByRole('dialog').getByRole('list', { name: '商品' });
  const colaPick = picked.getByRole('listitem').filter({ hasText: '可乐' });
  await colaPick.getByText('可用 1箱12瓶（36.00）').waitFor();
  await colaPick.getByText('3.00', { exact: true }).waitFor();
  const ricePick = picked.getByRole('listitem').filter({ hasText: '大米' });
  await ricePick.getByText('可用 6.00袋').waitFor();
  await ricePick.getByText('50.00', { exact: true }).waitFor();
  assert.deepEqual(await smallTargets(colaPick), []);
  await screenshot(page, 'picker');
  await colaPick.click();
  await page.getByRole('button', { name: '添加（1）' }).click();
  await page.getByRole('list', { name: '单据明细' }).getByRole('listitem').filter({ hasText: '可乐' }).waitFor();
  await screenshot(page, 'picker-added');
});
