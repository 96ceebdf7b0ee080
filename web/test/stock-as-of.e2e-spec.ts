import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, registerCompany, shootAll, signedIn } from './browser';
import { inDays, today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `asof${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

// 10 瓶 可乐 bought at 2 five days ago, 4 sold three days ago (6 left worth 12 then), 5 more bought at 3 today (11, 27).
test('库存查询 and 进销存汇总 take 截至日期: the stock at the end of that day, and back to now', async () => {
  const [bought, sold] = [inDays(-5), inDays(-3)];
  const { call } = await registerCompany(env.app, '往日库存商行', owner, PASSWORD);
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲批发', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
  const cola = (
    await call('Product/Save', { productName: '可乐', productCode: 'COLA', unitName: '瓶', skus: [{ salePrice: 8, purchasePrice: 2 }] })
  ).skus[0].skuId;
  const buy = (billDate: string, qty: number, price: number) =>
    call('Buy/Save', { supplierId, billDate, warehouseId: w1, lines: [{ skuId: cola, qty, price }], audit: true });
  await buy(bought, 10, 2);
  await call('Sale/Save', { customId, billDate: sold, warehouseId: w1, lines: [{ skuId: cola, qty: 4, price: 8 }], audit: true });
  await buy(today, 5, 3);
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  await page.goto(`${env.app.url}/warehouseQuery/list`);
  const list = page.getByRole('table', { name: '库存列表', exact: true });
  const row = list.getByRole('row').filter({ hasText: '可乐' });
  await row.getByRole('cell', { name: '11.00', exact: true }).first().waitFor();
  await list.getByRole('columnheader', { name: '可用库存' }).waitFor();
  await page.getByRole('status').filter({ hasText: '合计：数量 11.00，库存金额 27.00' }).waitFor();

  await page.getByLabel('截至日期').fill(sold);
  await page.getByLabel('截至日期').press('Escape');
  await row.getByRole('cell', { name: '6.00', exact: true }).first().waitFor();
  await row.getByRole('cell', { name: '12.00', exact: true }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: `截至 ${sold} 日终：数量 6.00，库存金额 12.00` })
    .waitFor();
  assert.equal(await list.getByRole('columnheader', { name: '可用库存' }).count(), 0, 'what is reserved is of the present');
  assert.equal(new URL(page.url()).searchParams.get('asOfDate'), sold, 'the day is kept in the address');
  await shootAll(page, 'stock-as-of');

  await page.getByRole('button', { name: '看当前' }).click();
  await row.getByRole('cell', { name: '11.00', exact: true }).first().waitFor();
  await page.goto(`${env.app.url}/warehouseQuery/list?asOfDate=${inDays(-6)}`);
  await list.getByText('暂无数据').waitFor();
  assert.equal(await row.count(), 0, 'nothing had come in the day before the purchase');

  // 进销存汇总 as of the day of the sale: this month (or the sale's) up to it, closing with what 库存查询 showed.
  await page.goto(`${env.app.url}/reportForPerformance/InvoicingSummary`);
  const summary = page.getByRole('table', { name: '进销存汇总', exact: true });
  const colaRow = summary.getByRole('row').filter({ hasText: '可乐' });
  await colaRow.getByRole('cell', { name: '27.00', exact: true }).waitFor();
  await page.getByLabel('截至日期').fill(sold);
  await page.getByLabel('截至日期').press('Escape');
  await colaRow.getByRole('cell', { name: '12.00', exact: true }).waitFor();
  await colaRow.getByRole('cell', { name: '6瓶', exact: true }).last().waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: ` 至 ${sold}` })
    .waitFor();
  await shootAll(page, 'invoicing-summary-as-of');
});
