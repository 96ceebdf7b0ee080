import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { ENTRY_IDLE, entryChoose, entryKey, entryResults, entryTyped } from './lineEntry';
import { sku } from './testing';

const a = sku();
const b = sku({ skuId: 's2', productCode: 'COLA2', barCode: '6902', spec: '1L' });

test('Enter looks the typed keyword up; an empty box does nothing', () => {
  assert.deepEqual(entryKey(ENTRY_IDLE, 'Enter').effect, null);
  const step = entryKey(entryTyped(' 可乐 '), 'Enter');
  assert.deepEqual(step.effect, { search: '可乐' });
  assert.equal(step.state.pending, '可乐');
});

test('one match, or one exact code or barcode, is taken at once and the box clears', () => {
  const s = entryKey(entryTyped('6902'), 'Enter').state;
  assert.deepEqual(entryResults(s, '6902', [b]), { state: ENTRY_IDLE, effect: { pick: b } });
  const t = entryKey(entryTyped('cola'), 'Enter').state;
  assert.deepEqual(entryResults(t, 'cola', [a, b]).effect, { pick: a }, 'COLA is an exact code, whatever the case');
});

test('several matches open a list walked with the arrows, wrapping, and taken with Enter', () => {
  const s = entryKey(entryTyped('可乐'), 'Enter').state;
  let step = entryResults(s, '可乐', [a, b]);
  assert.deepEqual([step.state.open, step.state.active, step.effect], [true, 0, null]);
  step = entryKey(step.state, 'ArrowDown');
  assert.equal(step.state.active, 1);
  step = entryKey(step.state, 'ArrowDown');
  assert.equal(step.state.active, 0);
  step = entryKey(step.state, 'ArrowUp');
  assert.equal(step.state.active, 1);
  assert.deepEqual(entryKey(step.state, 'Enter'), { state: ENTRY_IDLE, effect: { pick: b } });
  assert.equal(entryKey(step.state, 'Escape').state.open, false);
  assert.deepEqual(entryChoose(step.state, 0).effect, { pick: a });
});

test('nothing found says so; a stale answer for an older keyword is ignored', () => {
  const s = entryKey(entryTyped('雪碧'), 'Enter').state;
  assert.equal(entryResults(s, '雪碧', []).state.notFound, true);
  const typedOn = entryTyped('雪碧2');
  assert.deepEqual(entryResults(typedOn, '雪碧', [a]), { state: typedOn, effect: null });
});
