import assert from 'node:assert/strict';
import { afterAll, test } from '@jest/globals';
import { call } from './http';

const realFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = realFetch;
});

test('the position a save answered with (X-Read-After) is sent once, with the next request', async () => {
  const sent: (string | undefined)[] = [];
  const answers = ['7:2', undefined, undefined];
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    sent.push((init.headers as Record<string, string>)['X-Read-After']);
    const after = answers.shift();
    return new Response(JSON.stringify({ invState: 1, invMessage: '', returnData: {} }), {
      status: 200,
      headers: after ? { 'X-Read-After': after } : {},
    });
  }) as typeof fetch;
  await call('Buy/Save');
  await call('Buy/PageQuery');
  await call('Buy/PageQuery');
  assert.deepEqual(sent, [undefined, '7:2', undefined]);
});
