import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, type TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';
import { STARTER_FINANCE_CLASSES, STARTER_UNITS } from './starter-records';

/**
 * A new company starts ready: 现金 and 银行存款, 零售散客 (the retail customer), the usual units and 收支项目; a record
 * saved without 编码 gets the next code of the company's rule; the home page's checklist follows the first steps;
 * the signed-in user changes their own password.
 */
let app: TestApp;
let seq = 0;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function register(productType = 2) {
  const loginName = `new${Date.now().toString(36)}${seq++}`;
  const res = await app.call('Register/Register', { companyName: `新店${seq}`, loginName, password: 'secret123', productType });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const token: string = res.body.returnData.token;
  const raw = (path: string, body: object = {}, t = token) => app.call(path, body, { token: t });
  const call = async (path: string, body: object = {}) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  return { loginName, token, raw, call };
}

describe('a new company starts ready', () => {
  test('accounts, the retail customer, units and 收支项目 are there; a demo company brings its own', async () => {
    const { call } = await register();
    const accounts = (await call('Account/PageQuery', { pageSize: 50, sortField: 'accountCode', sortOrder: 'ascend' })).data;
    assert.deepEqual(
      accounts.map((a: any) => [a.accountName, a.accountCode, a.initAmount]),
      [
        ['现金', 'ZH01', 0],
        ['银行存款', 'ZH02', 0],
      ],
    );
    const customers = (await call('Custom/PageQuery', { pageSize: 50 })).data;
    assert.deepEqual(
      customers.map((c: any) => [c.customName, c.customCode, c.retailFlag]),
      [['零售散客', 'LS', true]],
    );
    const units = (await call('Unit/Options', { pageSize: 100 })).data.map((u: any) => u.unitName);
    assert.deepEqual([...units].sort(), [...STARTER_UNITS].sort());
    const classes = (await call('FinanceClass/Options', { pageSize: 100 })).data;
    for (const classType of ['income', 'expense'] as const) {
      assert.deepEqual(
        classes
          .filter((c: any) => c.classType === classType)
          .map((c: any) => c.className)
          .sort(),
        [...STARTER_FINANCE_CLASSES[classType]].sort(),
      );
    }
    const receivables = (await call('CustomReceivable/PageQuery', {})).data;
    assert.deepEqual(
      receivables.map((r: any) => [r.customName, r.balance]),
      [['零售散客', 0]],
    );

    const demo = (await app.call('Login/DemoLogin', {})).body.returnData;
    const demoCustomers = (await app.call('Custom/PageQuery', { pageSize: 200, keyword: '零售散客' }, { token: demo.token })).body
      .returnData.data;
    assert.equal(demoCustomers.length, 1, 'the demo has its own 零售散客 and no second one');
  });

  test('a record saved without 编码 gets the next code of the rule; typed codes are passed over; the rule can change', async () => {
    const { call, raw } = await register();
    const code = async (group: string, field: string, idField: string, body: object) => {
      const id = (await call(`${group}/Save`, body))[idField];
      return (await call(`${group}/Detail`, { [idField]: id }))[field];
    };
    assert.equal(await code('Custom', 'customCode', 'customId', { customName: '张三' }), 'KH0001', '零售散客 (LS) is outside the sequence');
    assert.equal(await code('Supplier', 'supplierCode', 'supplierId', { supplierName: '甲', supplierCode: '' }), 'GYS0001');
    assert.equal(await code('Warehouse', 'warehouseCode', 'warehouseId', { warehouseName: '总仓' }), 'CK01');
    assert.equal(await code('Account', 'accountCode', 'accountId', { accountName: '微信', initAmount: 0 }), 'ZH03');
    const product = await call('Product/Save', { productName: '可乐', unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 2 }] });
    assert.equal(product.productCode, 'SP0001');

    await call('Custom/Save', { customName: '手填', customCode: 'kh0002' });
    assert.equal(
      await code('Custom', 'customCode', 'customId', { customName: '李四' }),
      'KH0003',
      'a code typed by hand (any case) is not given again',
    );
    await call('Custom/Save', { customName: '条码样', customCode: 'KH6901234567890' });
    assert.equal(
      await code('Custom', 'customCode', 'customId', { customName: '王五' }),
      'KH0004',
      'a long number typed by hand does not move the sequence',
    );

    const rules = (await call('CodeRule/List')).data;
    assert.deepEqual(
      rules.map((r: any) => [r.kind, r.prefix, r.seqLength, r.example]),
      [
        ['Product', 'SP', 4, 'SP0001'],
        ['Custom', 'KH', 4, 'KH0001'],
        ['Supplier', 'GYS', 4, 'GYS0001'],
        ['Warehouse', 'CK', 2, 'CK01'],
        ['Account', 'ZH', 2, 'ZH01'],
      ],
    );
    assert.deepEqual(await call('CodeRule/Save', { kind: 'Custom', prefix: 'c', seqLength: 3 }), {
      kind: 'Custom',
      prefix: 'C',
      seqLength: 3,
      example: 'C001',
    });
    assert.equal(await code('Custom', 'customCode', 'customId', { customName: '赵六' }), 'C001');
    const bad = await raw('CodeRule/Save', { kind: 'Custom', prefix: 'K1', seqLength: 3 });
    assert.deepEqual([bad.status, bad.body.invMessage], [400, '前缀只能是1到8个英文字母']);
    const taken = await raw('Custom/Save', { customName: '重复', customCode: 'C001' });
    assert.deepEqual([taken.status, taken.body.invMessage], [400, '客户编码已存在'], 'a code typed by hand is still checked');
  });

  test('customers saved at the same moment without 编码 all get codes of their own', async () => {
    const { call } = await register();
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('Custom/Save', { customName: `同时${i}` }).then((r) => r.customId)),
    );
    const codes = await Promise.all(ids.map(async (customId) => (await call('Custom/Detail', { customId })).customCode));
    assert.deepEqual([...codes].sort(), ['KH0001', 'KH0002', 'KH0003', 'KH0004', 'KH0005', 'KH0006', 'KH0007', 'KH0008']);
  });

  test('the checklist ticks as the shop adds a warehouse, a product, stock and a sale, and an administrator can hide it', async () => {
    const { call, raw } = await register();
    const steps = async () => call('GettingStarted/Detail');
    assert.deepEqual(await steps(), { warehouse: false, product: false, stock: false, sale: false, hidden: false });
    const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓' })).warehouseId;
    const skuId = (await call('Product/Save', { productName: '可乐', unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 2 }] })).skus[0]
      .skuId;
    assert.deepEqual(await steps(), { warehouse: true, product: true, stock: false, sale: false, hidden: false });
    const supplierId = (await call('Supplier/Save', { supplierName: '甲' })).supplierId;
    await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 10, price: 2 }], audit: true });
    const retail = (await call('Custom/PageQuery', { keyword: '零售散客' })).data[0].customId;
    await call('Sale/Save', { customId: retail, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 3 }] });
    assert.equal((await steps()).sale, false, 'a draft is not yet a sale');
    await call('Sale/Save', { customId: retail, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 3 }], audit: true });
    assert.deepEqual(await steps(), { warehouse: true, product: true, stock: true, sale: true, hidden: false });

    const other = await register();
    const clerkRole = (await other.call('Role/Save', { roleName: '店员', permissions: [] })).roleId;
    await other.call('User/Save', { loginName: `${other.loginName}c`, password: 'secret123', userName: '店员', roleId: clerkRole });
    const clerk = (await app.call('Login/Login', { loginName: `${other.loginName}c`, password: 'secret123' })).body.returnData.token;
    assert.equal((await other.raw('GettingStarted/Hide', {}, clerk)).status, 403, 'only an administrator hides it');
    assert.equal((await other.raw('GettingStarted/Detail', {}, clerk)).body.returnData.hidden, false);
    await other.call('GettingStarted/Hide');
    await other.call('GettingStarted/Hide');
    assert.equal((await other.call('GettingStarted/Detail')).hidden, true);
    assert.equal((await raw('GettingStarted/Detail')).body.returnData.hidden, false, 'another company’s stays shown');
  });

  test('business settings: 默认结算账户 and 零售默认全额收款', async () => {
    const { call, raw } = await register();
    const settings = await call('Setting/Detail');
    assert.deepEqual([settings.defaultAccountId, settings.retailFullPayment], [null, true]);
    const bank = (await call('Account/PageQuery', { keyword: '银行存款' })).data[0].accountId;
    const saved = await call('Setting/Save', { defaultAccountId: bank, retailFullPayment: false });
    assert.deepEqual([saved.defaultAccountId, saved.retailFullPayment], [bank, false]);
    assert.equal((await call('Setting/Save', { qtyDigits: 3 })).defaultAccountId, bank, 'a setting not sent is kept');
    assert.equal((await call('Setting/Save', { defaultAccountId: '' })).defaultAccountId, null, 'sent empty it is cleared');
    const theirs = (await (await register()).call('Account/PageQuery', {})).data[0].accountId;
    const refused = await raw('Setting/Save', { defaultAccountId: theirs });
    assert.deepEqual([refused.status, refused.body.invMessage], [400, '默认结算账户不存在']);
  });
});

describe('修改密码', () => {
  test('the current password is checked; the new one signs in, the old one no longer; other sessions end, this one stays', async () => {
    const { loginName, raw } = await register();
    const elsewhere = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const wrong = await raw('User/ChangePassword', { oldPassword: 'nope123', password: 'fresh456' });
    assert.deepEqual([wrong.status, wrong.body.invMessage], [400, '当前密码不正确']);
    const short = await raw('User/ChangePassword', { oldPassword: 'secret123', password: '123' });
    assert.equal(short.status, 400);
    assert.match(short.body.invMessage, /^新密码/);
    assert.equal((await raw('User/ChangePassword', { oldPassword: 'secret123', password: 'fresh456' })).status, 200);
    assert.equal(
      (await app.call('Login/Login', { loginName, password: 'secret123' })).status >= 400,
      true,
      'the old password no longer signs in',
    );
    assert.equal((await app.call('Login/Login', { loginName, password: 'fresh456' })).status, 200);
    assert.equal((await raw('Company/Detail', {}, elsewhere)).status, 401, 'the other session ended');
    assert.equal((await raw('Company/Detail')).status, 200, 'this session stays');
  });

  test('an employee changes their own password too', async () => {
    const { loginName, call } = await register();
    const roleId = (await call('Role/Save', { roleName: '店员', permissions: [] })).roleId;
    await call('User/Save', { loginName: `${loginName}e`, password: 'secret123', userName: '店员', roleId });
    const employee = (await app.call('Login/Login', { loginName: `${loginName}e`, password: 'secret123' })).body.returnData.token;
    assert.equal(
      (await app.call('User/ChangePassword', { oldPassword: 'secret123', password: 'mine789' }, { token: employee })).status,
      200,
    );
    assert.equal((await app.call('Login/Login', { loginName: `${loginName}e`, password: 'mine789' })).status, 200);
  });
});
