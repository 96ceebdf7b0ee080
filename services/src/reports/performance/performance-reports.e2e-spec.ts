import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { stockProjection } from '../../inventory';
import { company, startTestApp, TestApp } from '../../testing/test-app';
import { stockDaysProjection } from '../stock-summary/stock-days.projection';

// Four days of one shop, every figure below worked out by hand (可乐 in 瓶, 1 箱 = 12 瓶; 现金 opens at 1000):
// 张三 owes 100 from before. D0 B0 采购 from 甲 into 总仓: 5 箱 可乐 at 60 (60 瓶, 300; average 5).
// D1 B1 采购 from 甲: 60 瓶 at 6 (360; 120 瓶 at 660, average 5.5), 100 paid from 现金 on it.
// D1 S1 销售 to 张三: 2 箱 at 96 (24 瓶, 192, cost 132), 150 received into 现金 on it. 总仓 96 瓶, 528.
// D2 SR1 销售退货 naming S1: 1 箱 at 96 (12 瓶 back at S1's cost 66). 总仓 108 瓶, 594.
// D2 T1 调拨 总仓 → 门店: 36 瓶 at the average 5.5 (198). 总仓 72 瓶, 396; 门店 36 瓶, 198.
// D2 S2 销售 from 门店: 6 瓶 at 8 (48, cost 33), written back: nets to nothing.
// D3 PD1 盘点 总仓: 可乐 counted 70 of 72: 2 瓶 lost at 5.5 (11). 总仓 70 瓶, 385.
// D3 B2 采购 from 甲: 20 雪碧 at 2 (40); S3 销售 to 张三: 5 雪碧 at 5 (25, cost 10); 其他入库 3 雪碧 at 2 (6), 其他出库 1 as 报损 (2).
// D3 SK1 收款 from 张三 50 into 银行存款; FK1 付款 to 甲 200 from 现金; 日常收入 30 into 现金; 日常支出 20 from 现金.
// D3 S4 销售 by the employee 小王: 2 雪碧 at 5 (10, cost 4), 10 received into 现金.
const [D0, D1, D2, D3] = ['2025-02-27', '2025-03-01', '2025-03-02', '2025-03-03'];

/** One of the accounts a new company starts with (现金, 银行存款), opening at `initAmount`. */
async function starterAccount(
  call: (path: string, body: object) => Promise<any>,
  accountName: string,
  initAmount: number,
): Promise<string> {
  const accountId = (await call('Account/PageQuery', { keyword: accountName })).data.find(
    (a: any) => a.accountName === accountName,
  ).accountId;
  await call('Account/Update', { accountId, initAmount });
  return accountId;
}
const PERIOD = { startDate: D1, endDate: D3 };
const STOCK = ['beginQty', 'beginAmount', 'inQty', 'inAmount', 'outQty', 'outAmount', 'endQty', 'endAmount'];

describe('business-status reports (ReportForPerformance) over HTTP', () => {
  let app: TestApp;
  let shop: Awaited<ReturnType<typeof company>>;
  let ids: Record<string, string>;
  let staff: (path: string, body: object) => Promise<any>;
  /** A report's rows as [key, …figures], and its totals. */
  const report = async (path: string, body: object, key: string, figures: string[], call = shop.call) => {
    const r = await call(path, { ...PERIOD, pageSize: 50, ...body });
    return {
      rows: r.data.map((row: any) => [row[key], ...figures.map((f) => row[f])]),
      totals: figures.map((f) => r.totals[f]),
      totalCount: r.totalCount,
    };
  };

  beforeAll(async () => {
    app = await startTestApp();
    shop = await company(app, '汇总商行');
    const { call } = shop;
    ids = {
      w1: (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId,
      w2: (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId,
      jia: (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S1' })).supplierId,
      zhang: (await call('Custom/Save', { customName: '张三', customCode: 'C1', initAmount: 100 })).customId,
      cash: await starterAccount(call, '现金', 1000),
      bank: await starterAccount(call, '银行存款', 0),
      interest: (await call('FinanceClass/Save', { className: '利息', classType: 'income' })).classId,
      rent: (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId,
      cola: (
        await call('Product/Save', {
          productName: '可乐',
          productCode: 'COLA',
          unitName: '瓶',
          units: [{ unitName: '箱', ratio: 12 }],
          skus: [{ salePrice: 8, purchasePrice: 5 }],
        })
      ).skus[0].skuId,
      sprite: (
        await call('Product/Save', {
          productName: '雪碧',
          productCode: 'SPRITE',
          unitName: '个',
          skus: [{ salePrice: 5, purchasePrice: 2 }],
        })
      ).skus[0].skuId,
    };
    const doc = (path: string, partner: object, billDate: string, lines: object[], more: object = {}) =>
      call(path, { ...partner, billDate, warehouseId: ids.w1, lines, audit: true, ...more });
    await doc('Buy/Save', { supplierId: ids.jia }, D0, [{ skuId: ids.cola, unitName: '箱', qty: 5, price: 60 }]);
    await doc('Buy/Save', { supplierId: ids.jia }, D1, [{ skuId: ids.cola, qty: 60, price: 6 }], { payAmount: 100, accountId: ids.cash });
    const s1 = await doc('Sale/Save', { customId: ids.zhang }, D1, [{ skuId: ids.cola, unitName: '箱', qty: 2, price: 96 }], {
      receiveAmount: 150,
      accountId: ids.cash,
    });
    await doc('SaleReturn/Save', { customId: ids.zhang, saleId: s1.saleId }, D2, [{ skuId: ids.cola, unitName: '箱', qty: 1, price: 96 }]);
    await call('Trans/Save', {
      outWarehouseId: ids.w1,
      inWarehouseId: ids.w2,
      billDate: D2,
      lines: [{ skuId: ids.cola, qty: 36 }],
      audit: true,
    });
    const s2 = await doc('Sale/Save', { customId: ids.zhang }, D2, [{ skuId: ids.cola, qty: 6, price: 8 }], { warehouseId: ids.w2 });
    await call('Sale/WriteBack', { saleId: s2.saleId });
    await call('Invtak/Save', { warehouseId: ids.w1, billDate: D3, lines: [{ skuId: ids.cola, countQty: 70 }], audit: true });
    await doc('Buy/Save', { supplierId: ids.jia }, D3, [{ skuId: ids.sprite, qty: 20, price: 2 }]);
    await doc('Sale/Save', { customId: ids.zhang }, D3, [{ skuId: ids.sprite, qty: 5, price: 5 }]);
    const gift = (await call('StorageType/Save', { typeName: '赠品入库', direction: 'in' })).typeId;
    const breakage = (await call('StorageType/Save', { typeName: '破损', direction: 'out', lossFlag: 1 })).typeId;
    ids.breakage = breakage;
    await call('Instorage/Save', {
      warehouseId: ids.w1,
      billDate: D3,
      typeId: gift,
      lines: [{ skuId: ids.sprite, qty: 3, price: 2 }],
      audit: true,
    });
    await call('Outstorage/Save', {
      warehouseId: ids.w1,
      billDate: D3,
      typeId: breakage,
      lines: [{ skuId: ids.sprite, qty: 1 }],
      audit: true,
    });
    await call('CustomReceive/Save', { customId: ids.zhang, accountId: ids.bank, billDate: D3, amount: 50, audit: true });
    await call('SupplierPay/Save', { supplierId: ids.jia, accountId: ids.cash, billDate: D3, amount: 200, audit: true });
    await call('FinanceFlow/Save', {
      flowType: 105,
      accountId: ids.cash,
      billDate: D3,
      lines: [{ classId: ids.interest, amount: 30 }],
      audit: true,
    });
    await call('FinanceFlow/Save', {
      flowType: 106,
      accountId: ids.cash,
      billDate: D3,
      lines: [{ classId: ids.rent, amount: 20 }],
      audit: true,
    });

    // 小王 may open the three reports and make sales; sees sale prices, not cost nor purchase prices.
    const reports = ['6008', '6009', '6010'].map((permissionId) => ({ permissionId, actionList: ['query'] }));
    const roleId = (
      await call('Role/Save', {
        roleName: '店员',
        permissions: [...reports, { permissionId: '2002', actionList: ['query', 'get', 'add', 'audit'] }],
      })
    ).roleId;
    const loginName = `xw${Date.now()}`;
    await call('User/Save', { loginName, password: 'secret123', userName: '小王', roleId, pricePerm: '100000000' });
    ids.staff = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    staff = async (path, body) => {
      const r = await app.call(path, body, { token: ids.staff });
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body.returnData;
    };
    await staff('Sale/Save', {
      customId: ids.zhang,
      billDate: D3,
      warehouseId: ids.w1,
      lines: [{ skuId: ids.sprite, qty: 2, price: 5 }],
      receiveAmount: 10,
      accountId: ids.cash,
      audit: true,
    });
  });
  afterAll(() => app.close());

  test('进销存汇总: opening + in − out = closing per SKU, in and out by document type, the write-back netted, in main units', async () => {
    const r = await report('ReportForPerformance/InvoicingSummary', {}, 'productName', STOCK);
    assert.deepEqual(r.rows, [
      ['可乐', 60, 300, 108, 624, 62, 341, 106, 583],
      ['雪碧', 0, 0, 23, 46, 8, 16, 15, 30],
    ]);
    assert.deepEqual(r.totals, [60, 300, 131, 670, 70, 357, 121, 613]);
    const cola = (await shop.call('ReportForPerformance/InvoicingSummary', { ...PERIOD, keyword: '可乐' })).data[0];
    const parts = [
      'opening',
      'buy',
      'saleReturn',
      'transferIn',
      'gain',
      'assemblyIn',
      'otherIn',
      'sale',
      'buyReturn',
      'transferOut',
      'loss',
      'assemblyOut',
      'otherOut',
    ];
    assert.deepEqual(
      parts.map((p) => [p, cola[`${p}Qty`], cola[`${p}Amount`]]),
      [
        ['opening', 0, 0],
        ['buy', 60, 360],
        ['saleReturn', 12, 66],
        ['transferIn', 36, 198],
        ['gain', 0, 0],
        ['assemblyIn', 0, 0],
        ['otherIn', 0, 0],
        ['sale', 24, 132],
        ['buyReturn', 0, 0],
        ['transferOut', 36, 198],
        ['loss', 2, 11],
        ['assemblyOut', 0, 0],
        ['otherOut', 0, 0],
      ],
    );
    assert.deepEqual(
      [cola.unitName, [...cola.units].map((u: any) => ({ ...u }))],
      [
        '瓶',
        [
          { unitName: '瓶', ratio: 1 },
          { unitName: '箱', ratio: 12 },
        ],
      ],
    );
    const sprite = (await shop.call('ReportForPerformance/InvoicingSummary', { ...PERIOD, keyword: '雪碧' })).data[0];
    assert.deepEqual(
      parts.map((p) => sprite[`${p}Qty`]),
      [0, 20, 0, 0, 0, 0, 3, 7, 0, 0, 0, 0, 1],
      '其他入库 and 其他出库 take what no other part names',
    );
    const stock = await shop.call('Stock/PageQuery', { pageSize: 50 });
    assert.equal(
      stock.data.filter((s: any) => s.skuId === ids.cola).reduce((sum: number, s: any) => sum + s.qty, 0),
      106,
      'the closing of today is the stock',
    );
  });

  test('进销存汇总 of one day and of one warehouse; keyword, sorting by what went out, paging; the period refused out of order', async () => {
    assert.deepEqual((await report('ReportForPerformance/InvoicingSummary', { startDate: D2, endDate: D2 }, 'productName', STOCK)).rows, [
      ['可乐', 96, 528, 48, 264, 36, 198, 108, 594],
      ['雪碧', 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    // Nearer the first day than the last, summed forwards (the periods above are summed backwards from all days' sums).
    const early = await report('ReportForPerformance/InvoicingSummary', { startDate: D0, endDate: D1 }, 'productName', STOCK);
    assert.deepEqual(
      [early.rows, early.totals],
      [
        [
          ['可乐', 0, 0, 120, 660, 24, 132, 96, 528],
          ['雪碧', 0, 0, 0, 0, 0, 0, 0, 0],
        ],
        [0, 0, 120, 660, 24, 132, 96, 528],
      ],
    );
    const earlyCola = await report(
      'ReportForPerformance/InvoicingSummary',
      { startDate: D1, endDate: D1, keyword: '可乐' },
      'productName',
      STOCK,
    );
    assert.deepEqual(
      [earlyCola.rows, earlyCola.totals],
      [[['可乐', 60, 300, 60, 360, 24, 132, 96, 528]], [60, 300, 60, 360, 24, 132, 96, 528]],
    );
    const shop2 = await report('ReportForPerformance/InvoicingSummary', { warehouseId: ids.w2 }, 'productName', STOCK);
    assert.deepEqual([shop2.rows, shop2.totals], [[['可乐', 0, 0, 36, 198, 0, 0, 36, 198]], [0, 0, 36, 198, 0, 0, 36, 198]]);
    // A keyword within one warehouse: its totals and count are of that warehouse's rows, and a SKU never there is not counted.
    const shop2Cola = await report('ReportForPerformance/InvoicingSummary', { warehouseId: ids.w2, keyword: '可乐' }, 'productName', STOCK);
    assert.deepEqual([shop2Cola.rows, shop2Cola.totals, shop2Cola.totalCount], [shop2.rows, shop2.totals, 1]);
    const shop2Sprite = await report(
      'ReportForPerformance/InvoicingSummary',
      { warehouseId: ids.w2, keyword: '雪碧' },
      'productName',
      STOCK,
    );
    assert.deepEqual([shop2Sprite.rows, shop2Sprite.totals, shop2Sprite.totalCount], [[], [0, 0, 0, 0, 0, 0, 0, 0], 0]);
    const sprite = await report('ReportForPerformance/InvoicingSummary', { keyword: 'sprite' }, 'productName', ['endQty']);
    assert.deepEqual([sprite.rows, sprite.totals, sprite.totalCount], [[['雪碧', 15]], [15], 1]);
    const sorted = await shop.call('ReportForPerformance/InvoicingSummary', {
      ...PERIOD,
      sortField: 'outQty',
      sortOrder: 'ascend',
      pageNo: 1,
      pageSize: 1,
    });
    assert.deepEqual(
      [sorted.totalCount, sorted.data.map((d: any) => [d.productName, d.outQty, d.endQty]), sorted.totals.endQty],
      [2, [['雪碧', 8, 15]], 121],
    );
    // By a figure, page by page: what moved that way first, then what did not move (ties in SKU order), then the rest.
    const pages = async (body: object) => {
      const seen = [];
      for (const pageNo of [1, 2, 3])
        seen.push(
          ...(await shop.call('ReportForPerformance/InvoicingSummary', { pageSize: 1, pageNo, ...body })).data.map(
            (d: any) => d.productName,
          ),
        );
      return seen;
    };
    assert.deepEqual(await pages({ ...PERIOD, sortField: 'outQty', sortOrder: 'descend' }), ['可乐', '雪碧']);
    assert.deepEqual(await pages({ startDate: D2, endDate: D2, sortField: 'outQty', sortOrder: 'descend' }), ['可乐', '雪碧']);
    assert.deepEqual(await pages({ startDate: D2, endDate: D2, sortField: 'outQty', sortOrder: 'ascend' }), ['雪碧', '可乐']);
    assert.deepEqual(
      await pages({ ...PERIOD, sortField: 'gainQty', sortOrder: 'descend' }),
      [ids.cola, ids.sprite].sort().map((id) => (id === ids.cola ? '可乐' : '雪碧')),
    );
    const byCode = await shop.call('ReportForPerformance/InvoicingSummary', {
      ...PERIOD,
      sortField: 'productCode',
      sortOrder: 'descend',
      pageNo: 2,
      pageSize: 1,
    });
    assert.deepEqual(
      byCode.data.map((d: any) => d.productName),
      ['可乐'],
    );
    const refused = await shop.raw('ReportForPerformance/InvoicingSummary', { startDate: D3, endDate: D1 });
    assert.deepEqual([refused.status, refused.body.invMessage], [400, '开始日期不能晚于结束日期']);
  });

  test('经营日报: the day’s trade and profit, each account’s money by what moved it with the balance before and after', async () => {
    const d3 = await shop.call('ReportForPerformance/Daily', { billDate: D3 });
    assert.deepEqual(
      { ...d3.summary },
      {
        saleAmount: 35,
        saleReturnAmount: 0,
        buyAmount: 40,
        buyReturnAmount: 0,
        costAmount: 14,
        profit: 21,
        saleCount: 2,
        receiveAmount: 60,
        payAmount: 200,
        incomeAmount: 30,
        expenseAmount: 20,
        stocktakeLoss: 11,
        damageLoss: 2,
        netProfit: 21 + 30 - 20 - 11 - 2,
      },
    );
    const ACCOUNT = [
      'beginBalance',
      'saleReceived',
      'received',
      'income',
      'other',
      'buyPaid',
      'paid',
      'expense',
      'inAmount',
      'outAmount',
      'endBalance',
    ];
    assert.deepEqual(
      d3.data.map((a: any) => [a.accountName, ...ACCOUNT.map((k) => a[k])]),
      [
        ['现金', 1050, 10, 0, 30, 0, 0, 200, 20, 40, 220, 870],
        ['银行存款', 0, 0, 50, 0, 0, 0, 0, 0, 50, 0, 50],
      ],
    );
    assert.deepEqual(
      ACCOUNT.map((k) => d3.totals[k]),
      [1050, 10, 50, 30, 0, 0, 200, 20, 90, 220, 920],
    );
    const d1 = await shop.call('ReportForPerformance/Daily', { billDate: D1 });
    assert.deepEqual(
      [d1.summary.saleAmount, d1.summary.profit, d1.summary.buyAmount, d1.summary.receiveAmount, d1.summary.payAmount],
      [192, 60, 360, 150, 100],
    );
    assert.deepEqual(
      d1.data.map((a: any) => [a.accountName, a.beginBalance, a.endBalance]),
      [
        ['现金', 1000, 1050],
        ['银行存款', 0, 0],
      ],
    );
    const d2 = await shop.call('ReportForPerformance/Daily', { billDate: D2 });
    assert.deepEqual(
      [d2.summary.saleAmount, d2.summary.saleReturnAmount, d2.summary.costAmount, d2.summary.profit, d2.summary.saleCount],
      [0, 96, -66, -30, 0],
      'the written-back sale nets to nothing',
    );
    const missing = await shop.raw('ReportForPerformance/Daily', {});
    assert.deepEqual([missing.status, missing.body.invMessage], [400, '日期不能为空']);
  });

  test('业绩报表: per staff member the sales and returns they made, profit and documents; the documents behind a row', async () => {
    const r = await report('ReportForPerformance/ForEmployee', {}, 'userName', [
      'saleCount',
      'returnCount',
      'qty',
      'saleAmount',
      'returnAmount',
      'costAmount',
      'profit',
      'margin',
    ]);
    const owner = r.rows[0][0];
    assert.deepEqual(r.rows, [
      [owner, 2, 1, 17, 121, 96, 76, 45, 37.19],
      ['小王', 1, 0, 2, 10, 0, 4, 6, 60],
    ]);
    assert.deepEqual(r.totals, [3, 1, 19, 131, 96, 80, 51, 38.93]);
    const staffRow = (await shop.call('ReportForPerformance/ForEmployee', PERIOD)).data[1];
    const docs = await shop.call('ReportForPerformance/Documents', { ...PERIOD, userId: staffRow.userId });
    assert.deepEqual(
      docs.data.map((d: any) => [d.billNo.slice(0, 2), d.saleAmount, d.userName]),
      [['XS', 10, '小王']],
    );
    const sorted = await shop.call('ReportForPerformance/ForEmployee', { ...PERIOD, sortField: 'saleCount', sortOrder: 'ascend' });
    assert.deepEqual(
      sorted.data.map((d: any) => d.userName),
      ['小王', owner],
    );
  });

  test('an employee sees their own sales and money, no cost nor balances; stock figures without cost, in the warehouses they may use', async () => {
    const mine = await staff('ReportForPerformance/ForEmployee', PERIOD);
    assert.deepEqual(
      mine.data.map((d: any) => [d.userName, d.saleCount, d.saleAmount, d.profit]),
      [['小王', 1, 10, null]],
    );
    const day = await staff('ReportForPerformance/Daily', { billDate: D3 });
    assert.deepEqual(
      [day.summary.saleAmount, day.summary.saleCount, day.summary.buyAmount, day.summary.profit, day.summary.receiveAmount],
      [10, 1, null, null, 10],
    );
    assert.deepEqual(
      day.data.map((a: any) => [a.accountName, a.beginBalance, a.saleReceived, a.inAmount, a.endBalance]),
      [['现金', null, 10, 10, null]],
    );
    const stock = await staff('ReportForPerformance/InvoicingSummary', { ...PERIOD, pageSize: 50 });
    assert.deepEqual(
      stock.data.map((d: any) => [d.productName, d.endQty, d.endAmount]),
      [
        ['可乐', 106, null],
        ['雪碧', 15, null],
      ],
    );
    const sorted = await app.call('ReportForPerformance/InvoicingSummary', { ...PERIOD, sortField: 'outAmount' }, { token: ids.staff });
    assert.deepEqual([sorted.status, sorted.body.invMessage], [400, 'sortField不是可排序的列']);
  });

  test('the home page (ReportBIForManage): today and this month, receivables and payables, stock value, the best sellers', async () => {
    const home = await shop.call('ReportBIForManage/Overview', { today: D3 });
    assert.deepEqual(
      [{ ...home.todaySales }, { ...home.monthSales }],
      [
        { saleAmount: 35, costAmount: 14, profit: 21, qty: 7 },
        { saleAmount: 131, costAmount: 80, profit: 51, qty: 19 },
      ],
    );
    assert.deepEqual(
      [{ ...home.todayMoney }, { ...home.monthMoney }],
      [
        { receiveAmount: 60, payAmount: 200 },
        { receiveAmount: 210, payAmount: 300 },
      ],
    );
    // 张三: 100 + 131 − 150 − 50 − 10 = 21; 甲: 300 + 360 + 40 − 100 − 200 = 400.
    assert.deepEqual([home.receivable, home.payable, { ...home.stock }], [21, 400, { qty: 121, amount: 613 }]);
    assert.deepEqual(
      home.topProducts.map((p: any) => [p.productName, p.qty, p.saleAmount]),
      [
        ['可乐', 12, 96],
        ['雪碧', 7, 35],
      ],
    );
    assert.deepEqual(
      home.topCustomers.map((c: any) => [c.customName, c.saleAmount]),
      [['张三', 131]],
    );
    const trend = await shop.call('ReportForBuyAndSale/PageQuery', PERIOD);
    assert.deepEqual(
      trend.data.map((d: any) => [d.billDate, d.saleAmount, d.profit, d.buyAmount]),
      [
        [D1, 192, 60, 360],
        [D2, -96, -30, 0],
        [D3, 35, 21, 40],
      ],
    );
    assert.deepEqual({ ...trend.totals }, { saleAmount: 131, profit: 51, buyAmount: 400 });
  });

  test('the home page of an employee: only what their reports show them, of their own documents', async () => {
    const home = await staff('ReportBIForManage/Overview', { today: D3 });
    assert.deepEqual([home.todaySales, home.topProducts, home.receivable, home.payable, home.stock], [null, null, null, null, null]);
    assert.deepEqual({ ...home.todayMoney }, { receiveAmount: 10, payAmount: 0 });
    const trend = await staff('ReportForBuyAndSale/PageQuery', PERIOD);
    assert.deepEqual(
      trend.data.map((d: any) => [d.billDate, d.saleAmount, d.buyAmount]),
      [[D3, null, null]],
    );
  });

  test('another company sees nothing of it', async () => {
    const other = await company(app, '别家');
    const stock = await other.call('ReportForPerformance/InvoicingSummary', { ...PERIOD, warehouseId: ids.w1 });
    assert.deepEqual([stock.totalCount, stock.totals.endQty], [0, 0]);
    const day = await other.call('ReportForPerformance/Daily', { billDate: D3 });
    assert.deepEqual(
      [day.totalCount, day.summary.saleAmount, day.summary.receiveAmount],
      [2, 0, 0],
      'its own 现金 and 银行存款, untouched',
    );
    assert.equal((await other.call('ReportForPerformance/ForEmployee', PERIOD)).data.length, 0);
    const home = await other.call('ReportBIForManage/Overview', { today: D3 });
    assert.deepEqual([home.monthSales.saleAmount, home.receivable, home.payable, home.stock.qty, home.topProducts.length], [0, 0, 0, 0, 0]);
  });

  test('a branch administrator (multi-store) sees the branch staff’s sales and the money they moved, no balances', async () => {
    const boss = (
      await app.call('Register/Register', {
        companyName: '连锁商行',
        loginName: `chain${Date.now()}`,
        password: 'secret123',
        productType: 9,
      })
    ).body.returnData;
    const as = async (token: string, path: string, body: object) => {
      const r = await app.call(path, body, { token });
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body.returnData;
    };
    const branchId = (await as(boss.token, 'Branch/Save', { branchName: '北城店', branchCode: 'BC' })).branchId;
    const w0 = (await as(boss.token, 'Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W0' })).warehouseId;
    const w1 = (await as(boss.token, 'Warehouse/Save', { warehouseName: '北城仓', warehouseCode: 'W1', branchId })).warehouseId;
    const customId = (await as(boss.token, 'Custom/Save', { customName: '客户', customCode: 'C1' })).customId;
    const cash = await starterAccount((path, body) => as(boss.token, path, body), '现金', 100);
    const skuId = (
      await as(boss.token, 'Product/Save', {
        productName: '面包',
        productCode: 'BREAD',
        unitName: '个',
        skus: [{ salePrice: 5, purchasePrice: 2 }],
      })
    ).skus[0].skuId;
    await as(boss.token, 'InitStock/Save', { warehouseId: w0, lines: [{ skuId, qty: 10, price: 2 }] });
    await as(boss.token, 'InitStock/Save', { warehouseId: w1, lines: [{ skuId, qty: 10, price: 2 }] });
    const permissions = [
      { permissionId: '6009', actionList: ['query'] },
      { permissionId: '6010', actionList: ['query'] },
      { permissionId: '2002', actionList: ['query', 'get', 'add', 'audit'] },
    ];
    const { roleId } = await as(boss.token, 'Role/Save', { roleName: '门店', permissions });
    const staff = async (userName: string, branchAdmin: boolean) => {
      const loginName = `${branchAdmin ? 'dz' : 'dy'}${Date.now().toString(36)}`;
      await as(boss.token, 'User/Save', {
        loginName,
        password: 'secret123',
        userName,
        roleId,
        pricePerm: '100000000',
        branchAdmin,
        branchId,
      });
      return (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token as string;
    };
    const [manager, clerk] = [await staff('店长', true), await staff('店员', false)];
    const sale = (token: string, warehouseId: string, qty: number) =>
      as(token, 'Sale/Save', {
        customId,
        billDate: D3,
        warehouseId,
        lines: [{ skuId, qty, price: 5 }],
        receiveAmount: qty * 5,
        accountId: cash,
        audit: true,
      });
    await sale(boss.token, w0, 1);
    await sale(clerk, w1, 2);
    await sale(manager, w1, 3);
    const rows = await as(manager, 'ReportForPerformance/ForEmployee', { ...PERIOD, pageSize: 50 });
    assert.deepEqual(
      rows.data.map((r: any) => [r.userName, r.saleCount, r.saleAmount]),
      [
        ['店长', 1, 15],
        ['店员', 1, 10],
      ],
    );
    const day = await as(manager, 'ReportForPerformance/Daily', { billDate: D3 });
    assert.deepEqual([day.summary.saleAmount, day.summary.saleCount, day.summary.receiveAmount], [25, 2, 25]);
    assert.deepEqual(
      day.data.map((a: any) => [a.accountName, a.beginBalance, a.saleReceived, a.endBalance]),
      [['现金', null, 25, null]],
    );
    const all = await as(boss.token, 'ReportForPerformance/Daily', { billDate: D3 });
    assert.deepEqual(
      all.data.map((a: any) => [a.accountName, a.beginBalance, a.saleReceived, a.endBalance]),
      [
        ['现金', 100, 30, 130],
        ['银行存款', 0, 0, 0],
      ],
    );
  });

  test('the stock totals per warehouse are the sums of the stock rows, kept as stock moves and rebuilt the same', async () => {
    const sums = async () =>
      (
        await app.infra.pool.query(
          `select json_build_array(s, t)::text as row from (select company_id, warehouse_id, sum(qty)::float8 as qty, sum(amount)::float8 as amount from stock group by 1, 2) s
         full join (select company_id, warehouse_id, qty::float8 as qty, amount::float8 as amount from stock_totals) t using (company_id, warehouse_id)
         where s is distinct from t order by 1`,
        )
      ).rows.map((r) => r.row);
    const kept = async () => (await app.infra.pool.query('select count(*)::int as n from stock_totals where qty <> 0')).rows[0].n;
    assert.ok((await kept()) > 0);
    assert.deepEqual(await sums(), []);
    await rebuildProjection(app.infra.store, app.infra.dataSource, stockProjection);
    assert.deepEqual(await sums(), []);
  });

  test('the stock days, their totals and sums rebuilt from the events are the same rows; the sums are kept where stock is', async () => {
    // 进销存汇总 under a keyword takes the SKUs held where the caller looks from stock_day_sums.
    const unlike = await app.infra.pool.query(
      `select * from (select company_id, sku_id, warehouse_id from stock) s full join (select company_id, sku_id, warehouse_id, true as summed from stock_day_sums) d
       using (company_id, sku_id, warehouse_id) where s is null or d is null`,
    );
    assert.deepEqual(unlike.rows, []);
    const dump = async () =>
      (
        await app.infra.pool.query(
          `select row from (select to_jsonb(d)::text as row from stock_days d union all select to_jsonb(d)::text from stock_day_totals d union all select to_jsonb(d)::text from stock_day_sums d) t
         where row like '%' || (select company_id from stock_days where sku_id = $1 limit 1) || '%' order by row`,
          [ids.cola],
        )
      ).rows.map((r) => r.row);
    const before = await dump();
    await rebuildProjection(app.infra.store, app.infra.dataSource, stockDaysProjection);
    assert.deepEqual(await dump(), before);
  });

  test('净利润 takes off the stock losses: 盘亏 less 盘盈 and 报损 (其他出库 of a type 计入损耗), in 经营日报 and 利润报表 alike', async () => {
    // D3: gross profit 21 (35 − 14); PD1 lost 2 瓶 可乐 at 5.5 (11); 1 雪碧 out as 破损 (计入损耗) at 2. D1 and D2 lost nothing.
    const FIGURES = ['saleAmount', 'costAmount', 'profit', 'margin', 'stocktakeLoss', 'damageLoss', 'netProfit'];
    const profit = await report('ReportForProfit/PageQuery', {}, 'billDate', FIGURES);
    assert.deepEqual(profit.rows, [
      [D1, 192, 132, 60, 31.25, 0, 0, 60],
      [D2, -96, -66, -30, 31.25, 0, 0, -30],
      [D3, 35, 14, 21, 60, 11, 2, 21 - 11 - 2],
    ]);
    assert.deepEqual(profit.totals, [131, 80, 51, 38.93, 11, 2, 51 - 11 - 2]);
    assert.equal((await shop.call('ReportForPerformance/Daily', { billDate: D3 })).summary.netProfit, 21 + 30 - 20 - 11 - 2);

    // A day of losses alone is a row; 盘盈 counts against 盘亏; a type no longer 计入损耗 is no loss; a write-back nets out.
    const D4 = '2025-03-04';
    await shop.call('Invtak/Save', { warehouseId: ids.w1, billDate: D4, lines: [{ skuId: ids.cola, countQty: 71 }], audit: true });
    const out = await shop.call('Outstorage/Save', {
      warehouseId: ids.w1,
      billDate: D4,
      typeId: ids.breakage,
      lines: [{ skuId: ids.sprite, qty: 2 }],
      audit: true,
    });
    const d4 = async () => (await report('ReportForProfit/PageQuery', { startDate: D4, endDate: D4 }, 'billDate', FIGURES)).rows;
    assert.deepEqual(await d4(), [[D4, 0, 0, 0, 0, -5.5, 4, 1.5]], '1 瓶 found at 5.5, 2 雪碧 broken at 2');
    const day = (await shop.call('ReportForPerformance/Daily', { billDate: D4 })).summary;
    assert.deepEqual([day.profit, day.stocktakeLoss, day.damageLoss, day.netProfit], [0, -5.5, 4, 1.5]);
    await shop.call('StorageType/Update', { typeId: ids.breakage, lossFlag: 0 });
    assert.deepEqual((await d4())[0].slice(6), [0, 5.5]);
    await shop.call('StorageType/Update', { typeId: ids.breakage, lossFlag: 1 });
    await shop.call('Outstorage/WriteBack', { outstorageId: out.outstorageId });
    assert.deepEqual((await d4())[0].slice(6), [0, 5.5]);
  });
});
