import { EventStore, GlobalPosition, START, StoredEvent } from '@jxc/infra';
import { LeaderLoop, LoopLog } from '@jxc/projections';
import { Message, Partitioners, Producer } from 'kafkajs';
import type { Pool } from 'pg';
import { eventMessage } from './event-message';
import { kafkaClient } from './kafka-client';
import { KafkaConfig } from './kafka-config';
import { Topic, topicOf } from './topics';

export const PUBLISHER_LOCK = 7301003;
/** The row of kafka_publisher_checkpoint this publisher moves. */
export const CHECKPOINT = 'kafka';

export interface PublisherOptions {
  batchSize?: number;
  pollMs?: number;
  log?: LoopLog;
}

function producerFor(config: KafkaConfig, log: PublisherOptions['log']): Producer {
  return kafkaClient(config, log).producer({
    idempotent: config.idempotent,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}

/**
 * The outbox to Kafka is the event store itself: events are read in the store's global order (a late commit is
 * never skipped) from this publisher's checkpoint; each batch is sent with one request in flight (so a retry never
 * overtakes), by an idempotent producer unless KAFKA_IDEMPOTENT=0, acknowledged by every in-sync replica, and only
 * then does the checkpoint move. A crash republishes at most the last batch (at-least-once; consumers de-duplicate
 * by the event-id header). One process publishes at a time: it holds an advisory lock on the connection that moves
 * the checkpoint, so one that lost the lock cannot move it; the others stand by and take over.
 */
export class KafkaPublisher extends LeaderLoop {
  private producer?: Producer;
  private at: GlobalPosition = START;

  constructor(
    store: EventStore,
    pool: Pool,
    private readonly config: KafkaConfig,
    private readonly opts: PublisherOptions = {},
  ) {
    super(store, pool, { lock: PUBLISHER_LOCK, pollMs: opts.pollMs ?? 1000, failure: 'Kafka 发布失败，稍后从检查点重试', log: opts.log });
  }

  start(): void {
    this.beginLoop();
  }

  /** Waits a few seconds for the batch in hand; one still retrying (Kafka unreachable) is left to the next leader. */
  async stop(): Promise<void> {
    await this.endLoop(5000);
    await this.resign();
  }

  protected async lead(): Promise<void> {
    const saved = await this.leader!.query(
      'select transaction_id::text as tx, position::text as pos from kafka_publisher_checkpoint where publisher = $1',
      [CHECKPOINT],
    );
    this.at = { tx: BigInt(saved.rows[0].tx), pos: BigInt(saved.rows[0].pos) };
    this.producer = producerFor(this.config, this.opts.log);
    await this.producer.connect();
    this.opts.log?.info('本进程负责向 Kafka 发布事件');
  }

  protected async resign(): Promise<void> {
    const producer = this.producer;
    this.producer = undefined;
    await super.resign();
    await producer?.disconnect().catch(() => undefined);
  }

  /** One batch published and its checkpoint stored; false when there was nothing to publish. */
  protected async step(): Promise<boolean> {
    const { leader, producer } = this;
    if (!leader || !producer) return false;
    const { events, horizon } = await this.feed.readAll(this.at, { limit: this.opts.batchSize ?? 200 });
    if (!events.length) {
      this.at = horizon;
      return false;
    }
    await producer.sendBatch({ acks: -1, topicMessages: await this.byTopic(events) });
    await leader.query(
      `update kafka_publisher_checkpoint set transaction_id = $2::text::xid8, position = $3, published = published + $4, updated_at = now() where publisher = $1`,
      [CHECKPOINT, horizon.tx.toString(), horizon.pos.toString(), events.length],
    );
    this.at = horizon;
    return true;
  }

  /** The batch's messages by topic, each topic's in the store's order (so each stream's are in its order). */
  private async byTopic(events: StoredEvent[]): Promise<{ topic: Topic; messages: Message[] }[]> {
    const { rows } = await this.pool.query('select stream_id, stream_type from streams where stream_id = any($1)', [
      [...new Set(events.map((e) => e.streamId))],
    ]);
    const typeOf = new Map<string, string>(rows.map((r) => [r.stream_id, r.stream_type]));
    const out = new Map<Topic, Message[]>();
    for (const e of events) {
      const streamType = typeOf.get(e.streamId) ?? '';
      const topic = topicOf(streamType);
      if (!out.has(topic)) out.set(topic, []);
      out.get(topic)!.push(eventMessage(e, streamType));
    }
    return [...out].map(([topic, messages]) => ({ topic, messages }));
  }
}
