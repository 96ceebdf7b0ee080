/**
 * The raw-SQL ceiling of a PostgreSQL server: what pgbench reports for a custom script of one upsert and six inserts
 * in one transaction (the shape of an append: a stream's version row, then the events), each statement its own round
 * trip as pgbench sends them, from `clients` connections for `seconds`. Measured with the pg driver directly, on
 * scratch tables of its own that are dropped after; and, where `pgbench` is on the PATH, with pgbench itself on the
 * same script (its C client costs the shared cores less than Node's, so it reads higher).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { meter, postgresCpu } from './cpu-meter';
import { summary } from './stats';

export interface Ceiling {
  tool: 'pg driver' | 'pgbench';
  clients: number;
  seconds: number;
  transactions: number;
  perSecond: number;
  p50?: number;
  p95?: number;
  average?: number;
  /** The database server's CPU ms per transaction, where it runs on this machine. */
  postgresMs?: number;
}

interface Options {
  clients?: number;
  seconds?: number;
}

const STREAMS = 10_000;
const DATA = JSON.stringify({
  warehouseId: randomUUID(),
  skuId: randomUUID(),
  inQty: '0',
  outQty: '2',
  amount: '10',
  costPrice: '5',
  balanceQty: '98',
  balanceAmount: '490',
  billType: 201,
});

/** Creates the scratch tables, runs `fn` with their names, drops them. */
async function withScratchTables<T>(connectionString: string, fn: (streams: string, events: string) => Promise<T>): Promise<T> {
  const suffix = randomUUID().slice(0, 8);
  const streams = `bench_ceiling_streams_${suffix}`;
  const events = `bench_ceiling_events_${suffix}`;
  const admin = new Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`create table ${streams} (stream_id text primary key, version bigint not null)`);
    await admin.query(
      `create table ${events} (position bigint generated always as identity primary key, stream_id text not null, version bigint not null,
         event_id uuid not null unique, type text not null, data jsonb not null, created_at timestamptz not null default now())`,
    );
    return await fn(streams, events);
  } finally {
    await admin.query(`drop table if exists ${streams}, ${events}`).catch(() => undefined);
    await admin.end();
  }
}

const upsertSql = (streams: string, stream: string) =>
  `insert into ${streams} as s (stream_id, version) values (${stream}, 6) on conflict (stream_id) do update set version = s.version + 6 returning version`;
const insertSql = (events: string, stream: string, version: string, id: string, data: string) =>
  `insert into ${events} (stream_id, version, event_id, type, data) values (${stream}, ${version}, ${id}, 'BenchMoved', ${data})`;

/** The ceiling through the pg driver: `clients` connections, statements prepared once per connection (pgbench -M prepared). */
export async function measureCeiling(connectionString: string, opts: Options = {}): Promise<Ceiling> {
  const clients = opts.clients ?? 8;
  const seconds = opts.seconds ?? 10;
  return withScratchTables(connectionString, async (streams, events) => {
    const conns: Client[] = [];
    try {
      for (let c = 0; c < clients; c++) {
        const conn = new Client({ connectionString });
        await conn.connect();
        conns.push(conn);
      }
      const upsert = upsertSql(streams, '$1');
      const insert = insertSql(events, '$1', '$2', '$3', '$4');
      const latencies: number[] = [];
      const cpu = meter(await postgresCpu(connectionString));
      const until = performance.now() + seconds * 1000;
      const run = async (conn: Client) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const stream = `s-${Math.floor(Math.random() * STREAMS)}`;
          await conn.query('begin');
          const { rows } = await conn.query({ name: 'upsert', text: upsert, values: [stream] });
          for (let i = 0; i < 6; i++)
            await conn.query({ name: 'insert', text: insert, values: [stream, Number(rows[0].version) - 5 + i, randomUUID(), DATA] });
          await conn.query('commit');
          latencies.push(performance.now() - t0);
        }
      };
      const started = performance.now();
      await Promise.all(conns.map(run));
      const elapsed = (performance.now() - started) / 1000;
      const lat = summary(latencies);
      const postgresMs = perTransaction(cpu(), latencies.length);
      return {
        tool: 'pg driver',
        clients,
        seconds,
        transactions: latencies.length,
        perSecond: latencies.length / elapsed,
        p50: lat.p50,
        p95: lat.p95,
        postgresMs,
      };
    } finally {
      await Promise.all(conns.map((c) => c.end().catch(() => undefined)));
    }
  });
}

/** The same transaction run by pgbench (-M prepared), or undefined when pgbench is not on the PATH. */
export async function measurePgbench(connectionString: string, opts: Options = {}): Promise<Ceiling | undefined> {
  const clients = opts.clients ?? 8;
  const seconds = opts.seconds ?? 10;
  const found = await new Promise<boolean>((resolve) => execFile('pgbench', ['--version'], (e) => resolve(!e)));
  if (!found) return undefined;
  return withScratchTables(connectionString, async (streams, events) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-pgbench-'));
    try {
      const script = path.join(dir, 'append.sql');
      const data = `'${DATA}'`;
      fs.writeFileSync(
        script,
        [
          `\\set s random(1, ${STREAMS})`,
          'begin;',
          `${upsertSql(streams, `'s-' || :s`)};`,
          ...Array.from({ length: 6 }, (_, i) => `${insertSql(events, `'s-' || :s`, String(i), 'gen_random_uuid()', data)};`),
          'commit;',
        ].join('\n') + '\n',
      );
      const cpu = meter(await postgresCpu(connectionString));
      const args = [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        String(Math.min(clients, os.availableParallelism())),
        '-T',
        String(seconds),
        '-f',
        script,
        connectionString,
      ];
      const out = await new Promise<string>((resolve, reject) =>
        execFile('pgbench', args, (e, stdout, stderr) => (e ? reject(new Error(`pgbench: ${stderr || e.message}`)) : resolve(stdout))),
      );
      const spent = cpu();
      const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
      const transactions = number(/number of transactions actually processed: (\d+)/);
      return {
        tool: 'pgbench',
        clients,
        seconds,
        transactions,
        perSecond: number(/tps = ([\d.]+)/),
        average: number(/latency average = ([\d.]+) ms/),
        postgresMs: perTransaction(spent, transactions),
      };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

const perTransaction = (ms: number | undefined, transactions: number) =>
  ms === undefined || !transactions ? undefined : ms / transactions;
