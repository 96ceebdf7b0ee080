import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, test } from '@jest/globals';
import { EventStore, PostgresEventStore, START } from '@jxc/infra';
import { createTestDatabase, eventually, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import { ProjectionRunner } from './projection-runner';
import { rebuildProjection } from './rebuild';
import { countParked, listParked, retryParked } from './set-aside';
import { COUNTS_TABLE_SQL, countingProjection } from './testing/counting-projection';

// The fixture runs in a process of its own, TypeScript compiled as `npm start` compiles it.
const REGISTER = require.resolve('@jxc/infra/register.js');
const meta = { companyId: 'c1', userId: 'u1' };

describe('ProjectionRunner', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase(20);
    ds = await createDataSource(db.url, [], 4).initialize();
    store = new PostgresEventStore(db.pool);
    await db.pool.query(COUNTS_TABLE_SQL);
  });
  afterAll(async () => {
    await ds.destroy();
    await store.close();
    await db.drop();
  });
  beforeEach(async () => {
    await db.pool.query(`truncate test_stream_counts, parked_events; delete from projection_checkpoints; truncate events, streams`);
  });

  async function appendCounted(streams: number, perStream: number) {
    let last = START;
    for (let s = 0; s < streams; s++) {
      for (let i = 1; i <= perStream; i += 10) {
        const batch = Array.from({ length: Math.min(10, perStream - i + 1) }, (_, k) => ({ type: 'Counted', data: { seq: i + k } }));
        const r = await store.append(
          [{ streamId: `S-${s}`, streamType: 'S', expectedVersion: 'any', events: [...batch, { type: 'Other', data: {} }] }],
          meta,
        );
        last = r.position;
      }
    }
    return last;
  }

  const counts = async () =>
    (await db.pool.query('select stream_id, n, last_seq from test_stream_counts order by stream_id')).rows as {
      stream_id: string;
      n: number;
      last_seq: number;
    }[];

  test('applies every event once and lets a command wait for its own write', async () => {
    const runner = new ProjectionRunner(store, db.pool, ds, [countingProjection()], { batchSize: 7, pollMs: 50 });
    await runner.start();
    try {
      const last = await appendCounted(3, 25);
      // Bounded as the crash test's wait is: a loaded machine stalled this one past the 5 s default once.
      assert.equal(await runner.waitFor(last, 20_000), true);
      assert.deepEqual(
        await counts(),
        [0, 1, 2].map((s) => ({ stream_id: `S-${s}`, n: 25, last_seq: 25 })),
      );
      const stored = await db.pool.query(
        `select transaction_id::text as tx, position::text from projection_checkpoints where name = 'test_counts'`,
      );
      assert.ok(BigInt(stored.rows[0].tx) > 0n);
    } finally {
      await runner.stop();
    }
  });

  test('a wait that nothing answers leaves no listener behind from its quiet turns', async () => {
    const runner = new ProjectionRunner(store, db.pool, ds, [countingProjection()], { pollMs: 5000 });
    await runner.start();
    try {
      const last = await appendCounted(1, 1);
      assert.equal(await runner.waitFor(last), true);
      const waiting = () => (runner as unknown as { progress: EventEmitter }).progress.listenerCount('progress');
      assert.equal(await runner.waitFor({ tx: last.tx + 1000n, pos: last.pos + 1000n }, 350), false);
      assert.equal(waiting(), 0);
    } finally {
      await runner.stop();
    }
  });

  test('a projection failing for a passing reason is retried and holds back neither itself nor the others for good', async () => {
    let failures = 2;
    const flaky = countingProjection('flaky', { failOn: () => failures-- > 0, transient: true });
    const healthy = { ...countingProjection('healthy'), tables: [], apply: async () => undefined };
    const runner = new ProjectionRunner(store, db.pool, ds, [flaky, healthy], { pollMs: 50 });
    await runner.start();
    try {
      const last = await appendCounted(1, 5);
      await eventually(async () => assert.deepEqual(await counts(), [{ stream_id: 'S-0', n: 5, last_seq: 5 }]));
      assert.equal(await runner.waitFor(last), true);
      assert.equal(await countParked(ds.manager), 0);
    } finally {
      await runner.stop();
    }
  });

  test('an event a projection cannot apply is set aside at once; the rest goes on, and a retry after the fix applies it', async () => {
    let broken = true;
    const logged: string[] = [];
    const picky = countingProjection('picky', { failOn: (e) => broken && e.streamId === 'S-1' && e.data.seq === 3 });
    const runner = new ProjectionRunner(store, db.pool, ds, [picky], {
      pollMs: 50,
      log: { info: () => undefined, error: (_e, m) => logged.push(m) },
    });
    await runner.start();
    try {
      const last = await appendCounted(3, 5);
      assert.equal(await runner.waitFor(last, 3000), true);
      assert.deepEqual(await counts(), [
        { stream_id: 'S-0', n: 5, last_seq: 5 },
        { stream_id: 'S-1', n: 4, last_seq: 5 },
        { stream_id: 'S-2', n: 5, last_seq: 5 },
      ]);
      const parked = await listParked(ds.manager);
      assert.deepEqual(
        parked.map((p) => [p.projection, p.streamId, p.eventType, p.companyId]),
        [['picky', 'S-1', 'Counted', 'c1']],
      );
      assert.match(parked[0].error, /projection failure for the test/);
      assert.ok(logged.some((m) => m.includes('已搁置')));

      assert.deepEqual(await retryParked(store, ds, picky), { applied: 0, stillParked: 1 });
      assert.equal((await listParked(ds.manager))[0].attempts, 2);
      broken = false;
      assert.deepEqual(await retryParked(store, ds, picky), { applied: 1, stillParked: 0 });
      assert.deepEqual((await counts())[1], { stream_id: 'S-1', n: 5, last_seq: 3 });
      assert.equal(await countParked(ds.manager), 0);
    } finally {
      await runner.stop();
    }
  });

  test('a rebuild replays the set-aside events and sets aside again only those that still fail', async () => {
    let broken = true;
    const picky = countingProjection('picky', { failOn: (e) => broken && e.data.seq === 2 });
    await appendCounted(2, 3);
    await rebuildProjection(store, ds, picky);
    assert.deepEqual(
      (await listParked(ds.manager)).map((p) => p.streamId),
      ['S-0', 'S-1'],
    );
    broken = false;
    await rebuildProjection(store, ds, picky);
    assert.equal(await countParked(ds.manager), 0);
    assert.deepEqual(
      await counts(),
      [0, 1].map((s) => ({ stream_id: `S-${s}`, n: 3, last_seq: 3 })),
    );
  });

  test('a rebuild replays every event committed before it began, even while an older open transaction holds the horizon back', async () => {
    const open = await db.pool.connect();
    try {
      await open.query('begin; select pg_current_xact_id()');
      await appendCounted(2, 3);
      const rebuilt = rebuildProjection(store, ds, countingProjection());
      await new Promise((resolve) => setTimeout(resolve, 200));
      await open.query('commit');
      assert.equal(await rebuilt, 6);
    } finally {
      open.release();
    }
    assert.deepEqual(
      await counts(),
      [0, 1].map((s) => ({ stream_id: `S-${s}`, n: 3, last_seq: 3 })),
    );
  });

  test('only one process leads; a second runner waits on the first one checkpoints', async () => {
    const a = new ProjectionRunner(store, db.pool, ds, [countingProjection()], { pollMs: 50 });
    const b = new ProjectionRunner(store, db.pool, ds, [countingProjection()], { pollMs: 50 });
    await a.start();
    await eventually(async () => assert.ok(a.isLeader));
    await b.start();
    try {
      const last = await appendCounted(2, 10);
      assert.equal(await b.waitFor(last), true, 'the standby sees the leader progress through the stored checkpoints');
      assert.equal(b.isLeader, false);
      assert.deepEqual(
        (await counts()).map((r) => r.n),
        [10, 10],
      );
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  test('resumes after a crash (SIGKILL mid-way) without losing or repeating an event', async () => {
    const last = await appendCounted(4, 100);
    const child = fork(path.join(__dirname, 'testing', 'crash-fixture.ts'), [db.url], { stdio: 'ignore', execArgv: ['-r', REGISTER] });
    await eventually(async () => {
      const { rows } = await db.pool.query('select coalesce(sum(n), 0)::int as n from test_stream_counts');
      assert.ok(rows[0].n >= 100, 'the child has made progress');
    }, 20_000);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const { rows } = await db.pool.query('select coalesce(sum(n), 0)::int as n from test_stream_counts');
    assert.ok(rows[0].n < 400, 'killed before it finished');

    const runner = new ProjectionRunner(store, db.pool, ds, [countingProjection()], { pollMs: 50 });
    await eventually(async () => {
      await runner.start();
      assert.ok(runner.isLeader, 'the dead leader lock is released');
    });
    try {
      assert.equal(await runner.waitFor(last, 20_000), true);
      assert.deepEqual(
        await counts(),
        [0, 1, 2, 3].map((s) => ({ stream_id: `S-${s}`, n: 100, last_seq: 100 })),
      );
    } finally {
      await runner.stop();
    }
  });

  test('a rebuild, even while the live runner works, gives the same read model', async () => {
    const projection = countingProjection();
    const runner = new ProjectionRunner(store, db.pool, ds, [projection], { pollMs: 50 });
    await runner.start();
    try {
      await appendCounted(5, 30);
      const last = await appendCounted(1, 3);
      await runner.waitFor(last);
      const live = await counts();
      const rebuilding = rebuildProjection(store, ds, projection, undefined, 20);
      const during = await appendCounted(1, 2);
      const replayed = await rebuilding;
      assert.ok(replayed >= 153);
      assert.equal(await runner.waitFor(during), true);
      const expected = live.map((r) => (r.stream_id === 'S-0' ? { stream_id: 'S-0', n: 35, last_seq: 2 } : r));
      assert.deepEqual(await counts(), expected);
      await rebuildProjection(store, ds, projection);
      assert.deepEqual(await counts(), expected);
    } finally {
      await runner.stop();
    }
  });
});
