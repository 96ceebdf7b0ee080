import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { shopDay } from '@jxc/services/contracts';
import { appAndBrowser, choose, enterLine, registerCompany, saveForm, shootAll, signedIn } from './browser';

const env = appAndBrowser();
const owner = `closer${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

const today = shopDay();
const [y, m] = today.split('-').map(Number);
const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
const lastTitle = `${lastMonth.slice(0, 4)}年${Number(lastMonth.slice(5))}月`;
const inLastMonth = `${lastMonth}-15`;

/** The 结账 screen's row of a month. */
const monthRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** 结账 or 反结账 of a month on the screen, confirmed in its dialog; waits for the month's new state. */
async function step(page: Page, title: string, label: '结账' | '反结账') {
  await monthRow(page, title).getByRole('button', { name: label, exact: true }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `确定${label}` })
    .click();
  await monthRow(page, title)
    .getByText(label === '结账' ? '已结账' : '未结账', { exact: true })
    .waitFor();
}

/** A sale of one 酱油 dated in last month, through the form. */
async function saleInLastMonth(page: Page) {
  await page.goto(`${env.app.url}/sale/Add`);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  const billDate = page.getByRole('combobox', { name: /单据日期/ });
  await billDate.fill(inLastMonth);
  await billDate.press('Tab');
  await enterLine(page, 'JY', '1');
}

test('a month is closed on the 结账 screen, a sale dated in it is refused on screen, once reopened it saves; then the books are archived', async () => {
  const { call, token } = await registerCompany(env.app, '结账商行', owner, PASSWORD);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  const { customId } = await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  const skuId = (
    await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
  ).skus[0].skuId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId, qty: 50, price: 10 }] });
  await call('Sale/Save', { customId, warehouseId, billDate: inLastMonth, lines: [{ skuId, qty: 2, price: 20 }], audit: true });
  const sales = async () => (await call('Sale/PageQuery', { pageNo: 1, pageSize: 50 })).totalCount as number;

  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/period/list`);
  await page.getByRole('heading', { name: '结账' }).waitFor();
  await page.getByText('尚未结账', { exact: false }).waitFor();
  await step(page, lastTitle, '结账');
  await page.getByText(`当前已结账至${lastTitle}`, { exact: false }).waitFor();
  assert.equal(await monthRow(page, lastTitle).getByRole('button', { name: '反结账' }).count(), 1, 'the latest closed month reopens');
  await shootAll(page, 'period-list');

  await saleInLastMonth(page);
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText(`${lastTitle}已结账，不能新增或修改该月的单据；如需修改，请先反结账`).first().waitFor();
  assert.match(page.url(), /\/sale\/Add/);
  assert.equal(await sales(), 1, 'the refused sale wrote nothing');
  await shootAll(page, 'period-refused-sale');

  // A report read by the closed month.
  await page.goto(`${env.app.url}/reportForProfit/reportForProfit`);
  await choose(page, '已结账月份', lastTitle);
  await page.getByText(`期间：${inLastMonth.slice(0, 8)}01 至`, { exact: false }).waitFor();
  await shootAll(page, 'period-report');

  await page.goto(`${env.app.url}/period/list`);
  await step(page, lastTitle, '反结账');
  await saleInLastMonth(page);
  await saveForm(page, /\/sale\/Detail\?saleId=/, true);
  assert.equal(await sales(), 2);

  await page.goto(`${env.app.url}/auditRecord/list`);
  await page.getByRole('cell', { name: '反结账', exact: true }).first().waitFor();
  await page.getByRole('cell', { name: '结账', exact: true }).first().waitFor();
  await shootAll(page, 'period-audit-log');

  // 归档账套: last month closed again, the books archived for good; the home page says so and a sale is refused.
  await page.goto(`${env.app.url}/period/list`);
  await step(page, lastTitle, '结账');
  await page.getByRole('textbox', { name: '确认文字' }).fill('确认归档');
  await page.getByRole('button', { name: '归档账套' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定归档' }).click();
  await page.getByText('账套已归档', { exact: true }).first().waitFor();
  assert.equal(await page.getByRole('button', { name: /^(反)?结账$/ }).count(), 0, 'an archived book closes and reopens nothing');
  await shootAll(page, 'period-archived');
  await page.goto(`${env.app.url}/`);
  await page.getByText('当前为已结存账套,不可做任何操作').waitFor();
  assert.equal((await env.app.call('Sale/Save', {}, { token })).body.errorCode, 'CLOSED_BOOKS');
});
