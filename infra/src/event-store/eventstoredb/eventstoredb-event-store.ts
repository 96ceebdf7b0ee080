import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { CounterCapError, WrongExpectedVersionError } from '../errors';
import { EventStore, StreamAfterSnapshot } from '../event-store';
import {
  AppendResult,
  AppendToStream,
  comparePositions,
  Counter,
  EventMetadata,
  ExpectedVersion,
  GlobalPosition,
  numberOf,
  Numbering,
  ReadAllOptions,
  ReadAllResult,
  START,
  StoredEvent,
  withNumber,
} from '../types';
import { dbClientStreams } from './db-client-streams';
import { EsdbRecorded, StreamClient, WrongRevision } from './streams';

/** A company's commit log: one event per append of that company, holding the events of its streams. */
export const commitLogOf = (companyId: string) => `jxc-commits-${companyId || '_'}`;
/** How far a log's commits have been copied to their streams (kept with $maxCount 1). */
const fannedOutOf = (log: string) => `jxc-fanned-out-${log}`;
const COMMITTED = 'Committed';
const isCommit = (r: EsdbRecorded) => r.type === COMMITTED && r.stream.startsWith('jxc-commits-');
const snapshotStream = (streamId: string) => `jxc-snapshot-${streamId}`;
const PAGE = 500;
const ATTEMPTS = 50;

interface Commit {
  meta: EventMetadata & { at: string };
  streams: { streamId: string; streamType: string; from: number; events: { id: string; type: string; data: unknown }[] }[];
}

interface Snapshot {
  companyId: string;
  schema: string;
  version: number;
  state: unknown;
}

const satisfied = (expected: ExpectedVersion, actual: number) =>
  expected === 'any' || (expected === 'no_stream' ? actual === 0 : expected === 'stream_exists' ? actual > 0 : actual === expected);

/** Each event of a commit, at its place in the global order: (its $all position + 1, its index in the commit). */
function eventsOf(rec: EsdbRecorded): StoredEvent[] {
  const { meta, streams } = rec.data as Commit;
  let index = 0;
  return streams.flatMap((s) =>
    s.events.map((e, j) => ({
      position: { tx: rec.position + 1n, pos: BigInt(++index) },
      streamId: s.streamId,
      streamPosition: s.from + j,
      eventId: e.id,
      type: e.type,
      data: e.data,
      metadata: meta,
      createdAt: new Date(meta.at),
    })),
  );
}

/**
 * The event store on EventStoreDB (EVENTSTORE_URL). EventStoreDB appends to one stream at a time, so an append here
 * is ONE event on its company's commit log (`jxc-commits-{companyId}`) holding the events of every stream it writes,
 * at the log's expected revision: the log orders the company's appends, and an append checks its streams' expected
 * versions against the log's state at that revision, so it commits whole or not at all, exactly as on PostgreSQL. A
 * stream belongs to one company, so all of its commits are in one log; companies never wait on each other.
 *
 * Every commit is then copied ("fanned out") to the streams themselves, event ids kept, so a stream is read on its
 * own; a commit not yet copied (a crash between the two writes) is copied by the next reader or writer of that company
 * before it reads a stream, since copying is a pure function of the log. `readAll` reads the commits in $all, the
 * server's single order of everything written, so its order never changes and no late commit is skipped.
 *
 * What it costs: `readAll` and `readEvents` read $all, copies included (the client reads $all unfiltered), and reading
 * $all needs a user allowed to (an operations or admin user in a secure cluster).
 */
export class EventStoreDbEventStore extends EventStore {
  private readonly local = new EventEmitter();
  /** Per log, the last commit known to be copied to its streams. */
  private readonly fannedOut = new Map<string, bigint>();
  private readonly copying = new Map<string, Promise<unknown>>();
  private unsubscribe?: () => Promise<void>;

  constructor(private readonly client: StreamClient) {
    super();
    this.local.setMaxListeners(100);
  }

  static async connect(connectionString: string) {
    return new EventStoreDbEventStore(await dbClientStreams(connectionString));
  }

  append(streams: AppendToStream[], meta: EventMetadata): Promise<AppendResult> {
    return this.commit([], () => streams, meta);
  }

  async appendCounted(
    streams: AppendToStream[],
    counters: Counter[],
    numbering: Numbering,
    meta: EventMetadata,
  ): Promise<AppendResult & { number: string }> {
    let number = '';
    const counterStreams = counters.map((c): AppendToStream => ({
      streamId: c.streamId,
      streamType: c.streamType,
      expectedVersion: 'any',
      events: [c.event],
    }));
    const result = await this.commit(
      counterStreams,
      (versions) => {
        const over = counters.find((c) => c.cap !== undefined && versions[c.streamId] > c.cap);
        if (over) throw new CounterCapError(over.streamId, over.cap!);
        number = numberOf(numbering, versions[numbering.counter]);
        return withNumber(streams, numbering.placeholder, number);
      },
      meta,
    );
    return { ...result, number };
  }

  private async commit(
    counters: AppendToStream[],
    build: (versions: Record<string, number>) => AppendToStream[],
    meta: EventMetadata,
  ): Promise<AppendResult> {
    const at = meta.at ?? new Date().toISOString();
    const log = commitLogOf(meta.companyId);
    for (let attempt = 1; ; attempt++) {
      const head = await this.lastRevision(log);
      await this.copyTo(log, head);
      const counted = await this.versions(counters);
      const built = build(Object.fromEntries(counters.map((c) => [c.streamId, counted.get(c.streamId)! + c.events.length])));
      const streams = [...counters.map((c) => ({ ...c, expectedVersion: 'any' as const })), ...built];
      if (!streams.length || streams.some((s) => !s.events.length)) throw new Error('append needs at least one event per stream');
      const current = new Map([...counted, ...(await this.versions(built))]);
      const withIds = streams.every((s) => s.events.every((e) => e.id));
      const wrong = streams.find((s) => !satisfied(s.expectedVersion, current.get(s.streamId)!));
      if (withIds && (wrong || streams.some((s) => typeof s.expectedVersion !== 'number'))) {
        const replay = await this.replayed(streams);
        if (replay) return replay;
      }
      if (wrong) throw new WrongExpectedVersionError(wrong.streamId, wrong.expectedVersion);
      const commit: Commit = {
        meta: { ...meta, at },
        streams: streams.map((s) => ({
          streamId: s.streamId,
          streamType: s.streamType,
          from: current.get(s.streamId)! + 1,
          events: s.events.map((e) => ({ id: e.id ?? randomUUID(), type: e.type, data: e.data ?? {} })),
        })),
      };
      let written: { revision: bigint; position: bigint };
      try {
        written = await this.client.append(
          log,
          [{ id: randomUUID(), type: COMMITTED, data: commit, metadata: {} }],
          head < 0n ? 'no_stream' : head,
        );
      } catch (e) {
        if (!(e instanceof WrongRevision)) throw e;
        // Another append of the same company took the log's next revision: decide again on the state it left.
        if (attempt < ATTEMPTS) continue;
        throw new WrongExpectedVersionError(streams[0].streamId, 'busy');
      }
      await this.copyTo(log, written.revision);
      this.local.emit('appended');
      const events = commit.streams.flatMap((s) => s.events);
      return {
        position: { tx: written.position + 1n, pos: BigInt(events.length) },
        versions: Object.fromEntries(commit.streams.map((s) => [s.streamId, s.from + s.events.length - 1])),
      };
    }
  }

  /** The same event ids were appended before: what that append wrote, or a refusal of a partial overlap. */
  private async replayed(streams: AppendToStream[]): Promise<AppendResult | undefined> {
    const ids = new Set(streams.flatMap((s) => s.events.map((e) => e.id!)));
    const found = (await Promise.all(streams.map((s) => this.readCopied(s.streamId, 0)))).flat().filter((e) => ids.has(e.eventId));
    if (!found.length) return undefined;
    if (found.length !== ids.size) throw new Error('事件编号已被另一批事件使用');
    const versions: Record<string, number> = {};
    for (const e of found) versions[e.streamId] = Math.max(versions[e.streamId] ?? 0, e.streamPosition);
    const position = found.reduce((max, e) => (comparePositions(e.position, max) > 0 ? e.position : max), found[0].position);
    return { position, versions };
  }

  private async versions(streams: AppendToStream[]): Promise<Map<string, number>> {
    return new Map(await Promise.all(streams.map(async (s) => [s.streamId, await this.versionOf(s.streamId)] as const)));
  }

  private async versionOf(streamId: string): Promise<number> {
    const [last] = await this.client.read(streamId, { backwards: true, maxCount: 1 });
    return last ? Number(last.revision) + 1 : 0;
  }

  /** A log's last revision, -1 when nothing was ever appended to it. */
  private async lastRevision(log: string): Promise<bigint> {
    const [last] = await this.client.read(log, { backwards: true, maxCount: 1 });
    return last?.revision ?? -1n;
  }

  /** Copies the company's commits not yet copied; without a company, the company of the stream's last copied event. */
  private async caughtUp(streamId: string, companyId?: string) {
    if (companyId === undefined) {
      const [last] = await this.client.read(streamId, { backwards: true, maxCount: 1 });
      companyId = (last?.metadata.companyId as string | undefined) ?? '';
    }
    const log = commitLogOf(companyId);
    await this.copyTo(log, await this.lastRevision(log));
  }

  /** Copies every commit of a log up to `revision` to its streams (one copier per log at a time in this process). */
  private copyTo(log: string, revision: bigint): Promise<void> {
    const run = async () => {
      let done = this.fannedOut.get(log);
      if (done === undefined) {
        const [mark] = await this.client.read(fannedOutOf(log), { backwards: true, maxCount: 1 });
        if (!mark) await this.client.setMaxCount(fannedOutOf(log), 1);
        done = mark ? BigInt((mark.data as { revision: string }).revision) : -1n;
      }
      const start = done;
      while (done < revision) {
        const commits = await this.client.read(log, { from: done + 1n, maxCount: PAGE });
        for (const c of commits) {
          await this.copy(c);
          done = c.revision;
          this.fannedOut.set(log, done);
        }
        if (!commits.length) break;
      }
      this.fannedOut.set(log, done);
      if (done > start) {
        await this.client.append(
          fannedOutOf(log),
          [{ id: randomUUID(), type: 'CommitsFannedOut', data: { revision: String(done) }, metadata: {} }],
          'any',
        );
      }
    };
    const next = (this.copying.get(log) ?? Promise.resolve()).then(run);
    this.copying.set(
      log,
      next.catch(() => undefined),
    );
    return next;
  }

  /** Appends a commit's events to their streams, unless another process already did (a stream takes them whole). */
  private async copy(rec: EsdbRecorded) {
    const events = eventsOf(rec);
    for (const s of (rec.data as Commit).streams) {
      const mine = events.filter((e) => e.streamId === s.streamId);
      const expected = s.from === 1 ? 'no_stream' : BigInt(s.from - 2);
      const copies = mine.map((e) => ({
        id: e.eventId,
        type: e.type,
        data: e.data,
        metadata: { ...e.metadata, commit: String(rec.position), index: String(e.position.pos) },
      }));
      try {
        await this.client.append(s.streamId, copies, expected);
      } catch (e) {
        if (!(e instanceof WrongRevision) || e.actual !== BigInt(s.from - 2 + mine.length)) throw e;
      }
    }
  }

  private toStored(streamId: string, rec: EsdbRecorded): StoredEvent {
    const { commit, index, ...metadata } = rec.metadata as unknown as StoredEvent['metadata'] & { commit: string; index: string };
    return {
      position: { tx: BigInt(commit) + 1n, pos: BigInt(index) },
      streamId,
      streamPosition: Number(rec.revision) + 1,
      eventId: rec.id,
      type: rec.type,
      data: rec.data,
      metadata,
      createdAt: new Date(metadata.at),
    };
  }

  async readStream(streamId: string, opts: { companyId?: string; fromVersion?: number } = {}): Promise<StoredEvent[]> {
    await this.caughtUp(streamId, opts.companyId);
    return this.readCopied(streamId, opts.fromVersion ?? 0, opts.companyId);
  }

  private async readCopied(streamId: string, fromVersion: number, companyId?: string): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    for (let from = BigInt(fromVersion); ;) {
      const page = await this.client.read(streamId, { from, maxCount: PAGE });
      out.push(...page.map((r) => this.toStored(streamId, r)));
      if (page.length < PAGE) break;
      from = page[page.length - 1].revision + 1n;
    }
    return companyId ? out.filter((e) => e.metadata.companyId === companyId) : out;
  }

  async readStreamsAfterSnapshots(
    streamIds: readonly string[],
    companyId: string,
    schema: string,
    opts: { lastAnd?: string } = {},
  ): Promise<Map<string, StreamAfterSnapshot>> {
    const log = commitLogOf(companyId);
    await this.copyTo(log, await this.lastRevision(log));
    const read = await Promise.all(
      streamIds.map(async (id): Promise<[string, StreamAfterSnapshot]> => {
        const kept = (await this.client.read(snapshotStream(id), { backwards: true, maxCount: 1 }))[0]?.data as Snapshot | undefined;
        const snapshot =
          kept && kept.companyId === companyId && (kept.schema === schema || kept.schema.startsWith(`${schema}@`))
            ? { version: kept.version, state: kept.state, schema: kept.schema }
            : undefined;
        const after = await this.readCopied(id, snapshot?.version ?? 0, companyId);
        const key = opts.lastAnd;
        const events = key ? after.filter((e, i) => i === after.length - 1 || key in ((e.data ?? {}) as object)) : after;
        return [id, { snapshot, events, version: events.length ? events[events.length - 1].streamPosition : (snapshot?.version ?? 0) }];
      }),
    );
    return new Map(read);
  }

  async saveSnapshot(streamId: string, companyId: string, schema: string, version: number, state: unknown): Promise<void> {
    const stream = snapshotStream(streamId);
    for (let attempt = 0; attempt < 5; attempt++) {
      const [kept] = await this.client.read(stream, { backwards: true, maxCount: 1 });
      const current = kept?.data as Snapshot | undefined;
      if (current && current.schema === schema && current.version >= version) return;
      try {
        await this.client.append(
          stream,
          [{ id: randomUUID(), type: 'SnapshotTaken', data: { companyId, schema, version, state }, metadata: {} }],
          kept ? kept.revision : 'no_stream',
        );
        if (!kept) await this.client.setMaxCount(stream, 1);
        return;
      } catch (e) {
        if (!(e instanceof WrongRevision)) throw e;
      }
    }
  }

  /** Scans the commits in $all: only the retry of set-aside events reads by id. */
  async readEvents(eventIds: readonly string[]): Promise<StoredEvent[]> {
    const wanted = new Set(eventIds);
    const out: StoredEvent[] = [];
    for await (const commit of this.commits({ from: 0n }))
      if (out.push(...eventsOf(commit).filter((e) => wanted.has(e.eventId))) === wanted.size) break;
    return out;
  }

  /**
   * The commits in $all from a position (inclusive) forwards, or backwards from the end. A page resumes at the last
   * record read, since the server starts a read only at a record's position.
   */
  private async *commits(opts: { from?: bigint; backwards?: boolean }): AsyncGenerator<EsdbRecorded> {
    for (let from = opts.from, seen: bigint | undefined; ;) {
      const page = await this.client.readAll({ from, backwards: opts.backwards, maxCount: PAGE });
      const fresh = seen === undefined ? page : page.filter((r) => r.position !== seen);
      for (const r of fresh) if (isCommit(r)) yield r;
      if (page.length < PAGE || !fresh.length) return;
      from = seen = page[page.length - 1].position;
    }
  }

  /** A company's commits, in the order of its log (which is their order in $all). */
  private async *logCommits(log: string): AsyncGenerator<EsdbRecorded> {
    for (let from = 0n; ;) {
      const page = await this.client.read(log, { from, maxCount: PAGE });
      yield* page;
      if (page.length < PAGE) return;
      from = page[page.length - 1].revision + 1n;
    }
  }

  async streamVersion(streamId: string): Promise<number> {
    await this.caughtUp(streamId);
    return this.versionOf(streamId);
  }

  async readAll(after: GlobalPosition, opts: ReadAllOptions = {}): Promise<ReadAllResult> {
    const limit = opts.limit ?? PAGE;
    const events: StoredEvent[] = [];
    let horizon = after;
    const commits =
      opts.companyId === undefined
        ? this.commits({ from: after.tx > 0n ? after.tx - 1n : 0n })
        : this.logCommits(commitLogOf(opts.companyId));
    for await (const commit of commits)
      for (const e of eventsOf(commit)) {
        if (comparePositions(e.position, after) <= 0) continue;
        horizon = e.position;
        if (!opts.types || opts.types.includes(e.type)) events.push(e);
        if (events.length === limit) return { events, horizon };
      }
    return { events, horizon };
  }

  async head(): Promise<GlobalPosition> {
    for await (const last of this.commits({ backwards: true }))
      return eventsOf(last).at(-1)?.position ?? { tx: last.position + 1n, pos: 0n };
    return START;
  }

  onAppended(listener: () => void): () => void {
    this.local.on('appended', listener);
    return () => this.local.off('appended', listener);
  }

  async listen(): Promise<void> {
    this.unsubscribe ??= this.client.subscribeToType(COMMITTED, () => this.local.emit('appended'));
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    await this.client.dispose();
  }
}
