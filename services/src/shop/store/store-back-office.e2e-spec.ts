import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { StoreCatalog } from '../catalog/store-catalog';
import { company, TestApp, startTestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

describe('订货商城 back office: the store, its categories and products over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** A company of the single-store ordering edition (6), whose menus include the store. */
  const shop = (name: string) => company(app, name, 6);
  const eventCount = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  /** Refused with this status and a message naming the field, and nothing written. */
  const refused = async (co: Awaited<ReturnType<typeof shop>>, path: string, body: object, status: number, message: RegExp) => {
    const before = await eventCount();
    const r = await co.raw(path, body);
    assert.equal(r.status, status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
    assert.match(r.body.invMessage, message);
    assert.equal(await eventCount(), before, `${path} ${JSON.stringify(body)} wrote nothing`);
  };

  test('我的店铺 and 店铺设置: defaults, refusals naming the field, one stable public code per company, the logo, tenancy', async () => {
    const a = await shop('城南批发部');
    const warehouseId = (await a.call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'MD' })).warehouseId;
    const before = await a.call('StoreInfo/Detail', {});
    assert.equal(before.storeCode, null, 'no code before the store is first saved');
    assert.equal(before.storeName, '城南批发部');
    assert.equal(before.open, false);

    await refused(a, 'StoreInfo/Update', { storeName: '' }, 400, /店铺名称不能为空/);
    await refused(a, 'StoreInfo/Update', { openTime: '25:00', closeTime: '22:00' }, 400, /营业开始时间必须是 HH:mm/);
    await refused(a, 'StoreInfo/Update', { openTime: '08:00' }, 400, /营业时间需同时填写/);
    await refused(a, 'StoreInfo/Update', { minOrderAmount: -1 }, 400, /起送金额不能小于0/);
    await refused(a, 'StoreInfo/Update', { warehouseId: 'nope' }, 400, /发货仓库不存在/);
    await refused(a, 'StoreInfo/Update', { delivery: false, pickup: false }, 400, /配送方式至少选择一种/);
    await refused(a, 'StoreInfo/Update', { storeName: '店'.repeat(31) }, 400, /店铺名称不能超过60个字符/);

    const { storeCode } = await a.call('StoreInfo/Update', {
      storeName: '城南旗舰店',
      notice: '满99元送货上门',
      open: true,
      warehouseId,
      openTime: '08:00',
      closeTime: '21:30',
      minOrderAmount: 50,
      phone: '13800000000',
      address: '城南路1号',
    });
    assert.match(storeCode, /^[a-hj-km-np-z2-9]{8}$/);
    const saved = await a.call('StoreInfo/Detail', {});
    assert.deepEqual(
      [
        saved.storeCode,
        saved.storeName,
        saved.notice,
        saved.open,
        saved.warehouseName,
        saved.openTime,
        saved.closeTime,
        saved.minOrderAmount,
        saved.delivery,
        saved.pickup,
      ],
      [storeCode, '城南旗舰店', '满99元送货上门', true, '门店仓', '08:00', '21:30', 50, true, true],
    );
    assert.equal((await a.call('StoreInfo/Update', { notice: '', open: false })).storeCode, storeCode, 'the code never changes');
    const after = await a.call('StoreInfo/Detail', {});
    assert.deepEqual([after.storeCode, after.notice, after.open, after.storeName], [storeCode, '', false, '城南旗舰店']);
    assert.deepEqual(
      after.history.map((h: any) => h.title),
      ['开通店铺', '修改店铺设置', '店铺休息'],
    );
    const nothing = await eventCount();
    await a.call('StoreInfo/Update', { storeName: '城南旗舰店' });
    assert.equal(await eventCount(), nothing, 'a save that changes nothing writes nothing');

    const logo = await a.call('Annex/Append', { fileName: 'logo.png', content: 'iVBORw0KGgo=', ownerType: 'Store', ownerId: a.companyId });
    assert.ok(logo.annexId);
    assert.match((await a.call('StoreInfo/Detail', {})).logo, /^\/annex\/\d{8}\w{10}\/logo\.png\?c=/);

    const b = await shop('城北超市');
    assert.equal((await b.call('StoreInfo/Detail', {})).storeCode, null, 'another company sees its own store, not this one');
    await refused(
      b,
      'Annex/Append',
      { fileName: 'x.png', content: 'iVBORw0KGgo=', ownerType: 'Store', ownerId: a.companyId },
      400,
      /所属店铺不存在/,
    );
    const bCode = (await b.call('StoreInfo/Update', { storeName: '城北超市' })).storeCode;
    assert.notEqual(bCode, storeCode);
    assert.equal((await a.call('StoreInfo/Detail', {})).storeName, '城南旗舰店');

    const edition2 = await app.call('Register/Register', {
      companyName: '普通版',
      loginName: `p${Date.now()}`,
      password: 'secret123',
      productType: 2,
    });
    const r = await app.call('StoreInfo/Detail', {}, { token: edition2.body.returnData.token });
    assert.equal(r.status, 403, 'editions without the ordering module are refused');
  });

  test('商城商品分类 and 商城商品: publish with store price and category, available stock less open outbound documents, 上架/下架, the storefront query, tenancy', async () => {
    const a = await shop('城南批发部');
    const warehouseId = (await a.call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'MD' })).warehouseId;
    const { storeCode } = await a.call('StoreInfo/Update', { storeName: '城南旗舰店', open: true, warehouseId });
    const product = await a.call('Product/Save', {
      productName: '可乐',
      productCode: 'KL',
      unitName: '瓶',
      skus: [
        { spec: '330ml', salePrice: 3, purchasePrice: 2 },
        { spec: '2L', salePrice: 8, purchasePrice: 6 },
      ],
    });
    const [can, bottle] = product.skus.map((k: { skuId: string }) => k.skuId);
    const supplierId = (await a.call('Supplier/Save', { supplierName: '饮料厂', supplierCode: 'S1' })).supplierId;
    const customId = (await a.call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
    await a.call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId: can, qty: 10, price: 2 }], audit: true });
    await a.call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId: can, qty: 3, price: 3 }] });

    await refused(a, 'StoreClass/Save', { className: '' }, 400, /分类名称不能为空/);
    await refused(a, 'StoreClass/Save', { className: '饮', sort: -1 }, 400, /排序不能小于0/);
    const drinks = (await a.call('StoreClass/Save', { className: '饮料', sort: 1 })).classId;
    const snacks = (await a.call('StoreClass/Save', { className: '零食' })).classId;
    await refused(a, 'StoreClass/Save', { className: '饮料' }, 400, /已有名为“饮料”的商城分类/);
    await refused(a, 'StoreClass/Update', { classId: snacks, className: '饮料' }, 400, /已有名为“饮料”/);
    await a.call('StoreClass/Update', { classId: snacks, className: '休闲零食' });

    await refused(a, 'StoreProduct/Save', { storePrice: 3 }, 400, /商品不能为空/);
    await refused(a, 'StoreProduct/Save', { skuId: can, storePrice: 0 }, 400, /商城价格必须大于0/);
    await refused(a, 'StoreProduct/Save', { skuId: can, storePrice: 1.234 }, 400, /商城价格最多2位小数/);
    await refused(a, 'StoreProduct/Save', { skuId: can, storePrice: 3, classId: 'nope' }, 400, /商城分类不存在/);
    await refused(a, 'StoreProduct/Save', { skuId: 'nope', storePrice: 3 }, 400, /商品不存在或已停用/);
    const { storeProductId } = await a.call('StoreProduct/Save', {
      skuId: can,
      storePrice: 2.8,
      classId: drinks,
      description: '冰镇更好喝',
    });
    await refused(a, 'StoreProduct/Save', { skuId: can, storePrice: 3 }, 400, /已发布到商城/);
    const offSale = (await a.call('StoreProduct/Save', { skuId: bottle, storePrice: 7.5, online: false })).storeProductId;

    const page = await a.call('StoreProduct/PageQuery', { pageNo: 1, pageSize: 10 });
    assert.equal(page.totalCount, 2);
    const row = page.data.find((r: any) => r.storeProductId === storeProductId);
    assert.deepEqual(
      [row.productName, row.spec, row.storePrice, row.salePrice, row.className, row.online, row.availableQty],
      ['可乐', '330ml', 2.8, 3, '饮料', true, 7],
      '10 on hand less the draft sale of 3',
    );
    assert.ok(!('costPrice' in row) && !('purchasePrice' in row));
    await a.call('Setting/Save', { reserveOpenDocuments: false });
    assert.equal(
      (await a.call('StoreProduct/Detail', { storeProductId })).availableQty,
      7,
      'the store reserves whatever the stock list counts',
    );
    assert.equal((await a.call('StoreProduct/PageQuery', { online: false })).totalCount, 1);
    assert.equal((await a.call('StoreProduct/PageQuery', { classId: drinks })).totalCount, 1);
    assert.equal((await a.call('StoreProduct/PageQuery', { keyword: '2L' })).data[0].storeProductId, offSale);
    assert.deepEqual(
      (await a.call('StoreClass/PageQuery', {})).data.map((c: any) => [c.className, c.productCount]),
      [
        ['饮料', 1],
        ['休闲零食', 0],
      ],
    );
    await refused(a, 'StoreClass/Remove', { classId: drinks }, 422, /还有1个商城商品/);

    await a.call('Annex/Append', { fileName: 'can.png', content: 'iVBORw0KGgo=', ownerType: 'StoreProduct', ownerId: storeProductId });
    const detail = await a.call('StoreProduct/Detail', { storeProductId });
    assert.equal(detail.description, '冰镇更好喝');
    assert.equal(detail.pictures.length, 1);
    assert.match(detail.pictures[0], /can\.png\?c=/);
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['发布商城商品'],
    );

    const catalog = app.module.get(StoreCatalog);
    const store = await catalog.store(storeCode);
    assert.deepEqual([store?.storeName, store?.open, store?.categories], ['城南旗舰店', true, [{ classId: drinks, className: '饮料' }]]);
    const onSale = await catalog.products(storeCode);
    assert.deepEqual(JSON.parse(JSON.stringify(onSale)), {
      totalCount: 1,
      data: [
        {
          storeProductId,
          skuId: can,
          comboId: null,
          productName: '可乐',
          spec: '330ml',
          unitName: '瓶',
          storePrice: 2.8,
          pictures: detail.pictures,
          classId: drinks,
          className: '饮料',
          description: '冰镇更好喝',
          availableQty: 7,
        },
      ],
    });
    assert.equal(await catalog.store('nosuchcd'), undefined);

    await a.call('StoreProduct/Update', { storeProductId, storePrice: 2.5, online: false });
    assert.deepEqual(await catalog.products(storeCode), { totalCount: 0, data: [] }, 'a product taken off sale leaves the storefront');
    await a.call('StoreProduct/BatchOnline', { storeProductIds: [storeProductId, offSale], online: true });
    assert.deepEqual(
      (await catalog.products(storeCode)).data.map((p) => [p.skuId, p.storePrice, p.availableQty]),
      [
        [can, 2.5, 7],
        [bottle, 7.5, 0],
      ],
    );
    await refused(a, 'StoreProduct/BatchOnline', { storeProductIds: [], online: true }, 400, /商城商品至少需要一行/);
    await a.call('Product/BatchOperator', { productIds: [product.productId], operate: 'disable' });
    assert.deepEqual(
      await catalog.products(storeCode),
      { totalCount: 0, data: [] },
      'a disabled product leaves the storefront, 上架 or not',
    );
    assert.deepEqual(
      (await a.call('StoreProduct/PageQuery', {})).data.map((r: any) => r.sellable),
      [false, false],
    );
    await a.call('Product/BatchOperator', { productIds: [product.productId], operate: 'enable' });
    await refused(a, 'StoreProduct/Update', { storeProductId, storePrice: '' }, 400, /商城价格不能为空/);

    const b = await shop('城北超市');
    await refused(b, 'StoreProduct/Detail', { storeProductId }, 404, /商城商品不存在/);
    await refused(b, 'StoreProduct/Update', { storeProductId, storePrice: 1 }, 404, /商城商品不存在/);
    await refused(b, 'StoreProduct/BatchOnline', { storeProductIds: [storeProductId], online: false }, 404, /商城商品不存在/);
    await refused(b, 'StoreProduct/Remove', { storeProductId }, 404, /商城商品不存在/);
    await refused(b, 'StoreClass/Update', { classId: drinks, className: '别家' }, 404, /商城分类不存在/);
    await refused(b, 'StoreProduct/Save', { skuId: can, storePrice: 1 }, 400, /商品不存在/);
    assert.equal((await b.call('StoreProduct/PageQuery', {})).totalCount, 0);
    assert.equal((await b.call('StoreClass/PageQuery', {})).totalCount, 0);
    assert.equal((await a.call('StoreProduct/Detail', { storeProductId })).storePrice, 2.5, 'unchanged by the other company');

    // A clerk who may only look at the store's products: the list without the 零售价 their price flags hide, no publishing.
    const roleId = (
      await a.call('Role/Save', { roleName: '商城查看', permissions: [{ permissionId: '1102', actionList: ['query', 'get'] }] })
    ).roleId;
    const loginName = `clerk${Date.now()}`;
    await a.call('User/Save', { loginName, password: 'secret123', userName: '店员', roleId, pricePerm: '000000000' });
    const clerk = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const seen = await app.call('StoreProduct/PageQuery', {}, { token: clerk });
    assert.equal(seen.status, 200);
    assert.deepEqual(
      seen.body.returnData.data.map((r: any) => [r.storePrice, r.salePrice]),
      [
        [2.5, null],
        [7.5, null],
      ],
    );
    assert.equal((await app.call('StoreProduct/Save', { skuId: bottle, storePrice: 1 }, { token: clerk })).status, 403);
    assert.equal((await app.call('StoreInfo/Update', { storeName: '改名' }, { token: clerk })).status, 403);

    await a.call('StoreProduct/Remove', { storeProductId });
    await refused(a, 'StoreProduct/Detail', { storeProductId }, 404, /商城商品不存在/);
    assert.ok((await a.call('StoreProduct/Save', { skuId: can, storePrice: 2.6 })).storeProductId, 'a removed product frees its SKU');
    await a.call('StoreProduct/Update', { storeProductId: offSale, classId: null });
    await a.call('StoreClass/Remove', { classId: drinks });
    assert.deepEqual(
      (await a.call('StoreClass/PageQuery', {})).data.map((c: any) => c.className),
      ['休闲零食'],
    );
  });
});
