import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { activeFilters, booleanFilter, labelParam, pickedChoice, readListState, writeListState } from './listState';

const DOC = { filters: { status: '', warehouseId: '', supplierId: '' } };

test('an untouched list reads its defaults from a clean URL', () => {
  assert.deepEqual(readListState(new URLSearchParams(''), DOC), {
    pageNo: 1,
    pageSize: 10,
    keyword: '',
    sort: undefined,
    filters: { status: '', warehouseId: '', supplierId: '' },
    labels: {},
  });
  assert.equal(readListState(new URLSearchParams(''), { pageSize: 20 }).pageSize, 20);
});

test('page, size, sort, order, q and the filters are read by their short names', () => {
  const s = readListState(
    new URLSearchParams('page=3&size=50&sort=billDate&order=desc&q=%20可乐%20&status=audited&supplierId=s1&supplierName=甲'),
    DOC,
  );
  assert.deepEqual(s, {
    pageNo: 3,
    pageSize: 50,
    keyword: '可乐',
    sort: { sortField: 'billDate', sortOrder: 'descend' },
    filters: { status: 'audited', warehouseId: '', supplierId: 's1' },
    labels: { supplierId: '甲' },
  });
});

test('malformed numbers fall back, a page size is capped, an unknown order is ascending', () => {
  const s = readListState(new URLSearchParams('page=0&size=-5&sort=qty&order=up'), {});
  assert.equal(s.pageNo, 1);
  assert.equal(s.pageSize, 10);
  assert.deepEqual(s.sort, { sortField: 'qty', sortOrder: 'ascend' });
  assert.equal(readListState(new URLSearchParams('page=2.5&size=100000')).pageNo, 1);
  assert.equal(readListState(new URLSearchParams('size=100000')).pageSize, 200);
});

test("only the list's own filters are read: other parameters (a detail id) are not filters", () => {
  const s = readListState(new URLSearchParams('saleId=x&status=draft'), { filters: { status: '' } });
  assert.deepEqual(s.filters, { status: 'draft' });
});

test('a label without its filter is dropped', () => {
  assert.deepEqual(readListState(new URLSearchParams('supplierName=甲'), DOC).labels, {});
});

test("writing leaves defaults out and keeps parameters that are not the list's", () => {
  const next = writeListState(
    new URLSearchParams('gradeId=g1&page=4'),
    { pageNo: 1, keyword: ' 可乐 ', sort: { sortField: 'billDate', sortOrder: 'descend' }, pageSize: 10 },
    {},
  );
  assert.equal(next.toString(), new URLSearchParams('gradeId=g1&q=可乐&sort=billDate&order=desc').toString());
  const cleared = writeListState(next, { keyword: '', sort: undefined }, {});
  assert.equal(cleared.toString(), 'gradeId=g1');
  assert.equal(writeListState(new URLSearchParams(''), { pageSize: 20, pageNo: 2 }, {}).toString(), 'page=2&size=20');
});

test('a filter equal to its default leaves the URL; a set default cleared on purpose stays as empty', () => {
  const defaults = { filters: { status: 'audited', warehouseId: '' } };
  assert.equal(writeListState(new URLSearchParams('status=draft'), { filters: { status: 'audited' } }, defaults).toString(), '');
  const cleared = writeListState(new URLSearchParams(''), { filters: { status: '' } }, defaults);
  assert.equal(cleared.toString(), 'status=');
  assert.equal(readListState(cleared, defaults).filters.status, '');
  assert.equal(writeListState(new URLSearchParams('warehouseId=w1'), { filters: { warehouseId: '' } }, defaults).toString(), '');
});

test('a look-up filter carries its name; a new value without one drops the old name', () => {
  const picked = writeListState(new URLSearchParams(''), { filters: { supplierId: 's1' }, labels: { supplierId: '甲' } }, DOC);
  assert.equal(picked.get(labelParam('supplierId')), '甲');
  assert.equal(labelParam('supplierId'), 'supplierName');
  assert.equal(labelParam('customId'), 'customName');
  const s = readListState(picked, DOC);
  assert.deepEqual(pickedChoice(s.filters, s.labels, 'supplierId'), { id: 's1', name: '甲' });
  const other = writeListState(picked, { filters: { supplierId: 's2' } }, DOC);
  assert.equal(other.toString(), 'supplierId=s2');
  const none = writeListState(picked, { filters: { supplierId: '' } }, DOC);
  assert.equal(none.toString(), '');
  assert.equal(pickedChoice(readListState(none, DOC).filters, {}, 'supplierId'), null);
});

test('what is written reads back the same', () => {
  const state = {
    pageNo: 2,
    pageSize: 20,
    keyword: '330ml',
    sort: { sortField: 'qty', sortOrder: 'ascend' as const },
    filters: { status: 'draft', warehouseId: 'w1', supplierId: 's9' },
    labels: { supplierId: '乙' },
  };
  assert.deepEqual(readListState(writeListState(new URLSearchParams(''), state, DOC), DOC), state);
});

test('blank filters are not asked for; yes/no filters become booleans', () => {
  assert.deepEqual(activeFilters({ a: '', b: 'x' }), { b: 'x' });
  assert.equal(booleanFilter('true'), true);
  assert.equal(booleanFilter('false'), false);
  assert.equal(booleanFilter(''), undefined);
});
