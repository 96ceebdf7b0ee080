import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import { decideUser, evolveUser, initialUser } from './user';

const given = (...events: { type: string; data?: unknown }[]) =>
  events.reduce((s, e) => evolveUser(s, { ...e, data: e.data ?? {} } as StoredEvent), initialUser);

const created = (isAdmin = false) => ({ type: 'UserCreated', data: { userId: 'u', loginName: 'li', isAdmin } });

test('an employee can be locked, unlocked and removed', () => {
  assert.deepEqual(decideUser.lock(given(created())).map((e) => e.type), ['UserLocked']);
  assert.deepEqual(decideUser.unlock(given(created(), { type: 'UserLocked' })).map((e) => e.type), ['UserUnlocked']);
  assert.deepEqual(decideUser.remove(given(created())).map((e) => e.type), ['UserRemoved']);
});

test('locking twice, unlocking an unlocked account and touching the administrator are refused', () => {
  assert.throws(() => decideUser.lock(given(created(), { type: 'UserLocked' })), /已是锁定状态/);
  assert.throws(() => decideUser.unlock(given(created())), /未被锁定/);
  assert.throws(() => decideUser.lock(given(created(true))), /管理员/);
  assert.throws(() => decideUser.remove(given(created(true))), /管理员/);
});

test('a removed employee cannot be changed', () => {
  assert.throws(() => decideUser.update(given(created(), { type: 'UserRemoved' }), { userName: 'x' }), /不存在或已删除/);
  assert.throws(() => decideUser.update(initialUser, {}), /不存在或已删除/);
});

test('the administrator keeps no role', () => {
  const [e] = decideUser.update(given(created(true)), { userName: '老板', roleId: 'r1' });
  assert.deepEqual(e.data, { userName: '老板' });
});

const profiled = { type: 'UserCreated', data: { userId: 'u', loginName: 'li', isAdmin: false, userName: '小李', phone: '13900000000', roleId: 'r1', pricePerm: '110000000', warehousePerm: 'w1', branchAdmin: false, branchId: null } };

test('an update records only the profile fields it changes', () => {
  assert.deepEqual(decideUser.update(given(profiled), { phone: '13700000000' }), [{ type: 'UserUpdated', data: { phone: '13700000000' } }]);
  assert.deepEqual(decideUser.update(given(profiled), { userName: '小李', phone: '13700000000', roleId: 'r1' }), [{ type: 'UserUpdated', data: { phone: '13700000000' } }]);
  const after = given(profiled, { type: 'UserUpdated', data: { phone: '13700000000' } });
  assert.deepEqual(decideUser.update(after, { phone: '13700000000' }), [], 'the update is remembered');
});

test('an update that changes nothing appends nothing', () => {
  assert.deepEqual(decideUser.update(given(profiled), {}), []);
  assert.deepEqual(decideUser.update(given(profiled), { userName: '小李', pricePerm: '110000000', branchId: null }), []);
});

test('optional fields sent empty are cleared to what a new employee without them has', () => {
  const [e] = decideUser.update(given(profiled), { phone: null, roleId: null, pricePerm: null, warehousePerm: null, branchId: null });
  assert.deepEqual(e.data, { phone: '', roleId: null, pricePerm: '000000000', warehousePerm: '' });
});
