import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { MASTER_RESOURCES } from './resources';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('master data over HTTP', () => {
  let app: TestApp;
  let a: string;
  let b: string;
  const as = (token: string) => ({ token });

  beforeAll(async () => {
    app = await startTestApp();
    const reg = async () =>
      (await app.call('Register/Register', { companyName: '主数据', loginName: uniq('md'), password: 'secret123', productType: 4 })).body
        .returnData.token;
    a = await reg();
    b = await reg();
  });
  afterAll(() => app.close());

  test('save, find by keyword and code, page, update, history', async () => {
    const saved = await app.call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'WH-01', address: '上海' }, as(a));
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const warehouseId = saved.body.returnData.warehouseId;
    await app.call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'WH-02' }, as(a));
    const byName = await app.call('Warehouse/PageQuery', { keyword: '总' }, as(a));
    assert.deepEqual(
      byName.body.returnData.data.map((w: any) => w.warehouseCode),
      ['WH-01'],
    );
    const byCode = await app.call('Warehouse/PageQuery', { keyword: 'wh-02' }, as(a));
    assert.deepEqual(
      byCode.body.returnData.data.map((w: any) => w.warehouseName),
      ['门店仓'],
    );
    const paged = await app.call(
      'Warehouse/PageQuery',
      { pageNo: 2, pageSize: 1, sortField: 'warehouseCode', sortOrder: 'descend' },
      as(a),
    );
    assert.equal(paged.body.returnData.totalCount, 2);
    assert.deepEqual(
      paged.body.returnData.data.map((w: any) => w.warehouseCode),
      ['WH-01'],
    );
    assert.equal((await app.call('Warehouse/Update', { warehouseId, warehouseName: '中心仓' }, as(a))).status, 200);
    const detail = await app.call('Warehouse/Detail', { warehouseId }, as(a));
    assert.equal(detail.body.returnData.warehouseName, '中心仓');
    assert.equal(detail.body.returnData.address, '上海');
    assert.deepEqual(
      detail.body.returnData.history.map((h: any) => h.title),
      ['新增仓库', '修改仓库'],
    );
  });

  test('bad input is refused naming the field and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ warehouseCode: 'X1' }, '仓库名称不能为空'],
      [{ warehouseName: '甲', warehouseCode: '编码' }, '仓库编码只能包含字母、数字、下划线和中划线'],
      [{ warehouseName: '甲', warehouseCode: 'X2', phone: '123' }, '手机号格式不正确，应为11位手机号'],
      [{ warehouseName: '一二三四五六七八九十一二三四五六七八九十一', warehouseCode: 'X3' }, '仓库名称不能超过40个字符（汉字算2个）'],
    ];
    for (const [body, message] of cases) {
      const res = await app.call('Warehouse/Save', body, as(a));
      assert.equal(res.status, 400);
      assert.equal(res.body.invMessage, message);
    }
    const acc = await app.call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: '1.234' }, as(a));
    assert.equal(acc.body.invMessage, '期初余额最多2位小数');
    assert.equal((await app.call('Warehouse/PageQuery', { keyword: 'X' }, as(a))).body.returnData.totalCount, 0);
  });

  test('codes are unique per company, even when saved at the same moment, and freed by removal', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => app.call('Custom/Save', { customName: '张三', customCode: 'C001' }, as(a))));
    assert.equal(results.filter((r) => r.status === 200).length, 1);
    assert.ok(results.filter((r) => r.status !== 200).every((r) => r.body.invMessage === '客户编码已存在'));
    assert.equal((await app.call('Custom/Save', { customName: '张三', customCode: 'c001' }, as(a))).body.invMessage, '客户编码已存在');
    assert.equal(
      (await app.call('Custom/Save', { customName: '别家', customCode: 'C001' }, as(b))).status,
      200,
      'another company may use the code',
    );
    const id = results.find((r) => r.status === 200)!.body.returnData.customId;
    assert.equal((await app.call('Custom/Remove', { customId: id }, as(a))).status, 200);
    assert.equal((await app.call('Custom/Save', { customName: '李四', customCode: 'C001' }, as(a))).status, 200);
  });

  test('enable and disable, with a clear refusal when already so', async () => {
    const id = (await app.call('Unit/Save', { unitName: '箱' }, as(a))).body.returnData.unitId;
    assert.equal((await app.call('Unit/Enable', { unitId: id }, as(a))).body.errorCode, 'BAD_STATUS');
    assert.equal((await app.call('Unit/Disable', { unitId: id }, as(a))).status, 200);
    assert.equal((await app.call('Unit/PageQuery', { enabled: 0 }, as(a))).body.returnData.data[0].enabled, 0);
  });

  test('references must name a record of the same company', async () => {
    const theirs = (await app.call('Warehouse/Save', { warehouseName: '别家仓', warehouseCode: 'W9' }, as(b))).body.returnData.warehouseId;
    const res = await app.call('WarehouseArea/Save', { areaName: 'A区', areaCode: 'A', warehouseId: theirs }, as(a));
    assert.equal(res.status, 400);
    assert.equal(res.body.invMessage, '仓库不存在');
    assert.equal((await app.call('Warehouse/Detail', { warehouseId: theirs }, as(a))).status, 404);
    assert.notEqual((await app.call('Warehouse/Update', { warehouseId: theirs, warehouseName: '改' }, as(a))).status, 200);
    assert.notEqual((await app.call('Warehouse/Remove', { warehouseId: theirs }, as(a))).status, 200);
    assert.equal((await app.call('Warehouse/Detail', { warehouseId: theirs }, as(b))).body.returnData.warehouseName, '别家仓');
  });

  test('every id a master record stores is a declared reference, and another company’s is refused naming the field, on Save and Update', async () => {
    for (const def of MASTER_RESOURCES) {
      for (const field of Object.keys(def.fields).filter((f) => /Id$/.test(f)))
        assert.ok(def.refs?.[field], `${def.kind}.${field} is declared a reference`);
    }
    const save = async (token: string, path: string, body: object) => {
      const res = await app.call(path, body, as(token));
      assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
      return Object.values(res.body.returnData)[0] as string;
    };
    /** One record of each kind a reference names, in `token`'s company. */
    const recordsOf = async (token: string) => {
      const Warehouse = await save(token, 'Warehouse/Save', { warehouseName: '仓', warehouseCode: uniq('W') });
      return {
        Warehouse,
        Branch: await save(token, 'Branch/Save', { branchName: '店', branchCode: uniq('B') }),
        WarehouseArea: await save(token, 'WarehouseArea/Save', { areaName: '区', areaCode: uniq('A'), warehouseId: Warehouse }),
        CustomGrade: await save(token, 'CustomGrade/Save', { gradeName: uniq('级') }),
        CustomClass: await save(token, 'CustomClass/AddNode', { className: uniq('类') }),
        SupplierClass: await save(token, 'SupplierClass/AddNode', { className: uniq('类') }),
        Custom: await save(token, 'Custom/Save', { customName: '客', customCode: uniq('C') }),
        User: (await app.call('User/Options', {}, as(token))).body.returnData.data[0].userId as string,
      } as Record<string, string>;
    };
    const ours = await recordsOf(a);
    const theirs = await recordsOf(b);
    /** The smallest record of each kind with references, its references naming the caller's own records. */
    const bodies: Record<string, () => object> = {
      Warehouse: () => ({ warehouseName: '仓', warehouseCode: uniq('W') }),
      WarehouseArea: () => ({ areaName: '区', areaCode: uniq('A'), warehouseId: ours.Warehouse }),
      WarehouseLocation: () => ({ locationName: '位', locationCode: uniq('L'), warehouseId: ours.Warehouse }),
      Custom: () => ({ customName: '客', customCode: uniq('C') }),
      Supplier: () => ({ supplierName: '供', supplierCode: uniq('S') }),
      CustomAddress: () => ({ customId: ours.Custom, address: '上海' }),
    };
    for (const def of MASTER_RESOURCES.filter((r) => r.refs)) {
      assert.ok(bodies[def.kind], `a body for ${def.kind}`);
      const id = await save(a, `${def.group}/Save`, bodies[def.kind]());
      for (const [field, kind] of Object.entries(def.refs!)) {
        const message = `${def.fields[field].label}不存在`;
        const saved = await app.call(`${def.group}/Save`, { ...bodies[def.kind](), [field]: theirs[kind] }, as(a));
        assert.deepEqual([saved.status, saved.body.invMessage], [400, message], `${def.group}/Save ${field}`);
        const updated = await app.call(`${def.group}/Update`, { [def.idField]: id, [field]: theirs[kind] }, as(a));
        assert.deepEqual([updated.status, updated.body.invMessage], [400, message], `${def.group}/Update ${field}`);
        assert.equal(
          (await app.call(`${def.group}/Update`, { [def.idField]: id, [field]: ours[kind] }, as(a))).status,
          200,
          `${def.group}/Update ${field} with our own`,
        );
      }
    }
    const customId = await save(a, 'Custom/Save', bodies.Custom());
    const batch = await app.call('Custom/BatchUpdateUser', { customIds: [customId], ownerUserId: theirs.User }, as(a));
    assert.deepEqual([batch.status, batch.body.invMessage], [400, '归属员工不存在']);
    assert.equal(
      (await app.call('Custom/Detail', { customId }, as(a))).body.returnData.ownerName,
      null,
      'no other company’s staff name comes back',
    );
  });

  test('decimal fields are exact and answered as numbers', async () => {
    const id = (await app.call('Supplier/Save', { supplierName: '供应甲', supplierCode: 'S1', initAmount: '1234.56' }, as(a))).body
      .returnData.supplierId;
    assert.equal((await app.call('Supplier/Detail', { supplierId: id }, as(a))).body.returnData.initAmount, 1234.56);
  });

  test('an employee needs the entry action', async () => {
    const role = (
      await app.call('Role/Save', { roleName: '看仓库', permissions: [{ permissionId: '4012', actionList: ['query'] }] }, as(a))
    ).body.returnData.roleId;
    const loginName = uniq('wk');
    await app.call('User/Save', { loginName, password: 'secret123', userName: '库管', roleId: role }, as(a));
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    assert.equal((await app.call('Warehouse/PageQuery', {}, as(token))).status, 200);
    assert.equal((await app.call('Warehouse/Save', { warehouseName: '乙', warehouseCode: 'W7' }, as(token))).status, 403);
    assert.equal((await app.call('Custom/PageQuery', {}, as(token))).status, 403);
  });
});

describe('customer batch updates and level prices', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.call('Register/Register', { companyName: '批量', loginName: uniq('bt'), password: 'secret123', productType: 2 }))
      .body.returnData.token;
  });
  afterAll(() => app.close());

  test('batch-set a grade and overdue days; opening receivable; a grade price per SKU', async () => {
    const t = { token };
    const grade = (await app.call('CustomGrade/Save', { gradeName: 'VIP' }, t)).body.returnData.gradeId;
    const ids = [];
    for (const code of ['A1', 'A2'])
      ids.push((await app.call('Custom/Save', { customName: code, customCode: code }, t)).body.returnData.customId);
    const res = await app.call('Custom/BatchUpdateDegree', { customIds: [...ids, 'missing'], gradeId: grade }, t);
    assert.equal(res.body.returnData.successCount, 2);
    const nope = await app.call('Custom/BatchUpdateDegree', { customIds: ids, gradeId: 'nope' }, t);
    assert.deepEqual(
      [nope.status, nope.body.invMessage],
      [400, '客户等级不存在'],
      'a value naming no record of the company is refused once, before any customer',
    );
    await app.call('Custom/BatchUpdateOverdueDays', { customIds: ids, overdueDays: 30 }, t);
    await app.call('Custom/PeriodInitAmt', { customId: ids[0], initAmount: '88.8' }, t);
    const detail = (await app.call('Custom/Detail', { customId: ids[0] }, t)).body.returnData;
    assert.deepEqual([detail.gradeId, detail.overdueDays, detail.initAmount], [grade, 30, 88.8]);
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['新增客户', '修改客户', '修改客户', '修改客户'],
    );

    const product = (
      await app.call(
        'Product/Save',
        { productName: '茶', productCode: 'T1', unitName: '盒', skus: [{ salePrice: 10, purchasePrice: 6 }] },
        t,
      )
    ).body.returnData;
    const skuId = product.skus[0].skuId;
    const saved = await app.call('SkuDegreePrice/Save', { skuId, prices: [{ gradeId: grade, price: '9.5' }] }, t);
    assert.deepEqual(
      saved.body.returnData.data.map((p: any) => [p.gradeName, p.price]),
      [['VIP', 9.5]],
    );
    const page = await app.call('SkuDegreePrice/PageQuery', { gradeId: grade, keyword: '茶' }, t);
    assert.deepEqual(
      page.body.returnData.data.map((r: any) => [r.salePrice, r.gradePrice]),
      [[10, 9.5]],
    );
    const forVip = (await app.call('Product/SmartMatchSku', { keyword: '茶', customId: ids[0] }, t)).body.returnData.data[0];
    assert.deepEqual([forVip.gradePrice, forVip.defaultSalePrice], [9.5, 9.5], 'a VIP customer’s line starts at the grade price');
    const plain = (await app.call('Custom/Save', { customName: '散客', customCode: 'A3' }, t)).body.returnData.customId;
    const forPlain = (await app.call('Product/ListSKU', { keyword: '茶', customId: plain }, t)).body.returnData.data[0];
    assert.deepEqual([forPlain.gradePrice, forPlain.defaultSalePrice], [null, 10]);
  });
});

describe('spec values and customer addresses', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.call('Register/Register', { companyName: '规格', loginName: uniq('sp'), password: 'secret123', productType: 2 }))
      .body.returnData.token;
  });
  afterAll(() => app.close());

  test('a spec with its values; an address belongs to a customer of the company', async () => {
    const t = { token };
    const spec = await app.call('SysSpec/Save', { specName: '颜色', specValues: ['红', '蓝'] }, t);
    assert.deepEqual((await app.call('SysSpec/Detail', { specId: spec.body.returnData.specId }, t)).body.returnData.specValues, [
      '红',
      '蓝',
    ]);
    assert.equal((await app.call('SysSpec/Save', { specName: '尺码', specValues: [] }, t)).body.invMessage, '规格值至少需要一行');
    const customId = (await app.call('Custom/Save', { customName: '张三', customCode: 'Z3' }, t)).body.returnData.customId;
    assert.equal((await app.call('CustomAddress/Save', { customId, address: '上海市浦东新区', isDefault: 1 }, t)).status, 200);
    assert.equal((await app.call('CustomAddress/Save', { customId: 'x', address: '北京' }, t)).body.invMessage, '客户不存在');
    assert.equal((await app.call('CustomAddress/PageQuery', { customId }, t)).body.returnData.data[0].address, '上海市浦东新区');
  });
});

describe('clearing fields, names beside ids, the whole tree', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.call('Register/Register', { companyName: '清空', loginName: uniq('cl'), password: 'secret123', productType: 2 }))
      .body.returnData.token;
  });
  afterAll(() => app.close());

  test('an optional field sent empty is cleared, a required one refused; lists carry class, grade and owner names', async () => {
    const t = { token };
    const root = (await app.call('CustomClass/AddNode', { className: '批发' }, t)).body.returnData.classId;
    const child = (await app.call('CustomClass/AddNode', { className: '一级', parentId: root }, t)).body.returnData.classId;
    await app.call('CustomClass/AddNode', { className: '零售' }, t);
    assert.deepEqual(
      (await app.call('CustomClass/TreeQuery', {}, t)).body.returnData.data.map((n: any) => [n.className, n.depth]),
      [
        ['批发', 1],
        ['一级', 2],
        ['零售', 1],
      ],
    );
    const grade = (await app.call('CustomGrade/Save', { gradeName: '金牌' }, t)).body.returnData.gradeId;
    const me = (await app.call('User/Options', {}, t)).body.returnData.data[0];
    const customId = (
      await app.call(
        'Custom/Save',
        { customName: '赵六', customCode: 'Z6', phone: '13900000000', classId: child, gradeId: grade, ownerUserId: me.userId },
        t,
      )
    ).body.returnData.customId;
    const row = (await app.call('Custom/PageQuery', {}, t)).body.returnData.data.find((r: any) => r.customId === customId);
    assert.deepEqual([row.className, row.gradeName, row.ownerName], ['一级', '金牌', me.userName]);
    assert.equal((await app.call('Custom/Update', { customId, phone: '', classId: '' }, t)).status, 200);
    const after = (await app.call('Custom/Detail', { customId }, t)).body.returnData;
    assert.deepEqual([after.phone, after.classId, after.className, after.customName], [null, null, null, '赵六']);
    assert.equal((await app.call('Custom/Update', { customId, customName: '' }, t)).body.invMessage, '客户名称不能为空');
  });

  test('an update sending only the id and one field changes that field alone; one changing nothing appends nothing', async () => {
    const t = { token };
    const full = {
      customName: '钱七',
      customCode: 'Q7',
      phone: '13700000000',
      contact: '钱先生',
      address: '杭州',
      overdueDays: 15,
      initAmount: '250.5',
      remark: '老客户',
    };
    const customId = (await app.call('Custom/Save', full, t)).body.returnData.customId;
    const res = await app.call('Custom/Update', { customId, remark: '月结客户' }, t);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const detail = (await app.call('Custom/Detail', { customId }, t)).body.returnData;
    assert.deepEqual(Object.fromEntries(Object.keys(full).map((k) => [k, detail[k]])), {
      ...full,
      overdueDays: 15,
      initAmount: 250.5,
      remark: '月结客户',
    });
    const receivable = (await app.call('CustomReceivable/PageQuery', { keyword: 'Q7' }, t)).body.returnData.data[0];
    assert.equal(receivable.initAmount, 250.5, 'the opening receivable is kept');
    assert.equal((await app.call('Custom/Update', { customId }, t)).status, 200);
    assert.equal((await app.call('Custom/Update', { customId, customName: '钱七', remark: '月结客户' }, t)).status, 200);
    assert.deepEqual(
      (await app.call('Custom/Detail', { customId }, t)).body.returnData.history.map((h: any) => h.title),
      ['新增客户', '修改客户'],
    );

    const accountId = (await app.call('Account/Save', { accountName: '工行', accountCode: 'ICBC', initAmount: '1000' }, t)).body.returnData
      .accountId;
    assert.equal((await app.call('Account/Update', { accountId, accountName: '工商银行' }, t)).status, 200);
    const account = (await app.call('Account/Detail', { accountId }, t)).body.returnData;
    assert.deepEqual([account.accountName, account.accountCode, account.initAmount, account.balance], ['工商银行', 'ICBC', 1000, 1000]);
    const refused = await app.call('Account/Update', { accountId, initAmount: '' }, t);
    assert.deepEqual([refused.status, refused.body.errorCode, refused.body.invMessage], [400, 'VALIDATION', '期初余额不能为空']);
    assert.equal(
      (await app.call('Account/Update', { accountId, accountCode: '银 行' }, t)).body.invMessage,
      '账户编码只能包含字母、数字、下划线和中划线',
    );
    assert.equal((await app.call('Account/Detail', { accountId }, t)).body.returnData.history.length, 2, 'refused updates write nothing');

    assert.equal((await app.call('Custom/Update', { customId: 'missing', remark: 'x' }, t)).body.errorCode, 'NOT_FOUND');
    const other = (
      await app.call('Register/Register', { companyName: '别家', loginName: uniq('cl'), password: 'secret123', productType: 2 })
    ).body.returnData.token;
    assert.equal(
      (await app.call('Custom/Update', { customId }, { token: other })).body.errorCode,
      'NOT_FOUND',
      'another company’s id is not found, even with nothing to change',
    );
    assert.equal((await app.call('Custom/Update', { customId, remark: '偷改' }, { token: other })).body.errorCode, 'NOT_FOUND');
    assert.equal((await app.call('Custom/Detail', { customId }, t)).body.returnData.remark, '月结客户');
  });
});

describe('dictionary items and screens that read another screen’s data', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.call('Register/Register', { companyName: '字典', loginName: uniq('dc'), password: 'secret123', productType: 2 }))
      .body.returnData.token;
  });
  afterAll(() => app.close());

  test('dictionary items by type; 客户等级价 and 供应商退货汇总 open for employees with only those entries', async () => {
    const t = { token };
    await app.call('Dictionary/Save', { dictType: 'payWay', itemName: '现金', itemValue: 'cash', sort: 1 }, t);
    await app.call('Dictionary/Save', { dictType: 'payWay', itemName: '微信', itemValue: 'wechat', sort: 2 }, t);
    await app.call('Dictionary/Save', { dictType: 'unitType', itemName: '重量' }, t);
    assert.deepEqual(
      (await app.call('Dictionary/PageQuery', { dictType: 'payWay', sortField: 'itemName' }, t)).body.returnData.data
        .map((d: any) => d.itemValue)
        .sort(),
      ['cash', 'wechat'],
    );
    const grade = (await app.call('CustomGrade/Save', { gradeName: '银牌' }, t)).body.returnData.gradeId;
    const role = (
      await app.call(
        'Role/Save',
        {
          roleName: '看价格',
          permissions: [
            { permissionId: '2006', actionList: ['query'] },
            { permissionId: '3001', actionList: ['query'] },
          ],
        },
        t,
      )
    ).body.returnData.roleId;
    const loginName = uniq('pv');
    await app.call('User/Save', { loginName, password: 'secret123', userName: '看价', roleId: role }, t);
    const staff = { token: (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token };
    assert.equal((await app.call('SkuDegreePrice/PageQuery', { gradeId: grade }, staff)).status, 200);
    assert.equal((await app.call('BuyReturn/DetailPageQuery', {}, staff)).status, 200);
    assert.equal((await app.call('BuyReturn/PageQuery', {}, staff)).status, 403, 'but not the purchase-return list itself');
  });
});
