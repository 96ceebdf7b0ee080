import { EsdbRecorded, StreamClient, WrongRevision } from '../event-store/eventstoredb/streams';

/**
 * EventStoreDB's stream semantics in memory, for running the adapter's logic in the unit tier: an append checks the
 * expected revision and writes all its events or none; $all holds every event in append order at growing positions
 * with gaps (as the server's log offsets are); $maxCount drops older events of a stream but keeps the revisions; each
 * call answers on a later tick, as a server does, so concurrent callers interleave.
 */
export function memoryStreams(): StreamClient {
  const streams = new Map<string, { events: EsdbRecorded[]; last: bigint; maxCount?: number }>();
  const all: EsdbRecorded[] = [];
  const listeners = new Map<string, Set<() => void>>();
  let offset = 0n;
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  // Stored and read back as JSON, as the server does.
  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value));
  const copy = (e: EsdbRecorded): EsdbRecorded => ({ ...e, data: json(e.data), metadata: json(e.metadata) });
  return {
    async append(stream, events, expected) {
      await tick();
      const s = streams.get(stream) ?? { events: [], last: -1n };
      const ok = expected === 'any' || (expected === 'no_stream' ? s.last === -1n : s.last === expected);
      if (!ok) throw new WrongRevision(stream, s.last);
      for (const e of events) {
        offset += 100n + BigInt(JSON.stringify(e.data ?? null).length);
        const recorded = copy({ ...e, stream, revision: ++s.last, position: offset, created: new Date() });
        s.events.push(recorded);
        all.push(recorded);
        for (const l of listeners.get(e.type) ?? []) l();
      }
      if (s.maxCount) s.events = s.events.slice(-s.maxCount);
      streams.set(stream, s);
      return { revision: s.last, position: offset };
    },
    async read(stream, { from, backwards, maxCount }) {
      await tick();
      const events = streams.get(stream)?.events ?? [];
      const picked = backwards
        ? events.filter((e) => from === undefined || e.revision <= from).reverse()
        : events.filter((e) => e.revision >= (from ?? 0n));
      return picked.slice(0, maxCount ?? picked.length).map(copy);
    },
    async readAll({ from, backwards, maxCount }) {
      await tick();
      const picked = backwards
        ? all.filter((e) => from === undefined || e.position <= from).reverse()
        : all.filter((e) => e.position >= (from ?? 0n));
      return picked.slice(0, maxCount).map(copy);
    },
    subscribeToType(type, onEvent) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set.add(onEvent));
      return async () => void set.delete(onEvent);
    },
    async setMaxCount(stream, maxCount) {
      const s = streams.get(stream) ?? { events: [], last: -1n };
      streams.set(stream, { ...s, maxCount, events: s.events.slice(-maxCount) });
    },
    dispose: async () => undefined,
  };
}
