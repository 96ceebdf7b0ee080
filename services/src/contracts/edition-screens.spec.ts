import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { EDITION_SCREENS, EDITIONS } from './editions';
import { ALL_ENTRIES, entriesForEdition, MODULES, moduleVisible } from './menus';
import { editionLacks, mayDo } from './permissions';

const titles = (productType: number) => entriesForEdition(productType).map((e) => e.title);
const modules = (productType: number) => MODULES.filter((m) => moduleVisible(m, productType)).map((m) => m.title);

test('each screen an edition keeps is a menu entry or a whole module', () => {
  const known = new Set([...MODULES.map((m) => m.id), ...ALL_ENTRIES.map((e) => e.id)]);
  for (const [productType, ids] of Object.entries(EDITION_SCREENS)) {
    assert.ok(Number(productType) in EDITIONS, `${productType}`);
    assert.deepEqual(
      ids.filter((id) => !known.has(id)),
      [],
    );
  }
});

test('the formula shop (edition 8) keeps its store and formulas, the products, warehouse and sale they need, and its staff settings', () => {
  assert.deepEqual(modules(8), ['订货商城', '销售', '商品', '采购库存', '设置']);
  assert.deepEqual(titles(8), [
    '商城商品分类',
    '商城商品',
    '商城订单',
    '小程序用户',
    '作品管理',
    '我的店铺',
    '广告管理',
    '首页快捷菜单',
    '店铺设置',
    '销售单',
    '商品管理',
    '期初库存',
    '商品分类',
    '计量单位',
    '商品属性',
    '仓库管理',
    '员工管理',
    '角色权限',
    '移动支付',
    '服务条款',
    '公司信息',
    '快递信息',
    '系统重置',
    '操作日志',
  ]);
  for (const lacks of ['销售退货单', '采购单', '客户管理', '供应商', '库存查询', '结算账户', '利润报表', '门店/机构管理', '多级审批'])
    assert.ok(!titles(8).includes(lacks), lacks);
});

test('editions without a list keep every module of theirs: the ordering editions the store, the others not', () => {
  assert.ok(titles(6).includes('作品管理') && titles(6).includes('销售单') && titles(6).includes('利润报表'));
  assert.ok(!modules(2).includes('订货商城') && titles(2).includes('期初库存'));
  assert.equal(titles(9).length, ALL_ENTRIES.length);
});

test('a screen the edition lacks is named by its menu id, with or without its suffix; ids of no screen are not refused', () => {
  assert.deepEqual(
    ['1105', '1103A', '2002V', '2001', '4002A', '5003', '1000'].map((id) => editionLacks(8, id)),
    [false, false, false, true, true, true, false],
  );
  assert.equal(editionLacks(6, '2001'), false);
});

test('mayDo: the administrator may do anything of the edition and nothing of another; an employee what the role grants of it', () => {
  const admin = { permissions: [], isAdmin: true, productType: 8 };
  assert.deepEqual(
    [mayDo(admin, '1105', 'add'), mayDo(admin, '2002', 'audit'), mayDo(admin, '4002', 'add'), mayDo(admin, '5003', 'invoice')],
    [true, true, false, false],
  );
  const clerk = {
    permissions: [
      { permissionId: '1105', actionList: ['query'] },
      { permissionId: '4002', actionList: ['add'] },
    ],
    isAdmin: false,
    productType: 8,
  };
  assert.deepEqual([mayDo(clerk, '1105', 'query'), mayDo(clerk, '1105', 'add'), mayDo(clerk, '4002', 'add')], [true, false, false]);
  assert.equal(mayDo({ ...clerk, productType: 6 }, '4002', 'add'), true);
});
