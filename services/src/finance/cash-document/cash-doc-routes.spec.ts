import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { decimal, text, validate } from '../../shared/validation/schema';
import { draftChanges, LISTED_STATUSES, listFilters } from './cash-doc-routes';

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

test('a list filters by the statuses a listed document can be in (a removed one is not listed), a keyword and dates', () => {
  assert.deepEqual(LISTED_STATUSES, ['draft', 'audited', 'reversed']);
  const f = validate(listFilters(), { status: 'audited', keyword: '房租', startDate: '2026-11-01', endDate: '2026-11-30' });
  assert.deepEqual({ ...f }, { status: 'audited', keyword: '房租', startDate: '2026-11-01', endDate: '2026-11-30' });
  assert.throws(
    () => validate(listFilters(), { status: 'removed' }),
    (e: { code?: string }) => e.code === 'VALIDATION',
  );
});
