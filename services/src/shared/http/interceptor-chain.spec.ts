import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { firstValueFrom, map, Observable, of } from 'rxjs';
import { ChainedInterceptor, interceptorChain } from './interceptor-chain';

const ctx = {} as ExecutionContext;

/** An interceptor that notes when it is called and wraps what comes back in its name. */
const wrapping = (name: string, seen: string[]): ChainedInterceptor => ({
  intercept(_ctx, next) {
    seen.push(`${name} called`);
    return next.handle().pipe(map((v) => `${name}(${String(v)})`));
  },
});

test('the chain calls its interceptors in order, each around the next, and the handler last, only once subscribed', async () => {
  const seen: string[] = [];
  const handler = { handle: () => (seen.push('handler'), of('result')) };
  const answer = interceptorChain(wrapping('a', seen), wrapping('b', seen)).intercept(ctx, handler) as Observable<unknown>;
  assert.deepEqual(seen, ['a called'], 'b waits for a to subscribe to what its next answers');
  assert.equal(await firstValueFrom(answer), 'a(b(result))');
  assert.deepEqual(seen, ['a called', 'b called', 'handler']);
});

test('an interceptor that answers without calling its next skips the rest of the chain and the handler', async () => {
  const seen: string[] = [];
  const replay: ChainedInterceptor = { intercept: () => of('stored') };
  const handler = { handle: () => (seen.push('handler'), of('result')) };
  const answer = interceptorChain(wrapping('a', seen), replay, wrapping('b', seen)).intercept(ctx, handler) as Observable<unknown>;
  assert.equal(await firstValueFrom(answer), 'a(stored)');
  assert.deepEqual(seen, ['a called']);
});
