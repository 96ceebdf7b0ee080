import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, choose, registerCompany, saveForm, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const PASSWORD = 'secret123';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function shop() {
  const owner = `mk${Date.now().toString(36)}`;
  const { call } = await registerCompany(env.app, '营销测试商行', owner, PASSWORD);
  const w = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '杯厂', supplierCode: 'S1' })).supplierId;
  await call('Custom/Save', { customName: '好又多超市', customCode: 'C1', phone: '13800138000' });
  const sku = async (productName: string, productCode: string, salePrice: number) =>
    (await call('Product/Save', { productName, productCode, unitName: '个', skus: [{ salePrice, purchasePrice: 1 }] })).skus[0]
      .skuId as string;
  const cup = await sku('保温杯', 'CUP', 20);
  const lid = await sku('杯盖', 'LID', 5);
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId: w,
    audit: true,
    lines: [
      { skuId: cup, qty: 20, price: 7 },
      { skuId: lid, qty: 30, price: 2 },
    ],
  });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  return { call, page, cup, lid };
}

test('a combo made on /combo/Add is sold as one line on a sale (选择套餐), moving each component at its own cost', async () => {
  const { call, page } = await shop();
  await page.goto(`${env.app.url}/combo/List`);
  await page.getByRole('button', { name: '新增套餐' }).click();
  await page.waitForURL(/\/combo\/Add/);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('组成商品至少需要一行').waitFor();
  await page.getByRole('textbox', { name: '套餐名称' }).fill('保温杯套装');
  await page.getByRole('textbox', { name: '套餐编码' }).fill('TZ-1');
  await page.getByRole('textbox', { name: '套餐价' }).fill('30');
  const entry = page.getByRole('combobox', { name: '录入组成商品' });
  for (const code of ['CUP', 'LID']) {
    await entry.fill(code);
    await entry.press('Enter');
    await page.getByRole('cell', { name: code === 'CUP' ? '保温杯' : '杯盖' }).waitFor();
  }
  await page.getByRole('textbox', { name: '第2行每套数量' }).fill('2');
  await page.getByText('按零售价合计 30.00').waitFor();
  await shootAll(page, 'combo-add');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/combo\/Detail\?comboId=/);
  await page.getByRole('heading', { name: /保温杯套装/ }).waitFor();
  await shootAll(page, 'combo-detail');
  await page.goto(`${env.app.url}/combo/List`);
  await page.getByRole('link', { name: '保温杯套装' }).waitFor();
  await shootAll(page, 'combo-list');

  await page.goto(`${env.app.url}/sale/Add`);
  await choose(page, /客户/, '好又多超市', '好又多');
  await choose(page, /^仓库/, '总仓');
  await page.getByRole('button', { name: '选择套餐' }).click();
  await page.getByRole('dialog', { name: '选择套餐' }).getByRole('button', { name: '添加' }).click();
  assert.equal(await page.getByLabel('第1行单价').inputValue(), '30');
  await page.getByLabel('第1行数量').fill('3');
  await page.getByLabel('单据金额').filter({ hasText: '90.00' }).waitFor();
  await shootAll(page, 'combo-sale-form');
  await saveForm(page, /\/sale\/Detail\?saleId=/, true);
  await page.getByText('套餐 保温杯套装（TZ-1）3套 × 30.00').first().waitFor();
  await shootAll(page, 'combo-sale-detail');

  // 退货 from the sale: the form has the combo line back, as many as are open; one comes back at the sale's costs.
  await page.getByRole('button', { name: '退货' }).click();
  await page.waitForURL(/\/saleReturn\/Add\?saleId=/);
  await page.getByText('保温杯套装').first().waitFor();
  assert.equal(await page.getByLabel('第1行数量').inputValue(), '3');
  await page.getByLabel('第1行数量').fill('1');
  await shootAll(page, 'combo-return-form');
  await saveForm(page, /\/saleReturn\/Detail\?returnId=/, true);
  await page.getByText('套餐 保温杯套装（TZ-1）1套 × 30.00').first().waitFor();

  const stock = Object.fromEntries(
    (await call('Stock/PageQuery', {})).data.map((r: { productName: string; qty: number; costAmount: number }) => [
      r.productName,
      [r.qty, r.costAmount],
    ]),
  );
  assert.deepEqual(stock, { 保温杯: [18, 126], 杯盖: [26, 52] }, '3 保温杯 at 7 and 6 杯盖 at 2 left the stock, 1 and 2 came back');
  const profit = await call('ReportForProfit/PageQuery', { startDate: today, endDate: today });
  assert.deepEqual([profit.totals.saleAmount, profit.totals.costAmount], [60, 22]);
});

test('a visit: added on /customVisit/List, signed in where the browser is and out at an address typed, tagged, with a photo; on the customer too', async () => {
  const { call, page } = await shop();
  await call('CustomVisitTag/Save', { tagName: '新品推荐' });
  await call('CustomVisitTag/Save', { tagName: '催款' });
  await page.goto(`${env.app.url}/customVisit/Tag`);
  await page.getByRole('cell', { name: '新品推荐' }).waitFor();
  await shootAll(page, 'visit-tags');

  await page.goto(`${env.app.url}/customVisit/List`);
  await page.getByRole('button', { name: '新增拜访' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('客户不能为空').waitFor();
  await choose(page, '客户', '好又多超市', '好又多');
  await page.getByRole('textbox', { name: '拜访记录' }).fill('介绍保温杯新品');
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/\/customVisit\/Detail\?visitId=/);
  await page.getByText('未签到', { exact: true }).waitFor();

  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ longitude: 113.94, latitude: 22.54 });
  await page.getByRole('button', { name: '签到' }).click();
  await page.getByText('拜访中', { exact: true }).waitFor();
  await page.getByText('113.94000, 22.54000').waitFor();

  await page.context().clearPermissions();
  await page.getByRole('button', { name: '签退' }).click();
  await page.getByText('无法获取定位，请填写签退地址').waitFor();
  await page.getByRole('textbox', { name: '签退地址' }).fill('好又多超市南山店');
  await page.getByRole('button', { name: '签退' }).click();
  await page.getByText('已完成', { exact: true }).waitFor();
  await page.getByText('好又多超市南山店').waitFor();

  await page.getByRole('checkbox', { name: '新品推荐' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('cell', { name: '修改客户拜访' }).waitFor();
  assert.equal(await page.getByRole('checkbox', { name: '新品推荐' }).isChecked(), true, 'the saved tag stays ticked');
  await page.locator('input[type=file]').setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img').first().waitFor();
  await shootAll(page, 'visit-detail');

  const [visit] = (await call('CustomVisit/PageQuery', {})).data;
  assert.deepEqual(
    [visit.status, visit.tagNames, visit.signInPlace.longitude, visit.signOutPlace.address],
    ['done', ['新品推荐'], '113.94', '好又多超市南山店'],
  );
  await page.goto(`${env.app.url}/customVisit/List`);
  await page.getByRole('cell', { name: '已完成' }).waitFor();
  await shootAll(page, 'visit-list');

  await page.goto(`${env.app.url}/client/List`);
  await page
    .getByRole('table', { name: '客户列表' })
    .getByRole('row')
    .filter({ hasText: '好又多超市' })
    .getByRole('button', { name: '详情' })
    .click();
  await page.getByRole('table', { name: '拜访记录' }).getByRole('link', { name: visit.visitDate }).waitFor();
  await shootAll(page, 'visit-customer');
});
