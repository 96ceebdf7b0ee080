import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, choose, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `stockdoc${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

/** The stock list's row of 可乐 in a warehouse shows `qty`. */
async function stockShows(page: Page, warehouse: string, qty: string) {
  await page.goto(`${env.app.url}/warehouseQuery/list`);
  await page
    .getByRole('table', { name: '库存列表' })
    .getByRole('row')
    .filter({ hasText: '可乐' })
    .filter({ hasText: warehouse })
    .getByText(qty, { exact: true })
    .first()
    .waitFor();
}

test('a transfer and a write-off of breakage through the screens move the stock list', async () => {
  const { call } = await registerCompany(env.app, '调拨测试商行', owner, PASSWORD);
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId as string;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' })).supplierId;
  const skuId = (
    await call('Product/Save', {
      productName: '可乐',
      productCode: 'COLA',
      unitName: '瓶',
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId: w1, lines: [{ skuId, qty: 10, price: 2 }], audit: true });
  await call('Buy/Save', { supplierId, billDate: today, warehouseId: w2, lines: [{ skuId, qty: 5, price: 3 }], audit: true });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 新增调拨单: from 总仓 to 门店, by keyboard; the same warehouse on both sides is refused on its field.
  await page.goto(`${env.app.url}/transfer/add`);
  await choose(page, /^调出仓库/, '总仓');
  await choose(page, /^调入仓库/, '总仓');
  const entry = page.getByRole('combobox', { name: '录入商品' });
  await entry.fill('可乐');
  await entry.press('Enter');
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':qty'));
  await page.getByLabel('第1行数量').fill('4');
  await page.getByText('10.00瓶', { exact: true }).waitFor();
  assert.equal(await page.getByLabel('单价').count(), 0, 'a transfer has no prices to enter');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText('调入仓库不能与调出仓库相同').waitFor();
  await choose(page, /^调入仓库/, '门店');
  await shootAll(page, 'transfer-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/transfer\/detail\?transId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  const transNo = await page.getByRole('definition').first().innerText();
  assert.match(transNo, /^DB\d{12}$/);
  await page.getByRole('definition').filter({ hasText: '门店' }).first().waitFor();
  await page.getByRole('table', { name: '单据明细' }).getByText('8.00', { exact: true }).waitFor();
  await shootAll(page, 'transfer-detail');

  await stockShows(page, '总仓', '6.00');
  await stockShows(page, '门店', '9.00');
  await page.goto(`${env.app.url}/waresWater/list`);
  const flow = page.getByRole('table', { name: '商品流水' });
  await flow.getByRole('link', { name: transNo }).first().waitFor();
  assert.equal(await flow.getByRole('link', { name: transNo }).count(), 2, 'out of 总仓 and into 门店');
  await flow.getByRole('link', { name: transNo }).first().click();
  await page.waitForURL(/\/transfer\/detail\?transId=/);

  await page.goto(`${env.app.url}/transfer/list`);
  await page.getByRole('table', { name: '调拨单列表' }).getByRole('row').filter({ hasText: transNo }).filter({ hasText: '门店' }).waitFor();
  await shootAll(page, 'transfer-list');
  await page.goto(`${env.app.url}/transfer/DetailList`);
  await page.getByRole('table', { name: '调拨单明细' }).getByRole('row').filter({ hasText: transNo }).filter({ hasText: '可乐' }).waitFor();

  // 其他出库单: two 瓶 broken in 总仓, written off at the average cost (报损出库, one of a new company's 出入库类型).
  await page.goto(`${env.app.url}/otherOutStorage/add`);
  await choose(page, /^仓库/, '总仓');
  await choose(page, /^出入库类型/, '报损出库');
  await entry.fill('COLA');
  await entry.press('Enter');
  await page.getByLabel('第1行数量').fill('2');
  await page.getByLabel('备注').first().fill('搬运摔碎');
  await shootAll(page, 'other-out-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/otherOutStorage\/detail\?outstorageId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  await page.getByRole('definition').filter({ hasText: '报损' }).waitFor();
  await page.getByText('4.00', { exact: true }).first().waitFor();
  await shootAll(page, 'other-out-detail');
  await stockShows(page, '总仓', '4.00');
  await page.goto(`${env.app.url}/otherOutStorage/list`);
  await page.getByRole('table', { name: '其他出库单列表' }).getByRole('row').filter({ hasText: '报损' }).waitFor();
  await shootAll(page, 'other-out-list');

  // 其他入库单 form, for its screenshots: a price to enter and its amount.
  await page.goto(`${env.app.url}/otherInStorage/add`);
  await choose(page, /^仓库/, '门店');
  await choose(page, /^出入库类型/, '赠品入库');
  await entry.fill('COLA');
  await entry.press('Enter');
  await page.getByLabel('第1行数量').fill('3');
  await page.getByLabel('第1行单价').fill('2.5');
  await page.getByLabel('金额合计').getByText('7.50').waitFor();
  await shootAll(page, 'other-in-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/otherInStorage\/detail\?instorageId=/);
  await shootAll(page, 'other-in-detail');
  await stockShows(page, '门店', '12.00');
});
