import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { today } from '../../testing/stock-shop';
import { company, startTestApp, type TestApp } from '../../testing/test-app';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * 单店配方版 (edition 8) over HTTP: the formula shop's administrator keeps the store, its formulas and what they need
 * (products, units, categories, a warehouse with its opening stock, the sale a store order turns into), and is
 * refused everything else the edition lacks, writing nothing.
 */
describe('the formula shop (edition 8)', () => {
  let app: TestApp;
  let shop: Awaited<ReturnType<typeof company>>;
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;

  beforeAll(async () => {
    app = await startTestApp();
    shop = await company(app, '配方茶饮', 8);
  });
  afterAll(() => app?.close());

  it('shows the store, 销售单, the products and warehouse screens and its settings, nothing else', async () => {
    const menus: { id: string; parentId: string; title: string }[] = (await shop.call('Menu/List', {})).data;
    assert.deepEqual(
      menus.filter((m) => m.parentId === '0').map((m) => [m.title, menus.filter((e) => e.parentId === m.id).map((e) => e.title)]),
      [
        [
          '订货商城',
          ['商城商品分类', '商城商品', '商城订单', '小程序用户', '作品管理', '我的店铺', '广告管理', '首页快捷菜单', '店铺设置'],
        ],
        ['销售', ['销售单']],
        ['商品', ['商品管理', '期初库存', '商品分类', '计量单位', '商品属性']],
        ['采购库存', ['仓库管理']],
        ['设置', ['员工管理', '角色权限', '移动支付', '公司信息', '快递信息', '系统重置', '操作日志']],
      ],
    );
  });

  it('refuses what the edition lacks, saying which editions have it, and writes nothing', async () => {
    const before = await events();
    for (const [path, body] of [
      ['Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' }],
      ['Custom/Save', { customName: '客户', customCode: 'C1' }],
      ['Buy/PageQuery', {}],
      ['SaleReturn/PageQuery', {}],
      ['ReportForSale/ForBusiDate', {}],
      ['Billno/List', {}],
      ['Account/Save', { accountName: '微信', accountCode: 'A9' }],
      ['Stock/PageQuery', {}],
      ['Branch/Save', { branchName: '分店', branchCode: 'B1' }],
      ['Examine/Save', {}],
    ] as const) {
      const r = await shop.raw(path, body);
      assert.deepEqual([r.status, r.body.errorCode], [403, 'EDITION'], `${path}: ${JSON.stringify(r.body)}`);
      assert.match(r.body.invMessage, /仅.+可用，当前版本不支持$/, path);
      assert.doesNotMatch(r.body.invMessage, /单店配方版/, path);
    }
    assert.equal(await events(), before);
  });

  it('puts products in a formula with its files, sells them on the storefront and turns the order into a sale that moves the stock', async () => {
    const unitId = (await shop.call('Unit/Save', { unitName: '杯' })).unitId;
    assert.ok(unitId);
    const classId = (await shop.call('ProductClass/AddNode', { className: '茶饮' })).classId;
    const sku = async (productName: string, productCode: string, unitName: string) =>
      (await shop.call('Product/Save', { productName, productCode, unitName, classId, skus: [{ salePrice: 10, purchasePrice: 3 }] }))
        .skus[0].skuId as string;
    const [milkTea, tea, milk] = [await sku('奶茶', 'MT', '杯'), await sku('红茶', 'TEA', '克'), await sku('牛奶', 'MILK', '毫升')];
    const warehouseId = (await shop.call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W1' })).warehouseId;
    await shop.call('InitStock/Save', { warehouseId, lines: [{ skuId: milkTea, qty: 20, price: 3 }] });

    const { formulaId } = await shop.call('StoreFormula/Save', {
      formulaName: '招牌奶茶',
      lines: [
        { skuId: tea, qty: 5 },
        { skuId: milk, qty: 250 },
      ],
    });
    await shop.call('Annex/Append', { fileName: '招牌奶茶.png', content: PNG, ownerType: 'StoreFormula', ownerId: formulaId });
    const [formula] = (await shop.call('StoreFormula/PageQuery', {})).data;
    assert.deepEqual(
      [formula.formulaName, formula.fileCount, formula.lines.map((l: any) => [l.productName, l.qty, l.unitName])],
      [
        '招牌奶茶',
        1,
        [
          ['红茶', 5, '克'],
          ['牛奶', 250, '毫升'],
        ],
      ],
    );
    assert.deepEqual(
      (await shop.call('OPeifangUpload/PageQuery', {})).data.map((u: any) => [u.fileName, u.formulaName]),
      [['招牌奶茶.png', '招牌奶茶']],
    );

    const { storeCode } = await shop.call('StoreInfo/Update', { storeName: '配方茶饮店', open: true, warehouseId, pickup: true });
    await shop.call('StoreProduct/Save', { skuId: milkTea, storePrice: 12, online: true });
    const onSale = (await app.call('StoreFront/Products', { storeCode })).body.returnData.data;
    assert.deepEqual(
      onSale.map((p: any) => [p.productName, p.storePrice, p.availableQty]),
      [['奶茶', 12, 20]],
    );
    const placed = await app.call('StoreFront/PlaceOrder', {
      storeCode,
      buyerName: '王小明',
      phone: '13912345678',
      deliveryType: 'pickup',
      lines: [{ skuId: milkTea, qty: 2 }],
    });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const { orderId } = placed.body.returnData;
    await shop.call('StoreOrder/Accept', { orderId });
    const { saleId } = await shop.call('StoreOrder/Turn', { orderId, warehouseId });
    await shop.call('Sale/Audit', { saleId });
    await shop.call('StoreOrder/Done', { orderId });
    assert.equal((await shop.call('StoreOrder/Detail', { orderId })).status, 'done');
    assert.equal((await app.call('StoreFront/Products', { storeCode })).body.returnData.data[0].availableQty, 18);
  });

  it('refuses a well-formed document of a kind the edition lacks, the administrator too, and writes nothing', async () => {
    const customId = (await shop.call('Custom/Options', {})).data[0].customId;
    const warehouseId = (await shop.call('Warehouse/Save', { warehouseName: '后仓', warehouseCode: 'W9' })).warehouseId;
    const skuId = (
      await shop.call('Product/Save', {
        productName: '抹茶',
        productCode: 'MC',
        unitName: '克',
        skus: [{ salePrice: 1, purchasePrice: 0.5 }],
      })
    ).skus[0].skuId;
    const before = await events();
    const r = await shop.raw('SaleReturn/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 1 }] });
    assert.equal(r.status, 403, JSON.stringify(r.body));
    assert.equal(await events(), before);
  });
});
