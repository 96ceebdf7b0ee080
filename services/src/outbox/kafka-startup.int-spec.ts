import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { comparePositions, loadConfig, Role } from '@jxc/infra';
import { createTestDatabase, eventually, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { Kafka, logLevel } from 'kafkajs';
import { openInfrastructure } from '../bootstrap';
import { PUBLISHER_LOCK } from './kafka-publisher';
import { MockKafka, startMockKafka } from './testing/mock-kafka';
import { TOPICS } from './topics';

describe('the Kafka publisher as the server starts it', () => {
  let kafka: MockKafka;
  let db: TestDatabase;

  beforeAll(async () => {
    kafka = await startMockKafka();
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
    await kafka?.stop();
  });

  /** The server's infrastructure on the test database with KAFKA_BROKERS as given (the publisher reads the environment). */
  async function server(role: Role, brokers: string | undefined, source = 'store') {
    // librdkafka's mock cluster names no controller, of which kafkajs asks an idempotent producer's id.
    Object.assign(process.env, { KAFKA_BROKERS: brokers ?? '', KAFKA_IDEMPOTENT: '0', PROJECTIONS_SOURCE: source });
    try {
      return await openInfrastructure({ ...loadConfig({ LOG_LEVEL: 'silent', ROLE: role }), databaseUrl: db.url, port: 0 });
    } finally {
      delete process.env.KAFKA_BROKERS;
      delete process.env.KAFKA_IDEMPOTENT;
      delete process.env.PROJECTIONS_SOURCE;
    }
  }

  const publisherLocks = async () =>
    (
      await db.pool.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = current_database())`,
        [PUBLISHER_LOCK],
      )
    ).rows[0].n;
  const published = async () => (await db.pool.query(`select published::int from kafka_publisher_checkpoint`)).rows[0].published as number;
  const appendCompanyEvent = (infra: Awaited<ReturnType<typeof server>>) =>
    infra.store.append(
      [
        {
          streamId: `Company-${randomUUID()}`,
          streamType: 'Company',
          expectedVersion: 'no_stream',
          events: [{ type: 'KafkaStartupNoted', data: {} }],
        },
      ],
      { companyId: 'c1', userId: 'u1' },
    );

  test('without KAFKA_BROKERS nothing is published, and an api process never publishes', async () => {
    for (const [role, brokers] of [
      ['all', undefined],
      ['worker', undefined],
      ['api', kafka.brokers.join(',')],
    ] as const) {
      const infra = await server(role, brokers);
      try {
        const { position } = await appendCompanyEvent(infra);
        if (role === 'api') await new Promise((r) => setTimeout(r, 300));
        else assert.equal(await infra.runner.waitFor(position), true, 'the process has run its read models past the event');
        assert.equal(await publisherLocks(), 0, `${role} ${brokers ?? '(no KAFKA_BROKERS)'}: no publisher`);
        assert.equal(await published(), 0);
      } finally {
        await infra.close();
      }
    }
  });

  test('with KAFKA_BROKERS the server publishes what it stores, and stops publishing when it closes', async () => {
    const infra = await server('all', kafka.brokers.join(','));
    let eventId: string;
    try {
      const { position } = await appendCompanyEvent(infra);
      [{ event_id: eventId }] = (
        await db.pool.query(`select event_id from events order by transaction_id desc, global_position desc limit 1`)
      ).rows;
      await eventually(async () => assert.equal(await publisherLocks(), 1));
      await eventually(async () => {
        const { rows } = await db.pool.query(`select transaction_id::text as tx, position::text as pos from kafka_publisher_checkpoint`);
        assert.ok(comparePositions({ tx: BigInt(rows[0].tx), pos: BigInt(rows[0].pos) }, position) >= 0, 'the checkpoint passed the event');
      }, 20_000);
    } finally {
      await infra.close();
    }
    assert.equal(await publisherLocks(), 0);

    const consumer = new Kafka({ clientId: 'jxc-test-reader', brokers: kafka.brokers, logLevel: logLevel.NOTHING }).consumer({
      groupId: `test-${randomUUID()}`,
      maxWaitTimeInMs: 100,
    });
    const ids: string[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [TOPICS.identity], fromBeginning: true });
      await consumer.run({ eachMessage: async ({ message }) => void ids.push(String(message.headers?.['event-id'])) });
      await eventually(async () => assert.ok(ids.includes(eventId)), 30_000);
    } finally {
      await consumer.disconnect();
    }
  });

  test('with PROJECTIONS_SOURCE=kafka the read models follow what Kafka has, not what the store has', async () => {
    const infra = await server('worker', kafka.brokers.join(','), 'kafka');
    const holder = await db.pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [PUBLISHER_LOCK]);
      const { position } = await appendCompanyEvent(infra);
      assert.equal(await infra.runner.waitFor(position, 1500), false, 'nothing published, nothing projected');
      await holder.query('select pg_advisory_unlock($1)', [PUBLISHER_LOCK]);
      assert.equal(await infra.runner.waitFor(position, 30_000), true, 'published, then projected');
    } finally {
      holder.release();
      await infra.close();
    }
  });
});
