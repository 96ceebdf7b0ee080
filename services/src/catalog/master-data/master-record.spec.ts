import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StoredEvent } from '@jxc/infra';
import { decideRecord, evolveRecord, initialRecord } from './master-record';

const custom = decideRecord('Custom', '客户');
const given = (...events: { type: string; data?: Record<string, unknown> }[]) =>
  events.reduce((s, e) => evolveRecord(s, { streamId: 'Custom-c1', data: {}, ...e } as StoredEvent), initialRecord);
const created = { type: 'CustomCreated', data: { customId: 'c1', customName: '张三', customCode: 'C001', phone: '13800000000', remark: '老客户', initAmount: '100' } };

test('an update records only the fields it changes', () => {
  assert.deepEqual(custom.update(given(created), { remark: '新备注' }), [{ type: 'CustomUpdated', data: { remark: '新备注' } }]);
  assert.deepEqual(custom.update(given(created), { customName: '张三', remark: '新备注', phone: undefined }), [{ type: 'CustomUpdated', data: { remark: '新备注' } }]);
});

test('a field sent empty is cleared to null; clearing an unset field changes nothing', () => {
  assert.deepEqual(custom.update(given(created), { phone: null, initAmount: null }), [{ type: 'CustomUpdated', data: { phone: null, initAmount: null } }]);
  assert.deepEqual(custom.update(given(created), { address: null }), []);
});

test('an update that changes nothing appends nothing, and the result is the merge of the given fields', () => {
  assert.deepEqual(custom.update(given(created), {}), []);
  assert.deepEqual(custom.update(given(created), { customName: '张三', initAmount: '100' }), []);
  const after = given(created, { type: 'CustomUpdated', data: { remark: '新备注' } });
  assert.deepEqual(after.data, { ...created.data, remark: '新备注' });
});

test('a missing or removed record cannot be updated, even with nothing to change', () => {
  assert.throws(() => custom.update(initialRecord, {}), /客户不存在或已删除/);
  assert.throws(() => custom.update(given(created, { type: 'CustomRemoved' }), { remark: 'x' }), /客户不存在或已删除/);
});
