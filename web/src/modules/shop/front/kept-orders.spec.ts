import assert from 'node:assert/strict';
import { beforeEach, describe, it } from '@jest/globals';
import { memoryBackend } from '../../../session/storage';
import { codesByPhone, keep, loadKept } from './kept-orders';

const order = (n: number, phone = '13800000001') => ({ orderNo: `DD${n}`, phone, lookupCode: `code${n}` });

describe('the orders a browser keeps for 我的订单', () => {
  // A browser's localStorage, empty before each.
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: memoryBackend() });
  });

  it('keeps each order once, newest first, per store, and at most 50', () => {
    keep('s1', order(1));
    keep('s1', order(2));
    keep('s1', order(1));
    assert.deepEqual(
      loadKept('s1').map((o) => o.orderNo),
      ['DD1', 'DD2'],
    );
    assert.deepEqual(loadKept('s2'), []);
    for (let n = 3; n <= 60; n++) keep('s1', order(n));
    assert.equal(loadKept('s1').length, 50);
    assert.equal(loadKept('s1')[0].orderNo, 'DD60');
  });

  it('reads nothing from what is not a kept order', () => {
    localStorage.setItem('jxc.store.s1.orders', '{bad');
    assert.deepEqual(loadKept('s1'), []);
    localStorage.setItem('jxc.store.s1.orders', JSON.stringify([order(1), { orderNo: 'DD2' }, null]));
    assert.deepEqual(loadKept('s1'), [order(1)]);
  });

  it('groups the codes by phone, one look-up each', () => {
    assert.deepEqual(
      [...codesByPhone([order(1), order(2, '13900000002'), order(3)])],
      [
        ['13800000001', ['code1', 'code3']],
        ['13900000002', ['code2']],
      ],
    );
  });
});
