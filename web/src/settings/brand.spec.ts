import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { brandRamp, contrastOnWhite } from './brand';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

test('the primary colour is darkened just enough for white text on it and links on white to read at 4.5:1', () => {
  for (const colour of ['#1890ff', '#13c2c2', '#52c41a', '#faad14', '#f5222d', '#722ed1']) {
    const ramp = brandRamp(colour);
    assert.ok(contrastOnWhite(rgb(ramp[80])) >= 4.5, `${colour} → ${ramp[80]}`);
    assert.ok(contrastOnWhite(rgb(ramp[70])) >= 4.5, `${colour} → ${ramp[70]}`);
  }
  assert.equal(brandRamp('#0050b3')[80], '#0050b3', 'a dark enough colour stays as it is');
});
