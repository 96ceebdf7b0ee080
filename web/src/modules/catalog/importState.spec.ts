import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { ImportProgress } from './api';
import { importReducer, importSummary, type ImportState } from './importState';

const progress = (p: Partial<ImportProgress>): ImportProgress => ({
  status: 'running',
  total: 200,
  done: 0,
  success: 0,
  failed: 0,
  percent: 0,
  errors: [],
  ...p,
});

test('an import goes from upload to running to finished, and only forward', () => {
  let s: ImportState = { phase: 'idle' };
  s = importReducer(s, { type: 'upload', fileName: '客户.xlsx' });
  assert.equal(s.phase, 'uploading');
  assert.equal(importReducer(s, { type: 'upload', fileName: 'other.xlsx' }), s);
  s = importReducer(s, { type: 'started', importId: 'i1', total: 200 });
  assert.deepEqual(s.phase === 'running' && [s.importId, s.progress.total, s.progress.percent], ['i1', 200, 0]);
  s = importReducer(s, { type: 'progress', progress: progress({ done: 100, success: 98, failed: 2, percent: 50 }) });
  assert.equal(s.phase, 'running');
  assert.equal(importReducer(s, { type: 'reset' }), s);
  s = importReducer(s, { type: 'progress', progress: progress({ status: 'done', done: 200, success: 195, failed: 5, percent: 100 }) });
  assert.equal(s.phase, 'finished');
  assert.equal(importReducer(s, { type: 'progress', progress: progress({}) }), s);
  assert.deepEqual(importReducer(s, { type: 'reset' }), { phase: 'idle' });
});

test('a refused upload goes back to idle with the reason', () => {
  const s = importReducer({ phase: 'uploading', fileName: 'x.xlsx' }, { type: 'refused', message: '缺少必填列：客户编码' });
  assert.deepEqual(s, { phase: 'idle', error: '缺少必填列：客户编码' });
});

test('the summary counts rows and says why an import stopped', () => {
  assert.equal(importSummary(progress({ done: 40 })), '正在导入：已处理40/200行');
  assert.equal(importSummary(progress({ status: 'done', done: 200, success: 195, failed: 5 })), '导入完成：共200行，成功195行，失败5行');
  assert.equal(
    importSummary(progress({ status: 'interrupted', done: 80, success: 80 })),
    '导入中断：已处理80行，共200行，成功80行，失败0行',
  );
});
