import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { ev, eventStoreContract, meta, readEverything } from '../testing/event-store-contract';
import { createTestDatabase, eventually, TestDatabase } from '../testing/test-database';
import { PostgresEventStore } from './postgres-event-store';
import { START, StoredEvent } from './types';

describe('PostgresEventStore', () => {
  eventStoreContract(async () => {
    const db = await createTestDatabase(20);
    const store = new PostgresEventStore(db.pool);
    return { store, close: () => store.close().then(() => db.drop()) };
  });
});

/** A store on a database of its own for the describe block it is called in. */
function storeOnItsOwnDatabase() {
  const fixture = {} as { db: TestDatabase; store: PostgresEventStore };
  beforeAll(async () => {
    fixture.db = await createTestDatabase(5);
    fixture.store = new PostgresEventStore(fixture.db.pool);
  });
  afterAll(async () => {
    await fixture.store.close();
    await fixture.db.drop();
  });
  return fixture;
}

/** PostgreSQL's own way to order commits: a reader stops below the oldest transaction still running. */
describe('PostgresEventStore and late commits', () => {
  const fixture = storeOnItsOwnDatabase();

  test('a reader never skips an append that took an earlier position but committed later', async () => {
    const { db, store } = fixture;
    const start = (await readEverything(store)).at(-1)?.position ?? START;
    const slow = `Slow-${randomUUID()}`;
    const fast = `Fast-${randomUUID()}`;
    const ours = (e: StoredEvent) => e.streamId === slow || e.streamId === fast;
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into events (stream_id, stream_position, event_id, event_type, data, metadata, company_id)
         values ($1, 1, $2, 'SlowEvent', '{}', '{"companyId":"c1","userId":"u1"}', 'c1')`,
        [slow, randomUUID()],
      );
      const fastResult = await store.append(
        [{ streamId: fast, streamType: 'Fast', expectedVersion: 'no_stream', events: [ev('FastEvent')] }],
        meta,
      );
      const { rows } = await client.query(`select global_position from events where stream_id = $1`, [slow]);
      assert.ok(BigInt(rows[0].global_position) < fastResult.position.pos, 'the slow append holds the earlier position');

      const seenWhileOpen = await readEverything(store, start);
      assert.deepEqual(
        seenWhileOpen.filter(ours).map((e) => e.type),
        [],
        'nothing past the open transaction is handed out yet',
      );
      await client.query('commit');
    } finally {
      client.release();
    }
    // Other tests' transactions in the same cluster also hold the horizon back for a moment.
    await eventually(async () =>
      assert.deepEqual(
        (await readEverything(store, start)).filter(ours).map((e) => e.type),
        ['SlowEvent', 'FastEvent'],
      ),
    );
  });
});

/** Streams asked for in the same turn of the event loop are read in one round trip, each answered with its own events. */
describe('PostgresEventStore reading streams together', () => {
  const fixture = storeOnItsOwnDatabase();

  test('each read gets its stream from its version, only in its company, in one statement', async () => {
    const { db, store } = fixture;
    const [a, b, empty] = ['A', 'B', 'Empty'].map((kind) => `${kind}-${randomUUID()}`);
    await store.append(
      [
        { streamId: a, streamType: 'A', expectedVersion: 'no_stream', events: [ev('A1'), ev('A2'), ev('A3')] },
        { streamId: b, streamType: 'B', expectedVersion: 'no_stream', events: [ev('B1')] },
      ],
      meta,
    );
    // The append tells other processes 20 ms later (one pg_notify): let it go before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statements: unknown[] = [];
    const query = db.pool.query.bind(db.pool);
    db.pool.query = ((q: unknown, ...rest: unknown[]) => (statements.push(q), (query as any)(q, ...rest))) as typeof db.pool.query;
    const types = async (read: Promise<StoredEvent[]>) => (await read).map((e) => e.type);
    const read = await Promise.all([
      types(store.readStream(a, { companyId: meta.companyId, fromVersion: 1 })),
      types(store.readStream(b)),
      types(store.readStream(b, { companyId: 'another company' })),
      types(store.readStream(empty, { companyId: meta.companyId })),
      types(store.readStream(a)),
    ]);
    db.pool.query = query;
    assert.deepEqual(read, [['A2', 'A3'], ['B1'], [], [], ['A1', 'A2', 'A3']]);
    assert.equal(statements.length, 1);
  });

  test('as many streams as an import reads at once come back each with its own events, after a snapshot or not; none reads nothing', async () => {
    const { store } = fixture;
    const ids = Array.from({ length: 40 }, (_, i) => `Stock-${i}-${randomUUID()}`);
    await store.append(
      ids.map((streamId, i) => ({
        streamId,
        streamType: 'Stock',
        expectedVersion: 'no_stream' as const,
        events: Array.from({ length: 1 + (i % 3) }, (_, n) => ev('StockMoved', { n: i * 10 + n })),
      })),
      meta,
    );
    await store.saveSnapshot(ids[7], meta.companyId, 'stock/1', 1, { upTo: 1 });
    const expected = ids.map((_, i) => Array.from({ length: 1 + (i % 3) }, (_, n) => i * 10 + n));
    for (const count of [2, 32, 33, 40]) {
      const read = await Promise.all(ids.slice(0, count).map((id) => store.readStream(id, { companyId: meta.companyId })));
      assert.deepEqual(
        read.map((events) => events.map((e) => (e.data as { n: number }).n)),
        expected.slice(0, count),
      );
      const after = await store.readStreamsAfterSnapshots(ids.slice(0, count), meta.companyId, 'stock/1');
      assert.deepEqual(
        ids.slice(0, count).map((id) => after.get(id)!.events.map((e) => (e.data as { n: number }).n)),
        expected.slice(0, count).map((numbers, i) => (i === 7 ? numbers.slice(1) : numbers)),
      );
      assert.deepEqual(
        ids.slice(0, count).map((id) => after.get(id)!.version),
        expected.slice(0, count).map((numbers) => numbers.length),
      );
    }
    assert.equal((await store.readStreamsAfterSnapshots([], meta.companyId, 'stock/1')).size, 0);
  });
});

/** A kept snapshot costs no statement of its own: it rides with the next append, and never costs that append. */
describe('PostgresEventStore keeping snapshots', () => {
  const fixture = storeOnItsOwnDatabase();

  test('the next append writes the kept snapshots in its statement; one the database refuses is dropped, the append stands', async () => {
    const { db, store } = fixture;
    const [kept, bad, next] = ['Kept', 'Bad', 'Next'].map((kind) => `${kind}-${randomUUID()}`);
    const snapshotOf = async (id: string) =>
      (await db.pool.query('select version, state from snapshots where stream_id = $1', [id])).rows[0];
    const statements: unknown[] = [];
    const query = db.pool.query.bind(db.pool);
    db.pool.query = ((q: unknown, ...rest: unknown[]) => (statements.push(q), (query as any)(q, ...rest))) as typeof db.pool.query;
    store.keepSnapshot(kept, meta.companyId, 'stock/1', 3, { upTo: 3 });
    store.keepSnapshot(kept, meta.companyId, 'stock/1', 2, { upTo: 2 });
    await store.append([{ streamId: next, streamType: 'N', expectedVersion: 'no_stream', events: [ev('N1')] }], meta);
    db.pool.query = query;
    assert.equal(statements.length, 1, 'the append and the snapshot in one statement');
    assert.deepEqual(await snapshotOf(kept), { version: '3', state: { upTo: 3 } }, 'the later of the two kept');

    store.keepSnapshot(bad, meta.companyId, 'stock/1', 4, { note: 'a NUL \u0000 jsonb cannot hold' });
    const stood = await store.append([{ streamId: next, streamType: 'N', expectedVersion: 1, events: [ev('N2')] }], meta);
    assert.equal(stood.versions[next], 2);
    assert.equal(await snapshotOf(bad), undefined);
  });
});
