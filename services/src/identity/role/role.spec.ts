import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import { decider } from '../../testing/given-when-then';
import type { Holder } from './holding';
import { decideRole, evolveRole, initialRole, RoleState } from './role';

const given = decider((s: RoleState, e: { type: string; data?: unknown }) => evolveRole(s, { data: {}, ...e } as StoredEvent), initialRole);
const permissions = [{ permissionId: '3001', actionList: ['query', 'get'] }];
const saved = { type: 'RoleSaved', data: { roleId: 'r', roleName: '店员', permissions } };

const admin: Holder = {
  userId: 'boss',
  isAdmin: true,
  roleId: null,
  permissions: [],
  pricePerm: '',
  warehousePerm: '',
  branchAdmin: false,
};
/** An employee holding role `m` that manages roles and sees products. */
const manager: Holder = {
  userId: 'm',
  isAdmin: false,
  roleId: 'm',
  pricePerm: '',
  warehousePerm: '',
  branchAdmin: false,
  permissions: [
    { permissionId: '7003', actionList: ['query', 'add', 'edit', 'delete'] },
    { permissionId: '3001', actionList: ['query', 'get', 'addEdit'] },
  ],
};
const managersRole = { type: 'RoleSaved', data: { roleId: 'm', roleName: '角色管理', permissions: manager.permissions } };

test('an update records only the fields it changes', () => {
  given(saved)
    .when((s) => decideRole.update(s, { roleName: '收银员' }, admin))
    .then([{ type: 'RoleUpdated', data: { roleName: '收银员' } }]);
  const fewer = [{ permissionId: '3001', actionList: ['query'] }];
  given(saved)
    .when((s) => decideRole.update(s, { roleName: '店员', permissions: fewer }, admin))
    .then([{ type: 'RoleUpdated', data: { permissions: fewer } }]);
});

test('an update that changes nothing appends nothing, whatever the key order of the stored permissions', () => {
  given(saved)
    .when((s) => decideRole.update(s, {}, admin))
    .then([]);
  const stored = {
    type: 'RoleSaved',
    data: { roleId: 'r', roleName: '店员', permissions: [{ actionList: ['query', 'get'], permissionId: '3001' }] },
  };
  given(stored)
    .when((s) => decideRole.update(s, { roleName: '店员', permissions }, admin))
    .then([]);
  given(saved, { type: 'RoleUpdated', data: { roleName: '收银员' } })
    .when((s) => decideRole.update(s, { roleName: '收银员' }, admin))
    .then([]);
});

test('a missing or removed role cannot be updated', () => {
  given()
    .when((s) => decideRole.update(s, {}, admin))
    .refused('NOT_FOUND', /角色不存在或已删除/);
  given(saved, { type: 'RoleRemoved' })
    .when((s) => decideRole.update(s, { roleName: 'x' }, admin))
    .refused('NOT_FOUND', /角色不存在或已删除/);
});

test('the administrator grants any permission', () => {
  const all = [{ permissionId: '2002', actionList: ['query', 'audit', 'back'] }];
  given()
    .when(() => decideRole.save(admin, { roleId: 'n', roleName: '店长', permissions: all }))
    .then([{ type: 'RoleSaved', data: { roleId: 'n', roleName: '店长', permissions: all } }]);
  given(saved)
    .when((s) => decideRole.update(s, { permissions: all }, admin))
    .then([{ type: 'RoleUpdated', data: { permissions: all } }]);
});

test('an employee grants only what they hold, add-edit counting as add', () => {
  const within = [{ permissionId: '3001', actionList: ['query', 'add'] }];
  given()
    .when(() => decideRole.save(manager, { roleId: 'n', roleName: '录入员', permissions: within }))
    .then([{ type: 'RoleSaved', data: { roleId: 'n', roleName: '录入员', permissions: within } }]);
  given()
    .when(() => decideRole.save(manager, { roleId: 'n', roleName: '收银', permissions: [{ permissionId: '2002', actionList: ['query'] }] }))
    .refused('BEYOND_OWN_PERMISSIONS', /^不能授予自己没有的权限：销售单的查询$/);
  given(saved)
    .when((s) => decideRole.update(s, { permissions: [{ permissionId: '3001', actionList: ['query', 'delete'] }] }, manager))
    .refused('BEYOND_OWN_PERMISSIONS', /^不能授予自己没有的权限：商品管理的删除$/);
});

test('an employee may narrow a wider role or leave what it had, never widen it', () => {
  const wide = {
    type: 'RoleSaved',
    data: { roleId: 'w', roleName: '店长', permissions: [{ permissionId: '2002', actionList: ['query', 'audit'] }] },
  };
  given(wide)
    .when((s) => decideRole.update(s, { roleName: '副店长', permissions: [{ permissionId: '2002', actionList: ['audit'] }] }, manager))
    .then([{ type: 'RoleUpdated', data: { roleName: '副店长', permissions: [{ permissionId: '2002', actionList: ['audit'] }] } }]);
  given(wide)
    .when((s) => decideRole.update(s, { permissions: [{ permissionId: '2002', actionList: ['query', 'audit', 'back'] }] }, manager))
    .refused('BEYOND_OWN_PERMISSIONS', /销售单的红冲/);
});

test('nobody changes or removes the role they hold', () => {
  given(managersRole)
    .when((s) => decideRole.update(s, { roleName: '超级' }, manager))
    .refused('OWN_ROLE', /^不能修改或删除自己所属的角色$/);
  given(managersRole)
    .when((s) => decideRole.update(s, { permissions: [] }, manager))
    .refused('OWN_ROLE');
  given(managersRole)
    .when((s) => decideRole.remove(s, 0, manager))
    .refused('OWN_ROLE');
  given(managersRole)
    .when((s) => decideRole.remove(s, 1, admin))
    .refused('BAD_STATUS', /还有1个员工使用该角色/);
  given(saved)
    .when((s) => decideRole.remove(s, 0, manager))
    .then([{ type: 'RoleRemoved', data: {} }]);
});
