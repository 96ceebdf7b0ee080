import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Client } from 'pg';
import { shopDay } from '@jxc/services/contracts';
import { post, startBenchServer } from './bench-server';
import { Ceiling, measureCeiling, measurePgbench } from './ceiling';
import { heapMeter, meter, postgresCpu, processCpuMs, threadCpuMs } from './cpu-meter';
import { probeLag } from './lag-probe';
import { rowsMeter, rowsPerDocument, type TableWrites } from './rows-meter';
import { ms, summary, table } from './stats';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
/** Seconds the clients post before the measured window (not counted): the server's compiler warms up as a long-running one has. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 0);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 10);
/** Lines of each document, where the benchmark makes them with `lines`: what one more line costs beside the document's own. */
export const LINES = Number(process.env.BENCH_LINES ?? 5);
/** Print the rows each document writes, by table (BENCH_ROWS=1): PostgreSQL's statistics, read with 11 s of delay at either end. */
const ROWS = process.env.BENCH_ROWS === '1';
/**
 * BENCH_READ_MODELS=0 stops the read models before the measured window: the figures are the commands' alone, and what
 * the read models cost is the difference from a run with them.
 */
const READ_MODELS = process.env.BENCH_READ_MODELS !== '0';
const today = shopDay();

interface Company {
  url: string;
  token: string;
  warehouses: string[];
  supplierId: string;
  customId: string;
  skus: string[];
}

export interface Setup extends Company {
  call(path: string, body: object): Promise<any>;
}

const withCall = (c: Company): Setup => ({ ...c, call: (path, body) => post(c.url, path, body, c.token) });

/** A company with two warehouses, a supplier, a customer and `products` products, through the HTTP API. */
async function setUp(url: string, products: number): Promise<Setup> {
  const owner = await post(url, 'Register/Register', {
    companyName: '基准测试',
    loginName: `bench${Date.now()}`,
    password: 'secret123',
    productType: 9,
  });
  const call = (path: string, body: object) => post(url, path, body, owner.token);
  const warehouses: string[] = [];
  for (const i of [1, 2])
    warehouses.push((await call('Warehouse/Save', { warehouseName: `仓库${i}`, warehouseCode: `W${i}` })).warehouseId);
  const supplierId = (await call('Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '客户', customCode: 'C1' })).customId;
  const skus: string[] = [];
  for (let i = 0; i < products; i++)
    skus.push(
      (
        await call('Product/Save', {
          productName: `商品${i}`,
          productCode: `P${i}`,
          unitName: '个',
          skus: [{ salePrice: 10, purchasePrice: 5 }],
        })
      ).skus[0].skuId,
    );
  return withCall({ url, token: owner.token, warehouses, supplierId, customId, skus });
}

export interface DocumentBench {
  title: string;
  products: number;
  /**
   * Measure the raw-SQL ceiling of the same PostgreSQL server first (the pg driver; also pgbench when on the PATH,
   * unless BENCH_PGBENCH=0), and print the documents/s as a ratio of it.
   */
  ceiling?: boolean;
  /** Runs once before timing (e.g. opening stock for sales). */
  prepare?(s: Setup): Promise<void>;
  /** The group and body of document n of client c. */
  document(s: Setup, c: number, n: number, today: string): { path: string; body: object };
}

/**
 * Posts documents through HTTP from CLIENTS concurrent clients for SECONDS: documents/s until the read models show the
 * last of them, latency, projection lag;
 * with `ceiling`, first the raw-SQL ceiling (see ceiling.ts) of the server's own database, while it is idle.
 */
export async function runDocumentBench(b: DocumentBench) {
  if (!isMainThread) {
    if (WARMUP_SECONDS) {
      await postDocuments(b, workerData as Company, WARMUP_SECONDS);
      parentPort!.postMessage('warm');
      await new Promise((resolve) => parentPort!.once('message', resolve));
    }
    parentPort!.postMessage('ready');
    return parentPort!.postMessage(await postDocuments(b, workerData as Company, SECONDS));
  }
  const server = await startBenchServer();
  try {
    const ceilings: Ceiling[] = [];
    if (b.ceiling) {
      const db = server.infra.pool.options.connectionString!;
      ceilings.push(await measureCeiling(db, { clients: CLIENTS, seconds: CEILING_SECONDS }));
      const pgbench =
        process.env.BENCH_PGBENCH === '0' ? undefined : await measurePgbench(db, { clients: CLIENTS, seconds: CEILING_SECONDS });
      if (pgbench) ceilings.push(pgbench);
    }
    const setup = await setUp(server.url, b.products);
    await b.prepare?.(setup);
    const { lags, settled } = probeLag(server.infra.store, server.infra.runner);
    const readPostgres = await postgresCpu(server.infra.pool.options.connectionString!);
    let written: (() => Promise<TableWrites[]>) | undefined;
    // The window starts on statistics of what was written before it, as autovacuum keeps them for a running server:
    // without them the planner takes the tables just filled for empty ones until autovacuum's next round, a minute on.
    const beforeWindow = async () => {
      await server.infra.pool.query('analyze');
      if (ROWS) written = await rowsMeter(server.infra.pool);
    };
    if (!WARMUP_SECONDS) await beforeWindow();
    const { started, outcome } = await inClientThread(setup, async () => {
      await settled();
      if (!READ_MODELS) await server.infra.runner.stop();
      lags.length = 0;
      await beforeWindow();
    });
    const cpu = { loop: meter(threadCpuMs), process: meter(processCpuMs), postgres: meter(readPostgres) };
    const heap = heapMeter();
    const statements = countStatements();
    const { latencies, failures, clientsCpuMs } = await outcome;
    const answered = (performance.now() - started) / 1000;
    if (READ_MODELS) await settled();
    const elapsed = (performance.now() - started) / 1000;
    const spent = { loop: cpu.loop(), process: cpu.process()!, postgres: cpu.postgres() };
    const took = heap();
    const sent = statements();
    const perSecond = latencies.length / elapsed;
    const lat = summary(latencies);
    const lag = summary(lags);
    const version = (await server.infra.pool.query('show server_version')).rows[0].server_version;
    const warm = WARMUP_SECONDS ? ` after ${WARMUP_SECONDS} s of warm-up` : '';
    const alone = READ_MODELS ? '' : ', the read models stopped';
    console.log(`${b.title}: ${CLIENTS} clients, ${SECONDS} s${warm}${alone}, through HTTP (PostgreSQL ${version})`);
    const rows: (string | number)[][] = [['measure', 'per second', 'count', 'p50', 'p95', 'p99']];
    for (const c of ceilings) {
      const latency = c.p50 === undefined ? [`avg ${ms(c.average!)}`, ''] : [ms(c.p50), ms(c.p95!)];
      rows.push([
        `raw-SQL ceiling, ${c.tool} (1 upsert + 6 inserts, ${c.clients} clients, ${c.seconds} s)`,
        c.perSecond.toFixed(0),
        c.transactions,
        ...latency,
        '',
      ]);
    }
    rows.push(['documents through HTTP', perSecond.toFixed(1), latencies.length, ms(lat.p50), ms(lat.p95), ms(lat.p99)]);
    if (READ_MODELS) rows.push([`projection lag (append to every read model)`, '', lags.length, ms(lag.p50), ms(lag.p95), ms(lag.p99)]);
    console.log(table(rows));
    if (READ_MODELS)
      console.log(
        `  the last answer came at ${answered.toFixed(2)} s; the read models showed every document at ${elapsed.toFixed(2)} s (documents/s counts to then)`,
      );
    for (const c of ceilings) console.log(`  ratio documents/s ÷ ${c.tool} ceiling: ${(perSecond / c.perSecond).toFixed(3)}`);
    console.log(cpuPerDocument(spent, clientsCpuMs, latencies.length, ceilings));
    const senders = READ_MODELS ? 'commands and read models' : 'commands';
    console.log(`  statements the server sent PostgreSQL per document (${senders}): ${(sent / latencies.length).toFixed(1)}`);
    if (written) console.log(rowsPerDocument(await written(), latencies.length));
    console.log(
      `  the server's heap per document: ${(took.allocatedBytes / latencies.length / 1024).toFixed(0)} KB allocated, ${ms(took.pauseMs / latencies.length)} of collection pauses (${took.collections} collections in all)`,
    );
    for (const [reason, n] of failures) console.log(`  refused          ${n} × ${reason}`);
    return { perSecond, latency: lat, ceilings };
  } finally {
    await server.dispose();
  }
}

/** Statements sent through any connection of this process (the server's pools) from now until the returned function is called. */
function countStatements(): () => number {
  const query = Client.prototype.query;
  let sent = 0;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    sent++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return () => {
    Client.prototype.query = query;
    return sent;
  };
}

interface Outcome {
  latencies: number[];
  failures: Map<string, number>;
  /** The client thread's own CPU ms. */
  clientsCpuMs?: number;
}

/**
 * Where each document's CPU goes, and how many documents/s the machine's cores allow at that cost; and what a document
 * costs PostgreSQL counted in ceiling transactions (the database work alone bounds the ratio to the ceiling).
 */
function cpuPerDocument(
  spent: { loop?: number; process: number; postgres?: number },
  clientsMs: number | undefined,
  documents: number,
  ceilings: Ceiling[],
): string {
  if (spent.loop === undefined || clientsMs === undefined) return '  CPU per document: not measurable here (no /proc)';
  const per = (v: number) => v / documents;
  const parts: [string, number][] = [
    ["server's event loop", per(spent.loop)],
    ["server's other threads", per(spent.process - spent.loop - clientsMs)],
    ['clients', per(clientsMs)],
  ];
  if (spent.postgres !== undefined) parts.splice(2, 0, ['PostgreSQL', per(spent.postgres)]);
  const total = parts.reduce((n, [, v]) => n + v, 0);
  const cores = os.availableParallelism();
  const lines = [
    `  CPU per document: ${parts.map(([k, v]) => `${k} ${ms(v)}`).join(' + ')} = ${ms(total)}; ${cores} cores allow at most ${((cores * 1000) / total).toFixed(0)} documents/s`,
  ];
  for (const c of ceilings) {
    if (c.postgresMs === undefined || spent.postgres === undefined) continue;
    const times = per(spent.postgres) / c.postgresMs;
    lines.push(
      `  PostgreSQL CPU per ${c.tool} ceiling transaction ${c.postgresMs.toFixed(2)} ms: a document costs it ${times.toFixed(1)} of them`,
    );
  }
  return lines.join('\n');
}

/**
 * The clients run in a thread of their own, as they would on other machines: the server's event loop only serves.
 * `started` is when the thread has loaded (and warmed up, once the read models show the warm-up) and begins posting.
 */
async function inClientThread(company: Setup, warmed: () => Promise<void>): Promise<{ started: number; outcome: Promise<Outcome> }> {
  const { call: _, ...data } = company;
  const worker = new Worker(process.argv[1], { workerData: data });
  const next = () =>
    new Promise<any>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  if ((await next()) === 'warm') {
    await warmed();
    worker.postMessage('go');
    await next();
  }
  return { started: performance.now(), outcome: next() };
}

/** CLIENTS clients, each posting one document after another for `seconds`. */
async function postDocuments(b: DocumentBench, company: Company, seconds: number): Promise<Outcome> {
  const setup = withCall(company);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const cpu = meter(threadCpuMs);
  const until = performance.now() + seconds * 1000;
  const client = async (c: number) => {
    for (let n = 0; performance.now() < until; n++) {
      const { path, body } = b.document(setup, c, n, today);
      const t0 = performance.now();
      try {
        await setup.call(path, body);
        latencies.push(performance.now() - t0);
      } catch (e) {
        const key = String((e as Error).message)
          .split(':')
          .slice(0, 2)
          .join(':')
          .slice(0, 60);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { latencies, failures, clientsCpuMs: cpu() };
}

export const lines = (skus: string[], pick: (i: number) => number, price: number) =>
  Array.from({ length: LINES }, (_, i) => ({ skuId: skus[pick(i) % skus.length], qty: 1 + (i % 3), price }));
