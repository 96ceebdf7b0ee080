import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { withinScope } from './data-scope';
import { namedIds } from './record-scope';
import type { Session } from './session';

const clerk = {
  isAdmin: false,
  userId: 'me',
  pricePerm: '100000000',
  branchAdmin: false,
  productType: 9,
  branchId: null,
  warehouseIds: ['W1'],
  branchWarehouseIds: [],
  branchUserIds: [],
} as unknown as Session;

describe('the data scope of one record', () => {
  test('the ids a body names: …Id, …Ids and ids fields at the top and in its lists of rows, nothing else', () => {
    const body = {
      saleId: 'a',
      skuIds: ['b', 'c'],
      ids: ['d'],
      remark: 'e',
      hxList: [{ saleId: 'f', amount: 1 }],
      lines: [{ skuId: 'g', qty: 1, serials: ['h'] }],
      nested: { saleId: 'i' },
    };
    assert.deepEqual(namedIds(body).sort(), ['a', 'b', 'c', 'd', 'f', 'g']);
    assert.deepEqual(namedIds([{ saleId: 'a' }]), []);
    assert.deepEqual(namedIds(null), []);
  });

  test('an employee reaches their own records in the warehouses they may use, and records of no warehouse', () => {
    assert.equal(withinScope(clerk, { createdBy: 'me', warehouses: ['W1'] }), true);
    assert.equal(withinScope(clerk, { createdBy: 'me', warehouses: [] }), true);
    assert.equal(withinScope(clerk, { createdBy: 'me', warehouses: ['W0', 'W1'] }), true);
    assert.equal(withinScope(clerk, { createdBy: 'me', warehouses: ['W0'] }), false);
    assert.equal(withinScope(clerk, { createdBy: 'boss', warehouses: ['W1'] }), false);
    assert.equal(withinScope({ ...clerk, isAdmin: true }, { createdBy: 'boss', warehouses: ['W0'] }), true);
  });
});
