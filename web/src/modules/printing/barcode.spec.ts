import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { isEan13, symbologyOf } from './barcode';

test('EAN-13 only for thirteen digits with the right check digit', () => {
  assert.equal(isEan13('6901234567892'), true);
  assert.equal(isEan13('6901234567893'), false);
  assert.equal(isEan13('690123456789'), false);
  assert.equal(isEan13('69012345678920'), false);
});

test('auto prints EAN-13 where it can, Code 128 for other printable codes, nothing for codes Code 128 cannot carry', () => {
  assert.equal(symbologyOf('6901234567892', 'auto'), 'ean13');
  assert.equal(symbologyOf('6901234567892', 'code128'), 'code128');
  assert.equal(symbologyOf('6901234567893', 'ean13'), 'code128', 'a wrong check digit cannot be EAN-13');
  assert.equal(symbologyOf('ZT-0008', 'ean13'), 'code128');
  assert.equal(symbologyOf('螺丝01', 'auto'), null);
  assert.equal(symbologyOf('', 'auto'), null);
});
