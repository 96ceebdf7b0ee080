import { EventEmitter } from 'node:events';
import { comparePositions, EventFeed, GlobalPosition, START, StoredEvent } from '@jxc/infra';
import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { LeaderLoop } from './leader-loop';
import { advanceCheckpoints, ensureCheckpoints, loadCheckpoints, lockCheckpoints } from './checkpoints';
import { handlesAny, Projection, typesOf } from './projection';
import { applySettingAside, isTransient } from './set-aside';

const LEADER_LOCK = 7301002;

export interface RunnerOptions {
  batchSize?: number;
  pollMs?: number;
  /** How long waitFor waits, unless told: a request that wrote answers once the read models pass its write or this elapses. */
  waitMs?: number;
  log?: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

interface State {
  projection: Projection;
  /** Undefined: every type. */
  types?: Set<string>;
  at: GlobalPosition;
  retryAt: number;
  failures: number;
}

/** A projection's share of a cycle: its events and where its checkpoint goes. */
interface Work {
  s: State;
  target: GlobalPosition;
  mine: StoredEvent[];
  stale?: boolean;
}

const maxPos = (a: GlobalPosition, b: GlobalPosition) => (comparePositions(a, b) >= 0 ? a : b);

/**
 * Feeds events in the store's global order (read from the store, or from a copy of it such as Kafka's) to every
 * projection. One process at a time is the leader (an advisory lock); the others stand by and take over when it goes
 * away. A batch that fails for a passing reason (the
 * connection, a deadlock) is retried with back-off without holding the others back; one that fails for a reason of
 * its own is applied again event by event, and the events that still fail are set aside (parked_events) so that
 * one bad event never stalls a read model for every company.
 */
export class ProjectionRunner extends LeaderLoop {
  private readonly states: State[];
  private readonly progress = new EventEmitter();
  private readonly batchSize: number;

  constructor(
    feed: EventFeed,
    pool: Pool,
    private readonly dataSource: DataSource,
    projections: readonly Projection[],
    private readonly opts: RunnerOptions = {},
  ) {
    super(feed, pool, { lock: LEADER_LOCK, pollMs: opts.pollMs ?? 1000, failure: '投影运行出错', log: opts.log });
    this.states = projections.map((p) => ({
      projection: p,
      types: p.allEvents ? undefined : new Set(p.eventTypes),
      at: START,
      retryAt: 0,
      failures: 0,
    }));
    this.batchSize = opts.batchSize ?? 500;
    this.progress.setMaxListeners(1000);
  }

  async start(): Promise<void> {
    if (this.isRunning) return;
    await ensureCheckpoints(
      this.dataSource,
      this.states.map((s) => s.projection.name),
    );
    this.beginLoop();
  }

  async stop(): Promise<void> {
    await this.endLoop();
    // Let go of the lock's connection before waiting on anything: a database going away meanwhile makes the loop resign it.
    const leader = this.leader;
    if (!leader) return;
    this.leader = undefined;
    await advanceCheckpoints(this.pool, this.atOf(this.states)).catch(() => undefined);
    await leader.query('select pg_advisory_unlock($1)', [LEADER_LOCK]).catch(() => undefined);
    leader.release();
  }

  /**
   * Resolves once every healthy projection has processed the given position (read-your-writes for commands);
   * with `types`, only the projections that handle one of those event types are waited for.
   */
  async waitFor(position: GlobalPosition, timeoutMs?: number, types?: readonly string[]): Promise<boolean> {
    const until = Date.now() + (timeoutMs ?? this.opts.waitMs ?? 5000);
    const names = types && new Set(this.states.filter((s) => handlesAny(s.projection, types)).map((s) => s.projection.name));
    while (Date.now() < until) {
      if (await this.reached(position, names)) return true;
      await new Promise<void>((resolve) => {
        // Whichever comes first ends the turn and takes both away: a listener left by each quiet turn piled up.
        const next = () => {
          clearTimeout(t);
          this.progress.off('progress', next);
          resolve();
        };
        const t = setTimeout(next, this.isLeader ? 100 : 25);
        this.progress.on('progress', next);
      });
    }
    return this.reached(position, names);
  }

  /** Called after every batch that moved a checkpoint. */
  onProgress(listener: () => void): () => void {
    this.progress.on('progress', listener);
    return () => this.progress.off('progress', listener);
  }

  /** The current checkpoint of each projection. */
  async positions(): Promise<Map<string, GlobalPosition>> {
    if (this.isLeader) return new Map(this.states.map((s) => [s.projection.name, s.at]));
    return loadCheckpoints(
      this.dataSource,
      this.states.map((s) => s.projection.name),
    );
  }

  private async reached(position: GlobalPosition, names?: Set<string>): Promise<boolean> {
    const now = Date.now();
    const healthy = this.isLeader
      ? this.states.filter((s) => s.retryAt <= now).map((s) => [s.projection.name, s.at] as const)
      : [...(await this.positions())];
    return healthy.every(([name, at]) => (names && !names.has(name)) || comparePositions(at, position) >= 0);
  }

  protected async lead(): Promise<void> {
    const saved = await loadCheckpoints(
      this.dataSource,
      this.states.map((s) => s.projection.name),
    );
    for (const s of this.states) s.at = saved.get(s.projection.name) ?? START;
    this.opts.log?.info('本进程负责运行投影');
  }

  /** One batch for every projection that is due; true when any checkpoint moved. */
  protected async step(): Promise<boolean> {
    const now = Date.now();
    const due = this.states.filter((s) => s.retryAt <= now);
    if (!due.length) return false;
    const from = due.reduce((m, s) => (comparePositions(s.at, m) < 0 ? s.at : m), due[0].at);
    const types = due.some((s) => s.projection.allEvents) ? undefined : [...new Set(due.flatMap((s) => typesOf(s.projection)!))];
    const { events, horizon } = await this.feed.readAll(from, { limit: this.batchSize, types });
    const work = due.map((s): Work => ({
      s,
      target: maxPos(horizon, s.at),
      mine: events.filter((e) => (!s.types || s.types.has(e.type)) && comparePositions(e.position, s.at) > 0),
    }));
    const skipped = work.filter((w) => !w.mine.length && comparePositions(w.target, w.s.at) > 0);
    for (const w of skipped) w.s.at = w.target;
    const applying = work.filter((w) => w.mine.length);
    const applied = applying.length > 0 && ((await this.applyTogether(applying)) ?? (await this.applyApart(applying)));
    if (skipped.length && !applied) await advanceCheckpoints(this.pool, this.atOf(this.states));
    const moved = applied || skipped.length > 0;
    if (moved) this.progress.emit('progress');
    return moved && events.length > 0;
  }

  /**
   * The cycle's batches in one transaction, those that read other read models last, with every checkpoint moved by
   * its last statement: a handful of round trips however many read models there are. Undefined (nothing written)
   * when any batch fails; then each goes on its own (applyApart).
   */
  private async applyTogether(work: Work[]): Promise<boolean | undefined> {
    let ready: Work[];
    try {
      ready = await this.dataSource.transaction(async (em) => {
        const stored = await lockCheckpoints(
          em,
          work.map((w) => w.s.projection.name),
        );
        const mine = work.filter((w) => this.holds(w, stored.get(w.s.projection.name)));
        for (const w of [...mine.filter((w) => !w.s.projection.reads?.length), ...mine.filter((w) => w.s.projection.reads?.length)])
          await w.s.projection.apply(w.mine, em);
        await advanceCheckpoints(em, new Map([...this.atOf(this.states), ...mine.map((w) => [w.s.projection.name, w.target] as const)]));
        return mine;
      });
    } catch {
      return undefined;
    }
    for (const w of ready) this.passed(w);
    return ready.length > 0;
  }

  /** Each batch in its own transaction, side by side, as after a failure: the failing one is set aside or backs off. */
  private async applyApart(work: Work[]): Promise<boolean> {
    const current = work.filter((w) => !w.stale);
    const outcomes = await Promise.all(current.filter((w) => !w.s.projection.reads?.length).map((w) => this.applyBatch(w)));
    outcomes.push(...(await Promise.all(current.filter((w) => w.s.projection.reads?.length).map((w) => this.applyBatch(w)))));
    if (!outcomes.includes(true)) return false;
    await advanceCheckpoints(this.pool, this.atOf(this.states));
    return true;
  }

  /**
   * Whether this process still holds the checkpoint where it left it. A rebuild or a former leader that moved it
   * makes the work stale: the next cycle continues from what is stored.
   */
  private holds(w: Work, stored: GlobalPosition | undefined): boolean {
    if (!stored) return false;
    if (comparePositions(stored, w.s.at) === 0) return true;
    w.s.at = stored;
    w.stale = true;
    return false;
  }

  private passed(w: Work) {
    w.s.at = w.target;
    w.s.failures = 0;
  }

  private atOf(states: State[]) {
    return new Map(states.map((s) => [s.projection.name, s.at] as const));
  }

  private async applyBatch(w: Work): Promise<boolean> {
    const { s, mine: events } = w;
    try {
      return await this.commitBatch(w, (em) => s.projection.apply(events, em));
    } catch (e) {
      let failure = e;
      if (!isTransient(e)) {
        try {
          return await this.commitBatch(w, (em) =>
            applySettingAside(s.projection, events, em, (event, error) =>
              this.opts.log?.error(
                error,
                `投影 ${s.projection.name} 无法处理事件 ${event.type} (${event.eventId}, 流 ${event.streamId})，已搁置`,
              ),
            ),
          );
        } catch (again) {
          failure = again;
        }
      }
      s.failures += 1;
      s.retryAt = Date.now() + Math.min(30_000, 500 * 2 ** s.failures);
      this.opts.log?.error(failure, `投影 ${s.projection.name} 处理失败，稍后重试`);
      return false;
    }
  }

  /** Applies a batch and moves the checkpoint in one transaction; false when a rebuild or another leader holds it. */
  private async commitBatch(w: Work, apply: (em: EntityManager) => Promise<unknown>): Promise<boolean> {
    const name = w.s.projection.name;
    const done = await this.dataSource.transaction(async (em) => {
      if (!this.holds(w, (await lockCheckpoints(em, [name])).get(name))) return false;
      await apply(em);
      await advanceCheckpoints(em, new Map([[name, w.target]]));
      return true;
    });
    if (done) this.passed(w);
    return done;
  }
}
