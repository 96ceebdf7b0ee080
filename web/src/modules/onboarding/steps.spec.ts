import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { progress, STEPS } from './steps';

const none = { warehouse: false, product: false, stock: false, sale: false, hidden: false };

test('the checklist counts the steps done and shows until all are done or it is hidden', () => {
  assert.deepEqual(progress(none), { done: 0, total: 4, shown: true });
  assert.deepEqual(progress({ ...none, warehouse: true, product: true }), { done: 2, total: 4, shown: true });
  assert.deepEqual(progress({ ...none, hidden: true }), { done: 0, total: 4, shown: false });
  assert.deepEqual(progress({ warehouse: true, product: true, stock: true, sale: true, hidden: false }), {
    done: 4,
    total: 4,
    shown: false,
  });
  assert.deepEqual(
    STEPS.map((s) => s.key),
    ['warehouse', 'product', 'stock', 'sale'],
  );
});
