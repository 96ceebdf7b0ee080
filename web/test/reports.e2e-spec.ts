import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from '@jest/globals';
import ExcelJS from 'exceljs';
import { appAndBrowser, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `bb${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('the sales, purchase and profit reports open on this month with their chart, totals, drill-down, sorting, keyword and export', async () => {
  const { call } = await registerCompany(env.app, '报表测试商行', owner, PASSWORD);
  const w = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲批发', supplierCode: 'S1' })).supplierId;
  const zhang = (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
  const li = (await call('Custom/Save', { customName: '李四', customCode: 'C2' })).customId;
  const cola = (
    await call('Product/Save', {
      productName: '可乐',
      productCode: 'COLA',
      unitName: '瓶',
      units: [{ unitName: '箱', ratio: 12 }],
      skus: [{ salePrice: 8, purchasePrice: 5 }],
    })
  ).skus[0].skuId;
  const sprite = (
    await call('Product/Save', { productName: '雪碧', productCode: 'SPRITE', unitName: '个', skus: [{ salePrice: 5, purchasePrice: 2 }] })
  ).skus[0].skuId;
  const doc = (path: string, partner: object, lines: object[], more: object = {}) =>
    call(path, { ...partner, billDate: today, warehouseId: w, lines, audit: true, ...more });
  await doc('Buy/Save', { supplierId }, [
    { skuId: cola, unitName: '箱', qty: 10, price: 60 },
    { skuId: sprite, qty: 50, price: 2 },
  ]);
  const s1 = await doc('Sale/Save', { customId: zhang }, [
    { skuId: cola, unitName: '箱', qty: 2, price: 84 },
    { skuId: sprite, qty: 10, price: 5 },
  ]);
  await doc('Sale/Save', { customId: li }, [{ skuId: cola, qty: 30, price: 8 }]);
  await doc('SaleReturn/Save', { customId: zhang, saleId: s1.saleId }, [{ skuId: cola, unitName: '箱', qty: 1, price: 84 }]);
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  const table = (name: string) => page.getByRole('table', { name, exact: true });

  // 销售日报: today's row (168 + 50 + 240 − 84 = 374; cost 120 + 20 + 150 − 60 = 230), the chart, the documents behind it.
  await page.goto(`${env.app.url}/reportForSale/forBusiDate`);
  const day = table('销售日报').getByRole('row').filter({ hasText: today });
  await day.getByRole('cell', { name: '374.00' }).waitFor();
  await day.getByRole('cell', { name: '144.00' }).waitFor();
  await table('销售日报').getByRole('row').filter({ hasText: '合计' }).getByRole('cell', { name: '230.00' }).waitFor();
  await page.getByRole('img', { name: '销售日报图表' }).locator('canvas').waitFor();
  await page.getByRole('button', { name: '本月', pressed: true }).waitFor();
  await shootAll(page, 'report-sale-by-date');
  await day.getByRole('button', { name: '查看单据' }).click();
  const docs = page.getByRole('table', { name: `${today} 的单据` });
  await docs.getByRole('row').filter({ hasText: '销售退货单' }).getByRole('cell', { name: '-84.00' }).waitFor();
  assert.equal(await docs.getByRole('row').count(), 1 + 3, 'the header and three documents');
  await shootAll(page, 'report-sale-drill-down');
  await docs.getByRole('row').filter({ hasText: '李四' }).getByRole('link').click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  // Leaving the report unmounts its drill-down card: the sale opens, not the error page.
  await page.getByText('已审核', { exact: true }).first().waitFor();
  assert.equal(await page.getByText('页面加载失败').count(), 0);

  // 销售商品报表: 42 瓶 of 可乐 spelled 3箱6瓶; a click on 销售金额 sorts by it, in the URL.
  await page.goto(`${env.app.url}/reportForSale/forProduct`);
  await table('销售商品报表').getByRole('row').filter({ hasText: '可乐' }).getByRole('cell', { name: '3箱6瓶' }).waitFor();
  await table('销售商品报表').getByRole('columnheader', { name: '销售金额' }).click();
  await page.waitForURL(/sort=saleAmount&order=asc/);
  await table('销售商品报表').getByRole('row').nth(1).filter({ hasText: '雪碧' }).waitFor();
  await shootAll(page, 'report-sale-by-product');

  // 销售客户报表: the keyword keeps 张三's lines; the export's title row carries the period and the keyword.
  await page.goto(`${env.app.url}/reportForSale/forCustom`);
  await table('销售客户报表').getByRole('row').filter({ hasText: '李四' }).waitFor();
  await page.getByRole('searchbox', { name: '关键字' }).fill('张三');
  await page.getByRole('button', { name: '查询' }).click();
  await page.waitForURL(/q=/);
  await table('销售客户报表').getByRole('row').filter({ hasText: '李四' }).waitFor({ state: 'detached' });
  await table('销售客户报表').getByRole('row').filter({ hasText: '张三' }).getByRole('cell', { name: '134.00' }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  const month = today.slice(0, 8);
  assert.match(download.suggestedFilename(), new RegExp(`^销售客户报表-${month}01至${month}\\d\\d\\.xlsx$`));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0];
  assert.match(
    String(sheet.getRow(1).getCell(1).value),
    new RegExp(`^销售客户报表（期间：${month}01 至 ${month}\\d\\d\\u3000仓库：全部仓库\\u3000关键字：张三）$`),
  );
  assert.deepEqual(
    [sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value, sheet.getRow(4).getCell(1).value],
    ['客户', '张三', '合计'],
  );
  await shootAll(page, 'report-sale-by-customer');

  // The purchase reports.
  for (const [path, title, key, name] of [
    ['/reportForBuy/forBusiDate', '采购日报', today, 'report-buy-by-date'],
    ['/reportForBuy/forProduct', '采购商品报表', '可乐', 'report-buy-by-product'],
    ['/reportForBuy/forSupplier', '采购供应商报表', '甲批发', 'report-buy-by-supplier'],
  ]) {
    await page.goto(`${env.app.url}${path}`);
    await table(title).getByRole('row').filter({ hasText: key }).waitFor();
    await table(title).getByRole('row').filter({ hasText: '合计' }).getByRole('cell', { name: '700.00' }).waitFor();
    await shootAll(page, name);
  }
  await table('采购供应商报表').getByRole('row').filter({ hasText: '甲批发' }).getByRole('cell', { name: '170.00' }).waitFor();

  // 利润报表 on the same kit; last month has nothing.
  await page.goto(`${env.app.url}/reportForProfit/reportForProfit`);
  await table('利润报表').getByRole('row').filter({ hasText: today }).getByRole('cell', { name: '38.50%' }).waitFor();
  await shootAll(page, 'report-profit');
  await page.getByRole('button', { name: '上月' }).click();
  await page.getByText('该期间没有数据').waitFor();
  await page.getByRole('button', { name: '自定义' }).click();
  await page.getByLabel('开始日期').fill(today);
  await page.getByLabel('结束日期').fill(today);
  await table('利润报表').getByRole('row').filter({ hasText: today }).waitFor();
});
