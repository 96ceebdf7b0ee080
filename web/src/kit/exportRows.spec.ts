import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { batchSummary } from './batch';
import { EXPORT_PAGE_SIZE, collectRows, sheetOf } from './exportRows';

test('an export reads every page of the query up to the cap', async () => {
  const asked: number[] = [];
  const load = async (q: { pageNo: number; pageSize: number; keyword?: string }) => {
    asked.push(q.pageNo);
    assert.equal(q.keyword, 'x');
    assert.equal(q.pageSize, EXPORT_PAGE_SIZE);
    const start = (q.pageNo - 1) * q.pageSize;
    return { pageNo: q.pageNo, totalCount: 450, data: Array.from({ length: Math.max(0, Math.min(q.pageSize, 450 - start)) }, (_, i) => start + i) };
  };
  const all = await collectRows(load, { pageNo: 3, pageSize: 10, keyword: 'x' });
  assert.deepEqual(asked, [1, 2, 3]);
  assert.equal(all.rows.length, 450);
  asked.length = 0;
  const capped = await collectRows(load, { pageNo: 1, pageSize: 10, keyword: 'x' }, 300);
  assert.deepEqual([asked, capped.rows.length, capped.total], [[1, 2], 300, 450]);
});

test('a sheet is the column titles, then each row as the columns word it', () => {
  const rows = [{ name: '红T恤', price: null as number | null }, { name: '蓝T恤', price: 59 }];
  const sheet = sheetOf([{ key: 'name', title: '名称' }, { key: 'price', title: '售价', text: (r: (typeof rows)[number]) => (r.price === null ? '—' : String(r.price)) }], rows);
  assert.deepEqual(sheet, [['名称', '售价'], ['红T恤', '—'], ['蓝T恤', '59']]);
});

test('a batch reports all done, or the failures with the first reason', () => {
  assert.deepEqual(batchSummary('批量启用', 2, { successCount: 2, data: [{ ok: 1, message: '' }, { ok: 1, message: '' }] }), { intent: 'success', title: '批量启用成功，共2条' });
  assert.deepEqual(batchSummary('批量删除', 3, { successCount: 1, data: [{ ok: 1, message: '' }, { ok: 0, message: '商品不存在或已删除' }, { ok: 0, message: 'x' }] }), {
    intent: 'warning', title: '批量删除：成功1条，失败2条', body: '商品不存在或已删除',
  });
  assert.deepEqual(batchSummary('修改分类', 2, { successCount: 2 }), { intent: 'success', title: '修改分类成功，共2条' });
  assert.deepEqual(batchSummary('设置', 2, undefined), { intent: 'success', title: '设置成功' });
});
