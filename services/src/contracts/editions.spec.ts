import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { EDITION_NOTES, EDITIONS, editionDescription } from './editions';

test('every edition has a line under its choice, with its accounts, monthly bills and stores', () => {
  assert.deepEqual(Object.keys(EDITION_NOTES).sort(), Object.keys(EDITIONS).sort());
  assert.equal(editionDescription(1), '进货、销售、库存和财务的基础功能，适合刚开张的小店；2个账号，每月80张单据');
  assert.equal(editionDescription(2), '单店进销存、财务和报表的全部功能；5个账号，单据不限量');
  assert.equal(editionDescription(9), '多门店协同加订货商城，账号最多；多个门店，100个账号，单据不限量');
});
