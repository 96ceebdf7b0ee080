import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { fromCompany, fromLogin } from './values';

const login = {
  token: 't',
  isAdmin: 0,
  currentUserId: 'u1',
  companyId: 'c1',
  companyName: '测试公司',
  productType: 4,
  umList: [{ permissionId: '2002', actionList: ['query'] }],
  pricePerm: '101000000',
  warehousePerm: 'w1,w2',
  branchAdmin: 1,
  branchId: 'b1',
  branchName: '总店',
  currentBranchIsMain: 1,
  isDemo: 1,
  buyFlag: 0,
  loginName: 'zhang',
  userName: '张三',
};

test('fromLogin maps the login returnData to the stored names', () => {
  const v = fromLogin(login);
  assert.equal(v.token, 't');
  assert.equal(v.isAdmin, 0);
  assert.equal(v.IsAdmin, 0);
  assert.equal(v.current_user_id, 'u1');
  assert.equal(v.product_Type, 4);
  assert.equal(v.nickname, '张三');
  assert.equal(v.User_WarehousePerm, 'w1,w2');
  assert.equal(v.User_PricePerm, '101000000');
  assert.equal(v.ACCESS_IsDemo, 1);
  assert.deepEqual(v.userPermission, login.umList);
});

test('administrators get every price permission', () => {
  assert.equal(fromLogin({ ...login, isAdmin: 1, pricePerm: '' }).User_PricePerm, '111111111');
});

test('fromCompany reads counts and the digit pair', () => {
  const v = fromCompany({ companyId: 'c1', companyName: 'X', productType: 1, billCountMonth: 12, setDigit: '3,2', isOldSob: 1 });
  assert.equal(v.billCountMonth, 12);
  assert.deepEqual(v.set_digit, [3, 2]);
  assert.equal(v.IsOldSob, 1);
  assert.deepEqual(fromCompany({ companyId: 'c1', companyName: 'X', productType: 1 }).set_digit, [2, 2]);
  assert.equal(
    fromCompany({ companyId: 'c1', companyName: 'X', productType: 1 }).mergeSameSku,
    1,
    'a server without the setting merges, as before',
  );
  assert.equal(fromCompany({ companyId: 'c1', companyName: 'X', productType: 1, mergeSameSku: 0 }).mergeSameSku, 0);
});
