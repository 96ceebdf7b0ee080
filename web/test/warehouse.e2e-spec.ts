import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import { appAndBrowser, choose, registerCompany, SCREENSHOTS, shootAll, signedIn as signedInAs } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `clerk${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

let company: Awaited<ReturnType<typeof registerCompany>>;
let ids: { w1: string; supplierId: string; customId: string; cola: string; tea: string; water: string };

test("商品库位: SKUs put on locations one by one and several at once; the sale shows each line's 库位 on screen and on paper", async () => {
  company = await registerCompany(env.app, '仓库测试商行', owner, PASSWORD);
  const { call } = company;
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W2' });
  await call('WarehouseLocation/Save', { locationName: 'A-01', locationCode: 'A01', warehouseId: w1 });
  await call('WarehouseLocation/Save', { locationName: 'B-02', locationCode: 'B02', warehouseId: w1 });
  const sku = async (productName: string, productCode: string) =>
    (await call('Product/Save', { productName, productCode, unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 2 }] })).skus[0].skuId;
  ids = {
    w1,
    supplierId: (await call('Supplier/Save', { supplierName: '饮料批发', supplierCode: 'S1' })).supplierId,
    customId: (await call('Custom/Save', { customName: '张三商店', customCode: 'C1' })).customId,
    cola: await sku('可乐', 'KL'),
    tea: await sku('绿茶', 'LC'),
    water: await sku('矿泉水', 'KQS'),
  };
  await call('InitStock/Save', {
    warehouseId: w1,
    lines: [
      { skuId: ids.cola, qty: 20, price: 2 },
      { skuId: ids.tea, qty: 20, price: 2 },
      { skuId: ids.water, qty: 20, price: 1 },
    ],
  });

  const page = await signedInAs(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/warehouse/ProductSkuLocation`);
  const list = page.getByRole('table', { name: '商品库位列表' });
  await list.getByRole('row').filter({ hasText: '矿泉水' }).getByText('未设置').waitFor();
  await page.getByRole('checkbox', { name: '选择可乐' }).check();
  await page.getByRole('checkbox', { name: '选择绿茶' }).check();
  await page.getByRole('button', { name: '批量操作' }).click();
  await page.getByRole('menuitem', { name: '批量设置库位' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('将应用到已选的 2 项').waitFor();
  await dialog.getByRole('combobox', { name: /库位/ }).click();
  await page.getByRole('option', { name: 'A-01（A01）' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText('批量设置库位成功').first().waitFor();
  for (const name of ['可乐', '绿茶']) await list.getByRole('row').filter({ hasText: name }).getByText('A-01（A01）').waitFor();

  // One SKU by its own row; then only those still without a location are listed.
  await list.getByRole('row').filter({ hasText: '矿泉水' }).getByRole('button', { name: '设置库位' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: /库位/ }).click();
  await page.getByRole('option', { name: 'B-02（B02）' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await list.getByRole('row').filter({ hasText: '矿泉水' }).getByText('B-02（B02）').waitFor();
  await choose(page, '状态', '未设置库位');
  await list.getByText('暂无数据').waitFor();
  await choose(page, '状态', '全部');
  await choose(page, '库位', 'A-01（A01）');
  await list.getByRole('row').filter({ hasText: '矿泉水' }).waitFor({ state: 'detached' });
  await list.getByRole('row').filter({ hasText: '绿茶' }).waitFor();
  await choose(page, '库位', '全部库位');
  await shootAll(page, 'sku-locations');

  // The sale's lines name each SKU's location in the line's warehouse: the pick list, on screen and printed.
  const { saleId } = await call('Sale/Save', {
    customId: ids.customId,
    billDate: today,
    warehouseId: w1,
    lines: [
      { skuId: ids.cola, qty: 2, price: 3 },
      { skuId: ids.water, qty: 1, price: 3 },
    ],
  });
  await page.goto(`${env.app.url}/sale/Detail?saleId=${saleId}`);
  const lines = page.getByRole('table', { name: '单据明细' });
  await lines.getByRole('columnheader', { name: '库位' }).waitFor();
  await lines.getByRole('row').filter({ hasText: '可乐' }).getByRole('cell', { name: 'A-01', exact: true }).waitFor();
  await lines.getByRole('row').filter({ hasText: '矿泉水' }).getByRole('cell', { name: 'B-02', exact: true }).waitFor();
  await page.emulateMedia({ media: 'print' });
  assert.ok(await lines.getByRole('cell', { name: 'A-01', exact: true }).isVisible(), 'the printed sale shows the 库位');
  assert.equal(await page.getByRole('button', { name: '打印' }).isVisible(), false, 'buttons stay off paper');
  assert.equal(await page.getByRole('table', { name: '操作记录' }).isVisible(), false, 'and so do the history and the delivery form');
  assert.equal(await page.getByText('配送信息', { exact: true }).isVisible(), false);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'sale-pick-list-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('list', { name: '单据明细' }).getByText('A-01').waitFor();
  await page.context().close();
});

test('分仓出入库: switched on in 业务设置; a purchase waits, is confirmed in part on its detail screen and the rest from the list; a sale is picked by 库位 and confirmed out', async () => {
  const { call } = company;
  const page = await signedInAs(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/setting/setting`);
  await page.getByRole('switch', { name: '出入库需仓库确认' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('保存成功').first().waitFor();
  assert.equal((await call('Setting/Detail')).separatorWarehouse, true);

  const stockOf = async (skuId: string) =>
    (await call('Stock/PageQuery', { warehouseId: ids.w1 })).data.find((r: { skuId: string }) => r.skuId === skuId).qty;
  const { buyId, billNo } = await call('Buy/Save', {
    supplierId: ids.supplierId,
    billDate: today,
    warehouseId: ids.w1,
    lines: [
      { skuId: ids.cola, qty: 10, price: 2 },
      { skuId: ids.tea, qty: 5, price: 2 },
    ],
    audit: true,
  });
  assert.equal(await stockOf(ids.cola), 20, 'the audit moved nothing');

  await page.goto(`${env.app.url}/purchaseOrder/list`);
  await choose(page, '入库状态', /^待入库/);
  const rows = page.getByRole('table', { name: '采购单列表' });
  await rows.getByRole('row').filter({ hasText: billNo }).getByText('待入库').waitFor();
  await rows.getByRole('link', { name: billNo }).click();
  await page.waitForURL(/\/purchaseOrder\/detail\?buyId=/);
  const panel = page.getByRole('table', { name: '入库确认明细' });
  await panel.waitFor();
  assert.equal(await page.getByLabel('第1行本次入库').inputValue(), '10', 'what is open is offered');
  await page.getByLabel('第1行本次入库').fill('4');
  await page.getByLabel('第2行本次入库').fill('');
  await page.getByRole('button', { name: '确认入库' }).click();
  await page.getByText('确认入库成功，其余待入库').first().waitFor();
  await page.getByText('部分入库', { exact: true }).first().waitFor();
  await panel.getByRole('row').filter({ hasText: '可乐' }).getByRole('cell', { name: '6.00瓶' }).waitFor();
  assert.equal(await stockOf(ids.cola), 24);
  assert.equal(await page.getByLabel('第1行本次入库').inputValue(), '6', 'then what is still open is offered');
  await page.getByLabel('第1行本次入库').fill('7');
  await page.getByRole('button', { name: '确认入库' }).click();
  await page.getByText('第1行本次入库数量不能超过待入库数量6').waitFor();
  await shootAll(page, 'purchase-stock-confirmation');

  // The rest at once from the list.
  await page.goto(`${env.app.url}/purchaseOrder/list`);
  const row = page.getByRole('table', { name: '采购单列表' }).getByRole('row').filter({ hasText: billNo });
  await row.getByText('部分入库').waitFor();
  await row.getByRole('button', { name: '确认入库' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await row.getByText('已入库').waitFor();
  assert.deepEqual([await stockOf(ids.cola), await stockOf(ids.tea)], [30, 25]);
  const detail = await call('Buy/Detail', { buyId });
  assert.deepEqual(
    detail.history.map((h: { title: string }) => h.title),
    ['保存', '审核', '待入库', '确认入库', '确认入库'],
  );

  // A sale waits; its panel is the pick list with each line's 库位.
  const sale = await call('Sale/Save', {
    customId: ids.customId,
    billDate: today,
    warehouseId: ids.w1,
    lines: [
      { skuId: ids.cola, qty: 3, price: 3 },
      { skuId: ids.water, qty: 2, price: 3 },
    ],
    audit: true,
  });
  await page.goto(`${env.app.url}/sale/Detail?saleId=${sale.saleId}`);
  const pick = page.getByRole('table', { name: '出库确认明细' });
  await pick.getByRole('row').filter({ hasText: '可乐' }).getByRole('cell', { name: 'A-01', exact: true }).waitFor();
  await pick.getByRole('row').filter({ hasText: '矿泉水' }).getByRole('cell', { name: 'B-02', exact: true }).waitFor();
  await page.getByText('待出库', { exact: true }).first().waitFor();
  await shootAll(page, 'sale-stock-confirmation');
  await page.getByRole('button', { name: '确认出库' }).click();
  await page.getByText('已全部确认出库').first().waitFor();
  await page.getByText('本单商品已全部确认出库。').waitFor();
  assert.deepEqual([await stockOf(ids.cola), await stockOf(ids.water)], [27, 18]);
});
