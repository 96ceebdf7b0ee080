import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, choose, registerCompany, shoot, signedIn as signedInAs } from './browser';
import { inDays as day } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `sn${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

const grid = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowOf = (page: Page, name: string, text: string) => grid(page, name).getByRole('row').filter({ hasText: text });

test('serials and shelf-life batches bought, partly sold, and followed on their six screens', async () => {
  const { call } = await registerCompany(env.app, '序列号测试商行', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W2' });
  const supplierId = (await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
  const product = async (body: object) => (await call('Product/Save', body)) as { productId: string; skus: { skuId: string }[] };
  const phone = (
    await product({
      productName: '手机',
      productCode: 'PHONE',
      unitName: '台',
      serialFlag: true,
      skus: [{ spec: '128G', salePrice: 2000, purchasePrice: 1500 }],
    })
  ).skus[0].skuId;
  const milk = (
    await product({
      productName: '牛奶',
      productCode: 'MILK',
      unitName: '盒',
      lifeFlag: true,
      shelfLifeDays: 180,
      skus: [{ spec: '250ml', salePrice: 5, purchasePrice: 3 }],
    })
  ).skus[0].skuId;
  const earphones = await product({
    productName: '耳机',
    productCode: 'EAR',
    unitName: '副',
    skus: [{ spec: '蓝牙', salePrice: 80, purchasePrice: 50 }],
  });
  const buy = (lines: object[]) => call('Buy/Save', { supplierId, billDate: day(0), warehouseId, lines, audit: true });

  // Earphones came in before they were serial-managed: 2 on hand, no serials.
  await buy([{ skuId: earphones.skus[0].skuId, qty: 2, price: 50 }]);
  await call('Product/Update', { productId: earphones.productId, serialFlag: true });

  // Three phones by serial; milk in a batch 10 days from expiry and a fresh one numbered by its production date.
  const nearMade = day(-170);
  const freshMade = day(-10);
  const freshBatch = freshMade.replaceAll('-', '');
  const bought = await buy([
    { skuId: phone, qty: 3, price: 1500, serials: ['SN-A001', 'SN-A002', 'SN-A003'] },
    { skuId: milk, qty: 10, price: 3, productionDate: nearMade, batchNo: 'M-NEAR' },
    { skuId: milk, qty: 5, price: 3, productionDate: freshMade },
  ]);
  // One phone and 4 boxes of milk sold: the milk comes from the batch expiring first.
  const sold = await call('Sale/Save', {
    customId,
    billDate: day(0),
    warehouseId,
    audit: true,
    lines: [
      { skuId: phone, qty: 1, price: 2000, serials: ['SN-A002'] },
      { skuId: milk, qty: 4, price: 5 },
    ],
  });

  const page = await signedInAs(env.browser, env.app.url, owner, PASSWORD);

  // 序列号: the sold one is out with both documents linked; the others are in stock.
  await page.goto(`${env.app.url}/sn/List`);
  const soldRow = rowOf(page, '序列号', 'SN-A002');
  await soldRow.getByText('已出库', { exact: true }).waitFor();
  await soldRow.getByRole('link', { name: bought.billNo }).waitFor();
  await soldRow.getByRole('link', { name: sold.billNo }).waitFor();
  await rowOf(page, '序列号', 'SN-A001').getByText('在库', { exact: true }).waitFor();
  assert.equal(await rowOf(page, '序列号', 'SN-A001').getByRole('link').count(), 1, 'in stock: only the purchase');
  await shoot(page, 'sn-list');
  await choose(page, '状态', '在库');
  await soldRow.waitFor({ state: 'detached' });
  assert.equal(await rowOf(page, '序列号', 'SN-A').count(), 2);
  await choose(page, '仓库', '门店仓');
  await grid(page, '序列号').getByText('暂无数据').waitFor();
  await choose(page, '仓库', '全部仓库');
  await choose(page, '状态', '全部');

  // Its 流水: in by the purchase, out by the sale; 查看全部 lets go of the serial.
  await soldRow.getByRole('button', { name: '流水' }).click();
  await page.waitForURL(/\/sn\/Flow\?serialNo=SN-A002/);
  await page.getByText('当前序列号：SN-A002（手机 128G）').waitFor();
  const flow = grid(page, '序列号流水');
  await flow.getByRole('row').filter({ hasText: sold.billNo }).getByText('出', { exact: true }).waitFor();
  await flow.getByRole('row').filter({ hasText: bought.billNo }).getByText('入', { exact: true }).waitFor();
  assert.equal(await flow.getByRole('row').count(), 3, 'header and two movements');
  await shoot(page, 'sn-flow');
  await page.getByRole('button', { name: '查看全部' }).click();
  await flow.getByText('SN-A003').waitFor();
  assert.equal(await flow.getByRole('row').count(), 5, 'three in, one out');

  // 序列号库存: phones agree; the earphones bought before lack their serials.
  await page.goto(`${env.app.url}/sn/Stock`);
  const phones = rowOf(page, '序列号库存', '手机');
  await phones.getByText('一致').waitFor();
  await phones.getByText('2.00', { exact: true }).waitFor();
  await rowOf(page, '序列号库存', '耳机').getByText('差2个序列号').waitFor();
  await shoot(page, 'sn-stock');
  await phones.getByRole('button', { name: '查看序列号' }).click();
  await page.waitForURL(/\/sn\/List\?skuId=.*&warehouseId=.*&status=in/);
  await page.getByText('当前商品：手机 128G').waitFor();
  assert.equal(await page.getByRole('combobox', { name: '状态' }).innerText(), '在库');
  assert.equal(await page.getByRole('combobox', { name: '仓库' }).innerText(), '总仓');
  await rowOf(page, '序列号', 'SN-A003').waitFor();
  assert.equal(await rowOf(page, '序列号', 'SN-A').count(), 2);

  // 保质期批次: 6 left of the near batch (orange days left), the fresh one untouched.
  await page.goto(`${env.app.url}/life/List`);
  const near = rowOf(page, '保质期批次', 'M-NEAR');
  await near.getByText('6.00', { exact: true }).waitFor();
  const nearDays = near.getByText(/^\d+天$/);
  assert.match(await nearDays.innerText(), /^(9|10|11)天$/);
  const fresh = rowOf(page, '保质期批次', freshBatch);
  await fresh.getByText('5.00', { exact: true }).waitFor();
  await fresh.getByText(day(170), { exact: true }).waitFor();
  const colour = (l: typeof nearDays) => l.evaluate((el) => getComputedStyle(el).color);
  assert.notEqual(await colour(nearDays), await colour(fresh.getByText(/^\d+天$/)), 'near expiry stands out');
  await shoot(page, 'life-list');
  await choose(page, '批次状态', '临期');
  await fresh.waitFor({ state: 'detached' });
  await near.waitFor();
  await choose(page, '批次状态', '全部');

  // Its 流水: 10 in by the purchase, 4 out by the sale.
  await near.getByRole('button', { name: '流水' }).click();
  await page.waitForURL(/\/life\/Flow\?batchNo=M-NEAR&skuId=/);
  await page.getByText('当前批次：M-NEAR（牛奶 250ml）').waitFor();
  const batchFlow = grid(page, '批次流水');
  await batchFlow.getByRole('row').filter({ hasText: bought.billNo }).getByText('10.00', { exact: true }).waitFor();
  await batchFlow.getByRole('row').filter({ hasText: sold.billNo }).getByText('4.00', { exact: true }).waitFor();
  assert.equal(await batchFlow.getByRole('row').count(), 3);
  await shoot(page, 'life-flow');

  // 批次库存: 11 boxes in two batches, 6 of them near expiry, none expired.
  await page.goto(`${env.app.url}/life/Stock`);
  const milkStock = rowOf(page, '批次库存', '牛奶');
  await milkStock.getByText('11.00', { exact: true }).waitFor();
  await milkStock.getByText('6.00', { exact: true }).waitFor();
  await milkStock.getByText('0.00', { exact: true }).waitFor();
  await milkStock.getByText('2', { exact: true }).waitFor();
  await milkStock.getByText(day(10), { exact: true }).waitFor();
  await shoot(page, 'life-stock');
  await milkStock.getByRole('button', { name: '查看批次' }).click();
  await page.waitForURL(/\/life\/List\?skuId=.*&warehouseId=/);
  await page.getByText('当前商品：牛奶 250ml').waitFor();
  await rowOf(page, '保质期批次', freshBatch).waitFor();
  assert.equal(await rowOf(page, '保质期批次', '牛奶').count(), 2);
});
