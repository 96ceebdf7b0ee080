import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { shopDay } from '@jxc/services/contracts';
import { appAndBrowser, registerCompany, shootAll, signedIn } from './browser';

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
});
