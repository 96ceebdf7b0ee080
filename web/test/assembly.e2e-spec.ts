import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, choose, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `assembly${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('a gift box assembled through the screen: two groups of lines by keyboard, the cost previewed, the stock list and flow follow', async () => {
  const { call } = await registerCompany(env.app, '礼盒工坊', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' })).supplierId;
  const product = async (productName: string, productCode: string, purchasePrice: number) =>
    (await call('Product/Save', { productName, productCode, unitName: '个', skus: [{ salePrice: purchasePrice * 2, purchasePrice }] }))
      .skus[0].skuId;
  const chocolate = await product('巧克力', 'CHOC', 10);
  const wine = await product('红酒', 'WINE', 50);
  await product('中秋礼盒', 'GIFT', 80);
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId,
    audit: true,
    lines: [
      { skuId: chocolate, qty: 10, price: 10 },
      { skuId: wine, qty: 5, price: 50 },
    ],
  });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 新增组装拆卸单: the parts by keyboard — Enter on a quantity goes back to the parts' own entry box.
  await page.goto(`${env.app.url}/assembly/add`);
  await choose(page, /^仓库/, '总仓');
  const parts = page.getByRole('table', { name: '组件明细' });
  const partEntry = page.getByRole('combobox', { name: '录入组件' });
  await partEntry.fill('巧克力');
  await partEntry.press('Enter');
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':qty'));
  await parts.getByLabel('第1行数量').fill('2');
  await parts.getByLabel('第1行数量').press('Enter');
  assert.equal(
    await partEntry.evaluate((el) => el === document.activeElement),
    true,
    "Enter on the quantity goes back to the parts' entry box",
  );
  await partEntry.fill('WINE');
  await partEntry.press('Enter');
  await parts.getByText('库存 5.00个').waitFor();
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText('请至少录入一行成品').waitFor();

  const productEntry = page.getByRole('combobox', { name: '录入成品' });
  await productEntry.fill('礼盒');
  await productEntry.press('Enter');
  await page.getByRole('table', { name: '成品明细' }).getByText('中秋礼盒').waitFor();
  await page.getByRole('textbox', { name: '费用' }).fill('5');
  // 2 × 10 + 1 × 50 at their averages, plus the fee.
  await page.getByLabel('成本预估').getByText('75.00').first().waitFor();
  await shootAll(page, 'assembly-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/assembly\/detail\?assemblyId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  const billNo = await page.getByRole('definition').first().innerText();
  assert.match(billNo, /^ZZ\d{12}$/);
  await page.getByRole('table', { name: '组件明细' }).getByText('50.00').first().waitFor();
  await page.getByRole('table', { name: '成品明细' }).getByText('75.00').first().waitFor();
  await page.getByLabel('单据合计').getByText('组装').waitFor();
  await shootAll(page, 'assembly-detail');

  // 库存查询: the box is in stock at its cost, the parts went down.
  await page.goto(`${env.app.url}/warehouseQuery/list`);
  const stock = page.getByRole('table', { name: '库存列表' });
  await stock.getByRole('row').filter({ hasText: '中秋礼盒' }).getByText('75.00', { exact: true }).first().waitFor();
  await stock.getByRole('row').filter({ hasText: '巧克力' }).getByText('8.00', { exact: true }).first().waitFor();
  await stock.getByRole('row').filter({ hasText: '红酒' }).getByText('4.00', { exact: true }).first().waitFor();
  await shootAll(page, 'assembly-stock-list');

  // 商品流水: the parts' and the box's movements open the assembly.
  await page.goto(`${env.app.url}/waresWater/list`);
  const flow = page.getByRole('table', { name: '商品流水' });
  await flow.getByRole('link', { name: billNo }).first().waitFor();
  assert.equal(await flow.getByRole('link', { name: billNo }).count(), 3, 'two parts out, one box in');
  await flow.getByRole('row').filter({ hasText: '中秋礼盒' }).getByRole('link', { name: billNo }).click();
  await page.waitForURL(/\/assembly\/detail\?assemblyId=/);

  // The list shows the kind and the fee.
  await page.goto(`${env.app.url}/assembly/list`);
  const list = page.getByRole('table', { name: '组装拆卸单列表' });
  await list.getByRole('row').filter({ hasText: billNo }).getByText('组装', { exact: true }).waitFor();
  await list.getByRole('row').filter({ hasText: billNo }).getByText('5.00', { exact: true }).waitFor();
  await shootAll(page, 'assembly-list');
});
