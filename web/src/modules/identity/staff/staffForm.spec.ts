import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  PRICE_FLAG_KEYS,
  PRICE_FLAG_LABELS,
  staffForm,
  toStaffChanges,
  toStaffInput,
  validateStaff,
  warehouseIds,
  withPriceFlag,
} from './staffForm';

const clean = (errors: object) => Object.values(errors).every((m) => !m);

test('price flags are labelled in the seed order and set by position', () => {
  assert.deepEqual(
    PRICE_FLAG_KEYS.map((k) => PRICE_FLAG_LABELS[k]),
    ['看销售价', '看批发价', '看采购价', '看最低售价', '看成本价', '看他人单据', '禁止数据', '单据权力', '禁止价格'],
  );
  assert.equal(withPriceFlag('', 'costPrice', true), '000010000');
  assert.equal(withPriceFlag('1', 'prohibitPrice', true), '100000001');
  assert.equal(withPriceFlag('111111111', 'salePrice', false), '011111111');
});

test('a new employee needs account, password and name; the phone is optional but checked', () => {
  const f = { ...staffForm(), loginName: 'cashier_1', password: 'secret1', userName: '小李' };
  assert.ok(clean(validateStaff(f, true)));
  const e = validateStaff({ ...f, loginName: '收银', password: '123', userName: ' ', phone: '123' }, true);
  assert.equal(e.loginName, '登录账号只能包含字母、数字、下划线和短横线');
  assert.equal(e.password, '密码长度为6-32位');
  assert.equal(e.userName, '请输入员工姓名');
  assert.equal(e.phone, '请输入正确的手机号');
});

test('editing keeps a blank password and never checks the account', () => {
  const f = { ...staffForm(), loginName: '', userName: '小李' };
  assert.ok(clean(validateStaff(f, false)));
  assert.equal(validateStaff({ ...f, password: '12' }, false).password, '密码长度为6-32位');
});

test('payloads leave out what is blank', () => {
  const f = { ...staffForm(), loginName: ' clerk ', password: 'secret1', userName: ' 小李 ' };
  assert.deepEqual(toStaffInput(f), { loginName: 'clerk', password: 'secret1', userName: '小李', pricePerm: '100000000' });
  assert.deepEqual(toStaffChanges('u1', { ...f, password: '', roleId: 'r1', phone: '13912345678' }), {
    userId: 'u1',
    userName: '小李',
    pricePerm: '100000000',
    branchId: '',
    branchAdmin: false,
    warehousePerm: '',
    phone: '13912345678',
    roleId: 'r1',
  });
});

test('branch, branch administrator and warehouse permission: given when set; an edit sends them emptied to clear them', () => {
  const f = {
    ...staffForm(),
    loginName: 'clerk',
    password: 'secret1',
    userName: '小李',
    branchId: 'b1',
    branchAdmin: '1',
    warehousePerm: 'w1,w2',
  };
  assert.deepEqual(toStaffInput(f), {
    loginName: 'clerk',
    password: 'secret1',
    userName: '小李',
    pricePerm: '100000000',
    branchId: 'b1',
    branchAdmin: true,
    warehousePerm: 'w1,w2',
  });
  assert.deepEqual(warehouseIds(f.warehousePerm), ['w1', 'w2']);
  assert.deepEqual(warehouseIds(''), []);
  const staff = {
    userId: 'u1',
    loginName: 'clerk',
    userName: '小李',
    phone: '',
    isAdmin: 0,
    roleId: null,
    pricePerm: '1',
    warehousePerm: 'w1',
    branchAdmin: 1,
    branchId: 'b1',
    status: 'active' as const,
    createTime: '',
  };
  assert.deepEqual([staffForm(staff).branchId, staffForm(staff).branchAdmin, staffForm(staff).warehousePerm], ['b1', '1', 'w1']);
});
