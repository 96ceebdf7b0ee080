import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { deliveryPayload, deliveryProblem, EMPTY_DELIVERY } from './delivery';

test('only the filled-in delivery fields are sent, trimmed', () => {
  assert.deepEqual(deliveryPayload({ ...EMPTY_DELIVERY, contact: ' 李四 ', expressNo: 'SF123' }), { contact: '李四', expressNo: 'SF123' });
});

test('delivery details need something to send and a mobile phone number', () => {
  assert.deepEqual(deliveryProblem(EMPTY_DELIVERY), { message: '请至少填写一项配送信息' });
  assert.deepEqual(deliveryProblem({ ...EMPTY_DELIVERY, phone: '12345' }), {
    field: 'phone',
    message: '联系电话格式不正确，应为11位手机号',
  });
  assert.equal(deliveryProblem({ ...EMPTY_DELIVERY, phone: '13800138000' }), undefined);
});
