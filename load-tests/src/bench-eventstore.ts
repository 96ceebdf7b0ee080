/**
 * `npm run bench:eventstore`: appends per second (transactions of 6 events to a new stream, 8 concurrent writers)
 * and the projection lag from append to read-model commit. Uses DATABASE_URL's server or an embedded cluster in a
 * temporary folder, in a fresh database. BENCH_SECONDS (default 10) and BENCH_WRITERS (default 8) tune it.
 */
import { randomUUID } from 'node:crypto';
import { comparePositions, GlobalPosition, migrate, PostgresEventStore, scratchServer, StoredEvent } from '@jxc/infra';
import { createDataSource, Projection, ProjectionRunner } from '@jxc/projections';
import { Client, Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { ms, summary } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);

/** A read model shaped like stock: one row per stream, updated per event. */
const benchProjection: Projection = {
  name: 'bench_totals',
  eventTypes: ['BenchLineAdded'],
  tables: ['bench_totals'],
  async apply(events: StoredEvent<{ qty: number }>[], em: EntityManager) {
    const byStream = new Map<string, number>();
    for (const e of events) byStream.set(e.streamId, (byStream.get(e.streamId) ?? 0) + Number(e.data.qty));
    await em.query(
      `insert into bench_totals (stream_id, qty) select * from unnest($1::text[], $2::numeric[])
       on conflict (stream_id) do update set qty = bench_totals.qty + excluded.qty`,
      [[...byStream.keys()], [...byStream.values()]],
    );
  },
};

async function database(): Promise<{ url: string; stop(): Promise<void> }> {
  const name = `bench_${Date.now()}`;
  const server = await scratchServer(process.env.DATABASE_URL);
  const adminUrl = server.url;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async stop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await server.stop();
    },
  };
}

async function main() {
  const db = await database();
  const pool = new Pool({ connectionString: db.url, max: WRITERS + 4 });
  await migrate(pool);
  await pool.query('create table bench_totals (stream_id text primary key, qty numeric not null)');
  const ds = await createDataSource(db.url, [], 4).initialize();
  const store = new PostgresEventStore(pool);
  const runner = new ProjectionRunner(store, pool, ds, [benchProjection], { batchSize: 1000 });
  await runner.start();

  const pending: { at: GlobalPosition; t: number }[] = [];
  const lags: number[] = [];
  runner.onProgress(async () => {
    const checkpoint = [...(await runner.positions()).values()][0];
    const now = performance.now();
    while (pending.length && comparePositions(pending[0].at, checkpoint) <= 0) lags.push(now - pending.shift()!.t);
  });

  const latencies: number[] = [];
  const meta = { companyId: 'bench', userId: 'bench' };
  const until = performance.now() + SECONDS * 1000;
  const writer = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const events = Array.from({ length: 6 }, (_, i) => ({
        type: i === 0 ? 'BenchDocumentSaved' : 'BenchLineAdded',
        data: { line: i, qty: '1.5' },
      }));
      const r = await store.append(
        [{ streamId: `Bench-${randomUUID()}`, streamType: 'Bench', expectedVersion: 'no_stream', events }],
        meta,
      );
      const t1 = performance.now();
      latencies.push(t1 - t0);
      pending.push({ at: r.position, t: t1 });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const elapsed = (performance.now() - started) / 1000;
  pending.sort((a, b) => comparePositions(a.at, b.at));
  const last = pending.at(-1)?.at;
  if (last) await runner.waitFor(last, 60_000);
  await new Promise((r) => setTimeout(r, 50));

  const appends = latencies.length;
  const lat = summary(latencies);
  const lag = summary(lags);
  console.log(
    `event store benchmark: ${WRITERS} writers, ${SECONDS} s, 6 events per append (PostgreSQL ${(await pool.query('show server_version')).rows[0].server_version})`,
  );
  console.log(
    `  appends/s        ${(appends / elapsed).toFixed(0)}  (${appends} appends, ${((appends * 6) / elapsed).toFixed(0)} events/s)`,
  );
  console.log(`  append latency   p50 ${ms(lat.p50)}  p99 ${ms(lat.p99)}`);
  console.log(`  projection lag   p50 ${ms(lag.p50)}  p99 ${ms(lag.p99)}  max ${ms(lag.max)}  (${lags.length} appends measured)`);
  const { rows } = await pool.query('select count(*)::int as n, sum(qty)::text as qty from bench_totals');
  console.log(`  read model       ${rows[0].n} rows, total qty ${rows[0].qty} (expected ${appends * 5 * 1.5})`);

  await runner.stop();
  await ds.destroy();
  await store.close();
  await pool.end();
  await db.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
