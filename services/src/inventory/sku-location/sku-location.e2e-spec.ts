import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('商品库位 over HTTP', () => {
  let app: TestApp;
  const company = async (name: string) => {
    const token: string = (
      await app.call('Register/Register', { companyName: name, loginName: uniq('loc'), password: 'secret123', productType: 2 })
    ).body.returnData.token;
    const call = (path: string, body: object) => app.call(path, body, { token });
    const ok = async (path: string, body: object) => {
      const r = await call(path, body);
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body.returnData;
    };
    return { token, call, ok };
  };
  let a: Awaited<ReturnType<typeof company>>;
  let ids: { w1: string; w2: string; a01: string; b02: string; other: string; cola: string; tea: string; water: string };
  const page = async (body: object) =>
    (await a.ok('ProductSkuLocation/PageQuery', { warehouseId: ids.w1, ...body })).data as Record<string, unknown>[];
  const where = async (skuId: string, warehouseId = ids.w1) =>
    (await a.ok('ProductSkuLocation/Detail', { warehouseId, skuId })).locationName;

  beforeAll(async () => {
    app = await startTestApp();
    a = await company('库位商行');
    const w1 = (await a.ok('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    const w2 = (await a.ok('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W2' })).warehouseId;
    const a01 = (await a.ok('WarehouseLocation/Save', { locationName: 'A-01', locationCode: 'A01', warehouseId: w1 })).locationId;
    const b02 = (await a.ok('WarehouseLocation/Save', { locationName: 'B-02', locationCode: 'B02', warehouseId: w1 })).locationId;
    const other = (await a.ok('WarehouseLocation/Save', { locationName: '门店货架', locationCode: 'M01', warehouseId: w2 })).locationId;
    const sku = async (productName: string, productCode: string) =>
      (await a.ok('Product/Save', { productName, productCode, unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 2 }] })).skus[0].skuId;
    ids = { w1, w2, a01, b02, other, cola: await sku('可乐', 'KL'), tea: await sku('绿茶', 'LC'), water: await sku('矿泉水', 'KQS') };
  });
  afterAll(() => app.close());

  test('several SKUs are put on a location at once; the list shows each with its location, filtered', async () => {
    const r = await a.ok('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.a01, skuIds: [ids.cola, ids.tea] });
    assert.equal(r.changed, 2);
    const rows = await page({});
    assert.deepEqual(rows.map((x) => [x.productName, x.locationName ?? null]).sort(), [
      ['可乐', 'A-01'],
      ['矿泉水', null],
      ['绿茶', 'A-01'],
    ]);
    assert.deepEqual((await page({ locationId: ids.a01 })).map((x) => x.productName).sort(), ['可乐', '绿茶']);
    assert.deepEqual(
      (await page({ assigned: false })).map((x) => x.productName),
      ['矿泉水'],
    );
    assert.deepEqual(
      (await page({ keyword: '绿茶' })).map((x) => [x.productName, x.locationCode]),
      [['绿茶', 'A01']],
    );
    assert.deepEqual(await page({ warehouseId: ids.w2, assigned: true }), [], 'the location is per warehouse');
  });

  test('saving again moves the SKU (one location per warehouse); Update changes one; Remove takes it off', async () => {
    assert.equal((await a.ok('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.b02, skuIds: [ids.cola] })).changed, 1);
    assert.equal(await where(ids.cola), 'B-02');
    assert.equal((await page({ locationId: ids.a01 })).length, 1, 'it left A-01');
    assert.equal(
      (await a.ok('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.b02, skuIds: [ids.cola] })).changed,
      0,
      'the same place records nothing',
    );
    await a.ok('ProductSkuLocation/Update', { warehouseId: ids.w1, skuId: ids.tea, locationId: ids.b02 });
    assert.equal(await where(ids.tea), 'B-02');
    const none = await a.call('ProductSkuLocation/Update', { warehouseId: ids.w1, skuId: ids.water, locationId: ids.b02 });
    assert.equal(none.status, 422);
    assert.match(none.body.invMessage, /还没有库位/);
    await a.ok('ProductSkuLocation/Save', { warehouseId: ids.w2, locationId: ids.other, skuIds: [ids.cola] });
    assert.equal(await where(ids.cola, ids.w2), '门店货架', 'another warehouse keeps its own location');
    assert.equal((await a.ok('ProductSkuLocation/Remove', { warehouseId: ids.w1, skuIds: [ids.cola, ids.water] })).changed, 1);
    assert.equal(await where(ids.cola), null);
    assert.equal(await where(ids.cola, ids.w2), '门店货架');
    const detail = await a.ok('ProductSkuLocation/Detail', { warehouseId: ids.w1, skuId: ids.cola });
    assert.deepEqual(
      detail.history.map((h: { title: string }) => h.title),
      ['设置库位', '更换库位', '清除库位'],
    );
  });

  test('a location of another warehouse, a missing one or a bad SKU is refused with 400 and nothing written', async () => {
    const before = (await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n;
    const wrong = await a.call('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.other, skuIds: [ids.water] });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errorCode, 'VALIDATION');
    assert.equal(wrong.body.invMessage, '库位“门店货架”不属于仓库“总仓”');
    const missing = await a.call('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: 'nope', skuIds: [ids.water] });
    assert.equal(missing.body.invMessage, '库位不存在');
    const badSku = await a.call('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.a01, skuIds: [ids.water, 'nope'] });
    assert.equal(badSku.status, 400);
    assert.match(badSku.body.invMessage, /第2个商品不存在/);
    const empty = await a.call('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.a01, skuIds: [] });
    assert.equal(empty.status, 400);
    assert.match(empty.body.invMessage, /商品/);
    assert.equal((await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n, before);
  });

  test('another company neither sees nor changes them; an employee needs the 商品库位 permission', async () => {
    const b = await company('别家');
    const bw = (await b.ok('Warehouse/Save', { warehouseName: '别家仓', warehouseCode: 'W1' })).warehouseId;
    const theirs = await b.call('ProductSkuLocation/PageQuery', { warehouseId: ids.w1 });
    assert.equal(theirs.status, 400);
    assert.equal(theirs.body.invMessage, '仓库不存在');
    const foreign = await b.call('ProductSkuLocation/Save', { warehouseId: bw, locationId: ids.a01, skuIds: [ids.cola] });
    assert.equal(foreign.body.invMessage, '库位不存在');
    assert.deepEqual((await b.ok('ProductSkuLocation/PageQuery', { warehouseId: bw })).data, [], 'no SKU of another company is listed');
    const roleId = (await a.ok('Role/Save', { roleName: '仓管', permissions: [{ permissionId: '4015', actionList: ['query', 'get'] }] }))
      .roleId;
    const loginName = uniq('clerk');
    await a.ok('User/Save', { loginName, password: 'secret123', userName: '仓管员', roleId });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    assert.equal((await app.call('ProductSkuLocation/PageQuery', { warehouseId: ids.w1 }, { token })).status, 200);
    const refused = await app.call('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.a01, skuIds: [ids.water] }, { token });
    assert.equal(refused.status, 403);
  });

  test("a sale line shows the location of its SKU in the line's warehouse (the pick list)", async () => {
    const customId = (await a.ok('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
    await a.ok('ProductSkuLocation/Save', { warehouseId: ids.w1, locationId: ids.a01, skuIds: [ids.water] });
    const saleId = (
      await a.ok('Sale/Save', {
        customId,
        billDate: today,
        warehouseId: ids.w1,
        lines: [
          { skuId: ids.water, qty: 1, price: 3 },
          { skuId: ids.cola, qty: 1, price: 3 },
          { skuId: ids.cola, qty: 1, price: 3, warehouseId: ids.w2 },
        ],
      })
    ).saleId;
    const lines = (await a.ok('Sale/Detail', { saleId })).lines as { locationName: string | null }[];
    assert.deepEqual(
      lines.map((l) => l.locationName),
      ['A-01', null, '门店货架'],
    );
  });
});
