import type { EventFeed } from '@jxc/infra';
import type { Pool, PoolClient } from 'pg';

export interface LoopLog {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface LoopOptions {
  /** The PostgreSQL advisory lock that makes one process at a time the leader. */
  lock: number;
  /** How long an idle leader waits for the next append before looking anyway. */
  pollMs: number;
  /** Logged when a step fails; the loop gives up leadership and tries again a second later. */
  failure: string;
  log?: LoopLog;
}

/**
 * A loop over the events in global order that one process at a time runs (the projection runner, the Kafka
 * publisher): the leader holds an advisory lock on its own connection, so the lock goes with the connection; the others try again
 * every two seconds and take over. Appends wake the leader; otherwise it polls.
 */
export abstract class LeaderLoop {
  protected leader?: PoolClient;
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private unsubscribe?: () => void;

  constructor(
    protected readonly feed: EventFeed,
    protected readonly pool: Pool,
    private readonly loopOptions: LoopOptions,
  ) {}

  get isLeader(): boolean {
    return !!this.leader;
  }

  protected get isRunning(): boolean {
    return this.running;
  }

  /** Just after the lock is taken: load the checkpoint, connect what the steps need. */
  protected abstract lead(): Promise<void>;

  /** One batch; true when there may be more right away. */
  protected abstract step(): Promise<boolean>;

  /** Gives up leadership with the lock's connection; safe to call twice. */
  protected async resign(): Promise<void> {
    const client = this.leader;
    this.leader = undefined;
    client?.release(true);
  }

  protected beginLoop(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.feed.onAppended(() => this.wake?.());
    this.loop = this.run();
  }

  /** Stops the loop, waiting at most `timeoutMs` for the step in hand. */
  protected async endLoop(timeoutMs = Infinity): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    const waited = Number.isFinite(timeoutMs) ? [new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))] : [];
    await Promise.race([this.loop, ...waited]);
    clearTimeout(timer);
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (!this.leader && !(await this.becomeLeader())) {
          await this.sleep(2000);
          continue;
        }
        if (!(await this.step())) await this.sleep(this.loopOptions.pollMs);
      } catch (e) {
        this.loopOptions.log?.error(e, this.loopOptions.failure);
        await this.resign();
        await this.sleep(1000);
      }
    }
  }

  private async becomeLeader(): Promise<boolean> {
    const client = await this.pool.connect();
    const { rows } = await client.query('select pg_try_advisory_lock($1) as ok', [this.loopOptions.lock]).catch((e) => {
      client.release(true);
      throw e;
    });
    if (!rows[0].ok) {
      client.release();
      return false;
    }
    client.on('error', () => {
      if (this.leader === client) void this.resign();
    });
    this.leader = client;
    await this.lead();
    return true;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wake = done;
    });
  }
}
