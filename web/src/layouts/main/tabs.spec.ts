import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { closeTabs, moveTab, nextActive, openTab, restoredTabs, type TabItem } from './tabs';

const tab = (key: string): TabItem => ({ key, url: key, title: key });
const keys = (tabs: TabItem[]) => tabs.map((t) => t.key);
const four = [tab('/'), tab('/a'), tab('/b'), tab('/c')];

test('openTab appends once and refreshes an open tab', () => {
  let tabs = openTab([], tab('/a'));
  tabs = openTab(tabs, tab('/'));
  tabs = openTab(tabs, { key: '/a', url: '/a?pageNo=2', title: 'A' });
  assert.deepEqual(keys(tabs), ['/', '/a']);
  assert.equal(tabs[1].url, '/a?pageNo=2');
});

test('close current, right, left and all never close home', () => {
  assert.deepEqual(keys(closeTabs(four, '/b', 'current').tabs), ['/', '/a', '/c']);
  assert.deepEqual(keys(closeTabs(four, '/a', 'right').tabs), ['/', '/a']);
  assert.deepEqual(keys(closeTabs(four, '/b', 'left').tabs), ['/', '/b', '/c']);
  assert.deepEqual(keys(closeTabs(four, '/b', 'all').tabs), ['/']);
});

test('the seed messages when nothing can be closed', () => {
  assert.equal(closeTabs([tab('/')], '/', 'current').error, '这是最后一个标签页，不能再关闭了');
  assert.equal(closeTabs(four, '/c', 'right').error, '右侧没有标签页');
  assert.equal(closeTabs(four, '/a', 'left').error, '左侧没有标签页');
  assert.equal(closeTabs([tab('/')], '/', 'all').error, '这是最后一个标签页，不能再关闭了');
});

test('nextActive keeps the active tab or falls back to its left neighbour', () => {
  assert.equal(nextActive(four, closeTabs(four, '/b', 'current').tabs, '/a'), undefined);
  assert.equal(nextActive(four, closeTabs(four, '/b', 'current').tabs, '/b')?.key, '/a');
  assert.equal(nextActive(four, closeTabs(four, '/a', 'right').tabs, '/c')?.key, '/a');
  assert.equal(nextActive(four, closeTabs(four, '/c', 'all').tabs, '/c')?.key, '/');
});

test('restoredTabs keeps well-formed tabs once each behind home, and starts at home from anything else', () => {
  const home = tab('/');
  assert.deepEqual(keys(restoredTabs([tab('/a'), { key: '/x' }, tab('/b'), tab('/a'), tab('/')], home)), ['/', '/a', '/b']);
  assert.deepEqual(restoredTabs('[]', home), [home]);
  assert.deepEqual(restoredTabs(undefined, home), [home]);
});

test('a page that replaced another takes over its tab in place, or joins its own open tab; home stays', () => {
  const detail = { key: '/d', url: '/d?id=1', title: '详情' };
  assert.deepEqual(moveTab(four, '/b', detail), [tab('/'), tab('/a'), detail, tab('/c')]);
  assert.deepEqual(keys(moveTab(four, '/b', { ...tab('/c'), url: '/c?x=1' })), ['/', '/a', '/c']);
  assert.deepEqual(keys(moveTab(four, '/', detail)), ['/', '/a', '/b', '/c', '/d']);
  assert.deepEqual(keys(moveTab(four, '/gone', detail)), ['/', '/a', '/b', '/c', '/d']);
});
