import assert from 'node:assert/strict';
import { beforeEach, describe, it } from '@jest/globals';
import { channelFor, clockText, keepPending, onPhone, pendingOf, returnUrlOf, secondsLeft, type PendingPayment } from './payment';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('the way a buyer pays online', () => {
  it('is the provider page on a phone (narrow or a mobile browser) and the QR code on a computer', () => {
    assert.equal(onPhone(390, DESKTOP), true);
    assert.equal(onPhone(1366, IPHONE), true);
    assert.equal(onPhone(1366, DESKTOP), false);
    assert.equal(onPhone(767, DESKTOP), true);
    assert.equal(onPhone(768, DESKTOP), false);
    assert.equal(channelFor(['qr', 'wap', 'code'], true), 'wap');
    assert.equal(channelFor(['qr', 'wap', 'code'], false), 'qr');
  });

  it('falls back to what the provider offers, and is none when it offers neither', () => {
    assert.equal(channelFor(['qr', 'code'], true), 'qr');
    assert.equal(channelFor(['wap'], false), 'wap');
    assert.equal(channelFor(['code', 'jsapi'], false), undefined);
  });
});

describe('the QR code countdown', () => {
  const at = Date.parse('2026-11-28T12:00:00Z');
  it('counts whole seconds down to the expiry, never below 0', () => {
    assert.equal(secondsLeft('2026-11-28T12:05:00Z', at), 300);
    assert.equal(secondsLeft('2026-11-28T12:00:00.400Z', at), 1);
    assert.equal(secondsLeft('2026-11-28T11:59:00Z', at), 0);
  });
  it('reads as minutes and seconds', () => {
    assert.deepEqual([clockText(300), clockText(245), clockText(9), clockText(0)], ['5:00', '4:05', '0:09', '0:00']);
  });
});

describe('a payment made on the provider page', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    Object.assign(globalThis, {
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    });
  });
  const pending = (orderId: string, payOrderId: string): PendingPayment => ({
    orderId,
    orderNo: `DD${orderId}`,
    lookupCode: 'abcd2345',
    phone: '13800001111',
    totalAmount: 25.5,
    provider: 'alipay',
    payOrderId,
  });

  it('comes back to the store naming its order', () => {
    assert.equal(returnUrlOf('https://shop.example.com', 'S 1', 'o/1'), 'https://shop.example.com/m/S%201?paidOrder=o%2F1');
  });

  it('is kept per store and order, the latest attempt replacing the one before', () => {
    keepPending('S1', pending('o1', 'p1'));
    keepPending('S1', pending('o2', 'p2'));
    keepPending('S1', pending('o1', 'p3'));
    assert.equal(pendingOf('S1', 'o1')?.payOrderId, 'p3');
    assert.equal(pendingOf('S1', 'o2')?.payOrderId, 'p2');
    assert.equal(pendingOf('S2', 'o1'), undefined);
    assert.equal(JSON.parse(store.get('jxc.store.S1.paying')!).length, 2);
  });

  it('is none when what is kept is not readable', () => {
    store.set('jxc.store.S1.paying', '{broken');
    assert.equal(pendingOf('S1', 'o1'), undefined);
  });
});
