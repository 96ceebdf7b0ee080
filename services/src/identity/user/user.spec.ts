import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import type { Holder } from '../role/holding';
import { decider } from '../../testing/given-when-then';
import { decideUser, evolveUser, initialUser, UserState } from './user';

const given = (...events: { type: string; data?: unknown }[]) =>
  events.reduce((s, e) => evolveUser(s, { ...e, data: e.data ?? {} } as StoredEvent), initialUser);

const admin: Holder = {
  userId: 'boss',
  isAdmin: true,
  roleId: null,
  permissions: [],
  pricePerm: '',
  warehousePerm: '',
  branchAdmin: false,
};

const created = (isAdmin = false) => ({ type: 'UserCreated', data: { userId: 'u', loginName: 'li', isAdmin } });

test('an employee can be locked, unlocked and removed', () => {
  assert.deepEqual(
    decideUser.lock(given(created())).map((e) => e.type),
    ['UserLocked'],
  );
  assert.deepEqual(
    decideUser.unlock(given(created(), { type: 'UserLocked' })).map((e) => e.type),
    ['UserUnlocked'],
  );
  assert.deepEqual(
    decideUser.remove(given(created())).map((e) => e.type),
    ['UserRemoved'],
  );
});

test('locking twice, unlocking an unlocked account and touching the administrator are refused', () => {
  assert.throws(() => decideUser.lock(given(created(), { type: 'UserLocked' })), /已是锁定状态/);
  assert.throws(() => decideUser.unlock(given(created())), /未被锁定/);
  assert.throws(() => decideUser.lock(given(created(true))), /管理员/);
  assert.throws(() => decideUser.remove(given(created(true))), /管理员/);
});

test('a removed employee cannot be changed', () => {
  assert.throws(() => decideUser.update(given(created(), { type: 'UserRemoved' }), { userName: 'x' }, admin), /不存在或已删除/);
  assert.throws(() => decideUser.update(initialUser, {}, admin), /不存在或已删除/);
});

test('the administrator keeps no role', () => {
  const [e] = decideUser.update(given(created(true)), { userName: '老板', roleId: 'r1' }, admin);
  assert.deepEqual(e.data, { userName: '老板' });
});

const profiled = {
  type: 'UserCreated',
  data: {
    userId: 'u',
    loginName: 'li',
    isAdmin: false,
    userName: '小李',
    phone: '13900000000',
    roleId: 'r1',
    pricePerm: '110000000',
    warehousePerm: 'w1',
    branchAdmin: false,
    branchId: null,
  },
};

test('an update records only the profile fields it changes', () => {
  assert.deepEqual(decideUser.update(given(profiled), { phone: '13700000000' }, admin), [
    { type: 'UserUpdated', data: { phone: '13700000000' } },
  ]);
  assert.deepEqual(decideUser.update(given(profiled), { userName: '小李', phone: '13700000000', roleId: 'r1' }, admin), [
    { type: 'UserUpdated', data: { phone: '13700000000' } },
  ]);
  const after = given(profiled, { type: 'UserUpdated', data: { phone: '13700000000' } });
  assert.deepEqual(decideUser.update(after, { phone: '13700000000' }, admin), [], 'the update is remembered');
});

test('an update that changes nothing appends nothing', () => {
  assert.deepEqual(decideUser.update(given(profiled), {}, admin), []);
  assert.deepEqual(decideUser.update(given(profiled), { userName: '小李', pricePerm: '110000000', branchId: null }, admin), []);
});

test('optional fields sent empty are cleared to what a new employee without them has', () => {
  const [e] = decideUser.update(
    given(profiled),
    { phone: null, roleId: null, pricePerm: null, warehousePerm: null, branchId: null },
    admin,
  );
  assert.deepEqual(e.data, { phone: '', roleId: null, pricePerm: '000000000', warehousePerm: '' });
});

/** An employee who (were staff management opened to roles) manages staff: products only, two price flags, one warehouse. */
const hr: Holder = {
  userId: 'hr',
  isAdmin: false,
  roleId: 'r-hr',
  permissions: [{ permissionId: '3001', actionList: ['query', 'get'] }],
  pricePerm: '110000000',
  warehousePerm: 'w1',
  branchAdmin: false,
};
const newcomer = {
  userId: 'n',
  loginName: 'xin',
  passwordHash: 'h',
  userName: '新人',
  phone: '',
  roleId: 'r1',
  pricePerm: '100000000',
  warehousePerm: 'w1',
  branchAdmin: false,
  branchId: null,
};
const givenAccount = decider(
  (s: UserState, e: { type: string; data?: unknown }) => evolveUser(s, { ...e, data: e.data ?? {} } as StoredEvent),
  initialUser,
);

test('a new employee is never an administrator, and gets no more than the one who makes them holds', () => {
  givenAccount()
    .when(() => decideUser.create(hr, newcomer, [{ permissionId: '3001', actionList: ['query'] }]))
    .then([{ type: 'UserCreated', data: { ...newcomer, isAdmin: false } }]);
  givenAccount()
    .when(() => decideUser.create(hr, { ...newcomer, isAdmin: true } as typeof newcomer, []))
    .then([{ type: 'UserCreated', data: { ...newcomer, isAdmin: false } }]);
  givenAccount()
    .when(() => decideUser.create(hr, newcomer, [{ permissionId: '3001', actionList: ['query', 'delete'] }]))
    .refused('BEYOND_OWN_PERMISSIONS', /^不能授予自己没有的权限：商品管理的删除$/);
  givenAccount()
    .when(() => decideUser.create(hr, { ...newcomer, pricePerm: '101000000' }, []))
    .refused('BEYOND_OWN_PERMISSIONS', /^不能授予自己没有的价格权限：看采购价$/);
  givenAccount()
    .when(() => decideUser.create(hr, { ...newcomer, warehousePerm: '' }, []))
    .refused('BEYOND_OWN_PERMISSIONS', /全部仓库/);
  givenAccount()
    .when(() => decideUser.create(hr, { ...newcomer, warehousePerm: 'w1,w2' }, []))
    .refused('BEYOND_OWN_PERMISSIONS', /仓库权限/);
  givenAccount()
    .when(() => decideUser.create(hr, { ...newcomer, branchAdmin: true }, []))
    .refused('BEYOND_OWN_PERMISSIONS', /门店管理员/);
  givenAccount()
    .when(() =>
      decideUser.create(admin, { ...newcomer, pricePerm: '111111111', warehousePerm: '', branchAdmin: true }, [
        { permissionId: '2002', actionList: ['audit'] },
      ]),
    )
    .then([{ type: 'UserCreated', data: { ...newcomer, pricePerm: '111111111', warehousePerm: '', branchAdmin: true, isAdmin: false } }]);
});

test('an employee gives another a role or flags only within what they hold; what the other had may stay', () => {
  const wider = { type: 'UserCreated', data: { ...newcomer, isAdmin: false, pricePerm: '001000000', warehousePerm: 'w1,w9' } };
  givenAccount(wider)
    .when((s) => decideUser.update(s, { roleId: 'r2' }, hr, [{ permissionId: '2002', actionList: ['query'] }]))
    .refused('BEYOND_OWN_PERMISSIONS', /销售单的查询/);
  givenAccount(wider)
    .when((s) => decideUser.update(s, { roleId: 'r2' }, hr, [{ permissionId: '3001', actionList: ['get'] }]))
    .then([{ type: 'UserUpdated', data: { roleId: 'r2' } }]);
  givenAccount(wider)
    .when((s) => decideUser.update(s, { pricePerm: '101000000', warehousePerm: 'w9' }, hr))
    .then([{ type: 'UserUpdated', data: { pricePerm: '101000000', warehousePerm: 'w9' } }]);
  givenAccount(wider)
    .when((s) => decideUser.update(s, { pricePerm: '000010000' }, hr))
    .refused('BEYOND_OWN_PERMISSIONS', /看成本价/);
  givenAccount(wider)
    .when((s) => decideUser.update(s, { warehousePerm: null }, hr))
    .refused('BEYOND_OWN_PERMISSIONS', /全部仓库/);
});

test('an employee changes their own name or phone, never their own role, price flags, warehouses or branch', () => {
  const self = { type: 'UserCreated', data: { ...newcomer, userId: 'hr', isAdmin: false, roleId: 'r-hr', pricePerm: '110000000' } };
  givenAccount(self)
    .when((s) => decideUser.update(s, { userName: '老王', phone: '13700000000' }, hr))
    .then([{ type: 'UserUpdated', data: { userName: '老王', phone: '13700000000' } }]);
  givenAccount(self)
    .when((s) => decideUser.update(s, { userName: '新人', roleId: 'r-hr', pricePerm: '110000000' }, hr))
    .then([]);
  givenAccount(self)
    .when((s) => decideUser.update(s, { roleId: 'r1' }, hr, []))
    .refused('OWN_PERMISSIONS', /^不能修改自己的角色、价格权限、仓库权限或所属门店$/);
  givenAccount(self)
    .when((s) => decideUser.update(s, { pricePerm: '100000000' }, hr))
    .refused('OWN_PERMISSIONS');
  givenAccount(self)
    .when((s) => decideUser.update(s, { warehousePerm: 'w1,w2' }, hr))
    .refused('OWN_PERMISSIONS');
  givenAccount(self)
    .when((s) => decideUser.update(s, { branchId: 'b1' }, hr))
    .refused('OWN_PERMISSIONS');
});

test('修改密码: the user’s own password changes only with the current one, and the state keeps the last hash', () => {
  const changed = given(created(), { type: 'UserPasswordChanged', data: { passwordHash: 'h2' } });
  assert.equal(changed.passwordHash, 'h2');
  assert.deepEqual(decideUser.changeOwnPassword(changed, true, 'h3'), [{ type: 'UserPasswordChanged', data: { passwordHash: 'h3' } }]);
  assert.throws(
    () => decideUser.changeOwnPassword(changed, false, 'h3'),
    (e: { code?: string; message: string }) => e.code === 'VALIDATION' && e.message === '当前密码不正确',
  );
  assert.throws(() => decideUser.changeOwnPassword(given(created(), { type: 'UserRemoved' }), true, 'h3'), /不存在或已删除/);
});

test('绑定手机: the user’s own phone once proved; the same phone again is refused; a bound phone is the profile’s', () => {
  const account = { type: 'UserCreated', data: { ...newcomer, isAdmin: false } };
  givenAccount(account)
    .when((s) => decideUser.bindPhone(s, '13612345678'))
    .then([{ type: 'UserPhoneBound', data: { phone: '13612345678' } }]);
  givenAccount(account, { type: 'UserPhoneBound', data: { phone: '13612345678' } })
    .when((s) => decideUser.bindPhone(s, '13612345678'))
    .refused('PHONE_ALREADY_BOUND', /已绑定到您的账号/);
  givenAccount(account, { type: 'UserPhoneBound', data: { phone: '13612345678' } })
    .when((s) => decideUser.bindPhone(s, '13787654321'))
    .then([{ type: 'UserPhoneBound', data: { phone: '13787654321' } }]);
  givenAccount(account, { type: 'UserRemoved' })
    .when((s) => decideUser.bindPhone(s, '13612345678'))
    .refused('NOT_FOUND');
  assert.equal(given(account, { type: 'UserPhoneBound', data: { phone: '13612345678' } }).profile.phone, '13612345678');
});

test('解绑手机: only a bound phone, only with the password or its code; the event names the phone given up', () => {
  const bound = [
    { type: 'UserCreated', data: { ...newcomer, isAdmin: false } },
    { type: 'UserPhoneBound', data: { phone: '13612345678' } },
  ];
  givenAccount(...bound)
    .when((s) => decideUser.unbindPhone(s, true))
    .then([{ type: 'UserPhoneUnbound', data: { phone: '13612345678' } }]);
  givenAccount(...bound)
    .when((s) => decideUser.unbindPhone(s, false))
    .refused('VALIDATION', /^密码不正确$/);
  givenAccount(...bound, { type: 'UserPhoneUnbound', data: { phone: '13612345678' } })
    .when((s) => decideUser.unbindPhone(s, true))
    .refused('NO_PHONE', /尚未绑定手机/);
  assert.equal(given(...bound, { type: 'UserPhoneUnbound', data: { phone: '13612345678' } }).profile.phone, '');
});
