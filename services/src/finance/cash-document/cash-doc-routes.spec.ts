import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { decimal, text } from '../../shared/validation/schema';
import { draftChanges } from './cash-doc-routes';

const SHAPE = { accountId: text('结算账户').required(), amount: decimal('金额').required().positive(), remark: text('备注') };

test('an update changes only the fields its body names: an optional one emptied is cleared, a required one may not be', () => {
  assert.deepEqual({ ...draftChanges(SHAPE, { remark: '改' }) }, { remark: '改' });
  const cleared = draftChanges(SHAPE, { remark: '', accountId: 'a' });
  assert.deepEqual(Object.keys(cleared).sort(), ['accountId', 'remark']);
  assert.equal(cleared.remark, undefined);
  assert.equal(String(draftChanges(SHAPE, { amount: '12.5' }).amount), '12.5');
  assert.throws(() => draftChanges(SHAPE, { accountId: '' }), /结算账户不能为空/);
  assert.throws(() => draftChanges(SHAPE, { amount: 0 }), /金额/);
  assert.deepEqual({ ...draftChanges(SHAPE, { billNo: 'x', other: 1 }) }, {}, 'fields of no shape are not changes');
  assert.throws(() => draftChanges(SHAPE, 'text'), /格式不正确/);
});
