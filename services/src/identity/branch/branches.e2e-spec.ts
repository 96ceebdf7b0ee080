import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('门店/机构管理 (Branch) over HTTP', () => {
  let app: TestApp;
  let boss: any;

  const as = async (token: string, path: string, body: object) => {
    const r = await app.call(path, body, { token });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };

  beforeAll(async () => {
    app = await startTestApp();
    boss = (
      await app.call('Register/Register', { companyName: '连锁', loginName: `br${Date.now()}`, password: 'secret123', productType: 4 })
    ).body.returnData;
  });
  afterAll(() => app.close());

  test('branches with their warehouses and staff; each user belongs to one, and the session says which', async () => {
    assert.deepEqual([boss.branchId, boss.branchName, boss.currentBranchIsMain], ['', '总部', 1]);
    const { branchId } = await as(boss.token, 'Branch/Save', {
      branchName: '北城店',
      branchCode: 'BC',
      contact: '李店长',
      phone: '13900000001',
      address: '北城路1号',
    });
    const dup = await app.call('Branch/Save', { branchName: '又一个', branchCode: 'bc' }, { token: boss.token });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.invMessage, '门店编码已存在');
    const main = (await as(boss.token, 'Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W0' })).warehouseId;
    const north = (await as(boss.token, 'Warehouse/Save', { warehouseName: '北城仓', warehouseCode: 'W1', branchId })).warehouseId;
    const badWh = await app.call('Warehouse/Save', { warehouseName: '错', warehouseCode: 'WX', branchId: 'nope' }, { token: boss.token });
    assert.equal(badWh.body.invMessage, '所属门店不存在');
    const loginName = `bc${Date.now()}`;
    const { userId } = await as(boss.token, 'User/Save', {
      loginName,
      password: 'secret123',
      userName: '北城店员',
      branchId,
      branchAdmin: true,
    });
    const badUser = await app.call(
      'User/Save',
      { loginName: `x${loginName}`, password: 'secret123', userName: '错', branchId: 'nope' },
      { token: boss.token },
    );
    assert.equal(badUser.body.invMessage, '门店不存在');
    const clerk = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
    assert.deepEqual([clerk.branchId, clerk.branchName, clerk.currentBranchIsMain, clerk.branchAdmin], [branchId, '北城店', 0, 1]);

    const { data } = await as(boss.token, 'Branch/List', {});
    assert.deepEqual(
      data.map((b: any) => [b.branchName, b.isMain, b.warehouses.map((w: any) => w.warehouseName), b.staff.map((u: any) => u.userName)]),
      [
        ['总部', 1, ['总仓'], ['管理员']],
        ['北城店', 0, ['北城仓'], ['北城店员']],
      ],
    );
    const page = await as(boss.token, 'Branch/PageQuery', {});
    assert.deepEqual(
      page.data.map((b: any) => [b.branchName, b.branchCode, b.contact, b.warehouseCount, b.userCount]),
      [['北城店', 'BC', '李店长', 1, 1]],
    );
    assert.equal((await as(boss.token, 'Warehouse/PageQuery', { branchId })).data[0].branchName, '北城店');
    assert.deepEqual((await as(boss.token, 'Warehouse/PageQuery', {})).data.map((w: any) => w.warehouseId).sort(), [main, north].sort());

    const inUse = await app.call('Branch/Remove', { branchId }, { token: boss.token });
    assert.equal(inUse.status, 422);
    assert.equal(inUse.body.invMessage, '门店下还有仓库或员工，请先调整到其他门店再删除');
    await as(boss.token, 'Warehouse/Update', { warehouseId: north, branchId: '' });
    await as(boss.token, 'User/Update', { userId, branchId: '' });
    await as(boss.token, 'Branch/Remove', { branchId });
    const back = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
    assert.deepEqual([back.branchId, back.branchName, back.currentBranchIsMain], ['', '总部', 1]);
    assert.deepEqual(
      (await as(boss.token, 'Branch/List', {})).data.map((b: any) => [b.branchName, b.warehouses.length, b.staff.length]),
      [['总部', 2, 2]],
    );
  });

  test('cash documents follow the same scope: a branch administrator sees the branch staff’s receipts and expenses, the main branch’s bill-permission flag everyone’s', async () => {
    const { branchId } = await as(boss.token, 'Branch/Save', { branchName: '南城店', branchCode: 'NC' });
    const accountId = (await as(boss.token, 'Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId;
    const customId = (await as(boss.token, 'Custom/Save', { customName: '客户', customCode: 'K' })).customId;
    const classId = (await as(boss.token, 'FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
    const { roleId } = await as(boss.token, 'Role/Save', {
      roleName: '出纳',
      permissions: ['5006', '5013'].map((permissionId) => ({ permissionId, actionList: ['query', 'get', 'add'] })),
    });
    const person = async (name: string, fields: object) => {
      const loginName = `p${Math.random().toString(36).slice(2, 10)}`;
      await as(boss.token, 'User/Save', { loginName, password: 'secret123', userName: name, roleId, ...fields });
      const { token } = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
      const receipt = (await as(token, 'CustomReceive/Save', { customId, accountId, billDate: '2026-01-05', amount: 1 })).receiveId;
      const expense = (
        await as(token, 'FinanceFlow/Save', { flowType: 106, accountId, billDate: '2026-01-05', lines: [{ classId, amount: 1 }] })
      ).flowId;
      return { token, receipt, expense };
    };
    const southAdmin = await person('南城店长', { branchId, branchAdmin: true, pricePerm: '100000000' });
    const southClerk = await person('南城店员', { branchId, pricePerm: '100000000' });
    const mainClerk = await person('总部店员', { pricePerm: '100000000' });
    const mainBill = await person('总部会计', { pricePerm: '100001000' });
    const seen = async (who: { token: string }) => ({
      receipts: (await as(who.token, 'CustomReceive/PageQuery', { pageSize: 50 })).data.map((r: any) => r.receiveId).sort(),
      expenses: (await as(who.token, 'FinanceFlow/PageQuery', { flowType: 106, pageSize: 50 })).data.map((r: any) => r.flowId).sort(),
    });
    const of = (...people: { receipt: string; expense: string }[]) => ({
      receipts: people.map((p) => p.receipt).sort(),
      expenses: people.map((p) => p.expense).sort(),
    });
    assert.deepEqual(await seen(southAdmin), of(southAdmin, southClerk));
    assert.deepEqual(await seen(southClerk), of(southClerk));
    assert.deepEqual(await seen(mainClerk), of(mainClerk));
    assert.deepEqual(await seen(mainBill), of(southAdmin, southClerk, mainClerk, mainBill));
    const other = await app.call('CustomReceive/Detail', { receiveId: mainClerk.receipt }, { token: southAdmin.token });
    assert.notEqual(other.status, 200);
  });

  test('an employee needs the menu’s rights; other editions are told which have branches', async () => {
    const loginName = `nob${Date.now()}`;
    await as(boss.token, 'User/Save', { loginName, password: 'secret123', userName: '无权' });
    const clerk = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
    const refused = await app.call('Branch/List', {}, { token: clerk.token });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.invMessage, '您没有操作权限！');
    const single = (
      await app.call('Register/Register', { companyName: '单店', loginName: `sg${Date.now()}`, password: 'secret123', productType: 3 })
    ).body.returnData;
    const edition = await app.call('Branch/List', {}, { token: single.token });
    assert.equal(edition.status, 403);
    assert.equal(edition.body.errorCode, 'EDITION');
    assert.equal(edition.body.invMessage, '门店/机构管理仅多店协同版、多店旗舰版可用，当前版本不支持');
  });
});
