import assert from 'node:assert/strict';
import { ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { AppendToStream, comparePositions, formatPosition, GlobalPosition, PostgresEventStore, START } from '@jxc/infra';
import { createTestDatabase, eventually, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { Kafka, logLevel } from 'kafkajs';
import { KafkaConfig } from './kafka-config';
import { KafkaPublisher } from './kafka-publisher';
import { MockKafka, startMockKafka } from './testing/mock-kafka';
import { TOPICS, topicOf } from './topics';

// The fixture runs in a process of its own, TypeScript compiled as `npm start` compiles it.
const REGISTER = require.resolve('@jxc/infra/register.js');
// librdkafka's mock cluster names no controller, of which kafkajs asks an idempotent producer's id (KAFKA_IDEMPOTENT).
const NOT_IDEMPOTENT = { KAFKA_IDEMPOTENT: '0' };
const BATCH = 25;
const meta = { companyId: 'c1', userId: 'u1' };
/** A category each; `Bench` is in no category (it goes to jxc.other). A sale is appended with a stock stream. */
const STREAM_TYPES = ['Sale', 'Stock', 'CustomReceive', 'User', 'Product', 'Bench'];

interface Received {
  topic: string;
  key: string;
  headers: Record<string, string>;
  value: { eventId: string; streamPosition: number; data: unknown };
}

describe('KafkaPublisher against a mock Kafka cluster', () => {
  let kafka: MockKafka;
  let db: TestDatabase;
  let store: PostgresEventStore;
  let config: KafkaConfig;
  let child: ChildProcess | undefined;
  let writing = false;
  let writers: Promise<GlobalPosition>[] = [];

  beforeAll(async () => {
    kafka = await startMockKafka();
    config = { brokers: kafka.brokers, clientId: 'jxc-test', ssl: false, idempotent: false };
    db = await createTestDatabase(20);
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    writing = false;
    await Promise.allSettled(writers);
    await store?.close();
    await db?.drop();
    await kafka?.stop();
  });

  const checkpoint = async () => {
    const { rows } = await db.pool.query(
      `select transaction_id::text as tx, position::text as pos, published::int from kafka_publisher_checkpoint`,
    );
    return { at: { tx: BigInt(rows[0].tx), pos: BigInt(rows[0].pos) }, published: rows[0].published as number };
  };

  /** Appends to streams of every category until told to stop; resolves with the position of its last append. */
  async function writer(w: number, writing: () => boolean): Promise<GlobalPosition> {
    let last = START;
    for (let i = 0; writing(); i++) {
      const type = STREAM_TYPES[i % STREAM_TYPES.length];
      const streams: AppendToStream[] = [
        {
          streamId: `${type}-${w}-${i % 4}`,
          streamType: type,
          expectedVersion: 'any',
          events: [1, 2].map((n) => ({ type: `${type}Noted`, data: { w, i, n } })),
        },
      ];
      if (type === 'Sale')
        streams.push({
          streamId: `Stock-${w}-${i % 3}`,
          streamType: 'Stock',
          expectedVersion: 'any',
          events: [{ type: 'StockNoted', data: { w, i } }],
        });
      const { position } = await store.append(streams, meta);
      if (comparePositions(position, last) > 0) last = position;
      await new Promise((r) => setTimeout(r, 10));
    }
    return last;
  }

  async function consumeAll(expected: number): Promise<Received[]> {
    const consumer = new Kafka({ clientId: 'jxc-test-reader', brokers: kafka.brokers, logLevel: logLevel.NOTHING }).consumer({
      groupId: `test-${randomUUID()}`,
      maxWaitTimeInMs: 100,
    });
    const received: Received[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: Object.values(TOPICS), fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, message }) => {
          const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]));
          received.push({ topic, key: String(message.key), headers, value: JSON.parse(String(message.value)) });
        },
      });
      await eventually(
        async () => assert.ok(new Set(received.map((r) => r.headers['event-id'])).size >= expected, `${received.length} of ${expected}`),
        60_000,
      );
    } finally {
      await consumer.disconnect();
    }
    return received;
  }

  test('every event arrives at least once, in stream order per key, across a publisher killed mid-way under load', async () => {
    writing = true;
    writers = Array.from({ length: 4 }, (_, w) => writer(w, () => writing));
    const fixture = (child = fork(path.join(__dirname, 'testing', 'publisher-fixture.ts'), [db.url, String(BATCH)], {
      stdio: 'ignore',
      execArgv: ['-r', REGISTER],
      env: { ...process.env, ...NOT_IDEMPOTENT, KAFKA_BROKERS: kafka.brokers.join(',') },
    }));
    const killed = new Promise((r) => fixture.once('exit', r));
    await eventually(async () => assert.ok((await checkpoint()).published >= 300, 'the first publisher has published'), 60_000);
    // The worst moment to die: Kafka has acknowledged a batch, the checkpoint is not yet stored (held back by a row lock).
    const holder = await db.pool.connect();
    await holder.query('begin; select * from kafka_publisher_checkpoint for update');
    const [{ pid }] = await eventually(async () => {
      const { rows } = await db.pool.query(
        `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update kafka_publisher_checkpoint%'`,
      );
      assert.equal(rows.length, 1, 'a published batch waits for its checkpoint');
      return rows;
    }, 20_000);
    const atKill = await checkpoint();
    fixture.kill('SIGKILL');
    await killed;
    await db.pool.query('select pg_terminate_backend($1)', [pid]);
    await holder.query('rollback');
    holder.release();

    const successors = [0, 1].map(() => new KafkaPublisher(store, db.pool, config, { batchSize: BATCH, pollMs: 20 }));
    successors.forEach((p) => p.start());
    try {
      await eventually(async () => assert.equal(successors.filter((p) => p.isLeader).length, 1, 'one of the two takes over'), 20_000);
      await eventually(
        async () => assert.ok((await checkpoint()).published >= atKill.published + 300, 'the successor publishes while appends go on'),
        60_000,
      );
      writing = false;
      const last = (await Promise.all(writers)).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
      await eventually(
        async () => assert.ok(comparePositions((await checkpoint()).at, last) >= 0, 'published up to the last append'),
        60_000,
      );
      assert.equal(successors.filter((p) => p.isLeader).length, 1);
    } finally {
      await Promise.all(successors.map((p) => p.stop()));
    }

    const { rows: stored } = await db.pool.query(
      `select e.event_id, e.stream_id, e.stream_position::int, e.event_type, e.company_id, e.data, e.transaction_id::text as tx, e.global_position::text as pos, s.stream_type
       from events e join streams s using (stream_id) order by e.stream_id, e.stream_position`,
    );
    const received = await consumeAll(stored.length);

    // Every event, on its category's topic, keyed by its stream, with its id and the rest in headers.
    const firstOf = new Map<string, Received>();
    for (const r of received) if (!firstOf.has(r.headers['event-id'])) firstOf.set(r.headers['event-id'], r);
    for (const e of stored) {
      const r = firstOf.get(e.event_id);
      assert.ok(r, `event ${e.event_id} of ${e.stream_id} arrived`);
      assert.deepEqual(
        [r.topic, r.key, r.headers['event-type'], r.headers['company-id'], r.headers['global-position']],
        [topicOf(e.stream_type), e.stream_id, e.event_type, e.company_id, formatPosition({ tx: BigInt(e.tx), pos: BigInt(e.pos) })],
      );
      assert.deepEqual([r.value.eventId, r.value.streamPosition, r.value.data], [e.event_id, e.stream_position, e.data]);
    }
    assert.ok(received.some((r) => r.topic === TOPICS.other) && received.some((r) => r.topic === TOPICS.finance));

    // Per key, in the order read from its partition, the first copies are the stream's events in stream order.
    const byKey = new Map<string, number[]>();
    const seen = new Set<string>();
    for (const r of received) {
      if (seen.has(r.headers['event-id'])) continue;
      seen.add(r.headers['event-id']);
      if (!byKey.has(r.key)) byKey.set(r.key, []);
      byKey.get(r.key)!.push(r.value.streamPosition);
    }
    const storedByKey = new Map<string, number[]>();
    for (const e of stored) {
      if (!storedByKey.has(e.stream_id)) storedByKey.set(e.stream_id, []);
      storedByKey.get(e.stream_id)!.push(e.stream_position);
    }
    assert.deepEqual(byKey, storedByKey);

    // At-least-once: the batch the killed publisher had sent but not checkpointed is sent again, and nothing more.
    const duplicates = received.length - seen.size;
    assert.ok(duplicates >= 1 && duplicates <= BATCH, `${duplicates} duplicates`);
    assert.ok(atKill.published < stored.length, 'killed mid-way');
  });
});
