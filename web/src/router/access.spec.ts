import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { routeAccess } from './access';
import { entryOfPath, visibleMenu } from './menu';

const employee = { productType: 2, isAdmin: false, perms: [{ permissionId: '2002', actionList: ['query', 'get'] }] };
const admin = { productType: 2, isAdmin: true, perms: [] };

test('home is always open; employees need the route menu id', () => {
  assert.equal(routeAccess('/', employee), 'allow');
  assert.equal(routeAccess('/sale/List', employee), 'allow');
  assert.equal(routeAccess('/sale/detail', employee), 'allow');
  assert.equal(routeAccess('/sale/Add', employee), 'denied');
  assert.equal(routeAccess('/purchaseOrder/list', employee), 'denied');
  assert.equal(routeAccess('/purchaseOrder/list', admin), 'allow');
});

test('admin-only entries refuse employees even with the permission', () => {
  const withUser = { ...employee, perms: [{ permissionId: '7002', actionList: ['query'] }] };
  assert.equal(routeAccess('/user/list', withUser), 'notAdmin');
  assert.equal(routeAccess('/company/CompanyInfo', admin), 'allow');
});

test('entries outside the edition are refused', () => {
  assert.equal(routeAccess('/shop/order/List', admin), 'notInEdition');
  assert.equal(routeAccess('/shop/order/List', { ...admin, productType: 6 }), 'allow');
  assert.equal(routeAccess('/store/list', admin), 'notInEdition');
  assert.equal(routeAccess('/store/list', { ...admin, productType: 9 }), 'allow');
});

test('the menu holds only visible, permitted, non-hidden entries', () => {
  const menu = visibleMenu(employee);
  assert.deepEqual(
    menu.map((m) => m.key),
    ['sales'],
  );
  assert.deepEqual(
    menu[0].entries.map((e) => e.id),
    ['2002'],
  );
  const all = visibleMenu(admin).flatMap((m) => m.entries.map((e) => e.path));
  assert.ok(!all.includes('/role/permission'));
  assert.ok(!all.some((p) => p.startsWith('/shop/')));
  assert.deepEqual(
    visibleMenu({ ...admin, productType: 8 }).map((m) => m.key),
    ['shop', 'sales', 'products', 'stock', 'settings'],
    'the formula edition: its store, the sale that fulfils its orders, products, warehouses and opening stock, settings',
  );
});

test('entryOfPath finds the entry of a sub-screen', () => {
  assert.equal(entryOfPath('/purchaseOrder/detail')?.id, '4002');
  assert.equal(entryOfPath('/nowhere'), undefined);
});
