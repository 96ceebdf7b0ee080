import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { nextSort, pageCount, sortDirection } from './listQuery';

test('a sortable header cycles ascend, descend, default; another column starts ascending', () => {
  const asc = nextSort(undefined, 'roleName');
  assert.deepEqual(asc, { sortField: 'roleName', sortOrder: 'ascend' });
  const desc = nextSort(asc, 'roleName');
  assert.deepEqual(desc, { sortField: 'roleName', sortOrder: 'descend' });
  assert.equal(nextSort(desc, 'roleName'), undefined);
  assert.deepEqual(nextSort(desc, 'createTime'), { sortField: 'createTime', sortOrder: 'ascend' });
});

test('sortDirection names the sorted column only', () => {
  assert.equal(sortDirection({ sortField: 'a', sortOrder: 'descend' }, 'a'), 'descending');
  assert.equal(sortDirection({ sortField: 'a', sortOrder: 'ascend' }, 'a'), 'ascending');
  assert.equal(sortDirection({ sortField: 'a', sortOrder: 'ascend' }, 'b'), undefined);
});

test('pageCount is at least one', () => {
  assert.equal(pageCount(0, 10), 1);
  assert.equal(pageCount(10, 10), 1);
  assert.equal(pageCount(11, 10), 2);
});
