import { test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decideTree, evolveTree, TreeState } from './class-tree';
import type { TreeEvent } from './class-tree.events';

const tree = decideTree('商品分类');
const given = decider<TreeState, TreeEvent>(evolveTree, new Map());
const added = (nodeId: string, parentId: string | null, name = nodeId): TreeEvent => ({ type: 'Added', data: { nodeId, parentId, name } });

test('adds under an existing parent and refuses a twin name among siblings', () => {
  given(added('a', null, '饮料'))
    .when((s) => tree.add(s, 'b', 'a', '果汁'))
    .then([added('b', 'a', '果汁')]);
  given(added('a', null, '饮料'))
    .when((s) => tree.add(s, 'c', null, '饮料'))
    .refused('VALIDATION', /同级已有/);
  given(added('a', null, '饮料'))
    .when((s) => tree.add(s, 'c', 'zzz', '水'))
    .refused('VALIDATION', /上级商品分类不存在/);
});

test('refuses to move a node under itself or its descendants', () => {
  const history = [added('a', null), added('b', 'a'), added('c', 'b')];
  given(...history)
    .when((s) => tree.move(s, 'a', 'c'))
    .refused('TREE_CYCLE', /自己或它的下级/);
  given(...history)
    .when((s) => tree.move(s, 'a', 'a'))
    .refused('TREE_CYCLE', /自己或它的下级/);
  given(...history)
    .when((s) => tree.move(s, 'c', null))
    .then([{ type: 'Moved', data: { nodeId: 'c', parentId: null } }]);
});

test('keeps the tree at most five levels deep, also when moving a subtree', () => {
  const history = [added('1', null), added('2', '1'), added('3', '2'), added('4', '3'), added('5', '4'), added('x', null), added('y', 'x')];
  given(...history)
    .when((s) => tree.add(s, '6', '5', '六'))
    .refused('TREE_TOO_DEEP', /最多5级/);
  given(...history)
    .when((s) => tree.move(s, 'x', '4'))
    .refused('TREE_TOO_DEEP', /最多5级/);
});

test('removes only a node without children, and a removed node leaves the tree', () => {
  given(added('a', null), added('b', 'a'))
    .when((s) => tree.remove(s, 'a'))
    .refused('BAD_STATUS', /还有子分类/);
  given(added('a', null), added('b', 'a'))
    .when((s) => tree.remove(s, 'b'))
    .then([{ type: 'Removed', data: { nodeId: 'b' } }]);
  given(added('a', null), added('b', 'a'), { type: 'Removed', data: { nodeId: 'b' } })
    .when((s) => tree.remove(s, 'a'))
    .then([{ type: 'Removed', data: { nodeId: 'a' } }]);
});

test('renaming records the new name; no name or the same name changes nothing; a missing node is not found', () => {
  const history = [added('a', null, '饮料'), added('b', null, '零食')];
  given(...history)
    .when((s) => tree.rename(s, 'a', '酒水'))
    .then([{ type: 'Renamed', data: { nodeId: 'a', name: '酒水' } }]);
  given(...history)
    .when((s) => tree.rename(s, 'a', '饮料'))
    .then([]);
  given(...history)
    .when((s) => tree.rename(s, 'a', undefined))
    .then([]);
  given(...history)
    .when((s) => tree.rename(s, 'a', '零食'))
    .refused('VALIDATION', /同级已有名为“零食”的商品分类/);
  given(...history)
    .when((s) => tree.rename(s, 'zzz', undefined))
    .refused('NOT_FOUND', /商品分类不存在/);
});
