import type { EventStore } from '@jxc/infra';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { requestContext, RequestContext } from '../http/request-context';
import { replayedUpTo, writtenUpTo } from './wal.queries';

type PostgresConnectionOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

export type ReadPool = 'primary' | 'replica';
export type SkipReason = 'down' | 'behind';

/** What the replicas tell the process's metrics. */
export interface ReplicaListener {
  /** A read request finished, served by `pool` (the replica named). */
  served(pool: ReadPool, replica?: string): void;
  /** A replica is left out for a while: unreachable or failing (down, with why), or it did not replay far enough in time (behind). */
  skipped(replica: string, reason: SkipReason, error?: unknown): void;
}

export interface ReplicaTimings {
  /** How long a read waits for a replica to replay the primary's last commit before it reads the primary instead. */
  waitMs: number;
  /** How long a replica that was down or behind is left out before it is tried again. */
  retryMs: number;
}

const POLL_MS = 5;

/** A hot standby: its own connections, how far it was last seen to have replayed, and until when it is left out. */
class Replica {
  ds: DataSource;
  replayed = -1n;
  skipUntil = 0;
  private asking?: Promise<bigint>;

  constructor(
    readonly name: string,
    private readonly options: PostgresConnectionOptions,
  ) {
    this.ds = new DataSource(options);
  }

  /** How far it has replayed, asked now (one question in flight); connecting first when it has no connections. */
  replayedNow(): Promise<bigint> {
    this.asking ??= this.ask().finally(() => (this.asking = undefined));
    return this.asking;
  }

  private async ask(): Promise<bigint> {
    if (!this.ds.isInitialized) {
      // A DataSource whose first connection failed is not opened again: a new one is.
      const ds = new DataSource(this.options);
      this.ds = ds;
      await ds.initialize();
    }
    const replayed = await replayedUpTo(this.ds);
    if (replayed === undefined) throw new Error(`${this.name} is no hot standby (pg_last_wal_replay_lsn() is null)`);
    if (replayed > this.replayed) this.replayed = replayed;
    return this.replayed;
  }

  close() {
    return this.ds.isInitialized ? this.ds.destroy() : Promise.resolve();
  }
}

interface Reading {
  pool: ReadPool;
  replica?: Replica;
}

/** host:port of a connection string, without its credentials. */
const nameOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Reads on PostgreSQL hot standbys (DATABASE_REPLICA_URLS). A read request is served by a standby that has replayed
 * everything the primary had committed when the request began, so it sees what anyone saved before it, the read models
 * of every earlier command included; when no standby gets there within `waitMs`, or none is up, the primary serves it.
 * A standby that is down or behind is left out for `retryMs`, then tried again. Commands, projections and anything
 * outside a read request use the primary.
 */
export class ReadReplicas {
  /** The DataSource the modules are handed: a read request's statements go to the standby chosen for it, the rest to the primary. */
  readonly dataSource: DataSource;
  private readonly replicas: Replica[];
  private readonly listeners: ReplicaListener[] = [];
  private readonly readings = new WeakMap<RequestContext, Reading>();
  private turn = 0;
  private asking?: Promise<bigint>;
  private following?: Promise<bigint>;

  constructor(
    private readonly primary: DataSource,
    urls: readonly string[],
    private readonly warn: (details: object, message: string) => void = () => undefined,
    private readonly timings: ReplicaTimings = { waitMs: 1000, retryMs: 5000 },
  ) {
    const options = primary.options as PostgresConnectionOptions;
    this.replicas = urls.map(
      (url) =>
        new Replica(nameOf(url), {
          ...options,
          url,
          // A standby is read-only: nothing to install there.
          installExtensions: false,
          connectTimeoutMS: timings.waitMs,
        }),
    );
    this.dataSource = this.replicas.length ? this.routed() : primary;
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  listen(listener: ReplicaListener) {
    this.listeners.push(listener);
  }

  /** Reads of the request under way go to a standby in step with the primary, or to the primary. */
  async forRequest(context: RequestContext): Promise<void> {
    this.readings.set(context, await this.choose());
  }

  /** The request's reads are over: counted by the pool that served them. */
  finished(context: RequestContext) {
    const reading = this.readings.get(context);
    this.readings.delete(context);
    if (reading) for (const l of this.listeners) l.served(reading.pool, reading.replica?.name);
  }

  /** A read request that appends events reads the primary from then on: what it wrote, and its read models, are there first. */
  followWrites(store: EventStore) {
    if (!this.configured) return;
    const onPrimary = () => {
      const context = requestContext.getStore();
      if (context && this.readings.has(context)) this.readings.set(context, { pool: 'primary' });
    };
    const append = store.append.bind(store);
    const appendCounted = store.appendCounted.bind(store);
    store.append = (...args) => (onPrimary(), append(...args));
    store.appendCounted = (...args) => (onPrimary(), appendCounted(...args));
  }

  async close() {
    await Promise.all(this.replicas.map((r) => r.close()));
  }

  private async choose(): Promise<Reading> {
    const live = this.replicas.filter((r) => r.skipUntil <= Date.now());
    if (!live.length) return { pool: 'primary' };
    const target = await this.primaryPosition();
    const ready = () => live.filter((r) => r.replayed >= target && r.skipUntil <= Date.now());
    const already = ready();
    if (already.length) return this.inTurn(already, live);
    let timer: NodeJS.Timeout | undefined;
    const race = { over: false, late: new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), this.timings.waitMs))) };
    const first = await firstOf(live.map((r) => this.caughtUp(r, target, race)));
    race.over = true;
    clearTimeout(timer);
    return first ? this.inTurn(ready(), live) : { pool: 'primary' };
  }

  /**
   * Reads spread over the replicas in step, each in turn. The live ones not in step are asked again meanwhile, without
   * waiting: how far a replica has replayed is known only from its last answer, so one that lost a race to catch up
   * would otherwise look behind, and be passed over, for as long as another is in step.
   */
  private inTurn(ready: Replica[], live: Replica[]): Reading {
    for (const r of live) if (!ready.includes(r)) void r.replayedNow().catch(() => undefined);
    return { pool: 'replica', replica: ready[this.turn++ % ready.length] };
  }

  /**
   * The primary's WAL position, asked after the caller came: a caller arriving while a question is in flight waits for
   * the next one, which starts as soon as that one is answered (one question in flight, however many readers).
   */
  private primaryPosition(): Promise<bigint> {
    if (!this.asking) {
      this.asking = writtenUpTo(this.primary).finally(() => (this.asking = undefined));
      return this.asking;
    }
    this.following ??= this.asking
      .catch(() => undefined)
      .then(() => {
        this.following = undefined;
        return this.primaryPosition();
      });
    return this.following;
  }

  /** The replica once it has replayed up to `target`; undefined when it fails, or has not got there when the race is late. */
  private async caughtUp(replica: Replica, target: bigint, race: { over: boolean; late: Promise<'late'> }): Promise<Replica | undefined> {
    while (!race.over) {
      let replayed: bigint | 'late';
      try {
        replayed = await Promise.race([replica.replayedNow(), race.late]);
      } catch (e) {
        this.skip(replica, 'down', e);
        return undefined;
      }
      if (replayed === 'late') {
        if (!race.over) this.skip(replica, 'behind');
        return undefined;
      }
      if (replayed >= target) return replica;
      await Promise.race([sleep(POLL_MS), race.late]);
    }
    return undefined;
  }

  private skip(replica: Replica, reason: SkipReason, error?: unknown) {
    replica.skipUntil = Date.now() + this.timings.retryMs;
    const why = error instanceof Error ? error.message : error === undefined ? undefined : String(error);
    this.warn({ replica: replica.name, reason, error: why, retryInMs: this.timings.retryMs }, 'read replica left out for a while');
    for (const l of this.listeners) l.skipped(replica.name, reason, error);
  }

  /**
   * The primary's DataSource with each member looked up on the one chosen for the request under way. A statement
   * (`query`) a standby cannot answer runs on the primary, and so does the rest of the request: the standby went away
   * (then it is left out for a while), a write reached it, or replay cancelled it.
   */
  private routed(): DataSource {
    return new Proxy(this.primary, {
      get: (primary, member) => {
        const context = requestContext.getStore();
        const reading = context && this.readings.get(context);
        const replica = reading?.pool === 'replica' ? reading.replica! : undefined;
        const ds = replica?.ds ?? primary;
        const value: unknown = Reflect.get(ds, member, ds);
        if (!replica || member !== 'query' || typeof value !== 'function') return typeof value === 'function' ? value.bind(ds) : value;
        return async (...args: unknown[]) => {
          try {
            return await value.apply(ds, args);
          } catch (e) {
            const failure = standbyFailure(e);
            if (!failure) throw e;
            if (failure === 'down') this.skip(replica, 'down', e);
            this.readings.set(context!, { pool: 'primary' });
            return (primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
          }
        };
      },
    });
  }
}

/** The first result that is not undefined; undefined once every one is. */
function firstOf<T>(candidates: Promise<T | undefined>[]): Promise<T | undefined> {
  return new Promise((resolve) => {
    let left = candidates.length;
    for (const c of candidates)
      void c.then((found) => {
        if (found !== undefined) resolve(found);
        else if (--left === 0) resolve(undefined);
      });
  });
}

/**
 * Why a statement failed on a standby where the primary would answer it: `down` (no connection, the server going or
 * gone), `refused` (a write: read_only_sql_transaction; replay cancelled it: serialization_failure; what a standby cannot
 * do: feature_not_supported); undefined otherwise.
 */
function standbyFailure(e: unknown): 'down' | 'refused' | undefined {
  const { code, message } = e as { code?: string; message?: string };
  if (code === '25006' || code === '40001' || code === '0A000') return 'refused';
  if (code && /^(08|57P|53)/.test(code)) return 'down';
  if (code && /^E[A-Z]+$/.test(code)) return 'down';
  if (/Connection terminated|timeout exceeded when trying to connect|connection.*(closed|ended)/i.test(message ?? '')) return 'down';
  return undefined;
}
