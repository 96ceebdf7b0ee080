import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { comparePositions, EventFeed, GlobalPosition, ReadAllResult, StoredEvent } from '@jxc/infra';
import { LoopLog } from '@jxc/projections';
import type { Admin, Consumer } from 'kafkajs';
import type { Pool } from 'pg';
import { eventOfMessage } from './event-message';
import { kafkaClient } from './kafka-client';
import { KafkaConfig } from './kafka-config';
import { CHECKPOINT } from './kafka-publisher';
import { TOPICS } from './topics';

export interface FeedOptions {
  /** How often the publisher's checkpoint is looked at. */
  pollMs?: number;
  log?: LoopLog;
}

interface PartitionEnd {
  key: string;
  low: number;
  high: number;
}

/** One reading of the topics from their beginning. */
interface Session {
  consumer: Consumer;
  admin: Admin;
  timer?: NodeJS.Timeout;
  /** Reads at or after it are answered from `ready`; one before it reads the topics again. */
  floor: GlobalPosition;
  /** Every event after `floor` up to `safe` is in `ready`, in order, once. */
  safe: GlobalPosition;
  ready: StoredEvent[];
  /** Consumed, after `safe`, in the order they came. */
  pending: StoredEvent[];
  /** Per topic and partition, the offset after the last message consumed. */
  next: Map<string, number>;
  /** A publisher checkpoint and the topics' end offsets read after it: once consumed up to them, it becomes `safe`. */
  target?: { at: GlobalPosition; ends: PartitionEnd[] };
  polling: boolean;
  failed?: unknown;
}

/**
 * The store's global order rebuilt from the Kafka topics the publisher fills, for the projection runner of a process
 * with PROJECTIONS_SOURCE=kafka. Kafka keeps order only per partition, so events are handed out only up to a safe
 * point: the publisher's checkpoint P (in PostgreSQL) is stored after Kafka acknowledged everything up to P, so once
 * every partition is consumed up to the end offsets read after P, every event up to P is here; sorted by position
 * and rid of copies, they are the store's. The topics are read from the beginning in a consumer group of the feed's
 * own that commits nothing (the read models' checkpoints say where to resume); events at or before what was last
 * asked for are dropped (the runner only moves forward), and a read from further back reads the topics again.
 */
export class KafkaEventFeed implements EventFeed {
  private readonly appended = new EventEmitter();
  private session?: Session;

  constructor(
    private readonly pool: Pool,
    private readonly config: KafkaConfig,
    private readonly opts: FeedOptions = {},
  ) {}

  async readAll(after: GlobalPosition, opts: { limit?: number; types?: readonly string[] } = {}): Promise<ReadAllResult> {
    let s = this.session;
    if (s?.failed) this.opts.log?.error(s.failed, 'Kafka 投影源的消费者已停止，从头重读');
    if (!s || s.failed || comparePositions(after, s.floor) < 0) s = await this.open(after);
    const kept = s.ready.findIndex((e) => comparePositions(e.position, after) > 0);
    s.ready.splice(0, kept < 0 ? s.ready.length : kept);
    if (comparePositions(after, s.floor) > 0) s.floor = after;
    const limit = opts.limit ?? 500;
    const types = opts.types && new Set(opts.types);
    const events: StoredEvent[] = [];
    for (const e of s.ready) {
      if (events.length === limit) break;
      if (!types || types.has(e.type)) events.push(e);
    }
    const horizon = events.length === limit ? events[limit - 1].position : s.safe;
    return { events, horizon: comparePositions(horizon, after) > 0 ? horizon : after };
  }

  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  async stop(): Promise<void> {
    const s = this.session;
    this.session = undefined;
    if (!s) return;
    clearInterval(s.timer);
    await s.consumer.disconnect().catch(() => undefined);
    await s.admin.disconnect().catch(() => undefined);
  }

  /** Starts reading the topics from their beginning, keeping what comes after `after`. */
  private async open(after: GlobalPosition): Promise<Session> {
    await this.stop();
    const kafka = kafkaClient(this.config, this.opts.log);
    const s: Session = {
      consumer: kafka.consumer({ groupId: `${this.config.clientId}.projections.${randomUUID()}`, maxWaitTimeInMs: 100 }),
      admin: kafka.admin(),
      floor: after,
      safe: after,
      ready: [],
      pending: [],
      next: new Map(),
      polling: false,
    };
    this.session = s;
    try {
      await s.admin.connect();
      await s.consumer.connect();
      s.consumer.on(s.consumer.events.CRASH, ({ payload }) => {
        if (!payload.restart) s.failed = payload.error;
      });
      await s.consumer.subscribe({ topics: Object.values(TOPICS), fromBeginning: true });
      await s.consumer.run({
        autoCommit: false,
        eachMessage: async ({ topic, partition, message }) => {
          const event = eventOfMessage(message.value!);
          if (comparePositions(event.position, s.safe) > 0) s.pending.push(event);
          s.next.set(`${topic}:${partition}`, Number(message.offset) + 1);
        },
      });
    } catch (e) {
      await this.stop();
      throw e;
    }
    s.timer = setInterval(() => void this.poll(s), this.opts.pollMs ?? 200);
    return s;
  }

  private async poll(s: Session): Promise<void> {
    if (s.polling) return;
    s.polling = true;
    try {
      if (!s.target) {
        const at = await this.checkpoint();
        if (comparePositions(at, s.safe) > 0) s.target = { at, ends: await this.endOffsets(s.admin) };
      }
      if (s.target && s.target.ends.every((p) => Math.max(s.next.get(p.key) ?? 0, p.low) >= p.high)) this.advance(s, s.target.at);
    } catch (e) {
      this.opts.log?.error(e, 'Kafka 投影源读取发布检查点或主题末端失败，稍后重试');
    } finally {
      s.polling = false;
    }
  }

  /** Everything up to `at` has been consumed: it is handed out in the store's order, each event once. */
  private advance(s: Session, at: GlobalPosition): void {
    const now = s.pending.filter((e) => comparePositions(e.position, at) <= 0).sort((a, b) => comparePositions(a.position, b.position));
    s.pending = s.pending.filter((e) => comparePositions(e.position, at) > 0);
    for (const e of now) if (e.eventId !== s.ready[s.ready.length - 1]?.eventId) s.ready.push(e);
    s.safe = at;
    s.target = undefined;
    this.appended.emit('appended');
  }

  private async checkpoint(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query(
      'select transaction_id::text as tx, position::text as pos from kafka_publisher_checkpoint where publisher = $1',
      [CHECKPOINT],
    );
    return { tx: BigInt(rows[0].tx), pos: BigInt(rows[0].pos) };
  }

  private async endOffsets(admin: Admin): Promise<PartitionEnd[]> {
    const ends = await Promise.all(
      Object.values(TOPICS).map(async (topic) =>
        (await admin.fetchTopicOffsets(topic)).map((p) => ({ key: `${topic}:${p.partition}`, low: Number(p.low), high: Number(p.high) })),
      ),
    );
    return ends.flat();
  }
}
