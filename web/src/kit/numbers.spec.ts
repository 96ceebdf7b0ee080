import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { lineSpelling, namedUnitsQty, spellUnits, unitsQty } from './numbers';

const cola = {
  unitName: '个',
  units: [
    { unitName: '个', ratio: '1' },
    { unitName: '箱', ratio: '12' },
  ],
};
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

test('a figure standing alone carries its main unit; a spelled one the figure beside it', () => {
  assert.equal(namedUnitsQty(183, cola, plain), '15箱3个（183）');
  assert.equal(namedUnitsQty(-13, cola, plain), '-1箱1个（-13）');
  assert.equal(namedUnitsQty(5, cola, plain), '5个');
  assert.equal(namedUnitsQty(7, { unitName: '瓶', units: [{ unitName: '瓶', ratio: 1 }] }, plain), '7瓶');
});

test("a document line's main-unit quantity is spelled only where it says more than the line's own figure and unit", () => {
  assert.equal(lineSpelling({ qty: 183, unitName: '个', baseQty: 183 }, cola), '15箱3个');
  assert.equal(lineSpelling({ qty: 1.5, unitName: '箱', baseQty: 18 }, cola), '1箱6个', 'a line in 箱: its quantity × 12 spelled');
  assert.equal(lineSpelling({ qty: -2.25, unitName: '箱', baseQty: -27 }, cola), '-2箱3个', 'a return keeps its sign');
  assert.equal(lineSpelling({ qty: 2, unitName: '箱', baseQty: 24 }, cola), '', '2 箱 says it already');
  assert.equal(lineSpelling({ qty: 5, unitName: '个', baseQty: 5 }, cola), '', 'below one 箱');
  assert.equal(
    lineSpelling({ qty: 183, unitName: '瓶', baseQty: 183 }, { unitName: '瓶', units: [{ unitName: '瓶', ratio: '1' }] }),
    '',
    'one unit',
  );
  assert.equal(lineSpelling({ qty: 183, unitName: '瓶', baseQty: 183 }, {}), '', 'units unknown (an older answer)');
});
