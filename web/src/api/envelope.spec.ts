import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { classify } from './envelope';

test('success needs HTTP 2xx and invState 1 (or the invStaus spelling)', () => {
  assert.deepEqual(classify(200, { invState: 1, returnData: { a: 1 } }), { kind: 'ok', data: { a: 1 } });
  assert.deepEqual(classify(200, { invStaus: 1, returnData: 2 }), { kind: 'ok', data: 2 });
  assert.equal(classify(200, { invState: 0, invMessage: '账号已过期' }).kind, 'failed');
});

test('401 or invState 3 is unauthorized; 403 forbidden with the server message', () => {
  assert.equal(classify(401, null).kind, 'unauthorized');
  assert.equal(classify(200, { invState: 3 }).kind, 'unauthorized');
  assert.deepEqual(classify(403, { invState: 0, invMessage: '非管理员无权操作' }), { kind: 'forbidden', message: '非管理员无权操作' });
  assert.deepEqual(classify(403, null), { kind: 'forbidden', message: '您没有操作权限！' });
});

test('field errors keep their message; other errors fall back to 操作失败', () => {
  assert.deepEqual(classify(400, { invState: 0, errorCode: 'VALIDATION', invMessage: '登录账号已存在' }), {
    kind: 'validation',
    message: '登录账号已存在',
    errorCode: 'VALIDATION',
  });
  assert.deepEqual(classify(422, { invState: 0, errorCode: 'MONTHLY_CAP', invMessage: '' }), {
    kind: 'failed',
    message: '操作失败',
    errorCode: 'MONTHLY_CAP',
  });
  assert.deepEqual(classify(500, null), { kind: 'failed', message: '操作失败', errorCode: undefined });
});
