import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import { COUNT_SHEET_COLUMNS as COL } from '../../services/src/contracts';
import { writeSheet } from '../../services/src/catalog';
import { appAndBrowser, choose, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `count${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('count a warehouse: start the sheet, enter and import counts, save, audit, and see the stock list follow', async () => {
  const { call } = await registerCompany(env.app, '盘点测试商行', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' })).supplierId;
  const cola = (
    await call('Product/Save', {
      productName: '可乐',
      productCode: 'COLA',
      unitName: '瓶',
      skus: [{ spec: '330ml', barCode: '6901001', salePrice: 3, purchasePrice: 2 }],
    })
  ).skus[0].skuId;
  const phone = (
    await call('Product/Save', {
      productName: '手机',
      productCode: 'PHONE',
      unitName: '台',
      serialFlag: true,
      skus: [{ salePrice: 900, purchasePrice: 500 }],
    })
  ).skus[0].skuId;
  const milk = (
    await call('Product/Save', {
      productName: '牛奶',
      productCode: 'MILK',
      unitName: '盒',
      lifeFlag: true,
      shelfLifeDays: 180,
      skus: [{ salePrice: 6, purchasePrice: 4 }],
    })
  ).skus[0].skuId;
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId,
    audit: true,
    lines: [
      { skuId: cola, qty: 10, price: 2 },
      { skuId: phone, qty: 2, price: 500, serials: ['SN-A', 'SN-B'] },
      { skuId: milk, qty: 5, price: 4, productionDate: '2026-01-01' },
    ],
  });

  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/inventoryOrder/add`);
  await page.getByRole('button', { name: '生成盘点表' }).click();
  await page.getByText('请先选择仓库').waitFor();
  await choose(page, /^仓库/, '总仓');
  await page.getByRole('button', { name: '生成盘点表' }).click();
  const grid = page.getByRole('table', { name: '盘点明细' });
  await grid.getByRole('row').filter({ hasText: '可乐' }).getByText('10.00').waitFor();
  await grid.getByRole('row').filter({ hasText: '手机' }).getByText('2.00').waitFor();

  // Keyboard: a count, then Enter moves to the next line's count.
  await page.getByLabel('第1行实盘数量').fill('8');
  await page.getByLabel('第1行实盘数量').press('Enter');
  assert.equal(await page.getByLabel('第2行实盘数量').evaluate((el) => el === document.activeElement), true, 'Enter goes to the next line');
  await grid.getByRole('row').filter({ hasText: '可乐' }).getByText('-2.00').waitFor();

  // The phone is counted by serial: SN-B is missing, SN-C was found off the book.
  await grid.getByRole('row').filter({ hasText: '手机' }).getByRole('button', { name: '序列号' }).click();
  const serials = page.getByRole('dialog', { name: /手机 序列号/ });
  await serials.getByRole('checkbox', { name: 'SN-A' }).check();
  await serials.getByLabel('账面外找到的序列号（每行一个）').fill('SN-C');
  await serials.getByRole('button', { name: '确定' }).click();
  assert.equal(await page.getByLabel('第2行实盘数量').inputValue(), '2');
  await page.getByText('实盘序列号：SN-A、SN-C').waitFor();

  // The milk is counted by batch: its batch on the book as it is, and two boxes of a batch the book does not have.
  await grid.getByRole('row').filter({ hasText: '20260101' }).getByText('5.00').waitFor();
  await page.getByLabel('第3行实盘数量').fill('5');
  await page.getByRole('button', { name: '第3行添加新批次' }).click();
  await page.getByLabel('第4行实盘数量').fill('2');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('明细第4行批次不在库存中，盘盈须填写生产日期').waitFor();
  await page.getByLabel('第4行生产日期').fill('2026-10-01');

  // Export the sheet, then read counts back from a workbook (可乐 recounted: 7).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
  assert.equal(download.suggestedFilename(), `盘点表-总仓-${today}.xlsx`);
  const titles = Object.values(COL);
  const row = titles.map((t) => (t === COL.productCode ? 'COLA' : t === COL.countQty ? '7' : ''));
  const workbook = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'count-')), '盘点表.xlsx');
  fs.writeFileSync(
    workbook,
    Buffer.from(
      await writeSheet('盘点表', titles, [row, titles.map((t) => (t === COL.productCode ? 'NOPE' : t === COL.countQty ? '1' : ''))]),
      'base64',
    ),
  );
  await page.getByLabel('选择盘点表文件').setInputFiles(workbook);
  await page.getByText('第3行：未找到条码或编码为“NOPE”的商品').waitFor();
  assert.equal(await page.getByLabel('第1行实盘数量').inputValue(), '7');
  await page.getByLabel('盘点合计').getByText('1行，3.00').waitFor();
  await page.getByLabel('盘点合计').getByText('1行，2.00').waitFor();
  await shootAll(page, 'stocktake-form');

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/inventoryOrder\/detail\?invtakId=/);
  await page.getByText('草稿', { exact: true }).waitFor();
  const results = page.getByRole('table', { name: '盘点明细' });
  await results.getByRole('row').filter({ hasText: '可乐' }).getByText('-3.00').first().waitFor();
  await page.getByRole('button', { name: '审核' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '审核' }).click();
  await page.getByText('已审核', { exact: true }).waitFor();
  await results.getByRole('row').filter({ hasText: '可乐' }).getByText('-6.00').waitFor();
  await page.getByText('实盘序列号：SN-A、SN-C').waitFor();
  await results.getByRole('row').filter({ hasText: '20261001' }).getByText('8.00').waitFor();
  const billNo = await page.getByRole('definition').first().innerText();
  assert.match(billNo, /^PD\d{12}$/);
  await shootAll(page, 'stocktake-detail');

  // 库存查询 follows the count; 商品流水 lists the stocktake's movements and opens it.
  await page.goto(`${env.app.url}/warehouseQuery/list`);
  const stock = page.getByRole('table', { name: '库存列表' });
  await stock.getByRole('row').filter({ hasText: '可乐' }).getByText('7.00', { exact: true }).first().waitFor();
  await stock.getByRole('row').filter({ hasText: '手机' }).getByText('2.00', { exact: true }).first().waitFor();
  await stock.getByRole('row').filter({ hasText: '牛奶' }).getByText('7.00', { exact: true }).first().waitFor();
  await page.goto(`${env.app.url}/waresWater/list`);
  await page.getByRole('table', { name: '商品流水' }).getByRole('link', { name: billNo }).first().click();
  await page.waitForURL(/\/inventoryOrder\/detail\?invtakId=/);

  await page.goto(`${env.app.url}/inventoryOrder/list`);
  await page.getByRole('table', { name: '盘点单列表' }).getByRole('link', { name: billNo }).waitFor();
  await shootAll(page, 'stocktake-list');
});
