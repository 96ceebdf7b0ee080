import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('products over HTTP', () => {
  let app: TestApp;
  let token: string;
  let other: string;
  const t = () => ({ token });

  const cola = (code: string, barA: string, barB: string) => ({
    productName: '可口可乐',
    productCode: code,
    unitName: '瓶',
    units: [{ unitName: '箱', ratio: 24 }],
    skus: [
      { spec: '330ml', barCode: barA, salePrice: '3.5', purchasePrice: '2.1', wholesalePrice: 3, lowStock: 10, highStock: 500 },
      { spec: '500ml', barCode: barB, salePrice: 4.5, purchasePrice: '2.9' },
    ],
  });

  beforeAll(async () => {
    app = await startTestApp();
    const reg = async () =>
      (await app.call('Register/Register', { companyName: '商品', loginName: uniq('p'), password: 'secret123', productType: 2 })).body
        .returnData.token;
    token = await reg();
    other = await reg();
  });
  afterAll(() => app.close());

  test('a keyword finds any part of the name, code, spec or barcode, one character or many; % and _ are plain characters', async () => {
    const company = (
      await app.call('Register/Register', { companyName: '搜索', loginName: uniq('s'), password: 'secret123', productType: 2 })
    ).body.returnData.token;
    const save = (productName: string, productCode: string, spec: string) =>
      app
        .call(
          'Product/Save',
          { productName, productCode, unitName: '瓶', skus: [{ spec, salePrice: 3, purchasePrice: 2 }] },
          { token: company },
        )
        .then((r) => assert.equal(r.status, 200, JSON.stringify(r.body)));
    await save('可口可乐', 'KL_1', '330ml');
    await save('百事可乐', 'BS2', '少糖50%');
    await save('农夫山泉矿泉水', 'NF3', '550ml');
    const names = async (keyword: string) =>
      (await app.call('Product/PageQuery', { keyword, pageSize: 50 }, { token: company })).body.returnData.data
        .map((r: any) => r.productName)
        .sort();
    const rows = async (keyword: string) => (await app.call('Stock/PageQuery', { keyword }, { token: company })).body.returnData.totalCount;
    assert.deepEqual(await names('可乐'), ['可口可乐', '百事可乐']);
    assert.deepEqual(await names('乐'), ['可口可乐', '百事可乐']);
    assert.deepEqual(await names('山泉矿泉'), ['农夫山泉矿泉水']);
    assert.deepEqual(await names('ML'), ['农夫山泉矿泉水', '可口可乐']);
    assert.deepEqual(await names('可口乐'), [], 'the pieces must follow one another');
    const counted = async (keyword: string, pageNo: number) => {
      const page = (await app.call('Product/PageQuery', { keyword, pageNo, pageSize: 1, sortField: 'productName' }, { token: company }))
        .body.returnData;
      return [page.totalCount, page.data.map((r: any) => r.productName)];
    };
    assert.deepEqual(await counted('可乐', 2), [2, ['百事可乐']]);
    assert.deepEqual(await counted('可乐', 3), [2, []], 'past the last page the count still holds');
    assert.deepEqual(await names('%'), ['百事可乐']);
    assert.deepEqual(await names('l_1'), ['可口可乐']);
    assert.deepEqual(await names('l_'), ['可口可乐']);
    assert.equal(await rows('可乐'), 0, 'no stock yet: the stock list filters by the same rule');
    const match = await app.call('Product/SmartMatchSku', { keyword: '事可' }, { token: company });
    assert.deepEqual(
      match.body.returnData.data.map((r: any) => r.productName),
      ['百事可乐'],
    );
  });

  test('a product with two SKUs and two units; found by barcode, code and name; detail with history', async () => {
    const saved = await app.call('Product/Save', cola('KO-1', '6901', '6902'), t());
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const { productId, skus } = saved.body.returnData;
    assert.deepEqual(
      skus.map((k: any) => [k.spec, k.barCode]),
      [
        ['330ml', '6901'],
        ['500ml', '6902'],
      ],
    );
    for (const keyword of ['6902', 'ko-1', '可乐', '500ML']) {
      const found = await app.call('Product/PageQuery', { keyword }, t());
      assert.ok(
        found.body.returnData.data.some((r: any) => r.productId === productId),
        `found by ${keyword}`,
      );
    }
    assert.deepEqual(
      (await app.call('Product/SmartMatchSku', { keyword: '6902' }, t())).body.returnData.data.map((r: any) => r.spec),
      ['500ml'],
    );
    const spu = (await app.call('Product/SpuDetail', { productId }, t())).body.returnData;
    assert.deepEqual(spu.units, [
      { unitName: '瓶', ratio: 1, isMain: 1 },
      { unitName: '箱', ratio: 24, isMain: 0 },
    ]);
    assert.equal(spu.skus[0].salePrice, 3.5);
    assert.equal(spu.skus[0].lowStock, 10);
    assert.deepEqual(
      spu.history.map((h: any) => h.title),
      ['新增商品'],
    );
  });

  test('barcodes and codes are unique per company, also under concurrency; CheckBarCodeRepeat tells', async () => {
    assert.equal((await app.call('Product/Save', cola('KO-2', '6901', '7000'), t())).body.invMessage, '条码6901已存在');
    assert.equal((await app.call('Product/Save', cola('KO-1', '8001', '8002'), t())).body.invMessage, '商品编码已存在');
    const same = await app.call('Product/Save', cola('KO-3', '9001', '9001'), t());
    assert.equal(same.body.invMessage, '第2个规格的条码9001重复');
    const race = await Promise.all([1, 2, 3].map((i) => app.call('Product/Save', cola(`R-${i}`, '5555', `555${i}`), t())));
    assert.equal(race.filter((r) => r.status === 200).length, 1);
    assert.deepEqual((await app.call('Product/CheckBarCodeRepeat', { barCode: '5555' }, t())).body.returnData, { repeat: true });
    assert.deepEqual((await app.call('Product/CheckBarCodeRepeat', { barCode: '4444' }, t())).body.returnData, { repeat: false });
    assert.equal(
      (await app.call('Product/Save', cola('KO-1', '6901', '6902'), { token: other })).status,
      200,
      'another company may reuse both',
    );
  });

  test('update replaces the SKU list, frees removed barcodes, and refuses bad units', async () => {
    const { productId, skus } = (await app.call('Product/Save', cola('UP-1', 'U1', 'U2'), t())).body.returnData;
    const res = await app.call(
      'Product/Update',
      {
        productId,
        productName: '百事可乐',
        skus: [
          { skuId: skus[0].skuId, spec: '330ml', barCode: 'U1', salePrice: 3.8, purchasePrice: 2.2 },
          { spec: '2L', barCode: 'U3', salePrice: 9, purchasePrice: 6 },
        ],
      },
      t(),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.returnData.skus.map((k: any) => [k.spec, k.salePrice, k.productName]),
      [
        ['330ml', 3.8, '百事可乐'],
        ['2L', 9, '百事可乐'],
      ],
    );
    assert.deepEqual((await app.call('Product/CheckBarCodeRepeat', { barCode: 'U2' }, t())).body.returnData, { repeat: false });
    const badUnits = await app.call('Product/Update', { productId, units: [{ unitName: '箱', ratio: 1 }] }, t());
    assert.equal(badUnits.body.invMessage, '单位“箱”的换算比例必须大于1');
    const noPrice = await app.call('Product/Save', { ...cola('NP', 'N1', 'N2'), skus: [{ spec: '', purchasePrice: 1 }] }, t());
    assert.equal(noPrice.body.invMessage, '规格第1行销售价不能为空');
    const history = (await app.call('Product/SpuDetail', { productId }, t())).body.returnData.history.map((h: any) => h.title);
    assert.deepEqual(history, ['新增商品', '修改商品', '修改规格或价格', '新增规格', '删除规格']);
  });

  test('an update with only productId and productName changes the name and keeps SKUs, prices, barcodes and units', async () => {
    const productClass = (await app.call('ProductClass/AddNode', { className: '饮料' }, t())).body.returnData.classId;
    const { productId } = (await app.call('Product/Save', { ...cola('PA-1', 'PA1', 'PA2'), classId: productClass, remark: '畅销' }, t()))
      .body.returnData;
    const before = (await app.call('Product/SpuDetail', { productId }, t())).body.returnData;
    const res = await app.call('Product/Update', { productId, productName: '百事可乐' }, t());
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const { history, ...after } = (await app.call('Product/SpuDetail', { productId }, t())).body.returnData;
    const same = (spu: any) => ({
      ...spu,
      productName: undefined,
      updateTime: undefined,
      history: undefined,
      skus: spu.skus.map((k: any) => ({ ...k, productName: undefined })),
    });
    assert.deepEqual(same(after), same(before));
    assert.equal(after.productName, '百事可乐');
    assert.deepEqual(
      after.skus.map((k: any) => [
        k.spec,
        k.barCode,
        k.salePrice,
        k.purchasePrice,
        k.wholesalePrice,
        k.lowStock,
        k.highStock,
        k.productName,
      ]),
      [
        ['330ml', 'PA1', 3.5, 2.1, 3, 10, 500, '百事可乐'],
        ['500ml', 'PA2', 4.5, 2.9, null, null, null, '百事可乐'],
      ],
    );
    assert.deepEqual([after.className, after.remark, after.units.length], ['饮料', '畅销', 2]);
    assert.deepEqual(
      history.map((h: any) => h.title),
      ['新增商品', '修改商品'],
    );
    assert.deepEqual(
      (await app.call('Product/CheckBarCodeRepeat', { barCode: 'PA2' }, t())).body.returnData,
      { repeat: true },
      'the barcodes stay taken',
    );

    assert.equal((await app.call('Product/Update', { productId }, t())).status, 200, 'nothing to change is no failure');
    assert.equal((await app.call('Product/Update', { productId, productName: '百事可乐', remark: '畅销' }, t())).status, 200);
    const empty = await app.call('Product/Update', { productId, productName: '', remark: 'x' }, t());
    assert.deepEqual([empty.status, empty.body.errorCode, empty.body.invMessage], [400, 'VALIDATION', '商品名称不能为空']);
    assert.equal(
      (await app.call('Product/Update', { productId, productCode: '可乐' }, t())).body.invMessage,
      '商品编码只能包含字母、数字、下划线和中划线',
    );
    assert.equal((await app.call('Product/Update', { productId, skus: [] }, t())).body.invMessage, '规格至少需要一行');
    assert.equal(
      (await app.call('Product/SpuDetail', { productId }, t())).body.returnData.history.length,
      2,
      'no change and refused changes append nothing',
    );

    const cleared = await app.call('Product/Update', { productId, remark: '', classId: null, units: [] }, t());
    assert.deepEqual(
      [
        cleared.body.returnData.remark,
        cleared.body.returnData.classId,
        cleared.body.returnData.units.length,
        cleared.body.returnData.skus.length,
      ],
      ['', null, 1, 2],
    );
    assert.equal((await app.call('Product/Update', { productId: 'missing', productName: 'x' }, t())).body.errorCode, 'NOT_FOUND');
    assert.equal(
      (await app.call('Product/Update', { productId }, { token: other })).body.errorCode,
      'NOT_FOUND',
      'another company’s product is not found',
    );
  });

  test('the edit screen’s full form (blank fields sent empty, every SKU row) still saves, and saving it unchanged appends nothing', async () => {
    const { productId, skus } = (
      await app.call('Product/Save', { ...cola('WEB-1', 'W1', 'W2'), remark: '旧备注', shelfLifeDays: 180, lifeFlag: true }, t())
    ).body.returnData;
    const form = {
      productId,
      productName: '可口可乐',
      productCode: 'WEB-1',
      classId: '',
      unitName: '瓶',
      serialFlag: false,
      lifeFlag: true,
      shelfLifeDays: '180',
      remark: '旧备注',
      units: [{ unitName: '箱', ratio: '24' }],
      skus: [
        {
          skuId: skus[0].skuId,
          spec: '330ml',
          barCode: 'W1',
          salePrice: '3.5',
          purchasePrice: '2.1',
          wholesalePrice: '3',
          lowStock: '10',
          highStock: '500',
        },
        { skuId: skus[1].skuId, spec: '500ml', barCode: 'W2', salePrice: '4.5', purchasePrice: '2.9' },
      ],
    };
    assert.equal((await app.call('Product/Update', form, t())).status, 200);
    assert.deepEqual(
      (await app.call('Product/SpuDetail', { productId }, t())).body.returnData.history.map((h: any) => h.title),
      ['新增商品'],
    );
    const res = await app.call(
      'Product/Update',
      { ...form, remark: '', lifeFlag: false, shelfLifeDays: '', skus: [{ ...form.skus[0], salePrice: '3.8' }] },
      t(),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const p = res.body.returnData;
    assert.deepEqual(
      [p.remark, p.lifeFlag, p.shelfLifeDays, p.units.length, p.skus.map((k: any) => [k.spec, k.salePrice])],
      ['', false, null, 2, [['330ml', 3.8]]],
    );
  });

  test('prices are masked for an employee without the price permissions', async () => {
    const role = (
      await app.call('Role/Save', { roleName: '店员', permissions: [{ permissionId: '3001', actionList: ['query', 'get'] }] }, t())
    ).body.returnData.roleId;
    const loginName = uniq('e');
    await app.call('User/Save', { loginName, password: 'secret123', userName: '店员', roleId: role, pricePerm: '100000000' }, t());
    const staff = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const row = (await app.call('Product/PageQuery', { keyword: '6901' }, { token: staff })).body.returnData.data[0];
    assert.equal(row.salePrice, 3.5);
    assert.equal(row.purchasePrice, null);
    assert.equal(row.wholesalePrice, null);
    assert.equal((await app.call('Product/Save', cola('X', 'X1', 'X2'), { token: staff })).status, 403);
  });

  test('batch disable and remove; removed products free their code; nothing crosses companies', async () => {
    const a = (await app.call('Product/Save', cola('B-1', 'B11', 'B12'), t())).body.returnData.productId;
    const b = (await app.call('Product/Save', cola('B-2', 'B21', 'B22'), t())).body.returnData.productId;
    const off = await app.call('Product/BatchOperator', { productIds: [a, b], operate: 'disable' }, t());
    assert.equal(off.body.returnData.successCount, 2);
    assert.equal(
      (await app.call('Product/SmartMatchSku', { keyword: 'B11' }, t())).body.returnData.data.length,
      0,
      'disabled products are not offered for documents',
    );
    const gone = await app.call('Product/BatchOperator', { productIds: [a, 'nope'], operate: 'remove' }, t());
    assert.deepEqual(
      gone.body.returnData.data.map((r: any) => r.ok),
      [1, 0],
    );
    assert.equal((await app.call('Product/Save', cola('B-1', 'B11', 'B12'), t())).status, 200);
    assert.equal((await app.call('Product/SpuDetail', { productId: b }, { token: other })).status, 404);
    assert.notEqual((await app.call('Product/Update', { productId: b, productName: '偷改' }, { token: other })).status, 200);
    assert.equal((await app.call('Product/Save', { ...cola('C-1', 'C1', 'C2'), classId: 'nope' }, t())).body.invMessage, '商品分类不存在');
  });
});
