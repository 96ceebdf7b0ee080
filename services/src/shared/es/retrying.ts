import { WrongExpectedVersionError } from '@jxc/infra';
import { ConflictError } from '../errors';

const ATTEMPTS = 8;

/**
 * Re-runs a decision on fresh state when a concurrent append won the race, with a short random pause that grows;
 * after a few losses the caller gets CONFLICT (409). Anything else is passed on as it is.
 */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (!(e instanceof WrongExpectedVersionError)) throw e;
      if (attempt >= ATTEMPTS) throw new ConflictError();
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}
