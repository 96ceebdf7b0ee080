import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { inDays } from '../../testing/stock-shop';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const day = inDays;

/** A company of an edition with the store and its formulas (单店订货版, 6) with a store selling 奶茶 in 饮品, and 红茶 and 牛奶 as formula parts. */
async function formulaShop(app: TestApp, name: string) {
  const { token } = (
    await app.call('Register/Register', {
      companyName: name,
      loginName: `fx${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      password: 'secret123',
      productType: 6,
    })
  ).body.returnData;
  const raw = (path: string, body: object) => app.call(path, body, { token });
  const call = async (path: string, body: object) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const sku = async (productName: string, productCode: string) =>
    (await call('Product/Save', { productName, productCode, unitName: '份', skus: [{ salePrice: 10, purchasePrice: 3 }] })).skus[0]
      .skuId as string;
  const [milkTea, tea, milk] = [await sku('奶茶', 'MT'), await sku('红茶', 'TEA'), await sku('牛奶', 'MILK')];
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const storeCode = (await call('StoreInfo/Update', { storeName: `${name}店`, open: true, warehouseId, delivery: true, pickup: true }))
    .storeCode as string;
  const classId = (await call('StoreClass/Save', { className: '饮品', sort: 1 })).classId as string;
  const storeProductId = (await call('StoreProduct/Save', { skuId: milkTea, storePrice: 12, classId, online: true }))
    .storeProductId as string;
  return { token, raw, call, milkTea, tea, milk, storeCode, classId, storeProductId };
}

/**
 * 广告管理, 首页快捷菜单 and 作品管理 over HTTP: bad input is refused naming the field and writes nothing; the storefront's
 * home shows the ads of today with their pictures and the quick menu; another company never sees or changes them.
 */
describe('store ads, quick menu and formulas', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof formulaShop>>;
  let b: Awaited<ReturnType<typeof formulaShop>>;
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const refused = async (call: Promise<any>, message: RegExp, status = 400) => {
    const before = await events();
    const r = await call;
    assert.equal(r.status, status, JSON.stringify(r.body));
    assert.match(r.body.invMessage, message);
    assert.equal(await events(), before, 'nothing written');
  };

  beforeAll(async () => {
    app = await startTestApp();
    a = await formulaShop(app, '甲茶饮');
    b = await formulaShop(app, '乙茶饮');
  });
  afterAll(() => app?.close());

  it('an ad is refused naming its field, and writes nothing', async () => {
    await refused(a.raw('StoreAdv/Save', {}), /^广告标题不能为空$/);
    await refused(a.raw('StoreAdv/Save', { advTitle: '促销', linkType: 'url' }), /^链接地址不能为空$/);
    await refused(
      a.raw('StoreAdv/Save', { advTitle: '促销', linkType: 'url', linkUrl: 'javascript:alert(1)' }),
      /^链接地址必须是以 http:\/\/ 或 https:\/\/ 开头的网址$/,
    );
    await refused(
      a.raw('StoreAdv/Save', { advTitle: '促销', linkType: 'product', storeProductId: b.storeProductId }),
      /^链接商品不存在或已删除$/,
    );
    await refused(a.raw('StoreAdv/Save', { advTitle: '促销', storeProductId: b.storeProductId }), /^链接商品不存在或已删除$/);
    await refused(
      a.raw('StoreAdv/Save', { advTitle: '促销', linkType: 'url', linkUrl: 'https://example.com', storeProductId: b.storeProductId }),
      /^链接商品不存在或已删除$/,
    );
    const unlinked = (await a.call('StoreAdv/Save', { advTitle: '无链接', enabled: false })).advId;
    await refused(a.raw('StoreAdv/Update', { advId: unlinked, storeProductId: b.storeProductId }), /^链接商品不存在或已删除$/);
    await a.call('StoreAdv/Remove', { advId: unlinked });
    await refused(a.raw('StoreAdv/Save', { advTitle: '促销', startDate: day(3), endDate: day(1) }), /^结束日期不能早于开始日期$/);
    await refused(a.raw('StoreAdv/Save', { advTitle: '促销', startDate: '2026-02-30' }), /^开始日期必须是 yyyy-MM-dd 格式的日期$/);
    await refused(a.raw('StoreAdv/Save', { advTitle: '促销', sort: -1 }), /^排序不能小于0$/);
  });

  it('the storefront home shows today’s enabled ads in their order with their pictures, and the quick menu', async () => {
    const now = (
      await a.call('StoreAdv/Save', {
        advTitle: '新品奶茶',
        linkType: 'product',
        storeProductId: a.storeProductId,
        startDate: day(-1),
        endDate: day(1),
        sort: 2,
      })
    ).advId;
    const first = (await a.call('StoreAdv/Save', { advTitle: '全场八折', linkType: 'url', linkUrl: 'https://example.com/sale', sort: 1 }))
      .advId;
    await a.call('StoreAdv/Save', { advTitle: '下周活动', startDate: day(2) });
    await a.call('StoreAdv/Save', { advTitle: '已停用', enabled: false });
    const picture = await a.call('Annex/Append', { fileName: '奶茶.png', content: PNG, ownerType: 'StoreAdv', ownerId: now });
    await a.call('StoreLabel/Save', { labelTitle: '饮品', icon: 'drink', linkType: 'category', storeClassId: a.classId, sort: 1 });
    await a.call('StoreLabel/Save', { labelTitle: '招牌', icon: 'hot', linkType: 'product', storeProductId: a.storeProductId, sort: 2 });

    const home = (await app.call('StoreFront/Home', { storeCode: a.storeCode })).body.returnData;
    assert.deepEqual(
      home.ads.map((x: any) => [x.advTitle, x.linkType]),
      [
        ['全场八折', 'url'],
        ['新品奶茶', 'product'],
      ],
    );
    assert.equal(home.ads[0].advId, first);
    assert.deepEqual(
      [home.ads[1].skuId, home.ads[1].productName],
      [a.milkTea, '奶茶'],
      'a product link names its SKU and product for the storefront',
    );
    assert.equal(home.ads[1].pictures.length, 1);
    const served = await fetch(app.url + home.ads[1].pictures[0]);
    assert.equal(served.status, 200, 'the picture is served to a visitor without a login');
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(
      home.labels.map((l: any) => [l.labelTitle, l.icon, l.linkType, l.classId ?? l.skuId]),
      [
        ['饮品', 'drink', 'category', a.classId],
        ['招牌', 'hot', 'product', a.milkTea],
      ],
    );
    assert.ok(!JSON.stringify(home).includes(b.storeCode));

    const list = (await a.call('StoreAdv/PageQuery', {})).data;
    assert.deepEqual(
      list.map((x: any) => [x.advTitle, x.sort]),
      [
        ['已停用', 0],
        ['下周活动', 0],
        ['全场八折', 1],
        ['新品奶茶', 2],
      ],
      'by order, the newest first within one',
    );
    assert.equal(list[3].storeProductName, '奶茶');
    assert.equal(list[3].pictureCount, 1);
    const detail = await a.call('StoreAdv/Detail', { advId: now });
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['新增广告'],
    );
    assert.ok(picture.url);

    // Taken off sale, the product is no longer linked from the home page.
    await a.call('StoreProduct/BatchOnline', { storeProductIds: [a.storeProductId], online: false });
    const after = (await app.call('StoreFront/Home', { storeCode: a.storeCode })).body.returnData;
    assert.deepEqual(
      after.ads.map((x: any) => x.linkType),
      ['url', 'none'],
    );
    assert.deepEqual(
      after.labels.map((l: any) => l.labelTitle),
      ['饮品'],
    );
    await a.call('StoreProduct/BatchOnline', { storeProductIds: [a.storeProductId], online: true });
    assert.equal((await app.call('StoreFront/Home', { storeCode: 'NOPE404' })).status, 404);
  });

  it('an update changes what it sends; a removed ad leaves the home page', async () => {
    const advId = (await a.call('StoreAdv/Save', { advTitle: '临时', sort: 0 })).advId;
    await a.call('StoreAdv/Update', { advId, advTitle: '临时活动' });
    const detail = await a.call('StoreAdv/Detail', { advId });
    assert.deepEqual([detail.advTitle, detail.sort, detail.enabled], ['临时活动', 0, true]);
    await refused(a.raw('StoreAdv/Update', { advId, advTitle: '' }), /^广告标题不能为空$/);
    await a.call('StoreAdv/Remove', { advId });
    assert.ok(!(await app.call('StoreFront/Home', { storeCode: a.storeCode })).body.returnData.ads.some((x: any) => x.advId === advId));
    assert.equal((await a.raw('StoreAdv/Detail', { advId })).status, 404);
  });

  it('a quick-menu entry is refused naming its field', async () => {
    await refused(a.raw('StoreLabel/Save', { icon: 'hot', linkType: 'category', storeClassId: a.classId }), /^菜单名称不能为空$/);
    await refused(
      a.raw('StoreLabel/Save', { labelTitle: '热销', icon: 'rocket', linkType: 'category', storeClassId: a.classId }),
      /^图标不在可选范围内$/,
    );
    await refused(a.raw('StoreLabel/Save', { labelTitle: '热销', icon: 'hot', linkType: 'category' }), /^链接分类不能为空$/);
    await refused(
      a.raw('StoreLabel/Save', { labelTitle: '热销', icon: 'hot', linkType: 'category', storeClassId: b.classId }),
      /^链接分类不存在或已删除$/,
    );
    await refused(
      a.raw('StoreLabel/Save', {
        labelTitle: '热销',
        icon: 'hot',
        linkType: 'category',
        storeClassId: a.classId,
        storeProductId: b.storeProductId,
      }),
      /^链接商品不存在或已删除$/,
    );
    await refused(
      a.raw('StoreLabel/Save', {
        labelTitle: '热销',
        icon: 'hot',
        linkType: 'product',
        storeProductId: a.storeProductId,
        storeClassId: b.classId,
      }),
      /^链接分类不存在或已删除$/,
    );
  });

  it('a formula is a named recipe of SKUs and quantities, checked line by line', async () => {
    await refused(a.raw('StoreFormula/Save', { lines: [{ skuId: a.tea, qty: 1 }] }), /^配方名称不能为空$/);
    await refused(a.raw('StoreFormula/Save', { formulaName: '奶茶配方', lines: [] }), /^配方明细至少需要一行$/);
    await refused(
      a.raw('StoreFormula/Save', { formulaName: '奶茶配方', lines: [{ skuId: a.tea, qty: 0 }] }),
      /^配方明细第1行数量必须大于0$/,
    );
    await refused(
      a.raw('StoreFormula/Save', { formulaName: '奶茶配方', lines: [{ skuId: a.tea, qty: 1 }, { qty: 1 }] }),
      /^配方明细第2行商品不能为空$/,
    );
    await refused(
      a.raw('StoreFormula/Save', {
        formulaName: '奶茶配方',
        lines: [
          { skuId: a.tea, qty: 1 },
          { skuId: a.tea, qty: 2 },
        ],
      }),
      /^配方明细第2行商品与第1行重复，请合并数量$/,
    );
    await refused(
      a.raw('StoreFormula/Save', {
        formulaName: '奶茶配方',
        lines: [
          { skuId: a.tea, qty: 1 },
          { skuId: b.milk, qty: 2 },
        ],
      }),
      /^配方明细第2行商品不存在或已删除$/,
    );
    const formulaId = (
      await a.call('StoreFormula/Save', {
        formulaName: '奶茶配方',
        lines: [
          { skuId: a.tea, qty: 2 },
          { skuId: a.milk, qty: '0.25' },
        ],
      })
    ).formulaId;
    await refused(a.raw('StoreFormula/Save', { formulaName: '奶茶配方', lines: [{ skuId: a.tea, qty: 1 }] }), /^配方名称“奶茶配方”已存在$/);
    const detail = await a.call('StoreFormula/Detail', { formulaId });
    assert.deepEqual(
      detail.lines.map((l: any) => [l.productName, l.qty, l.unitName]),
      [
        ['红茶', 2, '份'],
        ['牛奶', 0.25, '份'],
      ],
    );
    const list = (await a.call('StoreFormula/PageQuery', { keyword: '奶茶' })).data;
    assert.deepEqual(
      list.map((f: any) => [f.formulaName, f.lineCount]),
      [['奶茶配方', 2]],
    );
    // 从配方添加 on a sale: any signed-in user of the edition finds the formulas with their lines.
    const options = (await a.call('StoreFormula/Options', { keyword: '奶茶' })).data;
    assert.deepEqual(
      options.map((f: any) => [f.formulaName, f.lines.map((l: any) => l.skuId)]),
      [['奶茶配方', [a.tea, a.milk]]],
    );

    // 作品上传: a file uploaded to the formula, with who and when.
    await a.call('Annex/Append', {
      fileName: '奶茶配方.pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      ownerType: 'StoreFormula',
      ownerId: formulaId,
    });
    const uploads = (await a.call('OPeifangUpload/PageQuery', {})).data;
    assert.deepEqual(
      uploads.map((u: any) => [u.fileName, u.formulaName, u.uploadedBy]),
      [['奶茶配方.pdf', '奶茶配方', '管理员']],
    );
    assert.ok(uploads[0].uploadedAt);
    assert.equal((await fetch(app.url + uploads[0].url)).status, 200);
  });

  it('another company never sees or changes the ads, quick menu, formulas or uploads', async () => {
    const advId = (await a.call('StoreAdv/Save', { advTitle: '甲的广告' })).advId;
    const labelId = (await a.call('StoreLabel/Save', { labelTitle: '甲', icon: 'all', linkType: 'category', storeClassId: a.classId }))
      .labelId;
    const formulaId = (await a.call('StoreFormula/Save', { formulaName: '甲的配方', lines: [{ skuId: a.tea, qty: 1 }] })).formulaId;
    for (const [group, id] of [
      ['StoreAdv', { advId }],
      ['StoreLabel', { labelId }],
      ['StoreFormula', { formulaId }],
    ] as const) {
      assert.equal((await b.raw(`${group}/Detail`, id)).status, 404, group);
      await refused(b.raw(`${group}/Update`, { ...id, sort: 3, advTitle: '乙改', labelTitle: '乙改', formulaName: '乙改' }), /不存在/, 404);
      await refused(b.raw(`${group}/Remove`, id), /不存在/, 404);
      assert.equal((await b.call(`${group}/PageQuery`, {})).data.length, 0, group);
    }
    assert.equal((await b.call('OPeifangUpload/PageQuery', {})).totalCount, 0);
    await refused(b.raw('Annex/Append', { fileName: 'x.png', content: PNG, ownerType: 'StoreAdv', ownerId: advId }), /^所属广告不存在$/);
    assert.equal((await a.call('StoreAdv/Detail', { advId })).advTitle, '甲的广告');
  });

  it('an edition without the store is refused', async () => {
    const { token } = (
      await app.call('Register/Register', { companyName: '专业版', loginName: `pro${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData;
    for (const action of ['PageQuery', 'Options']) {
      const r = await app.call(`StoreFormula/${action}`, {}, { token });
      assert.equal(r.status, 403, action);
      assert.equal(r.body.errorCode, 'EDITION');
    }
  });
});
