import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { WrongExpectedVersionError } from '@jxc/infra';
import { holdLanes, inLane, releaseHeld, retrying } from './retrying';

/** One stream: a decision reads its version, thinks for a moment, and appends only if nobody appended meanwhile. */
function stream() {
  let version = 0;
  let lost = 0;
  return {
    get lost() {
      return lost;
    },
    get version() {
      return version;
    },
    async append() {
      const seen = version;
      await new Promise((r) => setTimeout(r, 1 + Math.random() * 2));
      if (version !== seen) {
        lost++;
        throw new WrongExpectedVersionError('stock-1', seen);
      }
      version++;
    },
  };
}

test('forty buyers of one busy stream all get through: the losers take it in turn', async () => {
  const s = stream();
  const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => retrying(() => s.append())));
  assert.deepEqual(
    outcomes.filter((o) => o.status === 'rejected'),
    [],
  );
  assert.equal(s.version, 40);
});

test('a lane serves its callers first come, first served, and other keys do not wait', async () => {
  const order: string[] = [];
  const slow = (name: string, ms: number) => () => new Promise<void>((r) => setTimeout(() => (order.push(name), r()), ms));
  await Promise.all([inLane('a', slow('a1', 20)), inLane('a', slow('a2', 1)), inLane('b', slow('b1', 5)), inLane('a', slow('a3', 1))]);
  assert.deepEqual(order, ['b1', 'a1', 'a2', 'a3']);
});

test('anything but a lost race is passed on at once', async () => {
  let calls = 0;
  await assert.rejects(
    retrying(async () => {
      calls++;
      throw new Error('坏');
    }),
    /坏/,
  );
  assert.equal(calls, 1);
});

test('attempts that hold the lanes of the streams they read take them one after another: none loses', async () => {
  const s = stream();
  const sell = (keys: string[]) =>
    retrying(async () => {
      await holdLanes(keys);
      await s.append();
    });
  await Promise.all(Array.from({ length: 20 }, (_, i) => sell(i % 2 ? ['stock-1', 'stock-2'] : ['stock-2', 'stock-1'])));
  assert.equal(s.version, 20);
  assert.equal(s.lost, 0);
});

test('an attempt lets its lanes go once its append is in, before it has finished', async () => {
  const order: string[] = [];
  const first = retrying(async () => {
    await holdLanes(['stock-1']);
    order.push('first appends');
    releaseHeld();
    await new Promise((r) => setTimeout(r, 20));
    order.push('first answers');
  });
  const second = retrying(async () => {
    await holdLanes(['stock-1']);
    order.push('second appends');
  });
  await Promise.all([first, second]);
  assert.deepEqual(order, ['first appends', 'second appends', 'first answers']);
});

test('outside an attempt, holding lanes does nothing', async () => {
  await holdLanes(['stock-1']);
  await inLane('held:stock-1', async () => undefined);
});
