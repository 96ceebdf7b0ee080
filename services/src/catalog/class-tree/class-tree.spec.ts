import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StoredEvent } from '@jxc/infra';
import { decideTree, evolveTree, TreeState } from './class-tree';

const tree = decideTree('ProductClass', '商品分类');
const given = (...events: { type: string; data: unknown }[]): TreeState => events.reduce((s, e) => evolveTree(s, e as StoredEvent), new Map());
const added = (nodeId: string, parentId: string | null, name = nodeId) => ({ type: 'ProductClassAdded', data: { nodeId, parentId, name } });

test('adds under an existing parent and refuses a twin name among siblings', () => {
  const s = given(added('a', null, '饮料'));
  assert.deepEqual(tree.add(s, 'b', 'a', '果汁'), [{ type: 'ProductClassAdded', data: { nodeId: 'b', parentId: 'a', name: '果汁' } }]);
  assert.throws(() => tree.add(s, 'c', null, '饮料'), /同级已有/);
  assert.throws(() => tree.add(s, 'c', 'zzz', '水'), /上级商品分类不存在/);
});

test('refuses to move a node under itself or its descendants', () => {
  const s = given(added('a', null), added('b', 'a'), added('c', 'b'));
  assert.throws(() => tree.move(s, 'a', 'c'), /自己或它的下级/);
  assert.throws(() => tree.move(s, 'a', 'a'), /自己或它的下级/);
  assert.deepEqual(tree.move(s, 'c', null)[0].type, 'ProductClassMoved');
});

test('keeps the tree at most five levels deep, also when moving a subtree', () => {
  const s = given(added('1', null), added('2', '1'), added('3', '2'), added('4', '3'), added('5', '4'), added('x', null), added('y', 'x'));
  assert.throws(() => tree.add(s, '6', '5', '六'), /最多5级/);
  assert.throws(() => tree.move(s, 'x', '4'), /最多5级/);
});

test('removes only a node without children', () => {
  const s = given(added('a', null), added('b', 'a'));
  assert.throws(() => tree.remove(s, 'a'), /还有子分类/);
  assert.equal(tree.remove(s, 'b')[0].type, 'ProductClassRemoved');
  assert.equal(given(added('a', null), added('b', 'a'), { type: 'ProductClassRemoved', data: { nodeId: 'b' } }).size, 1);
});

test('renaming records the new name; no name or the same name changes nothing; a missing node is not found', () => {
  const s = given(added('a', null, '饮料'), added('b', null, '零食'));
  assert.deepEqual(tree.rename(s, 'a', '酒水'), [{ type: 'ProductClassRenamed', data: { nodeId: 'a', name: '酒水' } }]);
  assert.deepEqual(tree.rename(s, 'a', '饮料'), []);
  assert.deepEqual(tree.rename(s, 'a', undefined), []);
  assert.throws(() => tree.rename(s, 'a', '零食'), /同级已有名为“零食”的商品分类/);
  assert.throws(() => tree.rename(s, 'zzz', undefined), /商品分类不存在/);
});
