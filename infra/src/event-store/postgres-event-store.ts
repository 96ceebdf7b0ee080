import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Pool, PoolClient, QueryConfig } from 'pg';
import { prepared } from '../database/prepared';
import { CounterCapError, WrongExpectedVersionError } from './errors';
import { EventStore, StreamAfterSnapshot } from './event-store';
import {
  AppendResult,
  AppendToStream,
  comparePositions,
  Counter,
  EventMetadata,
  GlobalPosition,
  NewEvent,
  numberOf,
  Numbering,
  ReadAllOptions,
  ReadAllResult,
  START,
  StoredEvent,
} from './types';

const NOTIFY_CHANNEL = 'jxc_events';
const EVENT_COLUMNS = `global_position::text as pos, transaction_id::text as tx, stream_id, stream_position, event_id,
  event_type, data, metadata, created_at`;

/** Statements over at most this many rows of values are prepared, one per count of rows. */
const PREPARED_ROWS = 32;

/**
 * `sql` over `rows` given as a relation: for a few rows, a VALUES list of exactly that many rows in a statement prepared
 * per count, so PostgreSQL keeps one plan for it (over an unnest of arrays, whose length a kept plan cannot know, it plans
 * again on every call); for more, unnest of one array per column, planned each time. `head` are the parameters
 * before the rows' (`$1`, `$2`, … in `sql`).
 */
function rowsOf(rows: unknown[][], types: string[], sql: (relation: string) => string, head: unknown[] = []): QueryConfig {
  const skip = head.length;
  if (!rows.length || rows.length > PREPARED_ROWS) {
    const arrays = types.map((t, c) => `$${skip + c + 1}::${t}[]`);
    return { text: sql(`unnest(${arrays.join(', ')})`), values: [...head, ...types.map((_, c) => rows.map((r) => r[c]))] };
  }
  const list = rows.map((_, r) => `(${types.map((t, c) => `$${skip + r * types.length + c + 1}::${t}`).join(', ')})`);
  return prepared(sql(`(values ${list.join(', ')})`), [...head, ...rows.flat()]);
}

interface EventRow {
  pos: string;
  tx: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: StoredEvent['metadata'];
  created_at: Date;
}

const toEvent = (r: EventRow): StoredEvent => ({
  position: { tx: BigInt(r.tx), pos: BigInt(r.pos) },
  streamId: r.stream_id,
  streamPosition: Number(r.stream_position),
  eventId: r.event_id,
  type: r.event_type,
  data: r.data,
  metadata: r.metadata,
  createdAt: r.created_at,
});

interface AppendCall {
  sql: string;
  params: unknown[];
  sorted: AppendToStream[];
  ids: string[];
}

/** A row an append answers: an event written, or a counter's version (no position). */
interface ResultRow {
  pos: string | null;
  tx: string | null;
  stream_id: string;
  stream_position: string;
}

/** A snapshot waiting to be written with the next append (see keepSnapshot). */
interface KeptSnapshot {
  streamId: string;
  companyId: string;
  schema: string;
  version: number;
  state: string;
}

/**
 * JSON texts sent as one JSON array (`jsonArray`) and taken apart in the statement (`JSONB_ARRAY`) into the jsonb[] the
 * functions take: as an array literal every quote of every text would be escaped, a copy of each on both sides.
 */
const jsonArray = (texts: readonly string[]) => `[${texts.join(',')}]`;
const JSONB_ARRAY = (param: string) => `array(select x from jsonb_array_elements(${param}::jsonb) with ordinality as t(x, i) order by i)`;

const SAVE_SNAPSHOTS = (from: number) =>
  `insert into snapshots (stream_id, company_id, schema, version, state)
   select * from unnest($${from}::text[], $${from + 1}::text[], $${from + 2}::text[], $${from + 3}::bigint[], ${JSONB_ARRAY(`$${from + 4}`)})
   on conflict (stream_id) do update set schema = excluded.schema, version = excluded.version, state = excluded.state, updated_at = now()
   where snapshots.schema <> excluded.schema or snapshots.version < excluded.version`;

/** The call with the kept snapshots written by the same statement, before it (a data-modifying WITH). */
function withSnapshots(call: AppendCall, kept: KeptSnapshot[]): AppendCall {
  if (!kept.length) return call;
  const cols = [
    kept.map((k) => k.streamId),
    kept.map((k) => k.companyId),
    kept.map((k) => k.schema),
    kept.map((k) => k.version),
    jsonArray(kept.map((k) => k.state)),
  ];
  return { ...call, sql: `with kept as (${SAVE_SNAPSHOTS(call.params.length + 1)}) ${call.sql}`, params: [...call.params, ...cols] };
}

const byId = <T extends { streamId: string }>(a: T, b: T) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0);

/** The event columns of streams (each a run of events), stream indexes counted from 1 in the order given. */
function eventColumns(streams: AppendToStream[], meta: EventMetadata, data: (e: NewEvent) => string = (e) => JSON.stringify(e.data ?? {})) {
  const metadata = JSON.stringify({ ...meta, at: meta.at ?? new Date().toISOString() });
  const cols = {
    stream: [] as number[],
    offset: [] as number[],
    id: [] as string[],
    type: [] as string[],
    data: [] as string[],
    /** Every event's metadata, the same for all of them. */
    meta: metadata,
  };
  streams.forEach((st, i) =>
    st.events.forEach((e, j) => {
      cols.stream.push(i + 1);
      cols.offset.push(j + 1);
      cols.id.push(e.id ?? randomUUID());
      cols.type.push(e.type);
      cols.data.push(data(e));
    }),
  );
  return cols;
}

const expectedOf = (st: AppendToStream) =>
  st.expectedVersion === 'any'
    ? -1
    : st.expectedVersion === 'stream_exists'
      ? -2
      : st.expectedVersion === 'no_stream'
        ? 0
        : st.expectedVersion;

/** One call of append_events: streams in id order (so concurrent appends lock in one order), events as columns. */
function appendCall(streams: AppendToStream[], meta: EventMetadata): AppendCall {
  if (!streams.length || streams.some((s) => !s.events.length)) throw new Error('append needs at least one event per stream');
  const sorted = [...streams].sort(byId);
  const cols = eventColumns(sorted, meta);
  const sql = `select r_pos::text as pos, r_tx::text as tx, r_stream as stream_id, r_version as stream_position
    from append_events($1, $2::text[], $3::text[], $4::bigint[], $5::int[], $6::int[], $7::int[], $8::uuid[], $9::text[], ${JSONB_ARRAY('$10')},
      array_fill($11::jsonb, array[cardinality($8::uuid[])]))`;
  const params = [
    meta.companyId,
    sorted.map((st) => st.streamId),
    sorted.map((st) => st.streamType),
    sorted.map(expectedOf),
    sorted.map((st) => st.events.length),
    cols.stream,
    cols.offset,
    cols.id,
    cols.type,
    jsonArray(cols.data),
    cols.meta,
  ];
  return { sql, params, sorted, ids: cols.id };
}

/**
 * One call of append_counted: the streams in id order, then the counters in id order (taken last, each kept as its
 * version alone: the counters' events are not written, see migration 165), the placeholder of the number swapped for
 * a token of this call that the function replaces in the events' JSON text before reading it (jsonb cannot hold the
 * NUL the placeholder has; migration 180).
 */
function countedCall(streams: AppendToStream[], counters: Counter[], n: Numbering, meta: EventMetadata): AppendCall {
  if (streams.some((s) => !s.events.length) || !counters.some((c) => c.streamId === n.counter))
    throw new Error('a counted append needs events and its numbering counter');
  const sorted = [...streams].sort(byId);
  const taken = [...counters].sort(byId);
  const placeholder = JSON.stringify(n.placeholder);
  const token = `jxc-number-${randomUUID()}`;
  const cols = eventColumns(sorted, meta, (e) => {
    const data = JSON.stringify(e.data ?? {});
    return data.includes(placeholder) ? data.split(placeholder).join(JSON.stringify(token)) : data;
  });
  const sql = `select r_pos::text as pos, r_tx::text as tx, r_stream as stream_id, r_version as stream_position
    from append_counted($1, $2::text[], $3::text[], $4::bigint[], $5::int[], $6::text[], $7::text[], $8::bigint[], $9::int, $10::text, $11::text, $12::int,
      $13::int[], $14::int[], $15::uuid[], $16::text[], $17::text, $18::jsonb)`;
  const params = [
    meta.companyId,
    sorted.map((st) => st.streamId),
    sorted.map((st) => st.streamType),
    sorted.map(expectedOf),
    sorted.map((st) => st.events.length),
    taken.map((c) => c.streamId),
    taken.map((c) => c.streamType),
    taken.map((c) => c.cap ?? null),
    taken.findIndex((c) => c.streamId === n.counter) + 1,
    token,
    n.prefix,
    n.digits,
    cols.stream,
    cols.offset,
    cols.id,
    cols.type,
    jsonArray(cols.data),
    cols.meta,
  ];
  return { sql, params, sorted, ids: cols.id };
}

/** The store's error for the database's refusal of an append of `sorted`. */
function refused(e: unknown, sorted: AppendToStream[]): never {
  const err = e as { code?: string; message?: string; detail?: string };
  if (err.code === 'P0001' && err.message === 'wrong_expected_version') {
    const failed = sorted.find((st) => st.streamId === err.detail) ?? { streamId: err.detail!, expectedVersion: 'any' as const };
    throw new WrongExpectedVersionError(failed.streamId, failed.expectedVersion);
  }
  if (err.code === '40P01') throw new WrongExpectedVersionError(sorted[0]?.streamId ?? '', 'deadlock');
  throw e;
}

/**
 * The PostgreSQL event store. One append is one call of the append_events function (migration 001): the stream
 * version checks, taken in stream-id order so concurrent multi-stream appends cannot deadlock, and the event insert
 * commit together or not at all. The call is a prepared statement: its plan (a function scan) is the same whatever the
 * arrays hold, so each append is neither parsed nor planned again.
 */
export class PostgresEventStore extends EventStore {
  private readonly local = new EventEmitter();
  private notifyTimer?: NodeJS.Timeout;
  private readonly kept = new Map<string, KeptSnapshot>();
  private keptTimer?: NodeJS.Timeout;
  private listener?: PoolClient;
  /** The streams asked for in this turn of the event loop (see readStream). */
  private asked?: { streamId: string; companyId: string | null; after: number; done(e: StoredEvent[]): void; fail(e: unknown): void }[];

  constructor(private readonly pool: Pool) {
    super();
    this.local.setMaxListeners(100);
  }

  async append(streams: AppendToStream[], meta: EventMetadata): Promise<AppendResult> {
    const call = appendCall(streams, meta);
    try {
      const rows = await this.send(call);
      this.announce();
      return this.resultOf(rows);
    } catch (e) {
      return this.failed(e, call);
    }
  }

  async appendCounted(
    streams: AppendToStream[],
    counters: Counter[],
    numbering: Numbering,
    meta: EventMetadata,
  ): Promise<AppendResult & { number: string }> {
    const call = countedCall(streams, counters, numbering, meta);
    try {
      const rows = await this.send(call);
      this.announce();
      const result = this.resultOf(rows);
      return { ...result, number: numberOf(numbering, result.versions[numbering.counter]) };
    } catch (e) {
      const err = e as { code?: string; message?: string; detail?: string };
      if (err.code === 'P0001' && err.message === 'counter_cap')
        throw new CounterCapError(err.detail!, counters.find((c) => c.streamId === err.detail)!.cap!);
      // Counters keep no events, so a replayed append would not know its number: a counted append is never replayed.
      return refused(e, call.sorted);
    }
  }

  /** Turns the database's refusal of an append into the store's errors, or the replay of an earlier identical append. */
  private async failed(e: unknown, { sorted, ids }: AppendCall): Promise<AppendResult> {
    const err = e as { code?: string; message?: string; constraint?: string };
    const suppliedIds = sorted.every((st) => st.events.every((ev) => ev.id));
    if (err.code === 'P0001' && err.message === 'wrong_expected_version' && suppliedIds) {
      const replay = await this.replayed(ids).catch(() => undefined);
      if (replay) return replay;
    }
    if (err.code === '23505' && err.constraint === 'events_event_id') return this.replayed(ids);
    return refused(e, sorted);
  }

  private resultOf(rows: ResultRow[]): AppendResult {
    const versions: Record<string, number> = {};
    let position = START;
    for (const r of rows) {
      versions[r.stream_id] = Math.max(versions[r.stream_id] ?? 0, Number(r.stream_position));
      if (r.pos === null || r.tx === null) continue;
      const here = { tx: BigInt(r.tx), pos: BigInt(r.pos) };
      if (comparePositions(here, position) > 0) position = here;
    }
    return { position, versions };
  }

  /** The same event ids were appended before: answer with what that append wrote, or refuse a partial overlap. */
  private async replayed(ids: string[]): Promise<AppendResult> {
    const { rows } = await this.pool.query(
      `select global_position::text as pos, transaction_id::text as tx, stream_id, stream_position from events where event_id = any($1::uuid[])`,
      [ids],
    );
    if (rows.length !== ids.length) throw new Error('事件编号已被另一批事件使用');
    return this.resultOf(rows);
  }

  /**
   * Streams asked for in the same turn of the event loop are read in one round trip: a new document's numbering rule
   * and closed months, and other requests' streams asked for meanwhile.
   */
  readStream(streamId: string, opts: { companyId?: string; fromVersion?: number } = {}): Promise<StoredEvent[]> {
    return new Promise((done, fail) => {
      if (!this.asked) {
        this.asked = [];
        process.nextTick(() => void this.readAsked());
      }
      this.asked.push({ streamId, companyId: opts.companyId ?? null, after: opts.fromVersion ?? 0, done, fail });
    });
  }

  private async readAsked(): Promise<void> {
    const asked = this.asked!;
    this.asked = undefined;
    try {
      if (asked.length === 1) {
        const [{ streamId, after, companyId, done }] = asked;
        const { rows } = await this.pool.query(
          prepared(
            `select ${EVENT_COLUMNS} from events where stream_id = $1 and stream_position > $2
               and ($3::text is null or exists (select from streams where stream_id = $1 and company_id = $3))
             order by stream_position`,
            [streamId, after, companyId],
          ),
        );
        return done(rows.map(toEvent));
      }
      const { rows } = await this.pool.query(
        rowsOf(
          asked.map((a, i) => [a.streamId, a.after, a.companyId, i + 1]),
          ['text', 'bigint', 'text', 'int'],
          (w) => `select w.i as wanted, e.* from ${w} as w(stream_id, after, company_id, i)
           join lateral (select ${EVENT_COLUMNS} from events where stream_id = w.stream_id and stream_position > w.after
             and (w.company_id is null or exists (select from streams s where s.stream_id = w.stream_id and s.company_id = w.company_id))
             offset 0) e on true
           order by w.i, e.stream_position`,
        ),
      );
      const events = asked.map((): StoredEvent[] => []);
      for (const r of rows) events[r.wanted - 1].push(toEvent(r));
      asked.forEach((a, i) => a.done(events[i]));
    } catch (e) {
      for (const a of asked) a.fail(e);
    }
  }

  /**
   * Streams with their snapshot under `schema` (where there is one) and the events after it, in one round trip; each
   * version is that of the last event read, or of the snapshot.
   */
  async readStreamsAfterSnapshots(
    streamIds: readonly string[],
    companyId: string,
    schema: string,
    opts: { lastAnd?: string } = {},
  ): Promise<Map<string, StreamAfterSnapshot>> {
    const head = opts.lastAnd ? [companyId, schema, opts.lastAnd] : [companyId, schema];
    const { rows } = await this.pool.query(
      rowsOf(
        streamIds.map((id) => [id]),
        ['text'],
        (ids) => `select ids.stream_id as wanted, s.version::text as snap_version, s.state as snap_state, s.schema as snap_schema, e.*
         from ${ids} as ids(stream_id)
         left join lateral (select stream_id, stream_position from streams where stream_id = ids.stream_id and company_id = $1 limit 1) st on true
         left join lateral (select version, state, schema from snapshots
           where stream_id = st.stream_id and (schema = $2 or starts_with(schema, $2 || '@')) limit 1) s on true
         left join lateral (select ${EVENT_COLUMNS} from events where stream_id = st.stream_id and stream_position > coalesce(s.version, 0)
           ${opts.lastAnd ? 'and (stream_position = st.stream_position or data ? $3)' : ''} offset 0) e on true
         order by ids.stream_id, e.stream_position`,
        head,
      ),
    );
    const out = new Map(streamIds.map((id): [string, StreamAfterSnapshot] => [id, { snapshot: undefined, events: [], version: 0 }]));
    for (const r of rows) {
      const entry = out.get(r.wanted)!;
      if (r.snap_version !== null) entry.snapshot = { version: Number(r.snap_version), state: r.snap_state, schema: r.snap_schema };
      if (r.pos !== null) entry.events.push(toEvent(r));
    }
    for (const entry of out.values())
      entry.version = entry.events.length ? entry.events[entry.events.length - 1].streamPosition : (entry.snapshot?.version ?? 0);
    return out;
  }

  /** Keeps a stream's state at `version` unless a later one is already kept. */
  async saveSnapshot(streamId: string, companyId: string, schema: string, version: number, state: unknown): Promise<void> {
    await this.pool.query(
      `insert into snapshots (stream_id, company_id, schema, version, state) values ($1, $2, $3, $4, $5)
       on conflict (stream_id) do update set schema = excluded.schema, version = excluded.version, state = excluded.state, updated_at = now()
       where snapshots.schema <> excluded.schema or snapshots.version < excluded.version`,
      [streamId, companyId, schema, version, JSON.stringify(state)],
    );
  }

  /**
   * As saveSnapshot, written by the next append of this process in its own statement (a snapshot costs no round trip
   * or commit of its own), or within 50 ms when none comes; one that fails to be written is taken again by a later load.
   */
  keepSnapshot(streamId: string, companyId: string, schema: string, version: number, state: unknown): void {
    const before = this.kept.get(streamId);
    if (before && before.schema === schema && before.version >= version) return;
    this.kept.set(streamId, { streamId, companyId, schema, version, state: JSON.stringify(state) });
    this.keptTimer ??= setTimeout(() => void this.writeKept(), 50);
  }

  private takeKept(): KeptSnapshot[] {
    clearTimeout(this.keptTimer);
    this.keptTimer = undefined;
    const kept = [...this.kept.values()].sort(byId);
    this.kept.clear();
    return kept;
  }

  /**
   * The append with the snapshots kept since the last one. When it fails, they are written on their own (errors
   * ignored); when the data they hold may have failed it (a data or integrity error other than the append's own
   * refusals), the append is sent again without them: a snapshot never costs a decision.
   */
  private async send(call: AppendCall): Promise<ResultRow[]> {
    const kept = this.takeKept();
    if (!kept.length) return (await this.pool.query(prepared(call.sql, call.params))).rows;
    const sent = withSnapshots(call, kept);
    try {
      return (await this.pool.query(prepared(sent.sql, sent.params))).rows;
    } catch (e) {
      void this.saveKept(kept);
      const code = String((e as { code?: string }).code ?? '');
      if (!/^(22|23|54)/.test(code) || code === '23505') throw e;
      return (await this.pool.query(prepared(call.sql, call.params))).rows;
    }
  }

  private writeKept(): Promise<void> {
    return this.saveKept(this.takeKept());
  }

  private async saveKept(kept: KeptSnapshot[]): Promise<void> {
    const { params } = withSnapshots({ sql: '', params: [], sorted: [], ids: [] }, kept);
    if (params.length) await this.pool.query(prepared(SAVE_SNAPSHOTS(1), params)).catch(() => undefined);
  }

  /** Events by id, in global order. */
  async readEvents(eventIds: readonly string[]): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query(
      `select ${EVENT_COLUMNS} from events where event_id = any($1::uuid[]) order by transaction_id, global_position`,
      [eventIds],
    );
    return rows.map(toEvent);
  }

  async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query('select stream_position from streams where stream_id = $1', [streamId]);
    return rows.length ? Number(rows[0].stream_position) : 0;
  }

  /**
   * Events after `after` in global order, only from transactions below the oldest one still running: a
   * transaction that took an earlier position but commits later is read on a later call, never skipped.
   */
  async readAll(after: GlobalPosition, opts: ReadAllOptions = {}): Promise<ReadAllResult> {
    const limit = opts.limit ?? 500;
    const { rows } = await this.pool.query(
      `with h as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
       select h.xmin::text as horizon, e.* from h left join lateral (
         select ${EVENT_COLUMNS} from events
         where transaction_id < h.xmin and (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
           and ($4::text[] is null or event_type = any($4)) ${opts.companyId === undefined ? '' : 'and company_id = $5'}
         order by ${opts.companyId === undefined ? '' : 'company_id, '}transaction_id, global_position limit $3) e on true`,
      [after.tx.toString(), after.pos.toString(), limit, opts.types ?? null, ...(opts.companyId === undefined ? [] : [opts.companyId])],
    );
    const events = rows.filter((r) => r.pos !== null).map(toEvent);
    const horizon = events.length === limit ? events[events.length - 1].position : { tx: BigInt(rows[0].horizon), pos: 0n };
    return { events, horizon: comparePositions(horizon, after) > 0 ? horizon : after };
  }

  async head(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query(
      `select global_position::text as pos, transaction_id::text as tx from events order by transaction_id desc, global_position desc limit 1`,
    );
    return rows.length ? { tx: BigInt(rows[0].tx), pos: BigInt(rows[0].pos) } : START;
  }

  /** Called on every append in this process and, through LISTEN/NOTIFY, in every other one. */
  onAppended(listener: () => void): () => void {
    this.local.on('appended', listener);
    return () => this.local.off('appended', listener);
  }

  async listen(): Promise<void> {
    if (this.listener) return;
    this.listener = await this.pool.connect();
    this.listener.on('notification', () => this.local.emit('appended'));
    this.listener.on('error', () => undefined);
    await this.listener.query(`listen ${NOTIFY_CHANNEL}`);
  }

  async close(): Promise<void> {
    clearTimeout(this.notifyTimer);
    await this.writeKept();
    if (this.listener) {
      this.listener.release(true);
      this.listener = undefined;
    }
  }

  private announce() {
    this.local.emit('appended');
    // Other processes are told at most every 20 ms: a NOTIFY inside every append would serialise commits.
    this.notifyTimer ??= setTimeout(() => {
      this.notifyTimer = undefined;
      this.pool.query(`select pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => undefined);
    }, 20);
  }
}
