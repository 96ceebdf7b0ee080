import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { changesText, recordText } from './auditRows';

test('a row of the 操作日志 in words: its changes before → after, empty as 空; its record by kind and name or bill number', () => {
  const changes = [
    { field: 'customName', label: '客户名称', before: '张三', after: '张三丰' },
    { field: 'phone', label: '手机号', before: '138', after: null },
  ];
  assert.equal(changesText({ changes }), '客户名称：张三 → 张三丰；手机号：138 → 空');
  assert.equal(changesText({ changes: [] }), '');
  assert.equal(recordText({ recordKind: '客户', record: '张三' }), '客户 张三');
  assert.equal(recordText({ recordKind: '销售单', record: '', billNo: 'XS1' }), '销售单 XS1');
  assert.equal(recordText({ recordKind: '', record: '' }), '');
  assert.equal(recordText({ recordKind: '商品', record: '可乐', billNo: 'TJ1' }), '商品 可乐 · TJ1', 'a product a 调价单 changed');
});
