import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { ClassNode } from './classTree';
import { loadTree, moveTargets, subtreeHeight, type TreeRow } from './classTree';

const row = (classId: string, parentId: string | null, depth: number): TreeRow => ({
  classId,
  className: classId.toUpperCase(),
  parentId,
  depth,
});
// b; a > a1 > a11; a > a2; b > d1 > d2 > d3 — in display order.
const ROWS = [
  row('b', null, 0),
  row('d1', 'b', 1),
  row('d2', 'd1', 2),
  row('d3', 'd2', 3),
  row('a', null, 0),
  row('a1', 'a', 1),
  row('a11', 'a1', 2),
  row('a2', 'a', 1),
];

test('a node cannot move under itself or its descendants, nor below five levels', () => {
  assert.equal(subtreeHeight(ROWS, 'a'), 3);
  // a spans 3 levels: under b (depth 0) it would reach level 4, under d1 level 5, under d2 level 6.
  assert.deepEqual(
    moveTargets(ROWS, 'a').map((r) => r.classId),
    ['b', 'd1'],
  );
  assert.deepEqual(
    moveTargets(ROWS, 'a11').map((r) => r.classId),
    ['b', 'd1', 'd2', 'd3', 'a', 'a1', 'a2'],
  );
});

test('loadTree takes the whole tree in one call and counts depth from 0', async () => {
  const nodes: ClassNode[] = [
    { classId: 'a', className: 'A', parentId: null, depth: 1 },
    { classId: 'a1', className: 'A1', parentId: 'a', depth: 2 },
  ];
  let calls = 0;
  const api = { tree: async () => (calls++, { data: nodes }) };
  assert.deepEqual(
    (await loadTree(api as never)).map((r) => [r.classId, r.depth]),
    [
      ['a', 0],
      ['a1', 1],
    ],
  );
  assert.equal(calls, 1);
});
