import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { admit, type Sightings } from './scanGate';

/** The codes seen at these times (ms), and which of the sightings counted. */
function sightings(...seen: [string, number][]) {
  let state: Sightings = new Map();
  return seen.flatMap(([code, at]) => {
    const r = admit(state, code, at, 800);
    state = r.seen;
    return r.count ? [`${code}@${at}`] : [];
  });
}

test('a code held in view counts once, however many frames show it', () => {
  assert.deepEqual(sightings(['soy', 0], ['soy', 150], ['soy', 300], ['soy', 900], ['soy', 1500]), ['soy@0']);
});

test('the same code shown again after a pause counts again; a flicker shorter than the pause does not', () => {
  assert.deepEqual(sightings(['soy', 0], ['soy', 150], ['soy', 700], ['soy', 1600], ['soy', 1700]), ['soy@0', 'soy@1600']);
});

test('another code counts at once, and the first one back in view after it does too once the pause has passed', () => {
  assert.deepEqual(sightings(['soy', 0], ['vinegar', 100], ['soy', 200], ['vinegar', 700], ['soy', 1100]), [
    'soy@0',
    'vinegar@100',
    'soy@1100',
  ]);
});
