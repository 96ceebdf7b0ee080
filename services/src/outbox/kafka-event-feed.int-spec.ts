import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { comparePositions, formatPosition, GlobalPosition, PostgresEventStore, START } from '@jxc/infra';
import { createTestDatabase, eventually, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { KafkaConfig } from './kafka-config';
import { KafkaEventFeed } from './kafka-event-feed';
import { KafkaPublisher } from './kafka-publisher';
import { MockKafka, startMockKafka } from './testing/mock-kafka';

const meta = { companyId: 'c1', userId: 'u1' };

describe('KafkaEventFeed against a mock Kafka cluster', () => {
  let kafka: MockKafka;
  let db: TestDatabase;
  let store: PostgresEventStore;
  let config: KafkaConfig;
  let feed: KafkaEventFeed;

  beforeAll(async () => {
    kafka = await startMockKafka();
    // librdkafka's mock cluster names no controller, of which kafkajs asks an idempotent producer's id.
    config = { brokers: kafka.brokers, clientId: 'jxc-test', ssl: false, idempotent: false };
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => {
    await feed?.stop();
    await store?.close();
    await db?.drop();
    await kafka?.stop();
  });

  async function publishAll(): Promise<void> {
    const publisher = new KafkaPublisher(store, db.pool, config, { batchSize: 7, pollMs: 20 });
    publisher.start();
    try {
      // The last event, not the store's horizon: another test's open transaction in the cluster can hold that back.
      const last = await lastPosition();
      await eventually(async () => {
        const { rows } = await db.pool.query(`select transaction_id::text as tx, position::text as pos from kafka_publisher_checkpoint`);
        assert.ok(comparePositions({ tx: BigInt(rows[0].tx), pos: BigInt(rows[0].pos) }, last) >= 0);
      }, 30_000);
    } finally {
      await publisher.stop();
    }
  }

  async function lastPosition(): Promise<GlobalPosition> {
    const { rows } = await db.pool.query(
      `select transaction_id::text as tx, global_position::text as pos from events order by transaction_id desc, global_position desc limit 1`,
    );
    return { tx: BigInt(rows[0].tx), pos: BigInt(rows[0].pos) };
  }

  /** Reads from `after` in batches of `limit`, as the runner does, until the horizon reaches `until`. */
  async function readThrough(after: GlobalPosition, until: GlobalPosition, limit: number, types?: string[]): Promise<string[]> {
    const ids: string[] = [];
    const deadline = Date.now() + 30_000;
    for (let at = after; comparePositions(at, until) < 0;) {
      assert.ok(Date.now() < deadline, `read up to ${formatPosition(at)} of ${formatPosition(until)}`);
      const { events, horizon } = await feed.readAll(at, { limit, types });
      assert.ok(comparePositions(horizon, at) >= 0, 'the horizon never goes back');
      ids.push(...events.map((e) => e.eventId));
      if (!events.length) await new Promise((r) => setTimeout(r, 50));
      at = horizon;
    }
    return ids;
  }

  test('the store’s order, each event once, though published twice; a read from further back reads the topics again', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        store.append(
          [
            { streamId: `Sale-${i % 5}`, streamType: 'Sale', expectedVersion: 'any', events: [{ type: 'SaleNoted', data: { i } }] },
            { streamId: `Stock-${i % 3}`, streamType: 'Stock', expectedVersion: 'any', events: [{ type: 'StockNoted', data: { i } }] },
            {
              streamId: `CustomReceive-${i % 2}`,
              streamType: 'CustomReceive',
              expectedVersion: 'any',
              events: [{ type: 'ReceiveNoted', data: { i } }],
            },
          ],
          meta,
        ),
      ),
    );
    await publishAll();
    await db.pool.query(`update kafka_publisher_checkpoint set transaction_id = '0', position = 0`);
    await publishAll();

    const { rows } = await db.pool.query(
      `select event_id, event_type, transaction_id::text as tx, global_position::text as pos from events order by transaction_id, global_position`,
    );
    const all = rows.map((r) => r.event_id as string);
    const last = { tx: BigInt(rows[rows.length - 1].tx), pos: BigInt(rows[rows.length - 1].pos) };
    feed = new KafkaEventFeed(db.pool, config, { pollMs: 20 });
    assert.deepEqual(await readThrough(START, last, 7), all);
    assert.equal(
      (await db.pool.query('select published::int from kafka_publisher_checkpoint')).rows[0].published,
      2 * all.length,
      'every event is twice in Kafka',
    );

    const third = { tx: BigInt(rows[29].tx), pos: BigInt(rows[29].pos) };
    const stockAfter = rows
      .slice(30)
      .filter((r) => r.event_type === 'StockNoted')
      .map((r) => r.event_id as string);
    assert.ok(stockAfter.length > 0 && stockAfter.length < 30);
    assert.deepEqual(await readThrough(third, last, 500, ['StockNoted']), stockAfter);
  });
});
