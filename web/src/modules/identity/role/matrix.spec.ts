import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { RoleMenuItem } from '../api';
import { cellsState, grantsOf, groupByModule, matrixColumns, permissionsOf, rowCells, setCells } from './matrix';

const offer = (...actions: string[]) => actions.map((action) => ({ action, title: action }));
const menu: RoleMenuItem[] = [
  { id: '2002', parentId: '20', title: '销售单', path: '/sale/List', actions: offer('query', 'add', 'audit', 'hx') },
  { id: '2004', parentId: '20', title: '客户管理', path: '/client/List', actions: offer('query', 'edit') },
  { id: '4002', parentId: '40', title: '采购单', path: '/purchaseOrder/list', actions: offer('query') },
];

test('columns are the offered matrix actions in matrix order; rows group under their module', () => {
  assert.deepEqual(matrixColumns(menu), ['query', 'add', 'edit', 'audit']);
  assert.deepEqual(
    groupByModule(menu).map((g) => [g.title, g.rows.map((r) => r.id)]),
    [
      ['销售', ['2002', '2004']],
      ['采购库存', ['4002']],
    ],
  );
  assert.deepEqual(rowCells(menu[1], matrixColumns(menu)), { id: '2004', actions: ['query', 'edit'] });
});

test('ticking an action ticks 查询 too; clearing 查询 clears the entry', () => {
  let g = setCells({}, [{ id: '2002', actions: ['add'] }], true);
  assert.deepEqual(g['2002'].sort(), ['add', 'query']);
  g = setCells(g, [{ id: '2002', actions: ['add'] }], false);
  assert.deepEqual(g['2002'], ['query']);
  g = setCells(grantsOf([{ permissionId: '2002', actionList: ['query', 'add', 'hx'] }]), [{ id: '2002', actions: ['query'] }], false);
  assert.deepEqual(permissionsOf(g), []);
});

test('select-all state and actions outside the matrix are kept', () => {
  const columns = matrixColumns(menu);
  const row = rowCells(menu[0], columns);
  let g = grantsOf([{ permissionId: '2002', actionList: ['hx'] }]);
  assert.equal(cellsState(g, [row]), false);
  g = setCells(g, [{ id: '2002', actions: ['query'] }], true);
  assert.equal(cellsState(g, [row]), 'mixed');
  g = setCells(g, [row], true);
  assert.equal(cellsState(g, [row]), true);
  assert.deepEqual(permissionsOf(g), [{ permissionId: '2002', actionList: ['hx', 'query', 'add', 'audit'] }]);
});
