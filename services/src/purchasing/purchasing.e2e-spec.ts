import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { stockProjection } from '../inventory';
import { startTestApp, TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('purchases, returns and stock over HTTP', () => {
  let app: TestApp;
  let token: string;
  let ids: { w1: string; w2: string; supplier: string; account: string; sku: string; sku2: string };
  const t = () => ({ token });
  const call = async (path: string, body: object) => {
    const r = await app.call(path, body, t());
    return r;
  };
  const stock = async (warehouseId = ids.w1, skuId = ids.sku) => {
    const { rows } = await app.infra.pool.query(`select qty::text, amount::text from stock where warehouse_id = $1 and sku_id = $2`, [
      warehouseId,
      skuId,
    ]);
    return rows[0] ? [Number(rows[0].qty), Number(rows[0].amount)] : [0, 0];
  };
  const buy = (qty: number, price: number, extra: object = {}) =>
    call('Buy/Save', { supplierId: ids.supplier, billDate: today, warehouseId: ids.w1, lines: [{ skuId: ids.sku, qty, price }], ...extra });

  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.call('Register/Register', { companyName: '采购', loginName: uniq('b'), password: 'secret123', productType: 2 })).body
      .returnData.token;
    const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).body.returnData.warehouseId;
    const w2 = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W2' })).body.returnData.warehouseId;
    const supplier = (await call('Supplier/Save', { supplierName: '饮料批发', supplierCode: 'S1' })).body.returnData.supplierId;
    const account = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 1000 })).body.returnData.accountId;
    const p = (
      await call('Product/Save', {
        productName: '可乐',
        productCode: 'K1',
        unitName: '瓶',
        units: [{ unitName: '箱', ratio: 12 }],
        skus: [
          { spec: '330ml', salePrice: 3, purchasePrice: 2 },
          { spec: '1L', salePrice: 6, purchasePrice: 4 },
        ],
      })
    ).body.returnData;
    ids = { w1, w2, supplier, account, sku: p.skus[0].skuId, sku2: p.skus[1].skuId };
  });
  afterAll(() => app.close());

  test('a draft moves nothing; audit moves stock once; bill numbers follow the rule', async () => {
    const saved = await buy(10, 10);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.returnData.billNo, `CG${today.replace(/-/g, '')}0001`);
    assert.equal(saved.body.returnData.status, 'draft');
    assert.deepEqual(await stock(), [0, 0]);
    const buyId = saved.body.returnData.buyId;
    assert.equal((await call('Buy/Audit', { buyId })).body.returnData.status, 'audited');
    assert.deepEqual(await stock(), [10, 100]);
    const again = await call('Buy/Audit', { buyId });
    assert.equal(again.status, 422);
    assert.equal(again.body.errorCode, 'BAD_STATUS');
    assert.equal((await call('Buy/Remove', { buyId })).body.errorCode, 'BAD_STATUS');
    const detail = (await call('Buy/Detail', { buyId })).body.returnData;
    assert.equal(detail.status, 'audited');
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['保存', '审核'],
    );
    assert.equal(detail.lines[0].productName, '可乐');
  });

  test('moving average through purchases, a linked return and a write-back', async () => {
    const second = await buy(1, 168, { lines: [{ skuId: ids.sku, qty: 1, price: 168, unitName: '箱' }], audit: true });
    assert.equal(second.body.returnData.status, 'audited');
    assert.deepEqual(await stock(), [22, 268]);
    const first = (await call('Buy/PageQuery', { sortField: 'billNo', sortOrder: 'ascend' })).body.returnData.data[0];
    const ret = await call('BuyReturn/Save', {
      supplierId: ids.supplier,
      buyId: first.buyId,
      billDate: today,
      warehouseId: ids.w1,
      lines: [{ skuId: ids.sku, qty: 5, price: 10 }],
      audit: true,
    });
    assert.equal(ret.status, 200, JSON.stringify(ret.body));
    assert.match(ret.body.returnData.billNo, /^CT\d{12}$/);
    const avg = 268 / 22;
    const [qty, amount] = await stock();
    assert.equal(qty, 17);
    assert.ok(Math.abs(amount - (268 - Number((avg * 5).toFixed(6)))) < 1e-6);
    const over = await call('BuyReturn/Save', {
      supplierId: ids.supplier,
      buyId: first.buyId,
      billDate: today,
      warehouseId: ids.w1,
      lines: [{ skuId: ids.sku, qty: 6, price: 10 }],
      audit: true,
    });
    assert.equal(over.body.errorCode, 'OVER_SOURCE');
    assert.deepEqual(
      (await call('Buy/Detail', { buyId: first.buyId })).body.returnData.remaining,
      [{ skuId: ids.sku, qty: 5 }],
      'what is left to return',
    );
    const back = await call('Buy/WriteBack', { buyId: second.body.returnData.buyId });
    assert.equal(back.body.returnData.status, 'reversed');
    const [q2, a2] = await stock();
    assert.equal(q2, 5);
    assert.ok(Math.abs(a2 - (amount - 168)) < 1e-6, 'the write-back takes out exactly what came in');
    assert.equal(
      (await call('Buy/Detail', { buyId: second.body.returnData.buyId })).body.returnData.status,
      'reversed',
      'the original stays visible',
    );
    const undo = await call('BuyReturn/WriteBack', { returnId: ret.body.returnData.returnId });
    assert.equal(undo.status, 200);
    assert.equal((await stock())[0], 10);
  });

  test('a return that would take stock below zero fails whole, naming the line', async () => {
    const before = await stock(ids.w2, ids.sku2);
    const res = await call('BuyReturn/Save', {
      supplierId: ids.supplier,
      billDate: today,
      warehouseId: ids.w1,
      lines: [
        { skuId: ids.sku, qty: 1, price: 1 },
        { skuId: ids.sku2, qty: 3, price: 1, warehouseId: ids.w2 },
      ],
      audit: true,
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.errorCode, 'STOCK_SHORTAGE');
    assert.match(res.body.invMessage, /第2行 可乐 1L（门店仓）库存0，需要3/);
    assert.deepEqual(await stock(ids.w2, ids.sku2), before);
    assert.equal((await call('BuyReturn/PageQuery', { status: 'draft' })).body.returnData.totalCount, 0, 'nothing was written');
  });

  test('concurrent audits on the same SKU all land; concurrent returns never go below zero', async () => {
    const [q0] = await stock();
    const drafts = await Promise.all(Array.from({ length: 8 }, () => buy(2, 10)));
    const audits = await Promise.all(drafts.map((d) => call('Buy/Audit', { buyId: d.body.returnData.buyId })));
    assert.ok(
      audits.every((a) => a.status === 200),
      JSON.stringify(audits.map((a) => a.body.invMessage)),
    );
    assert.equal((await stock())[0], q0 + 16);
    const [q1] = await stock();
    const returns = await Promise.all(
      Array.from({ length: Math.ceil(q1 / 3) + 3 }, () =>
        call('BuyReturn/Save', {
          supplierId: ids.supplier,
          billDate: today,
          warehouseId: ids.w1,
          lines: [{ skuId: ids.sku, qty: 3, price: 10 }],
          audit: true,
        }),
      ),
    );
    const ok = returns.filter((r) => r.status === 200).length;
    assert.equal(ok, Math.floor(q1 / 3));
    assert.ok(
      returns.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'STOCK_SHORTAGE'),
      JSON.stringify(returns.map((r) => r.body.errorCode)),
    );
    assert.equal((await stock())[0], q1 - ok * 3);
  });

  test('rebuilding the stock projection from events gives the same numbers', async () => {
    const before = (await app.infra.pool.query(`select warehouse_id, sku_id, qty::text, amount::text from stock order by 1, 2`)).rows;
    const flows = (await app.infra.pool.query(`select count(*)::int as n from stock_flow`)).rows[0].n;
    await rebuildProjection(app.infra.store, app.infra.dataSource, stockProjection);
    assert.deepEqual(
      (await app.infra.pool.query(`select warehouse_id, sku_id, qty::text, amount::text from stock order by 1, 2`)).rows,
      before,
    );
    assert.equal((await app.infra.pool.query(`select count(*)::int as n from stock_flow`)).rows[0].n, flows);
  });

  test('an employee who may buy can pick suppliers and warehouses without managing them', async () => {
    const role = (await call('Role/Save', { roleName: '采购员', permissions: [{ permissionId: '4002', actionList: ['query', 'add'] }] }))
      .body.returnData.roleId;
    const loginName = uniq('buyer');
    await call('User/Save', { loginName, password: 'secret123', userName: '采购员', roleId: role });
    const buyer = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    assert.equal((await app.call('Supplier/PageQuery', {}, { token: buyer })).status, 403);
    const options = await app.call('Supplier/Options', { keyword: '饮料' }, { token: buyer });
    assert.deepEqual(
      options.body.returnData.data.map((r: any) => r.supplierName),
      ['饮料批发'],
    );
    assert.equal((await app.call('Warehouse/Options', {}, { token: buyer })).body.returnData.totalCount, 2);
  });

  test('bad lines and references are refused naming the field', async () => {
    assert.equal(
      (await call('Buy/Save', { supplierId: ids.supplier, billDate: today, warehouseId: ids.w1, lines: [] })).body.invMessage,
      '明细至少需要一行',
    );
    assert.equal(
      (
        await call('Buy/Save', {
          supplierId: ids.supplier,
          billDate: today,
          warehouseId: ids.w1,
          lines: [{ skuId: ids.sku, qty: 0, price: 1 }],
        })
      ).body.invMessage,
      '明细第1行数量必须大于0',
    );
    assert.equal(
      (await call('Buy/Save', { supplierId: 'x', billDate: today, warehouseId: ids.w1, lines: [{ skuId: ids.sku, qty: 1, price: 1 }] }))
        .body.invMessage,
      '供应商不存在',
    );
    assert.equal(
      (
        await call('Buy/Save', {
          supplierId: ids.supplier,
          billDate: '2026-13-01',
          warehouseId: ids.w1,
          lines: [{ skuId: ids.sku, qty: 1, price: 1 }],
        })
      ).body.invMessage,
      '单据日期必须是 yyyy-MM-dd 格式的日期',
    );
    assert.equal(
      (
        await call('Buy/Save', {
          supplierId: ids.supplier,
          billDate: today,
          warehouseId: ids.w1,
          payAmount: 5,
          lines: [{ skuId: ids.sku, qty: 1, price: 10 }],
        })
      ).body.invMessage,
      '填写了本次付款时必须选择结算账户',
    );
    assert.equal(
      (
        await call('Buy/Save', {
          supplierId: ids.supplier,
          billDate: today,
          warehouseId: ids.w1,
          payAmount: 50,
          accountId: ids.account,
          lines: [{ skuId: ids.sku, qty: 1, price: 10 }],
        })
      ).body.invMessage,
      '本次付款不能大于单据金额',
    );
  });
});

test('the free edition stops new bills at 80 a month with the seed message', async () => {
  const app = await startTestApp();
  try {
    const token = (
      await app.call('Register/Register', { companyName: '免费版', loginName: uniq('f'), password: 'secret123', productType: 1 })
    ).body.returnData.token;
    const t = { token };
    const w = (await app.call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' }, t)).body.returnData.warehouseId;
    const s = (await app.call('Supplier/Save', { supplierName: '供', supplierCode: 'S' }, t)).body.returnData.supplierId;
    const sku = (
      await app.call('Product/Save', { productName: '水', productCode: 'P', unitName: '瓶', skus: [{ salePrice: 1, purchasePrice: 1 }] }, t)
    ).body.returnData.skus[0].skuId;
    const body = { supplierId: s, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 1, price: 1 }] };
    const results = await Promise.all(Array.from({ length: 81 }, () => app.call('Buy/Save', body, t)));
    assert.equal(results.filter((r) => r.status === 200).length, 80);
    const refused = results.find((r) => r.status !== 200)!;
    assert.equal(refused.body.errorCode, 'MONTHLY_CAP');
    assert.equal(refused.body.invMessage, '抱歉！单据量超月上限,已停止新增。');
  } finally {
    await app.close();
  }
});

test('payables and accounts follow purchases, refunds and write-backs exactly', async () => {
  const app = await startTestApp();
  try {
    const token = (
      await app.call('Register/Register', { companyName: '应付', loginName: uniq('ap'), password: 'secret123', productType: 2 })
    ).body.returnData.token;
    const call = (path: string, body: object) =>
      app.call(path, body, { token }).then((r) => {
        assert.equal(r.status, 200, `${path}: ${r.body.invMessage}`);
        return r.body.returnData;
      });
    const w = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const supplierId = (await call('Supplier/Save', { supplierName: '供应甲', supplierCode: 'S', initAmount: 100 })).supplierId;
    const accountId = (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 1000 })).accountId;
    const sku = (
      await call('Product/Save', { productName: '米', productCode: 'RICE', unitName: '袋', skus: [{ salePrice: 60, purchasePrice: 50 }] })
    ).skus[0].skuId;
    const balance = async () => (await call('SupplierHandle/PageQuery', { keyword: '供应甲' })).data[0];
    const account = async () => (await call('Account/Detail', { accountId })).balance;
    assert.deepEqual(await balance(), { supplierId, supplierName: '供应甲', initAmount: 100, addAmount: 0, paidAmount: 0, balance: 100 });

    const buy = await call('Buy/Save', {
      supplierId,
      billDate: today,
      warehouseId: w,
      lines: [{ skuId: sku, qty: 2, price: 50 }],
      payAmount: 30,
      accountId,
      audit: true,
    });
    assert.equal((await balance()).balance, 170);
    assert.equal(await account(), 970);
    const ret = await call('BuyReturn/Save', {
      supplierId,
      buyId: buy.buyId,
      billDate: today,
      warehouseId: w,
      lines: [{ skuId: sku, qty: 1, price: 20 }],
      payAmount: 20,
      accountId,
      audit: true,
    });
    assert.equal((await balance()).balance, 170, 'a refunded return leaves the payable as it was');
    assert.equal(await account(), 990);
    const blocked = await app.call('Buy/WriteBack', { buyId: buy.buyId }, { token });
    assert.equal(blocked.body.errorCode, 'STOCK_SHORTAGE', 'one of the two bags went back already');
    await call('BuyReturn/WriteBack', { returnId: ret.returnId });
    await call('Buy/WriteBack', { buyId: buy.buyId });
    assert.deepEqual(await balance(), { supplierId, supplierName: '供应甲', initAmount: 100, addAmount: 0, paidAmount: 0, balance: 100 });
    assert.equal(await account(), 1000);
    const flow = await call('SupplierHandle/FlowPageQuery', { supplierId });
    assert.deepEqual(
      flow.data.map((f: any) => [f.billType, f.addAmount, f.settledAmount, f.balance]),
      [
        [301, -100, -30, 100],
        [302, 20, 20, 170],
        [302, -20, -20, 170],
        [301, 100, 30, 170],
      ],
    );
  } finally {
    await app.close();
  }
});

test('multi-level approval: each level by its approvers, the last one audits', async () => {
  const app = await startTestApp();
  try {
    const owner = (
      await app.call('Register/Register', { companyName: '审批', loginName: uniq('ex'), password: 'secret123', productType: 2 })
    ).body.returnData;
    const as = (token: string) => async (path: string, body: object) => app.call(path, body, { token });
    const boss = as(owner.token);
    const data = async (p: Promise<any>) => (await p).body.returnData;
    const role = (
      await data(
        boss('Role/Save', { roleName: '采购主管', permissions: [{ permissionId: '4002', actionList: ['query', 'get', 'add', 'audit'] }] }),
      )
    ).roleId;
    const staff = async (name: string) => {
      const loginName = uniq('approver');
      // An approver reaches others' documents through the bill-permission flag, as the lists show them (seed §6).
      const userId = (
        await data(boss('User/Save', { loginName, password: 'secret123', userName: name, roleId: role, pricePerm: '000001000' }))
      ).userId;
      return { userId, call: as((await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token) };
    };
    const first = await staff('一审');
    const second = await staff('二审');
    await boss('Examine/Save', { kind: 'Buy', levels: [{ userIds: [first.userId] }, { userIds: [second.userId] }] });
    const w = (await data(boss('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' }))).warehouseId;
    const supplierId = (await data(boss('Supplier/Save', { supplierName: '供', supplierCode: 'S' }))).supplierId;
    const sku = (
      await data(boss('Product/Save', { productName: '糖', productCode: 'T', unitName: '包', skus: [{ salePrice: 2, purchasePrice: 1 }] }))
    ).skus[0].skuId;
    const buyId = (
      await data(first.call('Buy/Save', { supplierId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 5, price: 1 }] }))
    ).buyId;
    const wrong = await second.call('Buy/Audit', { buyId });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.invMessage, '您不是第1级审批人');
    assert.equal((await data(first.call('Buy/Audit', { buyId }))).status, 'approving');
    assert.equal((await data(first.call('Buy/Detail', { buyId }))).status, 'approving');
    const { rows: before } = await app.infra.pool.query(`select count(*)::int as n from stock where sku_id = $1`, [sku]);
    assert.equal(before[0].n, 0, 'nothing moves before the last level');
    assert.equal((await data(second.call('Buy/Audit', { buyId }))).status, 'audited');
    const { rows } = await app.infra.pool.query(`select qty::float8 from stock where sku_id = $1`, [sku]);
    assert.equal(rows[0].qty, 5);
    const history = (await data(boss('Buy/Detail', { buyId }))).history.map((h: any) => [h.title, h.userName]);
    assert.deepEqual(history, [
      ['保存', '一审'],
      ['审批通过一级', '一审'],
      ['审批通过一级', '二审'],
      ['审核', '二审'],
    ]);
  } finally {
    await app.close();
  }
});
