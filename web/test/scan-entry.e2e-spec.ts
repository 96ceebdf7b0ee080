import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, choose, registerCompany, shoot, signedIn } from './browser';

const env = appAndBrowser();
const owner = `scan${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
const SOY = '6901234500011';
const VINEGAR = '6901234500028';

/** What a USB scanner does: the code typed at once, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

const focusedCell = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? '');

/** The quantities of the lines labelled `label` (数量 or 实盘数量), in order. */
const quantities = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^第\\d+行${label}$`)).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

/** Scans soy twice and vinegar once into the form's entry box: the lines come to `expected`, the box keeps the focus. */
async function scanThree(page: Page, label: string, expected: string[]) {
  await page.getByRole('combobox', { name: '录入商品' }).click();
  await scan(page, SOY);
  await scan(page, SOY);
  await scan(page, VINEGAR);
  await page.getByLabel(`第${expected.length}行${label}`).waitFor();
  await page.waitForFunction(() => !document.body.innerText.includes('查找中'));
  assert.deepEqual(await quantities(page, label), expected);
  assert.equal(await focusedCell(page), 'entry', 'the scan box keeps the focus for the next scan');
  assert.equal(await page.getByRole('combobox', { name: '录入商品' }).inputValue(), '');
}

test('a barcode scanner sells, buys and counts item after item: the same code again counts one more, the box keeps the focus', async () => {
  const { call } = await registerCompany(env.app, '扫码测试商行', owner, PASSWORD);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' });
  const soy = (
    await call('Product/Save', {
      productName: '酱油',
      productCode: 'JY',
      unitName: '瓶',
      skus: [{ spec: '500ml', barCode: SOY, salePrice: 20, purchasePrice: 10 }],
    })
  ).skus[0].skuId;
  await call('Product/Save', {
    productName: '香醋',
    productCode: 'CU',
    unitName: '瓶',
    skus: [{ spec: '420ml', barCode: VINEGAR, salePrice: 8, purchasePrice: 4 }],
  });
  await call('InitStock/Save', { warehouseId, lines: [{ skuId: soy, qty: 50, price: 12 }] });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 销售单: two scans of the soy make one line of 2, the vinegar a line of its own; nothing lands in 数量 or 单价.
  await page.goto(`${env.app.url}/sale/Add`);
  // A customer typed who is not on file is not swapped for one listed before the search (Tab took the first).
  const customer = page.getByRole('combobox', { name: /客户/ });
  await customer.click();
  await page.getByRole('option', { name: '张三商店' }).waitFor();
  await page.keyboard.type('李四');
  await page.keyboard.press('Tab');
  assert.equal(await customer.inputValue(), '李四');
  await page.getByRole('option', { name: '无匹配结果' }).waitFor();
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await scanThree(page, '数量', ['2', '1']);
  assert.deepEqual(await page.getByLabel(/^第\d+行单价$/).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)), ['20', '8']);
  await shoot(page, 'sale-form-scanned');
  // Typed by hand, a product code still takes the quantity next, as a keyboard user works.
  await page.getByRole('combobox', { name: '录入商品' }).fill('JY');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':qty'));
  assert.deepEqual(await quantities(page, '数量'), ['3', '1']);
  // A code the shop does not know is said, and stays in the box selected: the next scan takes its place.
  await page.getByRole('combobox', { name: '录入商品' }).click();
  await scan(page, '6909999999999');
  await page.getByText('未找到“6909999999999”').waitFor();
  await scan(page, VINEGAR);
  await page.waitForFunction(() => (document.querySelector('[aria-label="第2行数量"]') as HTMLInputElement | null)?.value === '2');
  assert.equal(await page.getByRole('combobox', { name: '录入商品' }).inputValue(), '');

  // 采购单 and 盘点单 the same way.
  await page.goto(`${env.app.url}/purchaseOrder/add`);
  await scanThree(page, '数量', ['2', '1']);
  await page.goto(`${env.app.url}/inventoryOrder/add`);
  await choose(page, /^仓库/, '总仓');
  await scanThree(page, '实盘数量', ['2', '1']);
  // 打印标签: a label more for each scan.
  await page.goto(`${env.app.url}/tag/List`);
  await page.getByRole('combobox', { name: '录入商品' }).click();
  await scan(page, SOY);
  await scan(page, SOY);
  await scan(page, VINEGAR);
  await page.getByLabel('香醋张数').waitFor();
  assert.deepEqual([await page.getByLabel('酱油张数').inputValue(), await page.getByLabel('香醋张数').inputValue()], ['2', '1']);

  // 业务设置: a shop that wants one line per scan says so; the next sale gets a line each time.
  await page.goto(`${env.app.url}/setting/setting`);
  await page.getByRole('switch', { name: '再次录入同一商品时数量加1' }).uncheck();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('保存成功').first().waitFor();
  await page.goto(`${env.app.url}/sale/Add`);
  await scanThree(page, '数量', ['1', '1', '1']);
});

test('a unit typed in the product form that the shop has not got yet is kept and added to 计量单位, never swapped for another', async () => {
  const { call } = await registerCompany(env.app, '单位测试商行', `${owner}u`, PASSWORD);
  const unitNames = async (): Promise<string[]> =>
    (await call('Unit/PageQuery', { pageNo: 1, pageSize: 100 })).data.map((u: { unitName: string }) => u.unitName);
  const had = await unitNames();
  for (const unitName of ['箱', '卷筒']) if (!had.includes(unitName)) await call('Unit/Save', { unitName });
  const page = await signedIn(env.browser, env.app.url, `${owner}u`, PASSWORD);
  await page.goto(`${env.app.url}/management/Add`);
  await page.getByLabel('商品名称').fill('胶带');
  await page.getByLabel('商品编码').fill('JD-01');
  const main = page.getByRole('combobox', { name: '主单位' });
  await main.click();
  await page.keyboard.type('卷');
  await page.keyboard.press('Tab');
  assert.equal(await main.inputValue(), '卷', 'Tab keeps what was typed');
  await page.getByText('“卷”是新单位，保存商品时加入计量单位').waitFor();
  await page.getByRole('button', { name: '添加辅助单位' }).click();
  const extra = page.getByRole('group', { name: '辅助单位1' });
  await extra.getByRole('combobox', { name: '单位名称' }).click();
  await page.keyboard.type('提');
  await page.keyboard.press('Enter');
  assert.equal(await extra.getByRole('combobox', { name: '单位名称' }).inputValue(), '提', 'Enter keeps what was typed');
  await extra.getByLabel('换算比例').fill('10');
  await shoot(page, 'product-form-new-unit');
  const grid = page.getByRole('table', { name: '规格明细' });
  await grid.getByLabel('第1行销售价').fill('5');
  await grid.getByLabel('第1行采购价').fill('3');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/management\/Detail\?productId=/);
  await page.getByText('1提 = 10卷').waitFor();
  const productId = new URL(page.url()).searchParams.get('productId');
  assert.equal((await call('Product/SpuDetail', { productId })).unitName, '卷');
  assert.deepEqual(
    (await unitNames()).filter((u) => !had.includes(u)).sort(),
    ['卷', '卷筒', '提', '箱'].filter((u) => !had.includes(u)).sort(),
    '卷 and 提 are in 计量单位 now',
  );
});
