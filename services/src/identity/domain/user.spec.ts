import assert from 'node:assert/strict';
import { test } from 'node:test';
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
  assert.deepEqual(e.data, { userName: '老板', roleId: undefined });
});
