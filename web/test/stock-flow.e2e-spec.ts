import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `flow${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

const rowsOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });

test('商品流水 and 序列号流水 tag a write-back’s movements 红冲, and bill numbers open their documents', async () => {
  const { call } = await registerCompany(env.app, '流水测试商行', owner, PASSWORD);
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' })).supplierId;
  const cola = (
    await call('Product/Save', {
      productName: '可乐',
      productCode: 'COLA',
      unitName: '瓶',
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    })
  ).skus[0].skuId;
  const phone = (
    await call('Product/Save', {
      productName: '手机',
      productCode: 'PHONE',
      unitName: '台',
      serialFlag: true,
      skus: [{ spec: '128G', salePrice: 2000, purchasePrice: 1500 }],
    })
  ).skus[0].skuId;
  const kept = await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId: w1,
    lines: [{ skuId: cola, qty: 10, price: 2 }],
    audit: true,
  });
  const undone = await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId: w1,
    lines: [
      { skuId: cola, qty: 5, price: 3 },
      { skuId: phone, qty: 1, price: 1500, serials: ['SN-R1'] },
    ],
    audit: true,
  });
  await call('Buy/WriteBack', { buyId: undone.buyId });
  const trans = await call('Trans/Save', {
    outWarehouseId: w1,
    inWarehouseId: w2,
    billDate: today,
    lines: [{ skuId: cola, qty: 4 }],
    audit: true,
  });
  await call('Trans/WriteBack', { transId: trans.transId });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  await page.goto(`${env.app.url}/waresWater/list`);
  await rowsOf(page, '商品流水', kept.billNo).waitFor();
  assert.equal(await rowsOf(page, '商品流水', kept.billNo).filter({ hasText: '红冲' }).count(), 0, 'an audited purchase is not tagged');
  const undoneRows = rowsOf(page, '商品流水', undone.billNo).filter({ hasText: '可乐' });
  assert.equal(await undoneRows.count(), 2);
  const reversal = undoneRows.filter({ has: page.getByText('红冲', { exact: true }) });
  assert.equal(await reversal.count(), 1, 'only the write-back’s movement');
  await reversal.getByRole('cell', { name: '采购单 红冲' }).waitFor();
  await reversal.getByRole('cell', { name: '5.00', exact: true }).waitFor();
  assert.equal(
    await rowsOf(page, '商品流水', trans.billNo).filter({ hasText: '红冲' }).count(),
    2,
    'both sides of the transfer’s write-back',
  );
  assert.equal(await rowsOf(page, '商品流水', trans.billNo).count(), 4);
  await shootAll(page, 'stock-flow-reversal');

  await page.goto(`${env.app.url}/sn/Flow?serialNo=SN-R1`);
  const serialRows = rowsOf(page, '序列号流水', undone.billNo);
  await serialRows.first().waitFor();
  assert.equal(await serialRows.count(), 2);
  await serialRows.filter({ hasText: '出' }).getByText('红冲', { exact: true }).waitFor();
  assert.equal(await serialRows.filter({ hasText: '红冲' }).count(), 1);
  await shootAll(page, 'serial-flow-reversal');

  await page.goto(`${env.app.url}/waresWater/list`);
  await rowsOf(page, '商品流水', trans.billNo).first().getByRole('link', { name: trans.billNo }).click();
  await page.waitForURL(/\/transfer\/detail\?transId=/);
  assert.equal(new URL(page.url()).searchParams.get('transId'), trans.transId);
  await page.getByText('已红冲', { exact: true }).waitFor();

  // 供应商退货汇总's lines open their purchase return.
  const back = await call('BuyReturn/Save', {
    supplierId,
    billDate: today,
    warehouseId: w1,
    lines: [{ skuId: cola, qty: 1, price: 2 }],
    audit: true,
  });
  await page.goto(`${env.app.url}/management/SupplierAllBack`);
  await page.getByRole('table', { name: '供应商退货明细' }).getByRole('link', { name: back.billNo }).click();
  await page.waitForURL(/\/purchaseReturnOrder\/detail\?returnId=/);
  assert.equal(new URL(page.url()).searchParams.get('returnId'), back.returnId);
});
