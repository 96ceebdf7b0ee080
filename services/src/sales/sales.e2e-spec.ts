import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { PROJECTIONS } from '../read-models';
import { startTestApp, TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';

describe('sales, returns, receivables and profit over HTTP', () => {
  let app: TestApp;
  let token: string;
  let ids: Record<string, string>;
  const call = async (path: string, body: object, headers?: Record<string, string>) => {
    const r = await app.call(path, body, { token, headers });
    assert.equal(r.status, 200, `${path}: ${r.body.invMessage}`);
    return r.body.returnData;
  };
  const stock = async () => {
    const { rows } = await app.infra.pool.query(`select qty::float8, amount::float8 from stock where sku_id = $1`, [ids.sku]);
    return [rows[0].qty, rows[0].amount];
  };
  const receivable = async () => (await call('CustomReceivable/PageQuery', { keyword: '张三' })).data[0].balance;
  const sale = (qty: number, price: number, extra: object = {}) =>
    call('Sale/Save', {
      customId: ids.custom,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty, price }],
      audit: true,
      ...extra,
    });

  beforeAll(async () => {
    app = await startTestApp();
    token = (
      await app.call('Register/Register', { companyName: '销售', loginName: `xs${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData.token;
    ids = {
      w: (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId,
      supplier: (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId,
      custom: (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId,
      account: (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId,
    };
    ids.sku = (
      await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
    ).skus[0].skuId;
  });
  afterAll(() => app.close());

  test('cost of goods sold through sale, dearer purchase, second sale, linked return and write-back', async () => {
    const buy = (qty: number, price: number) =>
      call('Buy/Save', {
        supplierId: ids.supplier,
        billDate: today,
        warehouseId: ids.w,
        lines: [{ skuId: ids.sku, qty, price }],
        audit: true,
      });
    await buy(10, 10);
    const first = await sale(4, 20, { receiveAmount: 30, accountId: ids.account });
    assert.match(first.billNo, /^XS\d{12}$/);
    assert.deepEqual(await stock(), [6, 60]);
    assert.equal(await receivable(), 50);
    await buy(10, 16);
    assert.deepEqual(await stock(), [16, 220]);
    const second = await sale(8, 25);
    assert.deepEqual(await stock(), [8, 110]);
    assert.equal(await receivable(), 250);
    const ret = await call('SaleReturn/Save', {
      customId: ids.custom,
      saleId: first.saleId,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 2, price: 20 }],
      audit: true,
    });
    assert.match(ret.billNo, /^XT/);
    assert.deepEqual(await stock(), [10, 130], 'the return comes back at the first sale’s cost of 10');
    assert.equal(await receivable(), 210);
    await call('Sale/WriteBack', { saleId: second.saleId });
    assert.deepEqual(await stock(), [18, 240]);
    assert.equal(await receivable(), 10);
    assert.equal((await call('Account/Detail', { accountId: ids.account })).balance, 30);
    const report = await call('ReportForProfit/PageQuery', { startDate: today, endDate: today });
    assert.deepEqual(report.totals, {
      saleAmount: 40,
      costAmount: 20,
      profit: 20,
      margin: 50,
      stocktakeLoss: 0,
      damageLoss: 0,
      netProfit: 20,
    });
    assert.deepEqual(
      report.data.map((r: any) => [r.billDate, r.profit]),
      [[today, 20]],
    );
    const over = await app.call(
      'SaleReturn/Save',
      {
        customId: ids.custom,
        saleId: first.saleId,
        billDate: today,
        warehouseId: ids.w,
        lines: [{ skuId: ids.sku, qty: 3, price: 20 }],
        audit: true,
      },
      { token },
    );
    assert.equal(over.body.errorCode, 'OVER_SOURCE', 'no more than was sold and not yet returned');
  });

  test('twenty people selling the last ten units at once: exactly ten succeed, stock never below zero', async () => {
    const [qty] = await stock();
    await sale(qty - 10, 20);
    assert.equal((await stock())[0], 10);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.call(
          'Sale/Save',
          { customId: ids.custom, billDate: today, warehouseId: ids.w, lines: [{ skuId: ids.sku, qty: 1, price: 20 }], audit: true },
          { token },
        ),
      ),
    );
    assert.equal(results.filter((r) => r.status === 200).length, 10);
    assert.ok(
      results.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'STOCK_SHORTAGE'),
      JSON.stringify(results.map((r) => r.body.errorCode)),
    );
    assert.equal((await stock())[0], 0);
  });

  test('rebuilding every read model from the events gives the same tables as applying them as they came', async () => {
    // Row ids drawn from sequences differ between the two runs; everything else must be equal.
    const dump = async (table: string) =>
      (await app.infra.pool.query(`select (to_jsonb(t) - 'flow_id')::text as row from ${table} t`)).rows.map((r) => r.row).sort();
    for (const projection of PROJECTIONS) {
      const before = await Promise.all(projection.tables.map(dump));
      await rebuildProjection(app.infra.store, app.infra.dataSource, projection);
      assert.deepEqual(await Promise.all(projection.tables.map(dump)), before, projection.name);
    }
  });

  test('an Idempotency-Key makes Sale/Save safe to retry', async () => {
    await call('Buy/Save', {
      supplierId: ids.supplier,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 5, price: 10 }],
      audit: true,
    });
    const body = { customId: ids.custom, billDate: today, warehouseId: ids.w, lines: [{ skuId: ids.sku, qty: 1, price: 20 }] };
    const headers = { 'idempotency-key': 'sale-once' };
    const [a, b] = await Promise.all([call('Sale/Save', body, headers), call('Sale/Save', body, headers)]);
    assert.deepEqual(a, b);
    assert.equal((await call('Sale/PageQuery', { status: 'draft' })).totalCount, 1);
  });
});

test('receipts settle the receivable and write off chosen sales, never more than each still owes', async () => {
  const app = await startTestApp();
  try {
    const token = (
      await app.call('Register/Register', { companyName: '收款', loginName: `sk${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData.token;
    const call = async (path: string, body: object) => {
      const r = await app.call(path, body, { token });
      assert.equal(r.status, 200, `${path}: ${r.body.invMessage}`);
      return r.body.returnData;
    };
    const w = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const customId = (await call('Custom/Save', { customName: '李四', customCode: 'L4', initAmount: 10 })).customId;
    const accountId = (await call('Account/Save', { accountName: '微信', accountCode: 'WX', initAmount: 0 })).accountId;
    const sku = (
      await call('Product/Save', { productName: '盐', productCode: 'SALT', unitName: '包', skus: [{ salePrice: 5, purchasePrice: 2 }] })
    ).skus[0].skuId;
    await call('InitStock/Save', { warehouseId: w, lines: [{ skuId: sku, qty: 100, price: 2 }] });
    const sale = (qty: number) =>
      call('Sale/Save', { customId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty, price: 5 }], audit: true });
    const s1 = await sale(10);
    const s2 = await sale(20);
    const balance = async () => (await call('CustomReceivable/PageQuery', { keyword: '李四' })).data[0].balance;
    assert.equal(await balance(), 160);

    const receipt = await call('CustomReceive/Save', {
      customId,
      accountId,
      billDate: today,
      amount: 80,
      hxList: [{ saleId: s1.saleId, amount: 50 }],
      audit: true,
    });
    assert.match(receipt.billNo, /^SK\d{12}$/);
    assert.equal(await balance(), 80);
    assert.equal((await call('Account/Detail', { accountId })).balance, 80);
    const open = (await call('CustomReceive/PageQuerForHx', { customId })).data;
    assert.deepEqual(
      open.map((r: any) => [r.saleId, r.openAmount]),
      [[s2.saleId, 100]],
      'the first sale is settled in full',
    );
    const tooMuch = await app.call(
      'CustomReceive/AppendHxRecord',
      { receiveId: receipt.receiveId, hxList: [{ saleId: s2.saleId, amount: 40 }] },
      { token },
    );
    assert.equal(tooMuch.body.errorCode, 'OVER_AMOUNT', 'only 30 of the receipt is unallocated');
    await call('CustomReceive/AppendHxRecord', { receiveId: receipt.receiveId, hxList: [{ saleId: s2.saleId, amount: 30 }] });
    const over = await app.call(
      'CustomReceive/Save',
      { customId, accountId, billDate: today, amount: 100, hxList: [{ saleId: s2.saleId, amount: 71 }], audit: true },
      { token },
    );
    assert.equal(over.body.errorCode, 'OVER_OPEN');
    const detail = await call('CustomReceive/Detail', { receiveId: receipt.receiveId });
    assert.deepEqual(
      detail.hxList.map((h: any) => [h.billNo, h.amount]),
      [
        [s1.billNo, 50],
        [s2.billNo, 30],
      ],
    );
    assert.equal((await call('CustomReceive/PageQuery', { keyword: receipt.billNo })).totalCount, 1);
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['保存', '审核', '核销'],
    );
    await call('CustomReceive/WriteBack', { receiveId: receipt.receiveId });
    assert.equal(await balance(), 160);
    assert.equal((await call('Account/Detail', { accountId })).balance, 0);
    assert.equal((await call('CustomReceive/PageQuerForHx', { customId })).data.length, 2, 'both sales are open again');
    const month = today.slice(0, 7);
    const rec = await call('CustomReceivable/Reconciliation', { correspondingUnitId: customId, startMonth: month, endMonth: month });
    assert.equal(rec.beginAmount, 10);
    assert.deepEqual(rec.arrearsMonthList, [
      { month, receviveArrearsAmt: 150, saleReturnHxAmount: 0, saleHxAmount: 0, payArrearsAmt: 160 },
    ]);

    const parked = await call('Sale/SaveTemporary', {
      customId,
      billDate: today,
      warehouseId: w,
      lines: [{ skuId: sku, qty: 1, price: 5 }],
    });
    assert.equal(parked.status, 'draft');
    assert.equal((await call('Sale/TemporaryTurnSale', { saleId: parked.saleId })).status, 'audited');
    assert.deepEqual(await call('Sale/PrintCountAdd', { saleId: parked.saleId }), { saleId: parked.saleId, printCount: 1 });
    await call('Sale/UpdateExtend', { saleId: parked.saleId, contact: '李四', address: '杭州市西湖区' });
    const parkedDetail = await call('Sale/Detail', { saleId: parked.saleId });
    assert.deepEqual([parkedDetail.printCount, parkedDetail.extend], [1, { contact: '李四', address: '杭州市西湖区' }]);
    const { rows } = await app.infra.pool.query(`select extend from documents where doc_id = $1`, [parked.saleId]);
    assert.deepEqual(rows[0].extend, { contact: '李四', address: '杭州市西湖区' });
  } finally {
    await app.close();
  }
});

test('business settings: the lowest-price rule warns or refuses, negative stock only when allowed', async () => {
  const app = await startTestApp();
  try {
    const token = (
      await app.call('Register/Register', { companyName: '设置', loginName: `set${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData.token;
    const raw = (path: string, body: object) => app.call(path, body, { token });
    const call = async (path: string, body: object) => (await raw(path, body)).body.returnData;
    const w = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const customId = (await call('Custom/Save', { customName: '王五', customCode: 'W5' })).customId;
    const sku = (
      await call('Product/Save', {
        productName: '茶叶',
        productCode: 'TEA',
        unitName: '盒',
        units: [{ unitName: '箱', ratio: 10 }],
        skus: [{ salePrice: 100, purchasePrice: 60, lowestPrice: 80 }],
      })
    ).skus[0].skuId;
    const sale = (price: number, extra: object = {}) =>
      raw('Sale/Save', { customId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 1, price, ...extra }] });
    assert.deepEqual(await call('Setting/Detail', {}), {
      allowNegativeStock: false,
      reserveOpenDocuments: true,
      lowestPriceRule: 'warn',
      qtyDigits: 2,
      moneyDigits: 2,
      separatorWarehouse: false,
      mergeSameSku: true,
      defaultAccountId: null,
      retailFullPayment: true,
      approvals: {},
    });
    const warned = await sale(70);
    assert.equal(warned.status, 200);
    assert.equal(warned.body.returnData.warning, '低于最低售价：第1行 茶叶（最低80）');
    assert.equal(
      (await sale(790, { unitName: '箱' })).body.returnData.warning,
      '低于最低售价：第1行 茶叶（最低80）',
      'compared per main unit',
    );
    await call('Setting/Save', { lowestPriceRule: 'refuse' });
    assert.equal((await sale(70)).body.errorCode, 'LOWEST_PRICE');
    assert.equal((await sale(100)).status, 200);
    assert.equal(
      (await raw('Sale/Save', { customId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 2, price: 100 }], audit: true })).body
        .errorCode,
      'STOCK_SHORTAGE',
    );
    await call('Setting/Save', { allowNegativeStock: true });
    assert.equal(
      (await raw('Sale/Save', { customId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 2, price: 100 }], audit: true }))
        .status,
      200,
    );
    const { rows } = await app.infra.pool.query(`select qty::float8 from stock where sku_id = $1`, [sku]);
    assert.equal(rows[0].qty, -2);
    assert.deepEqual((await call('Company/Detail', {})).setDigit, [2, 2]);
    assert.equal((await call('Company/Detail', {})).mergeSameSku, 1);
    await call('Setting/Save', { mergeSameSku: false });
    assert.equal((await call('Company/Detail', {})).mergeSameSku, 0, 'the line entry reads it with the company');
  } finally {
    await app.close();
  }
});
