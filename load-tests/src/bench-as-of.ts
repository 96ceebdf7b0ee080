/**
 * `npm run bench:as-of`: the stock as of a past date, through HTTP. One company with BENCH_SKUS (50,000) SKUs in two
 * warehouses and BENCH_MOVEMENTS (1,000,000) stock movements: audited 5-line purchases (100 a line) and sales (2 a
 * line) dated over the past year, every SKU on one document in each round of SKUS movements, two rounds in ten
 * purchases, built as bench:reads builds them (bulk.ts, catalogue.ts); the projections catch up and the database is
 * vacuumed and analysed. Then, as of a day BENCH_AS_OF_DAYS (120) days ago, these are timed:
 *
 *   Stock/PageQuery          first page (20 rows), and sorted by 库存金额 or by 数量 (which value every row first)
 *   Stock/TotalSum           the valuation of every SKU in every warehouse
 *   ReportForPerformance/InvoicingSummary   first page and totals, the period ending that day
 *
 * and checked: the valuation equals 进销存汇总's 结存 that day, and as of today equals the stock now.
 * BENCH_QUERIES (20) timed calls each after 3 untimed ones; each call takes another day (the as-of day minus 0..9 days),
 * so no call repeats another's exact statement. BENCH_REUSE=1 with DATABASE_URL times the company an earlier run left
 * in that database instead of building one (its owner signs in again): two versions of the server timed back to back
 * on the same data (the later one's migrations run first).
 */
import type { RunningApp } from '@jxc/services';
import { post, startBenchServer } from './bench-server';
import { daysAgo } from './bulk';
import { fillBenchCompany } from './companies';
import { ms, since, summary, table, timeCalls } from './stats';

const SKUS = Math.floor(Number(process.env.BENCH_SKUS ?? 50_000) / 10) * 10;
const MOVEMENTS = Math.floor(Number(process.env.BENCH_MOVEMENTS ?? 1_000_000) / 5) * 5;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 20);
const AS_OF_DAYS = Number(process.env.BENCH_AS_OF_DAYS ?? 120);
const LINES = 5;
const PAGE = { pageNo: 1, pageSize: 20 };

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

const REUSE = !!process.env.BENCH_REUSE;

/** The bench company of an earlier run in the same database, its owner signed in again. */
async function reusedCompany(server: RunningApp) {
  const { rows } = await server.infra.pool.query(
    `select u.login_name from companies c join users u on u.company_id = c.company_id and u.is_admin
     where c.company_name = '基准测试' order by c.company_id desc limit 1`,
  );
  if (!rows.length) throw new Error('BENCH_REUSE: no company 基准测试 in this database (run once without it first)');
  const { token } = await post(server.url, 'Login/Login', { loginName: rows[0].login_name, password: 'secret123' });
  return { call: (path: string, body: object) => post(server.url, path, body, token) };
}

/** Builds the bench company (or takes the one left by an earlier run) and answers its owner's calls. */
async function benchCompany(server: RunningApp, started: number) {
  if (REUSE) {
    // The later server's migrations may have filled new tables: vacuumed and analysed as a build leaves them.
    await server.infra.pool.query('vacuum (analyze)');
    return reusedCompany(server);
  }
  const { owner, times } = await fillBenchCompany(server, started, { skus: SKUS, movements: MOVEMENTS, lines: LINES });
  const count = async (sql: string) => (await server.infra.pool.query(sql, [owner.companyId])).rows[0].n as number;
  console.log(
    `data: ${await count('select count(*)::int as n from product_skus where company_id = $1')} SKUs, ` +
      `${await count('select count(*)::int as n from stock where company_id = $1')} stock rows, ` +
      `${await count('select count(*)::int as n from stock_flow where company_id = $1')} stock movements, ` +
      `${await count('select count(*)::int as n from stock_balance_days where company_id = $1')} kept day balances`,
  );
  console.log(`built in ${since(started)} (documents written by ${times.written}, projections caught up by ${times.built})`);
  return owner;
}

async function main() {
  const started = performance.now();
  const server = await startBenchServer();
  try {
    const { call } = await benchCompany(server, started);

    const day = (i: number) => daysAgo(AS_OF_DAYS + (Math.abs(i) % 10));
    const asOf = daysAgo(AS_OF_DAYS);
    const valued = await call('Stock/TotalSum', { asOfDate: asOf });
    const summed = await call('ReportForPerformance/InvoicingSummary', { ...PAGE, asOfDate: asOf });
    if (!near(valued.qty, summed.totals.endQty) || !near(valued.costAmount, summed.totals.endAmount))
      throw new Error(`as of ${asOf}: 库存查询 ${JSON.stringify(valued)}, 进销存汇总 结存 ${JSON.stringify(summed.totals)}`);
    const now = await call('Stock/TotalSum', {});
    const today = await call('Stock/TotalSum', { asOfDate: daysAgo(0) });
    if (!near(now.qty, today.qty) || !near(now.costAmount, today.costAmount))
      throw new Error(`as of today ${JSON.stringify(today)}, now ${JSON.stringify(now)}`);
    console.log(
      `as of ${asOf}: ${valued.qty} units worth ${valued.costAmount} (进销存汇总 结存 agrees); today ${today.qty} (the stock now agrees)`,
    );

    const queries: { label: string; path: string; body: (i: number) => object }[] = [
      { label: 'Stock/PageQuery as of, first page', path: 'Stock/PageQuery', body: (i) => ({ ...PAGE, asOfDate: day(i) }) },
      {
        label: 'Stock/PageQuery as of, by 库存金额',
        path: 'Stock/PageQuery',
        body: (i) => ({ ...PAGE, asOfDate: day(i), sortField: 'costAmount', sortOrder: 'descend' }),
      },
      {
        label: 'Stock/PageQuery as of, by 数量 (ascending)',
        path: 'Stock/PageQuery',
        body: (i) => ({ ...PAGE, asOfDate: day(i), sortField: 'qty', sortOrder: 'ascend' }),
      },
      { label: 'Stock/TotalSum as of (every SKU valued)', path: 'Stock/TotalSum', body: (i) => ({ asOfDate: day(i) }) },
      {
        label: 'InvoicingSummary as of, first page + totals',
        path: 'ReportForPerformance/InvoicingSummary',
        body: (i) => ({ ...PAGE, asOfDate: day(i) }),
      },
    ];
    const rows: (string | number)[][] = [['query (HTTP)', 'calls', 'p50', 'p95', 'max']];
    for (const q of queries) {
      const latencies = await timeCalls((i) => call(q.path, q.body(i)), { count: QUERIES, budgetMs: 60_000, min: 10 });
      const s = summary(latencies);
      rows.push([q.label, latencies.length, ms(s.p50), ms(s.p95), ms(s.max)]);
    }
    console.log(
      `stock as of ${AS_OF_DAYS}..${AS_OF_DAYS + 9} days ago over ${SKUS.toLocaleString('en')} SKUs and ${MOVEMENTS.toLocaleString('en')} movements:`,
    );
    console.log(table(rows));
    console.log(`  total ${since(started)}`);
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
