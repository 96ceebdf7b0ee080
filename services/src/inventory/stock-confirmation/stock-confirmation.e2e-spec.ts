import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;
const near = (actual: number, expected: number, what: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-6, `${what}: ${actual} ≠ ${expected}`);

describe('分仓出入库: the warehouse confirms the goods of audited documents over HTTP', () => {
  let app: TestApp;
  let token: string;
  let ids: { w: string; supplier: string; custom: string; sku: string };
  const call = (path: string, body: object, t = token) => app.call(path, body, { token: t });
  const ok = async (path: string, body: object, t = token) => {
    const r = await call(path, body, t);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const stock = async () => {
    const { rows } = await app.infra.pool.query(`select qty::text, amount::text from stock where warehouse_id = $1 and sku_id = $2`, [
      ids.w,
      ids.sku,
    ]);
    return rows[0] ? [Number(rows[0].qty), Number(rows[0].amount)] : [0, 0];
  };
  const events = async () => (await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n;
  const buy = (lines: object[], extra: object = {}) =>
    ok('Buy/Save', { supplierId: ids.supplier, billDate: today, warehouseId: ids.w, lines, audit: true, ...extra });
  const sale = (qty: number) =>
    ok('Sale/Save', {
      customId: ids.custom,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty, price: 20 }],
      audit: true,
    });
  const waiting = async (group: string, idField: string) =>
    (await ok(`${group}/PageQuery`, { stockState: 'waiting' })).data.map((r: Record<string, unknown>) => [r[idField], r.stockState]);

  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.call('Register/Register', { companyName: '分仓', loginName: uniq('fc'), password: 'secret123', productType: 2 }))
      .body.returnData.token;
    const w = (await ok('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    const supplier = (await ok('Supplier/Save', { supplierName: '饮料批发', supplierCode: 'S1' })).supplierId;
    const custom = (await ok('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
    const p = await ok('Product/Save', {
      productName: '可乐',
      productCode: 'K1',
      unitName: '瓶',
      units: [{ unitName: '箱', ratio: 12 }],
      skus: [{ salePrice: 3, purchasePrice: 2 }],
    });
    ids = { w, supplier, custom, sku: p.skus[0].skuId };
  });
  afterAll(() => app.close());

  test('setting off: the audit moves stock as before, and there is nothing to confirm', async () => {
    assert.equal((await ok('Company/Detail', {})).separatorWarehouse, 0);
    const { buyId } = await buy([{ skuId: ids.sku, qty: 2, price: 5 }]);
    assert.deepEqual(await stock(), [2, 10]);
    const detail = await ok('Buy/Detail', { buyId });
    assert.equal(detail.stockState, null);
    assert.deepEqual([detail.lines[0].confirmedQty, detail.lines[0].openQty], [null, null]);
    const none = await call('Buy/BatchInStorage', { buyId });
    assert.equal(none.status, 422);
    assert.equal(none.body.invMessage, '采购单没有待入库的商品');
    const { returnId } = await ok('BuyReturn/Save', {
      supplierId: ids.supplier,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 2, price: 5 }],
      audit: true,
    });
    assert.deepEqual(await stock(), [0, 0]);
    assert.equal((await ok('BuyReturn/Detail', { returnId })).stockState, null);
  });

  test('setting on: a purchase waits; partial then complete confirmation moves exactly its cost, part by part', async () => {
    await ok('Setting/Save', { separatorWarehouse: true });
    assert.equal((await ok('Company/Detail', {})).separatorWarehouse, 1);
    const todoBefore = (await ok('Data/TodoCount', {})).stockCount;
    // 3 瓶 at 40 and 1 箱 (12 瓶) at 168, less a discount of 20 on the whole.
    const { buyId, status } = await buy(
      [
        { skuId: ids.sku, qty: 3, price: 40 },
        { skuId: ids.sku, qty: 1, price: 168, unitName: '箱' },
      ],
      { discountAmount: 20 },
    );
    assert.equal(status, 'audited');
    assert.deepEqual(await stock(), [0, 0], 'the audit moved nothing');
    assert.deepEqual(await waiting('Buy', 'buyId'), [[buyId, 'waiting']]);
    assert.equal((await ok('Data/TodoCount', {})).stockCount, todoBefore + 1, 'the header’s 待办 counts it for the warehouse');

    const first = await ok('Buy/BatchInStorage', {
      buyId,
      lines: [
        { lineNo: 1, qty: 1 },
        { lineNo: 2, qty: 0.5 },
      ],
    });
    assert.deepEqual(first, { buyId, status: 'audited', stockState: 'waiting' });
    // The discount is shared over the lines by amount, to the cent: 8.33 off line 1, the rest (11.67) off line 2.
    const lineCost = [120 - 8.33, 168 - 11.67];
    const [q1, a1] = await stock();
    assert.equal(q1, 1 + 6);
    near(a1, Number((lineCost[0] / 3).toFixed(6)) + Number((lineCost[1] / 2).toFixed(6)), 'a third of line 1 and half of line 2');
    assert.deepEqual(await waiting('Buy', 'buyId'), [[buyId, 'partial']], 'partly confirmed is still waiting');
    const detail = await ok('Buy/Detail', { buyId });
    assert.deepEqual(
      detail.lines.map((l: { confirmedQty: number; openQty: number }) => [l.confirmedQty, l.openQty]),
      [
        [1, 2],
        [0.5, 0.5],
      ],
    );

    const over = await call('Buy/BatchInStorage', { buyId, lines: [{ lineNo: 1, qty: 3 }] });
    assert.equal(over.status, 400);
    assert.equal(over.body.invMessage, '明细第1行确认数量3超过待入库数量2');
    await ok('Buy/BatchInStorage', { buyId, lines: [{ lineNo: 1, qty: 1 }] });
    const done = await ok('Buy/BatchInStorage', { buyId });
    assert.equal(done.stockState, 'done', 'no lines: everything still open');
    const [q2, a2] = await stock();
    assert.equal(q2, 3 + 12);
    near(a2, lineCost[0] + lineCost[1], "the parts add up to the lines' cost exactly");
    assert.deepEqual(await waiting('Buy', 'buyId'), [], 'complete: no longer waiting');
    assert.equal((await ok('Data/TodoCount', {})).stockCount, todoBefore);
    assert.deepEqual(
      (await ok('Buy/PageQuery', { stockState: 'done' })).data.map((r: { buyId: string }) => r.buyId),
      [buyId],
    );
    const after = await ok('Buy/Detail', { buyId });
    assert.equal(after.stockState, 'done');
    assert.deepEqual(
      after.history.map((h: { title: string }) => h.title),
      ['保存', '审核', '待入库', '确认入库', '确认入库', '确认入库'],
    );
    const flow = (await ok('Stock/FlowPageQuery', { skuId: ids.sku, warehouseId: ids.w })).data.filter(
      (r: { billNo: string }) => r.billNo === after.billNo,
    );
    assert.equal(flow.length, 2 + 1 + 2, 'each confirmed part of a line is a movement of the purchase in 商品流水');
    assert.ok(flow.every((r: { billType: number }) => r.billType === 301));
    const again = await call('Buy/BatchInStorage', { buyId });
    assert.equal(again.status, 422);
  });

  test('a sale waits; goods leave at the moving average when confirmed; a shortage is refused whole, lines named; profit follows', async () => {
    const [q0, a0] = await stock();
    const { saleId } = await sale(5);
    assert.deepEqual(await stock(), [q0, a0]);
    const reserved = (await ok('Stock/PageQuery', { warehouseId: ids.w })).data[0];
    assert.deepEqual([reserved.qty, reserved.reservedQty, reserved.avalidCount], [15, 5, 10], 'the waiting sale reserves its goods');
    assert.deepEqual(await waiting('Sale', 'saleId'), [[saleId, 'waiting']]);
    await ok('Sale/BatchOutStorage', { saleId, lines: [{ lineNo: 1, qty: 2 }] });
    const out = Number(((a0 / q0) * 2).toFixed(6));
    const [q1, a1] = await stock();
    assert.equal(q1, 13);
    near(a1, a0 - out, 'two leave at the average');
    assert.equal((await ok('Stock/PageQuery', { warehouseId: ids.w })).data[0].reservedQty, 3, 'what is still open stays reserved');
    const profit = await ok('ReportForProfit/PageQuery', { startDate: today, endDate: today });
    near(profit.totals.saleAmount, 100, 'the audit posts the sale');
    near(profit.totals.costAmount, out, 'each confirmation posts the cost of what left');

    const { saleId: big } = await sale(100);
    const before = await events();
    const short = await call('Sale/BatchOutStorage', { saleId: big });
    assert.equal(short.status, 422);
    assert.equal(short.body.errorCode, 'STOCK_SHORTAGE');
    assert.match(short.body.invMessage, /第1行 可乐（总仓）库存13，需要100/);
    assert.equal(await events(), before, 'nothing written');
    await ok('Sale/WriteBack', { saleId: big });
    assert.deepEqual(await waiting('Sale', 'saleId'), [[saleId, 'partial']], 'a written-back sale no longer waits');
  });

  test('a write-back after a partial confirmation reverses only what moved', async () => {
    const [q0, a0] = await stock();
    const { buyId } = await buy([{ skuId: ids.sku, qty: 10, price: 7 }]);
    await ok('Buy/BatchInStorage', { buyId, lines: [{ lineNo: 1, qty: 4 }] });
    const [q1, a1] = await stock();
    assert.equal(q1, q0 + 4);
    near(a1, a0 + 28, 'four came in at 7');
    assert.equal((await ok('Buy/WriteBack', { buyId })).status, 'reversed');
    const [q2, a2] = await stock();
    assert.equal(q2, q0);
    near(a2, a0, 'the four went back out at 28');
    assert.deepEqual(await waiting('Buy', 'buyId'), []);
    const late = await call('Buy/BatchInStorage', { buyId });
    assert.equal(late.status, 422);
    assert.equal(late.body.invMessage, '采购单已红冲，不能确认入库');
  });

  test('returns confirm the other way: a sale return comes back at what its sale moved them at', async () => {
    const { saleId } = (await ok('Sale/PageQuery', { stockState: 'waiting' })).data[0];
    await ok('Sale/BatchOutStorage', { saleId });
    const moved = (await ok('Sale/Detail', { saleId })).lines[0];
    const unit = moved.stockAmount / 5;
    const [q0, a0] = await stock();
    const { returnId } = await ok('SaleReturn/Save', {
      customId: ids.custom,
      saleId,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 2, price: 20 }],
      audit: true,
    });
    assert.deepEqual(await stock(), [q0, a0]);
    assert.deepEqual(await waiting('SaleReturn', 'returnId'), [[returnId, 'waiting']]);
    assert.equal((await ok('SaleReturn/BatchInStorage', { returnId })).stockState, 'done');
    const [q1, a1] = await stock();
    assert.equal(q1, q0 + 2);
    near(a1, a0 + Number((unit * 2).toFixed(6)), "back at the sale's cost");
    const { returnId: back } = await ok('BuyReturn/Save', {
      supplierId: ids.supplier,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 1, price: 7 }],
      audit: true,
    });
    assert.equal((await ok('BuyReturn/BatchOutStorage', { returnId: back })).stockState, 'done');
    assert.equal((await stock())[0], q1 - 1);
  });

  test('serials and batches move with the confirmed parts: a serial line only whole, a batch part by part with its dates', async () => {
    const phone = (
      await ok('Product/Save', {
        productName: '手机',
        productCode: 'PHONE',
        unitName: '台',
        serialFlag: true,
        skus: [{ salePrice: 2000, purchasePrice: 1500 }],
      })
    ).skus[0].skuId;
    const milk = (
      await ok('Product/Save', {
        productName: '牛奶',
        productCode: 'MILK',
        unitName: '盒',
        lifeFlag: true,
        shelfLifeDays: 180,
        skus: [{ salePrice: 5, purchasePrice: 3 }],
      })
    ).skus[0].skuId;
    const { buyId } = await buy([
      { skuId: phone, qty: 2, price: 1500, serials: ['SN1', 'SN2'] },
      { skuId: milk, qty: 10, price: 3, productionDate: today },
    ]);
    const part = await call('Buy/BatchInStorage', { buyId, lines: [{ lineNo: 1, qty: 1 }] });
    assert.equal(part.status, 400);
    assert.equal(part.body.invMessage, '明细第1行是序列号商品，需整行确认入库');
    await ok('Buy/BatchInStorage', {
      buyId,
      lines: [
        { lineNo: 1, qty: 2 },
        { lineNo: 2, qty: 4 },
      ],
    });
    const place = { warehouseId: ids.w };
    assert.deepEqual((await ok('SerialNo/Available', { ...place, skuId: phone })).data, [{ serialNo: 'SN1' }, { serialNo: 'SN2' }]);
    const batches = async () =>
      (await ok('ExpiryNo/Available', { ...place, skuId: milk })).data.map((b: { productionDate: string; qty: number }) => [
        b.productionDate,
        b.qty,
      ]);
    assert.deepEqual(await batches(), [[today, 4]]);
    await ok('Buy/BatchInStorage', { buyId });
    assert.deepEqual(await batches(), [[today, 10]], 'the rest joins the same batch');
    const { saleId } = await ok('Sale/Save', {
      customId: ids.custom,
      billDate: today,
      warehouseId: ids.w,
      lines: [
        { skuId: milk, qty: 6, price: 5 },
        { skuId: phone, qty: 1, price: 2000, serials: ['SN2'] },
      ],
      audit: true,
    });
    assert.equal((await ok('SerialNo/Available', { ...place, skuId: phone })).data.length, 2, 'nothing left before the warehouse confirms');
    await ok('Sale/BatchOutStorage', { saleId, lines: [{ lineNo: 1, qty: 2 }] });
    assert.deepEqual(await batches(), [[today, 8]], 'first expiring first, part by part');
    await ok('Sale/BatchOutStorage', { saleId });
    assert.deepEqual(await batches(), [[today, 4]]);
    assert.deepEqual((await ok('SerialNo/Available', { ...place, skuId: phone })).data, [{ serialNo: 'SN1' }]);
    const lines = (await ok('Sale/Detail', { saleId })).lines;
    assert.deepEqual(
      lines[0].batches.map((b: { qty: string | number }) => Number(b.qty)),
      [2, 4],
      'the line names the batch each part took',
    );
  });

  test('only with the 出入库 permission of the document', async () => {
    const roleId = (
      await ok('Role/Save', { roleName: '采购员', permissions: [{ permissionId: '4002', actionList: ['query', 'get', 'add', 'audit'] }] })
    ).roleId;
    const clerkRole = (
      await ok('Role/Save', { roleName: '仓管', permissions: [{ permissionId: '4002', actionList: ['query', 'get', 'inOut'] }] })
    ).roleId;
    const signIn = async (role: string, pricePerm?: string) => {
      const loginName = uniq('u');
      await ok('User/Save', { loginName, password: 'secret123', userName: loginName, roleId: role, pricePerm });
      return (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token as string;
    };
    const buyer = await signIn(roleId);
    // A warehouse keeper confirms others' documents: the bill-permission flag lets them see them (seed §6).
    const clerk = await signIn(clerkRole, '000001000');
    const ownOnly = await signIn(clerkRole);
    const { buyId } = await ok(
      'Buy/Save',
      { supplierId: ids.supplier, billDate: today, warehouseId: ids.w, lines: [{ skuId: ids.sku, qty: 1, price: 7 }], audit: true },
      buyer,
    );
    const refused = await call('Buy/BatchInStorage', { buyId }, buyer);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.invMessage, '您没有操作权限！');
    assert.equal(
      (await call('Buy/BatchInStorage', { buyId }, ownOnly)).status,
      404,
      "a keeper who sees only their own records cannot reach the buyer's",
    );
    assert.equal((await ok('Buy/BatchInStorage', { buyId }, clerk)).stockState, 'done');
    assert.equal((await call('Sale/BatchOutStorage', { saleId: buyId }, clerk)).status, 403, 'the permission is per document kind');
  });
});
