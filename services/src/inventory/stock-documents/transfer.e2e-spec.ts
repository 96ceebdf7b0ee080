import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { inDays, shop, today } from '../../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

test('goods leave the source at its average and arrive with that amount, blending into the destination; a write-back restores both', async () => {
  const c = await shop(app, '调拨');
  await c.buy(c.w1, [
    { skuId: c.water, qty: 10, price: 3 },
    { skuId: c.water, qty: 10, price: 4 },
  ]);
  await c.buy(c.w2, [{ skuId: c.water, qty: 10, price: 5 }]);
  assert.deepEqual(await c.stock(c.water), { 总仓: [20, 70], 门店: [10, 50] });

  const draft = await c.call('Trans/Save', {
    outWarehouseId: c.w1,
    inWarehouseId: c.w2,
    billDate: today,
    lines: [{ skuId: c.water, qty: 4 }],
    remark: '补货',
  });
  assert.match(draft.billNo, /^DB\d{12}$/);
  assert.equal(draft.status, 'draft');
  const reserved = (await c.call('Stock/PageQuery', { warehouseId: c.w1 })).data[0];
  assert.deepEqual([reserved.qty, reserved.reservedQty, reserved.avalidCount], [20, 4, 16], 'an open transfer reserves the source');
  assert.equal((await c.call('Stock/PageQuery', { warehouseId: c.w2 })).data[0].reservedQty, 0);

  assert.deepEqual(await c.call('Trans/Audit', { transId: draft.transId }), { transId: draft.transId, status: 'audited' });
  assert.deepEqual(await c.stock(c.water), { 总仓: [16, 56], 门店: [14, 64] }, '4 left at 3.5 (14.00) and arrived with 14.00');
  assert.equal(
    (await c.call('Stock/PageQuery', { warehouseId: c.w2 })).data[0].costPrice,
    4.571429,
    'the destination average blends 50 + 14 over 14',
  );

  const flow = await c.call('Stock/FlowPageQuery', { skuId: c.water, pageSize: 10 });
  assert.deepEqual(
    flow.data
      .slice(0, 2)
      .map((r: any) => [r.billType, r.billNo, r.warehouseName, r.inQty, r.outQty, r.costPrice, r.balanceQty])
      .sort(),
    [
      [850, draft.billNo, '总仓', 0, 4, 3.5, 16],
      [850, draft.billNo, '门店', 4, 0, 3.5, 14],
    ],
  );

  const detail = await c.call('Trans/Detail', { transId: draft.transId });
  assert.deepEqual(
    [detail.billType, detail.outWarehouseId, detail.outWarehouseName, detail.inWarehouseId, detail.inWarehouseName, detail.remark],
    [850, c.w1, '总仓', c.w2, '门店', '补货'],
  );
  assert.deepEqual(
    detail.lines.map((l: any) => [l.productName, l.qty, l.warehouseName, l.stockAmount]),
    [['水', 4, '总仓', 14]],
  );
  assert.equal(detail.customId, undefined, 'a transfer has no partner');
  const list = await c.call('Trans/PageQuery', { inWarehouseId: c.w2 });
  assert.deepEqual(
    list.data.map((r: any) => [r.transId, r.billNo, r.outWarehouseName, r.inWarehouseName, r.status]),
    [[draft.transId, draft.billNo, '总仓', '门店', 'audited']],
  );
  assert.equal((await c.call('Trans/PageQuery', { inWarehouseId: c.w1 })).totalCount, 0);
  const lines = await c.call('Trans/DetailPageQuery', {});
  assert.deepEqual(
    lines.data.map((r: any) => [r.billNo, r.productName, r.qty, r.warehouseName, r.inWarehouseName]),
    [[draft.billNo, '水', 4, '总仓', '门店']],
  );

  // Some of what arrived is sold at the blended average before the transfer is written back.
  const customId = (await c.call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  await c.call('Sale/Save', { customId, billDate: today, warehouseId: c.w2, lines: [{ skuId: c.water, qty: 7, price: 10 }], audit: true });
  assert.deepEqual(await c.stock(c.water), { 总仓: [16, 56], 门店: [7, 32] });
  assert.deepEqual(await c.call('Trans/WriteBack', { transId: draft.transId }), { transId: draft.transId, status: 'reversed' });
  assert.deepEqual(await c.stock(c.water), { 总仓: [20, 70], 门店: [3, 18] }, 'both sides reversed at the original 14.00');
  assert.equal((await c.raw('Trans/WriteBack', { transId: draft.transId })).body.errorCode, 'BAD_STATUS');
  const history = (await c.call('Trans/Detail', { transId: draft.transId })).history.map((h: any) => h.title);
  assert.deepEqual(history, ['保存', '审核', '红冲']);
});

test('serials travel with their units and come back with the write-back', async () => {
  const c = await shop(app, '调拨序列号');
  await c.buy(c.w1, [{ skuId: c.phone, qty: 3, price: 1500, serials: ['SN1', 'SN2', 'SN3'] }]);
  const available = async (w: string) =>
    (await c.call('SerialNo/Available', { skuId: c.phone, warehouseId: w })).data.map((r: any) => r.serialNo);

  const missing = await c.raw('Trans/Save', {
    outWarehouseId: c.w1,
    inWarehouseId: c.w2,
    billDate: today,
    lines: [{ skuId: c.phone, qty: 1 }],
    audit: true,
  });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.invMessage, '明细第1行需要录入1个序列号，已录入0个');
  const wrong = await c.raw('Trans/Save', {
    outWarehouseId: c.w1,
    inWarehouseId: c.w2,
    billDate: today,
    lines: [{ skuId: c.phone, qty: 1, serials: ['SN9'] }],
    audit: true,
  });
  assert.equal(wrong.body.errorCode, 'SERIAL_NOT_IN_STOCK');

  const moved = await c.call('Trans/Save', {
    outWarehouseId: c.w1,
    inWarehouseId: c.w2,
    billDate: today,
    lines: [{ skuId: c.phone, qty: 2, serials: ['SN1', 'SN3'] }],
    audit: true,
  });
  assert.deepEqual([await available(c.w1), await available(c.w2)], [['SN2'], ['SN1', 'SN3']]);
  const sn1 = (await c.call('SerialNo/PageQuery', { keyword: 'SN1' })).data[0];
  assert.deepEqual([sn1.warehouseName, sn1.status, sn1.inBillNo], ['门店', 'in', moved.billNo]);
  assert.deepEqual(await c.stock(c.phone), { 总仓: [1, 1500], 门店: [2, 3000] });
  assert.deepEqual((await c.call('Trans/Detail', { transId: moved.transId })).lines[0].serials, ['SN1', 'SN3']);

  await c.call('Trans/WriteBack', { transId: moved.transId });
  assert.deepEqual([await available(c.w1), await available(c.w2)], [['SN1', 'SN2', 'SN3'], []]);
});

test('batches keep their production and expiry dates at the destination; a named batch goes alone', async () => {
  const c = await shop(app, '调拨批次');
  const old = inDays(-170);
  const fresh = inDays(-10);
  const freshNo = fresh.replaceAll('-', '');
  await c.buy(c.w1, [
    { skuId: c.milk, qty: 5, price: 3, productionDate: old, batchNo: 'OLD' },
    { skuId: c.milk, qty: 5, price: 4, productionDate: fresh },
  ]);
  const batches = async (w: string) =>
    (await c.call('ExpiryNo/Available', { skuId: c.milk, warehouseId: w })).data.map((r: any) => [
      r.batchNo,
      r.productionDate,
      r.expiryDate,
      r.qty,
    ]);

  const first = await c.call('Trans/Save', {
    outWarehouseId: c.w1,
    inWarehouseId: c.w2,
    billDate: today,
    lines: [{ skuId: c.milk, qty: 7 }],
    audit: true,
  });
  assert.deepEqual(
    await batches(c.w2),
    [
      ['OLD', old, inDays(10), 5],
      [freshNo, fresh, inDays(170), 2],
    ],
    'first expiring first, dates kept',
  );
  assert.deepEqual(await batches(c.w1), [[freshNo, fresh, inDays(170), 3]]);
  assert.deepEqual(await c.stock(c.milk), { 总仓: [3, 10.5], 门店: [7, 24.5] }, 'at the average 3.50 of the source, whatever the batch');
  assert.deepEqual(
    (await c.call('Trans/Detail', { transId: first.transId })).lines[0].batches.map((b: any) => [b.batchNo, b.qty]),
    [
      ['OLD', '5'],
      [freshNo, '2'],
    ],
  );

  const named = await c.raw('Trans/Save', {
    outWarehouseId: c.w2,
    inWarehouseId: c.w1,
    billDate: today,
    lines: [{ skuId: c.milk, qty: 3, batchNo: freshNo }],
    audit: true,
  });
  assert.equal(named.body.errorCode, 'BATCH_SHORTAGE', 'the destination holds only 2 of that batch');
  await c.call('Trans/Save', {
    outWarehouseId: c.w2,
    inWarehouseId: c.w1,
    billDate: today,
    lines: [{ skuId: c.milk, qty: 2, batchNo: freshNo }],
    audit: true,
  });
  assert.deepEqual(await batches(c.w1), [[freshNo, fresh, inDays(170), 5]]);
  assert.deepEqual(await batches(c.w2), [['OLD', old, inDays(10), 5]]);
});

test("refused whole: a shortage naming its line, the same warehouse on both sides, another company's warehouse", async () => {
  const c = await shop(app, '调拨拒绝');
  await c.buy(c.w1, [{ skuId: c.water, qty: 5, price: 2 }]);
  const transfer = (body: object) =>
    c.raw('Trans/Save', {
      outWarehouseId: c.w1,
      inWarehouseId: c.w2,
      billDate: today,
      lines: [{ skuId: c.water, qty: 1 }],
      audit: true,
      ...body,
    });

  const short = await transfer({
    lines: [
      { skuId: c.water, qty: 2 },
      { skuId: c.water, qty: 9 },
    ],
  });
  assert.equal(short.status, 422);
  assert.equal(short.body.errorCode, 'STOCK_SHORTAGE');
  assert.match(short.body.invMessage, /^库存不足：第2行 水（总仓）库存3，需要9$/);
  assert.deepEqual(await c.stock(c.water), { 总仓: [5, 10] }, 'nothing moved');
  assert.equal((await c.call('Trans/PageQuery', {})).totalCount, 0, 'nothing saved');

  const same = await transfer({ inWarehouseId: c.w1 });
  assert.equal(same.status, 400);
  assert.equal(same.body.invMessage, '调入仓库不能与调出仓库相同');
  assert.equal((await transfer({ inWarehouseId: undefined })).body.invMessage, '调入仓库不能为空');
  assert.equal(
    (await transfer({ lines: [{ skuId: c.water, qty: 1, warehouseId: c.w2 }] })).body.invMessage,
    '明细第1行的仓库必须是调出仓库',
  );

  const other = await shop(app, '别家');
  const foreignIn = await transfer({ inWarehouseId: other.w2 });
  assert.equal(foreignIn.status, 400);
  assert.equal(foreignIn.body.invMessage, '调入仓库不存在');
  assert.equal((await transfer({ outWarehouseId: other.w1 })).status, 400);
  assert.equal((await other.raw('Trans/PageQuery', {})).body.returnData.totalCount, 0);
  assert.deepEqual(await c.stock(c.water), { 总仓: [5, 10] });
});
