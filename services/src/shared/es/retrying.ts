import { AsyncLocalStorage } from 'node:async_hooks';
import { WrongExpectedVersionError } from '@jxc/infra';
import { ConflictError } from '../errors';

const ATTEMPTS = 12;
const lanes = new Map<string, Promise<void>>();
/** The lanes the attempt in hand holds (see holdLanes). */
const attempt = new AsyncLocalStorage<(() => void)[]>();

/** Waits until every earlier caller in this process that queued on `key` has let go; answers the letting go. */
async function take(key: string): Promise<() => void> {
  const before = lanes.get(key) ?? Promise.resolve();
  let release!: () => void;
  const tail = before.then(() => new Promise<void>((r) => (release = r)));
  lanes.set(key, tail);
  await before;
  return () => {
    release();
    if (lanes.get(key) === tail) lanes.delete(key);
  };
}

/** Runs `work` once every earlier caller in this process that queued on `key` has finished: first come, first served. */
export async function inLane<T>(key: string, work: () => Promise<T>): Promise<T> {
  const release = await take(key);
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Called by an attempt of `retrying` before it reads streams it expects to be busy (the best seller's stock): it
 * queues behind the other attempts in this process that hold any of them, so they take the streams one after another
 * instead of reading the same version and all but one losing. The lanes are taken in sorted order, so two attempts
 * never wait on each other, and only once an attempt; they are let go when its commit has appended (releaseHeld) or
 * it ends. Outside an attempt it does nothing.
 */
export async function holdLanes(keys: readonly string[]): Promise<void> {
  const held = attempt.getStore();
  if (!held || held.length) return;
  for (const key of [...new Set(keys)].sort()) held.push(await take(`held:${key}`));
}

/** Lets go of the lanes the attempt in hand holds: its append is in, so the next one reads what it wrote. */
export function releaseHeld(): void {
  const held = attempt.getStore();
  while (held?.length) held.pop()!();
}

/** One attempt, in a scope of its own for the lanes it holds (an attempt inside another shares the outer one's). */
async function once<T>(work: () => Promise<T>): Promise<T> {
  if (attempt.getStore()) return work();
  return attempt.run([], async () => {
    try {
      return await work();
    } finally {
      releaseHeld();
    }
  });
}

/**
 * Re-runs a decision on fresh state when a concurrent append won the race. A loser queues behind the other losers
 * of the same stream in this process and tries again in turn, so that a busy stream (the best seller's stock) is
 * taken one after another instead of in a scramble that some never win; another process's append can still come
 * first, hence a few attempts with a short random pause that grows. After that the caller gets CONFLICT (409).
 */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await once(work);
  } catch (e) {
    if (!(e instanceof WrongExpectedVersionError)) throw e;
    return inLane(e.streamId, () => again(work));
  }
}

async function again<T>(work: () => Promise<T>): Promise<T> {
  for (let n = 2; ; n++) {
    try {
      return await once(work);
    } catch (e) {
      if (!(e instanceof WrongExpectedVersionError)) throw e;
      if (n >= ATTEMPTS) throw new ConflictError();
      await new Promise((r) => setTimeout(r, Math.random() * 5 * n));
    }
  }
}
