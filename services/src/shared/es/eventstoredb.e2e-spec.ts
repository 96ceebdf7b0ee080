import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { EventStoreDbEventStore } from '@jxc/infra';
import { memoryStreams } from '@jxc/infra/src/testing/memory-streams';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  // A real EventStoreDB when EVENTSTORE_URL names one; otherwise the adapter on the in-memory double of its streams.
  const url = process.env.EVENTSTORE_URL;
  app = await startTestApp({ store: url ? await EventStoreDbEventStore.connect(url) : new EventStoreDbEventStore(memoryStreams()) });
});
afterAll(() => app.close());

test('on the EventStoreDB adapter a shop buys, sells its last unit once of two tries, writes back, and the read models follow', async () => {
  const token = (
    await app.call('Register/Register', { companyName: '事件库', loginName: `es${Date.now()}`, password: 'secret123', productType: 2 })
  ).body.returnData.token;
  const call = (path: string, body: object) => app.call(path, body, { token });
  const data = (path: string, body: object) => call(path, body).then((r) => r.body.returnData);
  const warehouseId = (await data('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W' })).warehouseId;
  const supplierId = (await data('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const customId = (await data('Custom/Save', { customName: '乙', customCode: 'C' })).customId;
  const skuId = (
    await data('Product/Save', { productName: '茶杯', productCode: 'CUP', unitName: '个', skus: [{ salePrice: 10, purchasePrice: 4 }] })
  ).skus[0].skuId;

  const buy = await data('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 3, price: 4 }], audit: true });
  assert.match(buy.billNo, /^CG\d{12}$/);
  await data('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 2, price: 10 }], audit: true });
  const sell = () => call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 10 }], audit: true });
  const tries = await Promise.all([sell(), sell()]);
  assert.deepEqual(tries.map((r) => r.status).sort(), [200, 422], JSON.stringify(tries.map((r) => r.body)));
  assert.equal(tries.find((r) => r.status === 422)!.body.errorCode, 'STOCK_SHORTAGE');
  const stock = async () =>
    (await data('Stock/PageQuery', { warehouseId })).data.map((r: { qty: number; costPrice: number }) => [r.qty, r.costPrice]);
  assert.deepEqual(await stock(), [[0, 0]]);

  const sold = tries.find((r) => r.status === 200)!.body.returnData;
  assert.equal((await call('Sale/WriteBack', { saleId: sold.saleId })).status, 200);
  assert.deepEqual(await stock(), [[1, 4]]);
  const flow = await data('Stock/FlowPageQuery', { skuId });
  assert.deepEqual(
    flow.data.map((r: { inQty: number; outQty: number }) => r.inQty - r.outQty).sort((a: number, b: number) => a - b),
    [-2, -1, 1, 3],
  );
  const detail = await data('Sale/Detail', { saleId: sold.saleId });
  assert.equal(detail.status, 'reversed');
});
