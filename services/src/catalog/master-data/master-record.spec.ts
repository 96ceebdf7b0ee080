import { test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import type { MasterRecordEvent } from './master-data.events';
import { decideRecord, evolveRecord, initialRecord } from './master-record';

const custom = decideRecord('客户');
const given = decider(evolveRecord, initialRecord);
const created: MasterRecordEvent = {
  type: 'Created',
  data: { customId: 'c1', customName: '张三', customCode: 'C001', phone: '13800000000', remark: '老客户', initAmount: '100' },
};

test('an update records only the fields it changes', () => {
  given(created)
    .when((s) => custom.update(s, { remark: '新备注' }))
    .then([{ type: 'Updated', data: { remark: '新备注' } }]);
  given(created)
    .when((s) => custom.update(s, { customName: '张三', remark: '新备注', phone: undefined }))
    .then([{ type: 'Updated', data: { remark: '新备注' } }]);
});

test('a field sent empty is cleared to null; clearing an unset field changes nothing', () => {
  given(created)
    .when((s) => custom.update(s, { phone: null, initAmount: null }))
    .then([{ type: 'Updated', data: { phone: null, initAmount: null } }]);
  given(created)
    .when((s) => custom.update(s, { address: null }))
    .then([]);
});

test('an update that changes nothing appends nothing; a later update applies over the merged fields', () => {
  given(created)
    .when((s) => custom.update(s, {}))
    .then([]);
  given(created)
    .when((s) => custom.update(s, { customName: '张三', initAmount: '100' }))
    .then([]);
  given(created, { type: 'Updated', data: { remark: '新备注' } })
    .when((s) => custom.update(s, { remark: '新备注', phone: '13900000000' }))
    .then([{ type: 'Updated', data: { phone: '13900000000' } }]);
});

test('a missing or removed record cannot be updated, even with nothing to change', () => {
  given()
    .when((s) => custom.update(s, {}))
    .refused('NOT_FOUND', /客户不存在或已删除/);
  given(created, { type: 'Removed', data: {} })
    .when((s) => custom.update(s, { remark: 'x' }))
    .refused('NOT_FOUND', /客户不存在或已删除/);
});

test('enabling an enabled record or disabling a disabled one is refused; removal is recorded', () => {
  given(created)
    .when((s) => custom.status(s, 'enable'))
    .refused('BAD_STATUS', /已是启用状态/);
  given(created, { type: 'Disabled', data: {} })
    .when((s) => custom.status(s, 'disable'))
    .refused('BAD_STATUS', /已是停用状态/);
  given(created, { type: 'Disabled', data: {} })
    .when((s) => custom.status(s, 'enable'))
    .then([{ type: 'Enabled', data: {} }]);
  given(created)
    .when((s) => custom.status(s, 'remove'))
    .then([{ type: 'Removed', data: {} }]);
});
