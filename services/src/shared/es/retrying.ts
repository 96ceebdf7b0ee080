import { WrongExpectedVersionError } from '@jxc/infra';
import { ConflictError } from '../errors';

const ATTEMPTS = 12;
const lanes = new Map<string, Promise<void>>();

/** Runs `work` once every earlier caller in this process that queued on `key` has finished: first come, first served. */
export async function inLane<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = lanes.get(key) ?? Promise.resolve();
  let release!: () => void;
  const tail = before.then(() => new Promise<void>((r) => (release = r)));
  lanes.set(key, tail);
  await before;
  try {
    return await work();
  } finally {
    release();
    if (lanes.get(key) === tail) lanes.delete(key);
  }
}

/**
 * Re-runs a decision on fresh state when a concurrent append won the race. A loser queues behind the other losers
 * of the same stream in this process and tries again in turn, so that a busy stream (the best seller's stock) is
 * taken one after another instead of in a scramble that some never win; another process's append can still come
 * first, hence a few attempts with a short random pause that grows. After that the caller gets CONFLICT (409).
 */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof WrongExpectedVersionError)) throw e;
    return inLane(e.streamId, () => again(work));
  }
}

async function again<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 2; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (!(e instanceof WrongExpectedVersionError)) throw e;
      if (attempt >= ATTEMPTS) throw new ConflictError();
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}
