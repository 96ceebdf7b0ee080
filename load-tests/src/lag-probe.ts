import { comparePositions, GlobalPosition, EventStore } from '@jxc/infra';
import { ProjectionRunner } from '@jxc/projections';

/**
 * Measures projection lag: from each append's return (plain, or with counters as numbered documents make) to the
 * moment every projection has passed it. `settled()` resolves once every projection has passed the last append.
 */
export function probeLag(store: EventStore, runner: ProjectionRunner) {
  const pending: { at: GlobalPosition; t: number }[] = [];
  const lags: number[] = [];
  let last: GlobalPosition | undefined;
  const append = store.append.bind(store);
  const appendCounted = store.appendCounted.bind(store);
  const noted = <R extends Awaited<ReturnType<typeof append>>>(r: R) => {
    pending.push({ at: r.position, t: performance.now() });
    if (!last || comparePositions(r.position, last) > 0) last = r.position;
    return r;
  };
  store.append = async (...args) => noted(await append(...args));
  store.appendCounted = async (...args) => noted(await appendCounted(...args));
  runner.onProgress(async () => {
    const positions = [...(await runner.positions()).values()];
    const slowest = positions.reduce((m, p) => (comparePositions(p, m) < 0 ? p : m), positions[0]);
    const now = performance.now();
    pending.sort((a, b) => comparePositions(a.at, b.at));
    while (pending.length && comparePositions(pending[0].at, slowest) <= 0) lags.push(now - pending.shift()!.t);
  });
  return { lags, settled: async () => last && (await runner.waitFor(last, 600_000)) };
}
