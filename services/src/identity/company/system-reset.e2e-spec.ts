import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { PROJECTIONS } from '../../read-models';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { inDays, today } from '../../testing/stock-shop';

/**
 * 系统重置 over HTTP: a company's business data leaves every read model at its CompanyReset, another company's stays
 * row for row, the events stay, decisions after it do not see what went before, and a rebuild of every read model
 * from the events gives the same tables.
 */

type Call = (path: string, body: object) => Promise<any>;

/** A company of edition `productType` with trade in every read model: returns its calls and what it made. */
async function business(app: TestApp, name: string, productType: number) {
  const login = (
    await app.call('Register/Register', {
      companyName: name,
      loginName: `${productType}r${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      password: 'secret123',
      productType,
    })
  ).body.returnData;
  const raw = (path: string, body: object) => app.call(path, body, { token: login.token });
  const call: Call = async (path, body) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '分仓', warehouseCode: 'W2' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S1', initAmount: 5 })).supplierId;
  const customId = (await call('Custom/Save', { customName: '乙', customCode: 'C1', initAmount: 10 })).customId;
  const cash = (await call('Account/Save', { accountName: '现金', accountCode: 'A1', initAmount: 1000 })).accountId;
  const bank = (await call('Account/Save', { accountName: '银行', accountCode: 'A2', initAmount: 0 })).accountId;
  const product = async (fields: object) =>
    (
      await call('Product/Save', {
        ...fields,
        skus: [{ salePrice: 10, purchasePrice: 3, barCode: `69${Math.random().toString().slice(2, 13)}` }],
      })
    ).skus[0];
  const water = await product({ productName: '水', productCode: 'WATER', unitName: '瓶' });
  const phone = await product({ productName: '手机', productCode: 'PHONE', unitName: '台', serialFlag: true });
  const milk = await product({ productName: '牛奶', productCode: 'MILK', unitName: '盒', lifeFlag: true, shelfLifeDays: 180 });
  const lines = [
    { skuId: water.skuId, qty: 20, price: 3 },
    { skuId: phone.skuId, qty: 1, price: 1500, serials: ['SN1'] },
    { skuId: milk.skuId, qty: 2, price: 4, productionDate: inDays(-5), batchNo: 'M1' },
  ];
  await call('Billno/Save', { billType: 201, prefix: 'XSD', dateFormat: 'yyMMdd', seqLength: 5 });
  await call('Buy/Save', { supplierId, billDate: today, warehouseId: w1, lines, payAmount: 10, accountId: cash, audit: true });
  const sale = await call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId: w1,
    lines: [
      { skuId: water.skuId, qty: 3, price: 10 },
      { skuId: phone.skuId, qty: 1, price: 2000, serials: ['SN1'] },
    ],
    audit: true,
  });
  await call('SaleReturn/Save', {
    customId,
    saleId: sale.saleId,
    billDate: today,
    warehouseId: w1,
    lines: [{ skuId: water.skuId, qty: 1, price: 10 }],
    audit: true,
  });
  await call('CustomReceive/Save', {
    customId,
    accountId: cash,
    billDate: today,
    amount: 50,
    hxList: [{ saleId: sale.saleId, amount: 20 }],
    audit: true,
  });
  await call('SupplierPay/Save', { supplierId, accountId: cash, billDate: today, amount: 5, audit: true });
  const classId = (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
  await call('FinanceFlow/Save', { flowType: 106, accountId: cash, billDate: today, lines: [{ classId, amount: 7 }], audit: true });
  await call('AccountTrans/Save', { outAccountId: cash, inAccountId: bank, billDate: today, amount: 100, fee: 1, audit: true });
  await call('CustomCz/Save', {
    czType: 'storeValue',
    customId,
    accountId: cash,
    billDate: today,
    amount: 200,
    giftAmount: 20,
    audit: true,
  });
  const deposit = await call('CustomCz/Save', { czType: 'deposit', customId, accountId: cash, billDate: today, amount: 30, audit: true });
  await call('CustomCz/ReturnDeposit', { czId: deposit.czId, amount: 10, accountId: cash, billDate: today });
  await call('Invoice/Save', {
    billType: 201,
    docId: sale.saleId,
    invoiceNo: 'FP0001',
    invoiceDate: today,
    invoiceType: '增值税普通发票',
    amount: 10,
  });
  await call('Trans/Save', {
    outWarehouseId: w1,
    inWarehouseId: w2,
    billDate: today,
    lines: [{ skuId: water.skuId, qty: 2 }],
    audit: true,
  });
  return { login, raw, call, w1, w2, supplierId, customId, cash, water, sale };
}

describe('系统重置 (SysReset) over HTTP', () => {
  let app: TestApp;
  let other: Awaited<ReturnType<typeof business>>;
  let shop: Awaited<ReturnType<typeof business>>;
  let before: Map<string, string[]>;
  let eventsBefore: number;
  let branchId: string;

  const tables = PROJECTIONS.flatMap((p) => p.tables.map((t) => ({ table: t, keep: p.companyReset === 'keep' })));
  /** Each table's rows as text, without the columns sequences fill (they differ between a run and a rebuild). */
  const dump = async (table: string) => {
    const { rows: serial } = await app.infra.pool.query(
      `select column_name from information_schema.columns where table_name = $1 and (column_default like 'nextval%' or is_identity = 'YES')`,
      [table],
    );
    const drop = serial.map((r) => ` - '${r.column_name}'`).join('');
    return (await app.infra.pool.query(`select (to_jsonb(t)${drop})::text as row from "${table}" t`)).rows.map((r) => r.row).sort();
  };
  const dumpAll = async () => new Map(await Promise.all(tables.map(async ({ table }) => [table, await dump(table)] as [string, string[]])));
  const eventsOf = async (companyId: string) =>
    (await app.infra.pool.query(`select count(*)::int as n from events where company_id = $1`, [companyId])).rows[0].n;

  beforeAll(async () => {
    app = await startTestApp();
    other = await business(app, '隔壁商行', 2);
    before = await dumpAll();
    shop = await business(app, '连锁商行', 9);
    branchId = (await shop.call('Branch/Save', { branchName: '北城店', branchCode: 'BC' })).branchId;
    eventsBefore = await eventsOf(shop.login.companyId);
  }, 120_000);
  afterAll(() => app.close());

  test('only the administrator, with the password re-entered and the confirmation typed; a refusal clears nothing', async () => {
    const detail = await shop.call('SysReset/Detail', {});
    assert.equal(detail.confirmText, '确认重置');
    // Its own customer, supplier and two accounts, and the 现金, 银行存款 and 零售散客 a new company starts with.
    assert.ok(
      detail.documentCount === 4 && detail.productCount === 3 && detail.partnerAndAccountCount === 7 && detail.userCount === 1,
      JSON.stringify(detail),
    );
    const refused = async (body: object, status: number, message: string) => {
      const r = await shop.raw('SysReset/Reset', body);
      assert.equal(r.status, status);
      assert.equal(r.body.invMessage, message);
    };
    await refused({ password: 'wrong-pass', confirmText: '确认重置' }, 400, '登录密码不正确');
    await refused({ password: 'secret123', confirmText: '重置' }, 400, '请输入“确认重置”以确认重置');
    await refused({ confirmText: '确认重置' }, 400, '登录密码不能为空');
    const loginName = `clerk${Date.now()}`;
    await shop.call('User/Save', { loginName, password: 'secret123', userName: '店员', branchId });
    const clerk = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
    const r = await app.call('SysReset/Reset', { password: 'secret123', confirmText: '确认重置' }, { token: clerk.token });
    assert.equal(r.status, 403);
    assert.equal(r.body.invMessage, '非管理员无权操作');
    assert.equal((await shop.call('Sale/PageQuery', {})).totalCount, 1);
  });

  test('every read model loses the company’s business data, keeps its staff, roles and settings, and another company’s rows stay as they were', async () => {
    const done = await shop.call('SysReset/Reset', { password: 'secret123', confirmText: '确认重置' });
    assert.equal(done.documentCount, 0);
    assert.deepEqual(
      done.history.map((h: any) => h.title),
      ['系统重置'],
    );
    const companyId = shop.login.companyId;
    const after = await dumpAll();
    for (const { table, keep } of tables) {
      if (keep) continue;
      const rows = after
        .get(table)!
        .filter(
          (row) =>
            !(
              table === 'master_records' &&
              JSON.parse(row).company_id === companyId &&
              !['Custom', 'Supplier', 'Account', 'CustomAddress'].includes(JSON.parse(row).kind)
            ),
        );
      assert.deepEqual(rows, before.get(table), `${table}: only the other company's rows, as they were`);
    }
    assert.ok((await eventsOf(companyId)) > eventsBefore, 'the events stay');
    // What it keeps: staff and roles sign in, the settings and the organisation stand.
    assert.equal((await app.call('Login/Login', { loginName: shop.login.loginName, password: 'secret123' })).status, 200);
    assert.equal((await shop.call('User/PageQuery', {})).totalCount, 2);
    assert.equal((await shop.call('Billno/List', {})).data.find((r: any) => r.billType === 201).prefix, 'XSD');
    assert.deepEqual((await shop.call('Warehouse/PageQuery', {})).data.map((w: any) => w.warehouseName).sort(), ['分仓', '总仓']);
    assert.equal((await shop.call('Branch/PageQuery', {})).data[0].userCount, 1);
    for (const path of [
      'Custom/PageQuery',
      'Supplier/PageQuery',
      'Account/PageQuery',
      'Product/PageQuery',
      'Stock/PageQuery',
      'Sale/PageQuery',
      'CapitalFlow/PageQuery',
      'CustomReceivable/PageQuery',
      'FinanceFlow/PageQuery',
      'Invoice/PageQuery',
      'ReportForSale/ForBusiDate',
    ])
      assert.equal((await shop.call(path, { startDate: today, endDate: today, flowType: 106 })).totalCount ?? 0, 0, path);
    // The other company's screens are untouched.
    assert.equal((await other.call('Sale/PageQuery', {})).totalCount, 1);
    assert.equal((await other.call('Stock/PageQuery', {})).totalCount, 4);
  });

  test('decisions after it start afresh: codes, barcodes and invoice numbers are free, old documents are gone, numbers are not given twice', async () => {
    const { call, raw } = shop;
    const customId = (await call('Custom/Save', { customName: '新客户', customCode: 'C1' })).customId;
    const sku = (
      await call('Product/Save', {
        productName: '水',
        productCode: 'WATER',
        unitName: '瓶',
        skus: [{ salePrice: 10, purchasePrice: 3, barCode: shop.water.barCode }],
      })
    ).skus[0].skuId;
    const accountId = (await call('Account/Save', { accountName: '现金', accountCode: 'A1', initAmount: 0 })).accountId;
    const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S1' })).supplierId;
    await call('Buy/Save', { supplierId, billDate: today, warehouseId: shop.w1, lines: [{ skuId: sku, qty: 2, price: 3 }], audit: true });
    const sale = await call('Sale/Save', {
      customId,
      billDate: today,
      warehouseId: shop.w1,
      lines: [{ skuId: sku, qty: 2, price: 10 }],
      receiveAmount: 20,
      accountId,
      audit: true,
    });
    assert.notEqual(sale.billNo, shop.sale.billNo);
    assert.match(sale.billNo, /^XSD\d{6}00002$/, 'the sequence goes on: the number before the reset is not given again');
    const short = await raw('Sale/Save', {
      customId,
      billDate: today,
      warehouseId: shop.w1,
      lines: [{ skuId: sku, qty: 1, price: 10 }],
      audit: true,
    });
    assert.equal(short.body.errorCode, 'STOCK_SHORTAGE', 'the stock counted from the reset on');
    await call('Invoice/Save', {
      billType: 201,
      docId: sale.saleId,
      invoiceNo: 'FP0001',
      invoiceDate: today,
      invoiceType: '增值税普通发票',
      amount: 10,
    });
    const old = await raw('Sale/WriteBack', { saleId: shop.sale.saleId });
    assert.equal(old.body.errorCode, 'NOT_FOUND', JSON.stringify(old.body));
    assert.equal(old.body.invMessage, '销售单不存在或已删除');
    assert.deepEqual(
      (await call('CapitalFlow/PageQuery', {})).data.map((r: any) => [r.inAmount, r.balance]),
      [[20, 20]],
    );
  });

  test('a rebuild of every read model from the events gives the same tables', async () => {
    const live = await dumpAll();
    for (const projection of PROJECTIONS) await rebuildProjection(app.infra.store, app.infra.dataSource, projection);
    const rebuilt = await dumpAll();
    for (const { table } of tables) assert.deepEqual(rebuilt.get(table), live.get(table), table);
  });
});
