import { afterEach, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { oneAtATime, type Outgoing } from './outbox';
import { postOnce } from './sync';

const item: Outgoing = {
  key: 'phone-1',
  kind: 'sale',
  owner: 'c:u',
  seq: 1,
  madeAt: 0,
  summary: '',
  body: { lines: [] },
  form: null,
  state: 'waiting',
};
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The server answering `status` with `body`; what was sent is kept. */
function answer(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

test('a save goes to its kind’s Save under its key; posted, it answers the bill number and the document', async () => {
  const sent = answer(200, { invState: 1, returnData: { saleId: 's1', billNo: 'XS2026112900001', status: 'audited' } });
  assert.deepEqual(await postOnce(item), { posted: true, billNo: 'XS2026112900001', docId: 's1' });
  assert.equal(sent[0].url, '/api/Sale/Save');
  assert.equal((sent[0].init.headers as Record<string, string>)['Idempotency-Key'], 'phone-1');
  answer(200, { invState: 1, returnData: { invtakId: 'i1', billNo: 'PD1' } });
  assert.deepEqual(await postOnce({ ...item, kind: 'count' }), { posted: true, billNo: 'PD1', docId: 'i1' });
});

test('the server’s refusal is kept with its reason; signed out, busy or the key still being handled is tried again later', async () => {
  answer(422, { invState: 0, invMessage: '库存不足：第1行 可乐（门店仓）库存1，需要4', errorCode: 'STOCK_SHORTAGE' });
  assert.deepEqual(await postOnce(item), { posted: false, reason: '库存不足：第1行 可乐（门店仓）库存1，需要4' });
  answer(403, { invState: 0, invMessage: '没有权限' });
  assert.deepEqual(await postOnce(item), { posted: false, reason: '没有权限' });
  for (const status of [401, 408, 409, 429, 500, 503]) {
    answer(status, { invState: 0, invMessage: '稍后' });
    await assert.rejects(postOnce(item), `${status} is tried again`);
  }
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  await assert.rejects(postOnce(item));
});

test('a second round asked for while one runs joins it', async () => {
  let runs = 0;
  let finish!: (n: number) => void;
  const round = oneAtATime(() => {
    runs++;
    return new Promise<number>((resolve) => (finish = resolve));
  });
  const [a, b] = [round(), round()];
  finish(2);
  assert.deepEqual(await Promise.all([a, b]), [2, 2]);
  assert.equal(runs, 1);
  const c = round();
  finish(0);
  assert.equal(await c, 0);
  assert.equal(runs, 2);
});
