import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import { decideRole, evolveRole, initialRole } from './role';

const given = (...events: { type: string; data?: unknown }[]) => events.reduce((s, e) => evolveRole(s, { data: {}, ...e } as StoredEvent), initialRole);
const permissions = [{ permissionId: '3001', actionList: ['query', 'get'] }];
const saved = { type: 'RoleSaved', data: { roleId: 'r', roleName: '店员', permissions } };

test('an update records only the fields it changes', () => {
  assert.deepEqual(decideRole.update(given(saved), { roleName: '收银员' }), [{ type: 'RoleUpdated', data: { roleName: '收银员' } }]);
  const fewer = [{ permissionId: '3001', actionList: ['query'] }];
  assert.deepEqual(decideRole.update(given(saved), { roleName: '店员', permissions: fewer }), [{ type: 'RoleUpdated', data: { permissions: fewer } }]);
});

test('an update that changes nothing appends nothing, whatever the key order of the stored permissions', () => {
  assert.deepEqual(decideRole.update(given(saved), {}), []);
  const stored = given({ type: 'RoleSaved', data: { roleId: 'r', roleName: '店员', permissions: [{ actionList: ['query', 'get'], permissionId: '3001' }] } });
  assert.deepEqual(decideRole.update(stored, { roleName: '店员', permissions }), []);
  assert.deepEqual(decideRole.update(given(saved, { type: 'RoleUpdated', data: { roleName: '收银员' } }), { roleName: '收银员' }), []);
});

test('a missing or removed role cannot be updated', () => {
  assert.throws(() => decideRole.update(initialRole, {}), /角色不存在或已删除/);
  assert.throws(() => decideRole.update(given(saved, { type: 'RoleRemoved' }), { roleName: 'x' }), /角色不存在或已删除/);
});
