import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { trackingProjection } from './tracking.projection';
import { startTestApp, TestApp } from '../testing/test-app';
import { inDays, today } from '../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function company(name: string) {
  const { token } = (
    await app.call('Register/Register', {
      companyName: name,
      loginName: `tr${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      password: 'secret123',
      productType: 2,
    })
  ).body.returnData;
  const raw = (path: string, body: object) => app.call(path, body, { token });
  const call = async (path: string, body: object) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  const phone = (
    await call('Product/Save', {
      productName: '手机',
      productCode: 'PHONE',
      unitName: '台',
      serialFlag: true,
      skus: [{ salePrice: 2000, purchasePrice: 1500 }],
    })
  ).skus[0].skuId;
  const milk = (
    await call('Product/Save', {
      productName: '牛奶',
      productCode: 'MILK',
      unitName: '盒',
      lifeFlag: true,
      shelfLifeDays: 180,
      skus: [{ salePrice: 5, purchasePrice: 3 }],
    })
  ).skus[0].skuId;
  return { raw, call, w1, w2, supplierId, customId, phone, milk };
}

test('serial numbers come in with a purchase, go out with a sale, come back with its write-back, and are refused when wrong', async () => {
  const c = await company('序列号');
  const buy = (lines: object[], warehouseId = c.w1) =>
    c.raw('Buy/Save', { supplierId: c.supplierId, billDate: today, warehouseId, lines, audit: true });
  const sell = (lines: object[]) => c.raw('Sale/Save', { customId: c.customId, billDate: today, warehouseId: c.w1, lines, audit: true });

  const short = await buy([{ skuId: c.phone, qty: 3, price: 1500, serials: ['SN1'] }]);
  assert.equal(short.status, 400);
  assert.equal(short.body.invMessage, '明细第1行需要录入3个序列号，已录入1个');
  assert.equal(
    (
      await buy([
        { skuId: c.phone, qty: 1, price: 1500, serials: ['SN1'] },
        { skuId: c.phone, qty: 1, price: 1500, serials: ['SN1'] },
      ])
    ).body.invMessage,
    '明细第2行序列号“SN1”重复',
  );
  assert.equal((await buy([{ skuId: c.phone, qty: 3, price: 1500, serials: ['SN1', 'SN2', 'SN3'] }])).status, 200);
  const twice = await buy([{ skuId: c.phone, qty: 1, price: 1500, serials: ['SN2'] }], c.w2);
  assert.equal(twice.body.errorCode, 'SERIAL_IN_STOCK', 'a serial in stock in another warehouse cannot come in again');

  const wrong = await sell([{ skuId: c.phone, qty: 1, price: 2000, serials: ['SN9'] }]);
  assert.equal(wrong.status, 422);
  assert.equal(wrong.body.errorCode, 'SERIAL_NOT_IN_STOCK');
  assert.match(wrong.body.invMessage, /明细第1行序列号不在该仓库库存中：SN9/);
  const sold = await sell([{ skuId: c.phone, qty: 1, price: 2000, serials: ['SN2'] }]);
  assert.equal(sold.status, 200, JSON.stringify(sold.body));
  assert.equal(
    (await sell([{ skuId: c.phone, qty: 1, price: 2000, serials: ['SN2'] }])).body.errorCode,
    'SERIAL_NOT_IN_STOCK',
    'a sold serial cannot be sold again',
  );

  const serials = await c.call('SerialNo/PageQuery', { pageNo: 1, pageSize: 10 });
  assert.deepEqual(serials.data.map((r: any) => [r.serialNo, r.status, r.warehouseName]).sort(), [
    ['SN1', 'in', '总仓'],
    ['SN2', 'out', '总仓'],
    ['SN3', 'in', '总仓'],
  ]);
  const sn2 = serials.data.find((r: any) => r.serialNo === 'SN2');
  assert.match(sn2.inBillNo, /^CG/);
  assert.match(sn2.outBillNo, /^XS/);
  assert.deepEqual(
    (await c.call('SerialNo/PageQuery', { status: 'in', keyword: 'sn3' })).data.map((r: any) => r.serialNo),
    ['SN3'],
  );
  assert.deepEqual((await c.call('SerialNo/Available', { skuId: c.phone, warehouseId: c.w1 })).data, [
    { serialNo: 'SN1' },
    { serialNo: 'SN3' },
  ]);
  assert.deepEqual(
    (await c.call('SerialNo/StockPageQuery', {})).data.map((r: any) => [r.productName, r.qty, r.serialCount]),
    [['手机', 2, 2]],
  );
  const detail = await c.call('Sale/Detail', { saleId: sold.body.returnData.saleId });
  assert.deepEqual(detail.lines[0].serials, ['SN2']);

  await c.call('Sale/WriteBack', { saleId: sold.body.returnData.saleId });
  assert.deepEqual(
    (await c.call('SerialNo/Available', { skuId: c.phone, warehouseId: c.w1 })).data.map((r: any) => r.serialNo),
    ['SN1', 'SN2', 'SN3'],
  );
  assert.deepEqual(
    (await c.call('SerialNo/FlowPageQuery', { serialNo: 'SN2' })).data.map((r: any) => [r.direction, r.billNo.slice(0, 2)]),
    [
      ['in', 'XS'],
      ['out', 'XS'],
      ['in', 'CG'],
    ],
  );

  const other = await company('别家');
  assert.equal((await other.call('SerialNo/PageQuery', {})).totalCount, 0, 'another company sees none of them');
  assert.equal((await other.raw('SerialNo/Available', { skuId: c.phone, warehouseId: c.w1 })).body.returnData.data.length, 0);
});

test('batches: production dates give batch numbers and expiry; sales take the first expiring; a named batch must have enough', async () => {
  const c = await company('保质期');
  const buy = (lines: object[]) => c.raw('Buy/Save', { supplierId: c.supplierId, billDate: today, warehouseId: c.w1, lines, audit: true });
  assert.equal((await buy([{ skuId: c.milk, qty: 10, price: 3 }])).body.invMessage, '明细第1行请填写生产日期');
  const old = inDays(-170);
  const fresh = inDays(-10);
  const bought = await buy([
    { skuId: c.milk, qty: 10, price: 3, productionDate: fresh },
    { skuId: c.milk, qty: 4, price: 3, productionDate: old, batchNo: 'OLD' },
  ]);
  assert.equal(bought.status, 200, JSON.stringify(bought.body));

  const sale = await c.raw('Sale/Save', {
    customId: c.customId,
    billDate: today,
    warehouseId: c.w1,
    lines: [{ skuId: c.milk, qty: 6, price: 5 }],
    audit: true,
  });
  assert.equal(sale.status, 200, JSON.stringify(sale.body));
  const detail = await c.call('Sale/Detail', { saleId: sale.body.returnData.saleId });
  assert.deepEqual(
    detail.lines[0].batches.map((b: any) => [b.batchNo, b.qty]),
    [
      ['OLD', '4'],
      [fresh.replaceAll('-', ''), '2'],
    ],
    'the older batch went first',
  );

  const named = await c.raw('Sale/Save', {
    customId: c.customId,
    billDate: today,
    warehouseId: c.w1,
    lines: [{ skuId: c.milk, qty: 9, price: 5, batchNo: fresh.replaceAll('-', '') }],
    audit: true,
  });
  assert.equal(named.body.errorCode, 'BATCH_SHORTAGE');
  assert.match(named.body.invMessage, /库存8，需要9/);

  const batches = await c.call('ExpiryNo/PageQuery', {});
  assert.deepEqual(
    batches.data.map((r: any) => [r.batchNo, r.qty, r.expiryDate]),
    [
      ['OLD', 0, inDays(10)],
      [fresh.replaceAll('-', ''), 8, inDays(170)],
    ],
  );
  assert.equal(batches.data[0].daysLeft, 10);
  assert.deepEqual(
    (await c.call('ExpiryNo/PageQuery', { state: 'inStock' })).data.map((r: any) => r.qty),
    [8],
  );
  assert.deepEqual(
    (await c.call('ExpiryNo/PageQuery', { state: 'near', nearDays: 200 })).data.map((r: any) => r.qty),
    [8],
  );
  assert.deepEqual(
    (await c.call('ExpiryNo/PageQuery', { state: 'empty' })).data.map((r: any) => r.batchNo),
    ['OLD'],
  );
  assert.deepEqual(
    (await c.call('ExpiryNo/Available', { skuId: c.milk, warehouseId: c.w1 })).data.map((r: any) => [r.batchNo, r.qty]),
    [[fresh.replaceAll('-', ''), 8]],
  );
  const stock = (await c.call('ExpiryNo/StockPageQuery', {})).data;
  assert.deepEqual(
    stock.map((r: any) => [r.qty, r.batchCount, r.earliestExpiry, r.nearQty, r.expiredQty]),
    [[8, 1, inDays(170), 0, 0]],
  );
  const flow = await c.call('ExpiryFlow/PageQuery', { batchNo: 'OLD' });
  assert.deepEqual(
    flow.data.map((r: any) => [r.inQty, r.outQty]),
    [
      [0, 4],
      [4, 0],
    ],
  );

  const reversal = await c.raw('Buy/WriteBack', { buyId: bought.body.returnData.buyId });
  assert.equal(reversal.body.errorCode, 'BATCH_SHORTAGE', 'a purchase whose goods were sold cannot be written back');
});

test('two purchases bringing the same serial into two warehouses at once: exactly one lands', async () => {
  const c = await company('并发序列号');
  for (let round = 0; round < 5; round++) {
    const serial = `RACE${round}`;
    const both = await Promise.all(
      [c.w1, c.w2].map((warehouseId) =>
        c.raw('Buy/Save', {
          supplierId: c.supplierId,
          billDate: today,
          warehouseId,
          lines: [{ skuId: c.phone, qty: 1, price: 1500, serials: [serial] }],
          audit: true,
        }),
      ),
    );
    assert.deepEqual(both.map((r) => r.body.errorCode ?? 'ok').sort(), ['SERIAL_IN_STOCK', 'ok'], JSON.stringify(both.map((r) => r.body)));
    assert.equal((await c.call('SerialNo/PageQuery', { keyword: serial })).totalCount, 1);
  }
});

test('opening stock may bring serials and batches in, or leave them out', async () => {
  const c = await company('期初序列号');
  const opened = await c.raw('InitStock/Save', {
    warehouseId: c.w1,
    lines: [
      { skuId: c.phone, qty: 2, price: 1000, serials: ['Q1', 'Q2'] },
      { skuId: c.milk, qty: 5, price: 3, productionDate: today },
    ],
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  assert.deepEqual(
    (await c.call('SerialNo/Available', { skuId: c.phone, warehouseId: c.w1 })).data.map((r: any) => r.serialNo),
    ['Q1', 'Q2'],
  );
  assert.deepEqual(
    (await c.call('ExpiryNo/Available', { skuId: c.milk, warehouseId: c.w1 })).data.map((r: any) => [r.batchNo, r.qty]),
    [[today.replaceAll('-', ''), 5]],
  );
  assert.equal(
    (await c.raw('InitStock/Save', { warehouseId: c.w2, lines: [{ skuId: c.phone, qty: 3, price: 1000 }] })).status,
    200,
    'untracked opening stock is taken as it is',
  );
  assert.deepEqual(
    (await c.call('SerialNo/StockPageQuery', { warehouseId: c.w2 })).data.map((r: any) => [r.qty, r.serialCount]),
    [[3, 0]],
  );
  assert.equal(
    (await c.raw('InitStock/Save', { warehouseId: c.w2, lines: [{ skuId: c.milk, qty: 2, price: 3, serials: ['X'] }] })).body.errorCode,
    'VALIDATION',
  );
});

test('rebuilding the serial and batch read models from events gives the same rows', async () => {
  const snapshot = async () =>
    Promise.all(
      [
        'select company_id, sku_id, serial_no, warehouse_id, in_stock, in_bill_no, out_bill_no from serial_numbers order by 1, 2, 3',
        'select company_id, warehouse_id, sku_id, batch_no, qty::text from stock_batches order by 1, 2, 3, 4',
        'select count(*)::int from serial_flow',
        'select count(*)::int from batch_flow',
      ].map(async (sql) => (await app.infra.pool.query(sql)).rows),
    );
  const before = await snapshot();
  assert.ok(before[0].length > 0 && before[1].length > 0, 'the earlier tests left serials and batches');
  await rebuildProjection(app.infra.store, app.infra.dataSource, trackingProjection);
  assert.deepEqual(await snapshot(), before);
});
