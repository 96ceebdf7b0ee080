import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { BusinessRuleError } from '../shared/errors';
import { lifecycleGuard } from './lifecycle';

test('the guard lets a step through, and refuses with the business-rule error (422) the lifecycle names', () => {
  assert.doesNotThrow(() => lifecycleGuard('收款单', { exists: true, status: 'draft' }, 'audit'));
  assert.throws(
    () => lifecycleGuard('收款单', { exists: true, status: 'draft' }, 'writeBack'),
    (e) => e instanceof BusinessRuleError && e.status === 422 && e.code === 'BAD_STATUS' && e.message === '收款单是草稿，不能红冲',
  );
  assert.throws(
    () => lifecycleGuard('收款单', { exists: false, status: 'draft' }),
    (e) => e instanceof BusinessRuleError && e.code === 'NOT_FOUND' && e.message === '收款单不存在或已删除',
  );
});
