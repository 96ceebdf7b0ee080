import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClassNode } from '../api/catalog';
import { loadTree, moveTargets, orderTree, subtreeHeight } from './classTree';

const node = (classId: string, parentId: string | null, hasChildren = false): ClassNode => ({ classId, className: classId.toUpperCase(), parentId, hasChildren });
const NODES = [node('b', null), node('a', null, true), node('a1', 'a', true), node('a2', 'a'), node('a11', 'a1')];

test('the tree is ordered depth first with depths; siblings keep their order', () => {
  assert.deepEqual(orderTree(NODES).map((r) => `${r.classId}:${r.depth}`), ['b:0', 'a:0', 'a1:1', 'a11:2', 'a2:1']);
});

test('a node cannot move under itself or its descendants, nor below five levels', () => {
  const rows = orderTree([...NODES, node('d1', 'b'), node('d2', 'd1'), node('d3', 'd2')]);
  assert.equal(subtreeHeight(rows, 'a'), 3);
  // a spans 3 levels: under b (depth 0) it would reach level 4, under d1 level 5, under d2 level 6.
  assert.deepEqual(moveTargets(rows, 'a').map((r) => r.classId), ['b', 'd1']);
  assert.deepEqual(moveTargets(rows, 'a11').map((r) => r.classId), ['b', 'd1', 'd2', 'd3', 'a', 'a1', 'a2']);
});

test('loadTree asks level by level, only under nodes that have children', async () => {
  const asked: string[] = [];
  const api = {
    roots: async () => ({ data: NODES.filter((n) => !n.parentId) }),
    children: async (id: string) => {
      asked.push(id);
      return { data: NODES.filter((n) => n.parentId === id) };
    },
  };
  const rows = await loadTree(api as never);
  assert.deepEqual(asked, ['a', 'a1']);
  assert.equal(rows.length, NODES.length);
});
