import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { shop, today } from '../../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function withTypes(name: string) {
  const c = await shop(app, name);
  const gift = (await c.call('StorageType/Save', { typeName: '赠品入库', direction: 'in' })).typeId as string;
  const breakage = (await c.call('StorageType/Save', { typeName: '报损', direction: 'out' })).typeId as string;
  return { ...c, gift, breakage };
}

test('other stock-in comes in at price × qty, other stock-out leaves at the average; a write-back restores it', async () => {
  const c = await withTypes('其他出入库');
  const inn = await c.call('Instorage/Save', {
    warehouseId: c.w1,
    billDate: today,
    typeId: c.gift,
    lines: [{ skuId: c.water, qty: 10, price: 2.5 }],
    remark: '厂家赠送',
    audit: true,
  });
  assert.match(inn.billNo, /^QTRK\d{12}$/);
  assert.equal(inn.status, 'audited');
  await c.call('Instorage/Save', {
    warehouseId: c.w1,
    billDate: today,
    typeId: c.gift,
    lines: [{ skuId: c.water, qty: 10, price: 3.5 }],
    audit: true,
  });
  assert.deepEqual(await c.stock(c.water), { 总仓: [20, 60] });

  const draft = await c.call('Outstorage/Save', {
    warehouseId: c.w1,
    billDate: today,
    typeId: c.breakage,
    lines: [{ skuId: c.water, qty: 4 }],
  });
  assert.match(draft.billNo, /^QTCK\d{12}$/);
  const reserved = (await c.call('Stock/PageQuery', {})).data[0];
  assert.deepEqual([reserved.reservedQty, reserved.avalidCount], [4, 16], 'an open stock-out reserves');
  await c.call('Outstorage/Audit', { outstorageId: draft.outstorageId });
  assert.deepEqual(await c.stock(c.water), { 总仓: [16, 48] }, '4 left at the average 3.00');

  const detail = await c.call('Outstorage/Detail', { outstorageId: draft.outstorageId });
  assert.deepEqual(
    [detail.billType, detail.typeId, detail.typeName, detail.warehouseName, detail.totalAmount],
    [600, c.breakage, '报损', '总仓', 0],
  );
  assert.deepEqual(
    detail.lines.map((l: any) => [l.qty, l.price, l.stockAmount]),
    [[4, 0, 12]],
  );
  const inDetail = await c.call('Instorage/Detail', { instorageId: inn.instorageId });
  assert.deepEqual([inDetail.billType, inDetail.typeName, inDetail.totalAmount, inDetail.remark], [700, '赠品入库', 25, '厂家赠送']);
  assert.deepEqual(
    inDetail.lines.map((l: any) => [l.qty, l.price, l.amount, l.stockAmount]),
    [[10, 2.5, 25, 25]],
  );
  const flow = await c.call('Stock/FlowPageQuery', { skuId: c.water });
  assert.deepEqual(
    flow.data.map((r: any) => [r.billType, r.inQty, r.outQty, r.costPrice]),
    [
      [600, 0, 4, 3],
      [700, 10, 0, 3.5],
      [700, 10, 0, 2.5],
    ],
  );
  assert.deepEqual(
    (await c.call('Outstorage/PageQuery', { typeId: c.breakage })).data.map((r: any) => [r.billNo, r.typeName, r.warehouseName]),
    [[draft.billNo, '报损', '总仓']],
  );
  assert.equal((await c.call('Instorage/PageQuery', { typeId: c.breakage })).totalCount, 0);

  await c.call('Outstorage/WriteBack', { outstorageId: draft.outstorageId });
  assert.deepEqual(await c.stock(c.water), { 总仓: [20, 60] });
  const short = await c.raw('Outstorage/Save', {
    warehouseId: c.w1,
    billDate: today,
    typeId: c.breakage,
    lines: [
      { skuId: c.water, qty: 1 },
      { skuId: c.water, qty: 30 },
    ],
    audit: true,
  });
  assert.equal(short.body.errorCode, 'STOCK_SHORTAGE');
  assert.match(short.body.invMessage, /第2行 水（总仓）库存19，需要30/);
  assert.deepEqual(await c.stock(c.water), { 总仓: [20, 60] }, 'refused whole');
});

test('serial and batch SKUs come in and go out as on purchases and sales', async () => {
  const c = await withTypes('其他出入库跟踪');
  const inn = (lines: object[]) => c.raw('Instorage/Save', { warehouseId: c.w1, billDate: today, typeId: c.gift, lines, audit: true });
  const out = (lines: object[]) => c.raw('Outstorage/Save', { warehouseId: c.w1, billDate: today, typeId: c.breakage, lines, audit: true });
  assert.equal((await inn([{ skuId: c.phone, qty: 2, price: 1000 }])).body.invMessage, '明细第1行需要录入2个序列号，已录入0个');
  assert.equal(
    (
      await inn([
        { skuId: c.phone, qty: 2, price: 1000, serials: ['P1', 'P2'] },
        { skuId: c.milk, qty: 6, price: 3, productionDate: today },
      ])
    ).status,
    200,
  );
  assert.equal((await out([{ skuId: c.phone, qty: 1, serials: ['P9'] }])).body.errorCode, 'SERIAL_NOT_IN_STOCK');
  const gone = await out([
    { skuId: c.phone, qty: 1, serials: ['P2'] },
    { skuId: c.milk, qty: 4 },
  ]);
  assert.equal(gone.status, 200, JSON.stringify(gone.body));
  assert.deepEqual(
    (await c.call('SerialNo/Available', { skuId: c.phone, warehouseId: c.w1 })).data.map((r: any) => r.serialNo),
    ['P1'],
  );
  assert.deepEqual(
    (await c.call('ExpiryNo/Available', { skuId: c.milk, warehouseId: c.w1 })).data.map((r: any) => r.qty),
    [2],
  );
  assert.deepEqual(await c.stock(c.phone), { 总仓: [1, 1000] });
});

test("出入库类型 must be the company's, of the document's direction; warehouses must be the company's", async () => {
  const c = await withTypes('出入库类型');
  const other = await withTypes('别家类型');
  const inn = (body: object) =>
    c.raw('Instorage/Save', { warehouseId: c.w1, billDate: today, typeId: c.gift, lines: [{ skuId: c.water, qty: 1, price: 1 }], ...body });
  const expect400 = async (body: object, message: string) => {
    const r = await inn(body);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.invMessage, message);
  };
  await expect400({ typeId: undefined }, '出入库类型不能为空');
  await expect400({ typeId: 'nope' }, '出入库类型不存在');
  await expect400({ typeId: other.gift }, '出入库类型不存在');
  await expect400({ typeId: c.breakage }, '出入库类型“报损”不能用于其他入库单');
  await expect400({ warehouseId: other.w1 }, '仓库不存在');
  const out = await c.raw('Outstorage/Save', { warehouseId: c.w1, billDate: today, typeId: c.gift, lines: [{ skuId: c.water, qty: 1 }] });
  assert.equal(out.body.invMessage, '出入库类型“赠品入库”不能用于其他出库单');
  assert.equal((await c.call('Instorage/PageQuery', {})).totalCount, 0, 'nothing written');
});
