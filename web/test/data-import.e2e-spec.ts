import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { shopDay } from '@jxc/services/contracts';
import { appAndBrowser, registerCompany, shoot, shootAll, signedIn } from './browser';

const env = appAndBrowser();
const owner = `imp${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
const today = shopDay();
const COLUMNS = ['单据编号', '单据日期', '供应商', '仓库', '商品', '数量', '单价', '备注'];

/** Three purchases of two lines each, as a shop's old system lists them; `change` spoils or renames cells. */
async function purchases(name: string, change: (rows: string[][]) => void = () => undefined): Promise<string> {
  const rows = [1, 2, 3].flatMap((n) => [
    [`CG-OLD-${n}`, today, '甲商行', '总仓', 'JY', String(n * 10), '8', ''],
    [`CG-OLD-${n}`, today, '甲商行', '总仓', '69001', '5', '2.5', '赠品'],
  ]);
  change(rows);
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('采购入库').addRows([COLUMNS, ...rows]);
  const file = path.join(os.tmpdir(), `${name}-${Date.now()}.xlsx`);
  await wb.xlsx.writeFile(file);
  return file;
}

/** A workbook of one sheet under `columns`, saved where the browser can pick it. */
async function workbook(name: string, columns: string[], rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet(name).addRows([columns, ...rows]);
  const file = path.join(os.tmpdir(), `${name}-${Date.now()}.xlsx`);
  await wb.xlsx.writeFile(file);
  return file;
}

const upload = async (page: Page, file: string) => page.getByLabel('选择导入文件').setInputFiles(file);

test('purchases from Excel: bad cells marked in the preview and nothing written; corrected, a new supplier chosen, confirmed, reported, undone', async () => {
  const { call } = await registerCompany(env.app, '导入商行', owner, PASSWORD);
  await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  await call('Supplier/Save', { supplierName: '甲商行', supplierCode: 'S1' });
  await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 12, purchasePrice: 8 }] });
  await call('Product/Save', {
    productName: '醋',
    productCode: 'CU',
    unitName: '瓶',
    skus: [{ salePrice: 5, purchasePrice: 2.5, barCode: '69001' }],
  });
  const buys = async () => (await call('Buy/PageQuery', { pageSize: 50 })).data as { status: string; billNo: string }[];

  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/dataImport/List`);
  await page.getByRole('heading', { name: '数据导入' }).waitFor();
  await upload(
    page,
    await purchases('bad', (rows) => {
      rows[0][5] = 'abc';
      rows[3][4] = '可乐';
      rows[4][1] = '2026-13-01';
    }),
  );
  await page.getByText('3 处错误', { exact: false }).waitFor();
  const table = page.getByRole('table', { name: '导入预览' });
  await table.getByText('数量必须是数字').waitFor();
  await table.getByText('商品“可乐”不存在').waitFor();
  await table.getByText('单据日期必须是 yyyy-MM-dd 格式的日期').waitFor();
  assert.equal(await table.locator('td[aria-invalid="true"]').count(), 3);
  await page.getByRole('list', { name: '错误' }).getByText('第2行 数量：数量必须是数字').waitFor();
  assert.ok(await page.getByRole('button', { name: '确认导入' }).isDisabled());
  await shootAll(page, 'data-import-preview-errors');
  assert.deepEqual(await buys(), [], 'a preview writes nothing');

  await upload(
    page,
    await purchases('fixed', (rows) => {
      rows[4][2] = rows[5][2] = '乙商行';
    }),
  );
  await table.getByText('供应商“乙商行”不存在').first().waitFor();
  await page.getByRole('checkbox', { name: /新建不存在的供应商（1个：乙商行）/ }).check();
  await page.getByText('检查通过，确认后开始导入', { exact: false }).waitFor();
  await page.getByRole('button', { name: '确认导入' }).click();
  await page.getByText('已完成：新建 3 张', { exact: false }).waitFor({ timeout: 60_000 });
  const report = page.getByRole('list', { name: '已新建' });
  const bills = (await buys()).map((b) => b.billNo).sort();
  assert.equal(bills.length, 3);
  for (const billNo of bills) await report.getByRole('link', { name: billNo }).waitFor();
  await shootAll(page, 'data-import-report');
  assert.equal((await call('Supplier/PageQuery', { keyword: '乙商行' })).totalCount, 1, 'the new supplier was created');

  await page.getByRole('button', { name: '撤销本次导入' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '撤销导入' }).click();
  await page.getByText('已撤销：', { exact: false }).first().waitFor({ timeout: 60_000 });
  assert.deepEqual([...new Set((await buys()).map((b) => b.status))], ['reversed']);

  // Reopened, the page lists the import with its outcome.
  await page.reload();
  await page.getByRole('region', { name: '导入记录' }).getByText('已撤销', { exact: false }).waitFor();

  // An opening stock imported and undone: 期初库存 lists its entries marked 已撤销 with who and when, and its totals
  // count only what stands (entered again by hand).
  for (const [productName, productCode] of [
    ['花生油', 'HSY'],
    ['白糖', 'BT'],
  ])
    await call('Product/Save', { productName, productCode, unitName: '袋', skus: [{ salePrice: 10, purchasePrice: 8 }] });
  const sheet = new ExcelJS.Workbook();
  sheet.addWorksheet('期初库存').addRows([
    ['仓库', '商品', '数量', '单价'],
    ['总仓', 'HSY', '10', '8'],
    ['总仓', 'BT', '4', '2.5'],
  ]);
  const content = Buffer.from(await sheet.xlsx.writeBuffer()).toString('base64');
  const { importId } = await call('DataImport/Preview', { kind: 'InitStock', fileName: '期初.xlsx', content, create: [] });
  await call('DataImport/Confirm', { importId });
  await page.goto(`${env.app.url}/dataImport/List`);
  await page.getByRole('button', { name: '查看 期初.xlsx' }).click();
  await page.getByRole('button', { name: '撤销本次导入' }).click({ timeout: 60_000 });
  await page.getByRole('alertdialog').getByRole('button', { name: '撤销导入' }).click();
  await page.getByText('已撤销：', { exact: false }).first().waitFor({ timeout: 60_000 });
  const warehouseId = (await call('Warehouse/PageQuery', {})).data[0].warehouseId;
  const oil = (await call('Product/PageQuery', { keyword: 'HSY' })).data[0].skuId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId: oil, qty: 6, price: 8 }] });
  await page.goto(`${env.app.url}/management/ProductBegin`);
  const openings = page.getByRole('table', { name: '期初记录' });
  await openings.getByText('已撤销').first().waitFor();
  assert.equal(await openings.getByText('已撤销', { exact: true }).count(), 2);
  assert.equal(await openings.getByText('有效', { exact: true }).count(), 1);
  const totals = openings.getByRole('row').filter({ hasText: '合计（不含已撤销）' });
  assert.deepEqual((await totals.getByRole('cell').allInnerTexts()).slice(5, 8), ['6.00', '', '48.00']);
  await shootAll(page, 'opening-stock-undone');
});

test('products from Excel through 数据导入: bad cells marked and nothing written; corrected, created once each, sent again skipped, undone', async () => {
  const { call } = await registerCompany(env.app, '导入商品行', `${owner}p`, PASSWORD);
  await call('ProductClass/AddNode', { className: '调味品' });
  await call('Product/Save', { productName: '盐', productCode: 'YAN', unitName: '袋', skus: [{ salePrice: 3, purchasePrice: 2 }] });
  const columns = ['商品名称', '商品编码', '主单位', '辅助单位', '商品分类', '规格', '条码', '销售价', '采购价'];
  const rows = () => [
    ['生抽', 'SC', '瓶', '箱=12瓶', '调味品', '500ml', '6902001', '12', '8'],
    ['生抽', 'SC', '瓶', '箱=12瓶', '调味品', '1.8L', '6902002', '30', '20'],
    ['老陈醋', 'LCC', '瓶', '', '调味品', '', '6902003', '9', '6'],
    ['花椒', 'HJ', '袋', '', '', '', '', '15', '10'],
  ];
  const products = async () => (await call('Product/PageQuery', { pageSize: 1 })).totalCount as number;

  const page = await signedIn(env.browser, env.app.url, `${owner}p`, PASSWORD);
  await page.goto(`${env.app.url}/management/Import`);
  await page.getByRole('link', { name: '数据导入 · 商品' }).click();
  await page.getByRole('heading', { name: '数据导入' }).waitFor();
  assert.equal(
    await page.getByRole('combobox', { name: '导入类型' }).textContent(),
    '商品',
    'opened from the product screen, 商品 is chosen',
  );
  const bad = rows();
  bad[1][2] = '个';
  bad[2][4] = '酱料';
  bad[3][1] = 'YAN';
  await upload(page, await workbook('bad-products', columns, bad));
  await page.getByText('3 处错误', { exact: false }).waitFor();
  const table = page.getByRole('table', { name: '导入预览' });
  await table.getByText('商品编码为SC的各行主单位应与第2行相同').waitFor();
  await table.getByText('商品分类“酱料”不存在，请先在商品分类中添加').waitFor();
  await table.getByText('商品编码“YAN”已被其他商品使用').waitFor();
  assert.equal(await table.locator('td[aria-invalid="true"]').count(), 3);
  await page.getByText('共 4 行，3 个商品', { exact: false }).waitFor();
  assert.ok(await page.getByRole('button', { name: '确认导入' }).isDisabled());
  await shoot(page, 'data-import-products-errors');
  assert.equal(await products(), 1, 'a preview writes nothing');

  const fixed = await workbook('products', columns, rows());
  await upload(page, fixed);
  await page.getByText('检查通过，确认后开始导入', { exact: false }).waitFor();
  await page.getByRole('button', { name: '确认导入' }).click();
  await page.getByText('已完成：新建 3 个', { exact: false }).waitFor({ timeout: 60_000 });
  await page.getByRole('list', { name: '已新建' }).getByRole('link', { name: '老陈醋' }).waitFor();
  await shoot(page, 'data-import-products-report');
  assert.equal(await products(), 1 + 4, 'three products, 生抽 in two sizes');

  await upload(page, fixed);
  await page.getByText('其中 3 个已导入过，将跳过', { exact: false }).waitFor();
  await page.getByRole('button', { name: '确认导入' }).click();
  await page.getByText('已完成：新建 0 个，跳过已导入 3 个', { exact: false }).waitFor({ timeout: 60_000 });
  assert.equal(await products(), 5);

  await page.getByRole('region', { name: '导入记录' }).getByRole('button').last().click();
  await page.getByRole('button', { name: '撤销本次导入' }).click();
  await page.getByRole('alertdialog').getByText('将删除本次导入新建的 3 个商品', { exact: false }).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: '撤销导入' }).click();
  await page.getByText('已撤销：', { exact: false }).first().waitFor({ timeout: 60_000 });
  assert.equal(await products(), 1, 'the imported products are removed');
});
