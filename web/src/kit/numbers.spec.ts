import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { spellUnits, unitsQty } from './numbers';

const cola = { unitName: '个', units: [{ unitName: '个', ratio: '1' }, { unitName: '箱', ratio: '12' }] };
const plain = (v: unknown) => String(v);

test('a multi-unit quantity is spelled largest unit first with the main-unit figure beside it, keeping its sign', () => {
  assert.equal(unitsQty(183, cola, plain), '15箱3个（183）');
  assert.equal(unitsQty(180, cola, plain), '15箱（180）');
  assert.equal(unitsQty(-13, cola, plain), '-1箱1个（-13）');
});

test('the figure alone for one unit, a quantity below the largest unit, or no units', () => {
  assert.equal(unitsQty(5, cola, plain), '5');
  assert.equal(unitsQty(0, cola, plain), '0');
  assert.equal(unitsQty(7, { unitName: '瓶', units: [{ unitName: '瓶', ratio: 1 }] }, plain), '7');
  assert.equal(unitsQty(7, { unitName: '瓶' }, plain), '7');
  assert.equal(spellUnits(7, { unitName: '瓶' }), '');
});
