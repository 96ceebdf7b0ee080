// The `k6` module's functions the scripts use, as k6 runs them.
import { results } from './results.mjs';

export function check(value, sets) {
  let all = true;
  for (const [name, holds] of Object.entries(sets)) {
    const counted = (results.checks[name] ??= { passes: 0, fails: 0 });
    if (holds(value)) counted.passes++;
    else {
      counted.fails++;
      all = false;
    }
  }
  return all;
}

export function fail(message) {
  throw new Error(message);
}
