import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { startTestApp, TestApp } from '../testing/test-app';
import { inDays, shop, today } from '../testing/stock-shop';
import { stockProjection } from './stock.projection';
import { trackingProjection } from './tracking.projection';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

test('a write-back of a purchase, a sale and a transfer is marked 红冲 in 商品流水 and the serial and batch flows, also after a rebuild', async () => {
  const c = await shop(app, '红冲流水');
  const customId = (await c.call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  const opening = await c.buy(c.w1, [{ skuId: c.water, qty: 10, price: 2 }]);
  const buy = await c.buy(c.w1, [
    { skuId: c.water, qty: 5, price: 3 },
    { skuId: c.phone, qty: 1, price: 1500, serials: ['SN1'] },
    { skuId: c.milk, qty: 2, price: 4, productionDate: inDays(-5), batchNo: 'M1' },
  ]);
  await c.call('Buy/WriteBack', { buyId: buy.buyId });
  const sale = await c.call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId: c.w1,
    lines: [{ skuId: c.water, qty: 3, price: 9 }],
    audit: true,
  });
  await c.call('Sale/WriteBack', { saleId: sale.saleId });
  const trans = await c.call('Trans/Save', {
    outWarehouseId: c.w1,
    inWarehouseId: c.w2,
    billDate: today,
    lines: [{ skuId: c.water, qty: 4 }],
    audit: true,
  });
  await c.call('Trans/WriteBack', { transId: trans.transId });

  const flow = async () =>
    (await c.call('Stock/FlowPageQuery', { skuId: c.water, pageSize: 50 })).data.map((r: any) => [
      r.billNo,
      r.billType,
      r.warehouseName,
      r.inQty,
      r.outQty,
      r.amount,
      r.writeBack,
    ]);
  const rows = await flow();
  // The order of one append's movements across warehouses is not fixed: the rows are compared as a set.
  const sorted = (r: unknown[][]) => r.map((x) => JSON.stringify(x)).sort();
  assert.deepEqual(
    sorted(rows),
    sorted([
      [trans.billNo, 850, '总仓', 4, 0, 8, 1],
      [trans.billNo, 850, '门店', 0, 4, 8, 1],
      [trans.billNo, 850, '门店', 4, 0, 8, 0],
      [trans.billNo, 850, '总仓', 0, 4, 8, 0],
      [sale.billNo, 201, '总仓', 3, 0, 6, 1],
      [sale.billNo, 201, '总仓', 0, 3, 6, 0],
      [buy.billNo, 301, '总仓', 0, 5, 15, 1],
      [buy.billNo, 301, '总仓', 5, 0, 15, 0],
      [opening.billNo, 301, '总仓', 10, 0, 20, 0],
    ]),
    'each reversal marked, at the amount of the movement it undoes',
  );
  const serials = async () =>
    (await c.call('SerialNo/FlowPageQuery', { serialNo: 'SN1' })).data.map((r: any) => [r.billNo, r.direction, r.writeBack]);
  assert.deepEqual(await serials(), [
    [buy.billNo, 'out', 1],
    [buy.billNo, 'in', 0],
  ]);
  const batches = async () =>
    (await c.call('ExpiryFlow/PageQuery', { batchNo: 'M1' })).data.map((r: any) => [r.billNo, r.inQty, r.outQty, r.writeBack]);
  assert.deepEqual(await batches(), [
    [buy.billNo, 0, 2, 1],
    [buy.billNo, 2, 0, 0],
  ]);

  await rebuildProjection(app.infra.store, app.infra.dataSource, stockProjection);
  await rebuildProjection(app.infra.store, app.infra.dataSource, trackingProjection);
  assert.deepEqual(await flow(), rows, 'the rebuilt 商品流水 has the same rows and marks');
  assert.deepEqual(await serials(), [
    [buy.billNo, 'out', 1],
    [buy.billNo, 'in', 0],
  ]);
  assert.deepEqual(await batches(), [
    [buy.billNo, 0, 2, 1],
    [buy.billNo, 2, 0, 0],
  ]);
});
