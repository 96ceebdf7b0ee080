import { EventEmitter } from 'node:events';
import { comparePositions, EventFeed, GlobalPosition, START, StoredEvent } from '@jxc/infra';
import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { LeaderLoop } from './leader-loop';
import { ensureCheckpoints, loadCheckpoints, lockCheckpoint, saveCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { applySettingAside, isTransient } from './set-aside';

const LEADER_LOCK = 7301002;

export interface RunnerOptions {
  batchSize?: number;
  pollMs?: number;
  log?: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

interface State {
  projection: Projection;
  types: Set<string>;
  at: GlobalPosition;
  retryAt: number;
  failures: number;
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
    this.states = projections.map((p) => ({ projection: p, types: new Set(p.eventTypes), at: START, retryAt: 0, failures: 0 }));
    this.batchSize = opts.batchSize ?? 500;
    this.progress.setMaxListeners(1000);
  }

  async start(): Promise<void> {
    if (this.isRunning) return;
    await ensureCheckpoints(this.dataSource, this.states.map((s) => s.projection.name));
    this.beginLoop();
  }

  async stop(): Promise<void> {
    await this.endLoop();
    if (this.leader) {
      await this.persistIdle().catch(() => undefined);
      await this.leader.query('select pg_advisory_unlock($1)', [LEADER_LOCK]).catch(() => undefined);
      this.leader.release();
      this.leader = undefined;
    }
  }

  /**
   * Resolves once every healthy projection has processed the given position (read-your-writes for commands);
   * with `types`, only the projections that handle one of those event types are waited for.
   */
  async waitFor(position: GlobalPosition, timeoutMs = 5000, types?: readonly string[]): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    const names = types && new Set(this.states.filter((s) => s.projection.eventTypes.some((t) => types.includes(t))).map((s) => s.projection.name));
    while (Date.now() < until) {
      if (await this.reached(position, names)) return true;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, this.isLeader ? 100 : 25);
        this.progress.once('progress', () => {
          clearTimeout(t);
          resolve();
        });
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
    return loadCheckpoints(this.dataSource, this.states.map((s) => s.projection.name));
  }

  private async reached(position: GlobalPosition, names?: Set<string>): Promise<boolean> {
    const now = Date.now();
    const healthy = this.isLeader
      ? this.states.filter((s) => s.retryAt <= now).map((s) => [s.projection.name, s.at] as const)
      : [...(await this.positions())];
    return healthy.every(([name, at]) => (names && !names.has(name)) || comparePositions(at, position) >= 0);
  }

  protected async lead(): Promise<void> {
    const saved = await loadCheckpoints(this.dataSource, this.states.map((s) => s.projection.name));
    for (const s of this.states) s.at = saved.get(s.projection.name) ?? START;
    this.opts.log?.info('本进程负责运行投影');
  }

  /** One batch for every projection that is due; true when any checkpoint moved. */
  protected async step(): Promise<boolean> {
    const now = Date.now();
    const due = this.states.filter((s) => s.retryAt <= now);
    if (!due.length) return false;
    const from = due.reduce((m, s) => (comparePositions(s.at, m) < 0 ? s.at : m), due[0].at);
    const types = [...new Set(due.flatMap((s) => s.projection.eventTypes))];
    const { events, horizon } = await this.feed.readAll(from, { limit: this.batchSize, types });
    // Each projection in its own transaction on its own connection, side by side (one slow read model never holds the
    // others back); one that reads other read models goes once those have taken the batch.
    const step = async (s: State) => {
      const target = maxPos(horizon, s.at);
      const mine = events.filter((e) => s.types.has(e.type) && comparePositions(e.position, s.at) > 0);
      if (mine.length) return (await this.applyBatch(s, mine, target)) ? 'applied' : 'stuck';
      if (comparePositions(target, s.at) <= 0) return 'stuck';
      s.at = target;
      return 'skipped';
    };
    const outcomes = await Promise.all(due.filter((s) => !s.projection.reads?.length).map(step));
    outcomes.push(...(await Promise.all(due.filter((s) => s.projection.reads?.length).map(step))));
    const applied = outcomes.includes('applied');
    const moved = applied || outcomes.includes('skipped');
    if (applied) await this.persistIdle();
    if (moved) this.progress.emit('progress');
    return moved && events.length > 0;
  }

  private async applyBatch(s: State, events: StoredEvent[], target: GlobalPosition): Promise<boolean> {
    try {
      return await this.commitBatch(s, target, (em) => s.projection.apply(events, em));
    } catch (e) {
      let failure = e;
      if (!isTransient(e)) {
        try {
          return await this.commitBatch(s, target, (em) =>
            applySettingAside(s.projection, events, em, (event, error) =>
              this.opts.log?.error(error, `投影 ${s.projection.name} 无法处理事件 ${event.type} (${event.eventId}, 流 ${event.streamId})，已搁置`),
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
  private async commitBatch(s: State, target: GlobalPosition, apply: (em: EntityManager) => Promise<unknown>): Promise<boolean> {
    const done = await this.dataSource.transaction(async (em) => {
      const stored = await lockCheckpoint(em, s.projection.name);
      if (!stored) return false;
      if (comparePositions(stored, s.at) !== 0) {
        // A rebuild (or a former leader) moved it: continue from what is stored.
        s.at = stored;
        return false;
      }
      await apply(em);
      await saveCheckpoint(em, s.projection.name, target);
      return true;
    });
    if (done) {
      s.at = target;
      s.failures = 0;
    }
    return done;
  }

  /** Stores the checkpoints of projections that only skipped events, so other processes see them move too. */
  private async persistIdle(): Promise<void> {
    await this.pool.query(
      `update projection_checkpoints c set transaction_id = v.tx::xid8, position = v.pos, updated_at = now()
       from unnest($1::text[], $2::text[], $3::bigint[]) as v(name, tx, pos)
       where c.name = v.name and (c.transaction_id, c.position) < (v.tx::xid8, v.pos)
         and c.name in (select name from projection_checkpoints where name = any($1) for update skip locked)`,
      [this.states.map((s) => s.projection.name), this.states.map((s) => s.at.tx.toString()), this.states.map((s) => s.at.pos.toString())],
    );
  }
}
