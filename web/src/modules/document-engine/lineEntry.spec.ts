import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { ENTRY_IDLE, entryChoose, entryKey, entryResults, entrySent, entryTyped, type EntryState } from './lineEntry';
import { sku } from './testing';

const a = sku();
const b = sku({ skuId: 's2', productCode: 'COLA2', barCode: '6902', spec: '1L' });
const typed = (text: string, s: EntryState = ENTRY_IDLE) => entryTyped(s, text);
const sent = (text: string, s: EntryState = ENTRY_IDLE) => entryKey(typed(text, s), 'Enter').state;

test('Enter looks the typed keyword up and empties the box for the next; an empty box does nothing', () => {
  assert.deepEqual(entryKey(ENTRY_IDLE, 'Enter').effect, null);
  const step = entryKey(typed(' 可乐 '), 'Enter');
  assert.deepEqual(step.effect, { search: '可乐' });
  assert.deepEqual([step.state.text, step.state.pending], ['', ['可乐']]);
});

test('an exact barcode is a scan; one match or one exact code is taken as typed; the box clears', () => {
  assert.deepEqual(entryResults(sent('6902'), '6902', [a, b]), { state: ENTRY_IDLE, effect: { pick: b, scanned: true } });
  assert.deepEqual(
    entryResults(sent('cola'), 'cola', [a, b]).effect,
    { pick: a, scanned: false },
    'COLA is an exact code, whatever the case',
  );
  assert.deepEqual(entryResults(sent('1L'), '1L', [b]).effect, { pick: b, scanned: false });
});

test("a scanner's codes sent back to back are each taken, in order, whatever is typed meanwhile", () => {
  // The first code is sent, the second typed and sent before the first is answered.
  let s = sent('6901');
  s = sent('6902', s);
  assert.deepEqual(s.pending, ['6901', '6902']);
  s = typed('69', s);
  const first = entryResults(s, '6901', [a]);
  assert.deepEqual(first.effect, { pick: a, scanned: true });
  assert.equal(first.state.text, '69', 'the box keeps what is typed since');
  assert.deepEqual(entryResults(first.state, '6902', [b]), { state: typed('69'), effect: { pick: b, scanned: true } });
  assert.deepEqual(entryResults(first.state, '6901', [a]).effect, null, 'answers are taken in the order sent');
});

test('several matches open a list walked with the arrows, wrapping, and taken with Enter', () => {
  let step = entryResults(sent('可乐'), '可乐', [a, b]);
  assert.deepEqual([step.state.text, step.state.open, step.state.active, step.effect], ['可乐', true, 0, null]);
  step = entryKey(step.state, 'ArrowDown');
  assert.equal(step.state.active, 1);
  step = entryKey(step.state, 'ArrowDown');
  assert.equal(step.state.active, 0);
  step = entryKey(step.state, 'ArrowUp');
  assert.equal(step.state.active, 1);
  assert.deepEqual(entryKey(step.state, 'Enter'), { state: ENTRY_IDLE, effect: { pick: b, scanned: false } });
  assert.equal(entryKey(step.state, 'Escape').state.open, false);
  assert.deepEqual(entryChoose(step.state, 0).effect, { pick: a, scanned: false });
  assert.deepEqual(entryResults(typed('雪', sent('可乐')), '可乐', [a, b]).state, typed('雪'), 'not listed once something else is typed');
});

test('nothing found comes back into the box to correct, and says which keyword until the next one is sent', () => {
  const missing = entryResults(sent('雪碧'), '雪碧', []).state;
  assert.deepEqual([missing.text, missing.notFound], ['雪碧', '雪碧']);
  assert.equal(typed('雪', missing).notFound, '雪碧');
  assert.equal(sent('雪', missing).notFound, null);
  assert.deepEqual(entryResults(typed('69', sent('雪碧')), '雪碧', []).state.text, '69', 'not over what is typed since');
});

test("the camera's codes queue with the scanner's and are taken as scans (one more of a line), leaving what is typed in the box", () => {
  const step = entrySent(typed('可'), '6902');
  assert.deepEqual([step.effect, step.state.text, step.state.pending], [{ search: '6902' }, '可', ['6902']]);
  const again = entrySent(step.state, '6902');
  assert.deepEqual(again.state.pending, ['6902', '6902'], 'the same code read twice is looked up twice');
  const first = entryResults(again.state, '6902', [b]);
  assert.deepEqual(first.effect, { pick: b, scanned: true });
  assert.deepEqual(entryResults(first.state, '6902', [b]).effect, { pick: b, scanned: true });
  const unknown = entryResults(entrySent(ENTRY_IDLE, '6909').state, '6909', []);
  assert.deepEqual([unknown.effect, unknown.state.notFound], [null, '6909']);
});
