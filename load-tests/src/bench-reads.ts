/**
 * `npm run bench:reads`: the read side at scale, through HTTP. One company with BENCH_SKUS (50,000) SKUs in two
 * warehouses and BENCH_MOVEMENTS (1,000,000) stock movements: audited 5-line purchases (100 a line) and sales (2 a
 * line) dated over the past year, every SKU on one document in each round of SKUS movements, two rounds in ten
 * purchases. The catalogue and the documents are each one real call recorded and written again in bulk (bulk.ts,
 * catalogue.ts); the server's projections catch up as after any burst of writes, the database is vacuumed and analysed
 * (as autovacuum soon would be), then the queries are timed:
 *
 *   Stock/PageQuery          first page, and with a keyword
 *   Stock/FlowPageQuery      one SKU, and unfiltered, first page
 *   Product/PageQuery        with a keyword, one client and 8 clients
 *   every report over the last full month (first page, default order): ReportForProfit/PageQuery,
 *   ReportForSale/ForBusiDate|ForProduct|ForCustom, ReportForBuy/ForBusiDate|ForProduct|ForSupplier,
 *   ReportForPerformance/InvoicingSummary (also sorted by what went out, and with a keyword), /Daily (a day of that
 *   month), /ForEmployee, ReportForBuyAndSale/PageQuery, and ReportBIForManage/Overview (today and this month)
 *
 * Pages of 20. BENCH_QUERIES (40) timed calls per query after 3 untimed ones, fewer (at least 10) when one query
 * takes over 30 s in all; 400 for the product search.
 *
 * The "new company" case (new): BENCH_COMPANIES (1,000) companies holding BENCH_COMPANY_MOVEMENTS (1,000,000) movements
 * between them, a few big and most small (companies.ts), vacuumed and analysed; then a company is registered and
 * filled through HTTP as a new customer would: BENCH_NEW_PRODUCTS (200) products, an audited purchase of each (half
 * of them entered as opening stock instead), a few audited sales, a receipt and a payment; at once, before anything
 * analyses the tables again, every list and report of the stock, sales and finance screens is timed (first pages of
 * 20, the last 30 days) for it and for the biggest company, BENCH_QUERIES calls each.
 *
 * The big case also times those lists and reports (the last 30 days) for its company.
 *
 * BENCH_CASES (big,new) chooses the cases; BENCH_EXPLAIN=<file> also explains the new case's queries (explainAll). BENCH_KEEP=1 keeps each database up afterwards for EXPLAIN.
 */
import fs from 'node:fs';
import type { RunningApp } from '@jxc/services';
import { DataSource } from 'typeorm';
import { startBenchServer } from './bench-server';
import { checkStock, daysAgo, DocumentFactory } from './bulk';
import { CatalogueTemplate, KEYWORDS, productName, SPECS } from './catalogue';
import { BenchCompany, buildCompanies, fillBenchCompany, inParallel, registerCompany } from './companies';
import { ms, since, summary, table, timeCalls } from './stats';

const SKUS = Math.floor(Number(process.env.BENCH_SKUS ?? 50_000) / 10) * 10;
const MOVEMENTS = Math.floor(Number(process.env.BENCH_MOVEMENTS ?? 1_000_000) / 5) * 5;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 40);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
const COMPANY_MOVEMENTS = Number(process.env.BENCH_COMPANY_MOVEMENTS ?? 1_000_000);
const NEW_PRODUCTS = Number(process.env.BENCH_NEW_PRODUCTS ?? 200);
const CASES = (process.env.BENCH_CASES ?? 'big,new').split(',');
const EXPLAIN = process.env.BENCH_EXPLAIN;
const LINES = 5;
const PAGE = { pageNo: 1, pageSize: 20 };

/** The big-company case: one company of SKUS SKUs and MOVEMENTS movements, and the queries of the header. */
async function bigCompany(server: RunningApp, started: number) {
  {
    const {
      owner,
      skus,
      written: bulkEvents,
      times,
    } = await fillBenchCompany(server, started, { skus: SKUS, movements: MOVEMENTS, lines: LINES });
    const { call } = owner;

    const count = async (sql: string) => (await server.infra.pool.query(sql, [owner.companyId])).rows[0].n as number;
    const counts = {
      skus: await count('select count(*)::int as n from product_skus where company_id = $1'),
      stock: await count('select count(*)::int as n from stock where company_id = $1'),
      flow: await count('select count(*)::int as n from stock_flow where company_id = $1'),
      documents: await count('select count(*)::int as n from documents where company_id = $1'),
      lines: await count('select count(*)::int as n from document_lines where company_id = $1'),
      tradeLines: await count('select count(*)::int as n from trade_lines where company_id = $1'),
      stockDays: await count('select count(*)::int as n from stock_days where company_id = $1'),
    };
    console.log(
      `data: ${counts.skus} SKUs, ${counts.stock} stock rows, ${counts.flow} stock movements, ${counts.documents} documents (${counts.lines} lines), ${counts.tradeLines} trade report lines, ${counts.stockDays} stock days; ` +
        `${bulkEvents} events in bulk`,
    );
    console.log(
      `built in ${times.built} (server and catalogue ${times.catalogued}, documents written by ${times.written}, projections caught up by ${times.built}, vacuumed by ${times.vacuumed})`,
    );

    const month = new Date(`${daysAgo(0).slice(0, 7)}-01T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() - 1);
    const startDate = month.toISOString().slice(0, 10);
    const endDate = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const queries: { label: string; path: string; body: (i: number) => object; count?: number; clients?: number }[] = [
      { label: 'Stock/PageQuery, first page', path: 'Stock/PageQuery', body: () => PAGE },
      {
        label: 'Stock/PageQuery, keyword',
        path: 'Stock/PageQuery',
        body: (i) => ({ ...PAGE, keyword: KEYWORDS[Math.abs(i) % KEYWORDS.length] }),
      },
      {
        label: 'Stock/FlowPageQuery, one SKU',
        path: 'Stock/FlowPageQuery',
        body: (i) => ({ ...PAGE, skuId: skus[(Math.abs(i) * 7919) % skus.length] }),
      },
      { label: 'Stock/FlowPageQuery, unfiltered', path: 'Stock/FlowPageQuery', body: () => PAGE },
      {
        label: 'Product/PageQuery, keyword, 1 client',
        path: 'Product/PageQuery',
        body: (i) => ({ ...PAGE, keyword: KEYWORDS[Math.abs(i) % KEYWORDS.length] }),
        count: 400,
      },
      {
        label: 'Product/PageQuery, keyword, 8 clients',
        path: 'Product/PageQuery',
        body: (i) => ({ ...PAGE, keyword: KEYWORDS[Math.abs(i) % KEYWORDS.length] }),
        count: 400,
        clients: 8,
      },
      ...[
        'ReportForProfit/PageQuery',
        'ReportForSale/ForBusiDate',
        'ReportForSale/ForProduct',
        'ReportForSale/ForCustom',
        'ReportForBuy/ForBusiDate',
        'ReportForBuy/ForProduct',
        'ReportForBuy/ForSupplier',
        'ReportForPerformance/InvoicingSummary',
        'ReportForPerformance/ForEmployee',
        'ReportForBuyAndSale/PageQuery',
      ].map((path) => ({ label: `${path}, ${startDate}..${endDate}`, path, body: () => ({ ...PAGE, startDate, endDate }) })),
      {
        label: 'ReportForPerformance/InvoicingSummary, sorted by outQty',
        path: 'ReportForPerformance/InvoicingSummary',
        body: () => ({ ...PAGE, startDate, endDate, sortField: 'outQty', sortOrder: 'descend' }),
      },
      {
        label: 'ReportForPerformance/InvoicingSummary, keyword',
        path: 'ReportForPerformance/InvoicingSummary',
        body: (i) => ({ ...PAGE, startDate, endDate, keyword: KEYWORDS[Math.abs(i) % KEYWORDS.length] }),
      },
      {
        label: 'ReportForPerformance/Daily, a day of that month',
        path: 'ReportForPerformance/Daily',
        body: (i) => ({ billDate: `${startDate.slice(0, 8)}${String((Math.abs(i) % 28) + 1).padStart(2, '0')}` }),
      },
      { label: 'ReportBIForManage/Overview', path: 'ReportBIForManage/Overview', body: () => ({ today: daysAgo(0) }) },
    ];
    const rows: (string | number)[][] = [['query (HTTP, pages of 20)', 'calls', 'p50', 'p95', 'max']];
    for (const q of queries) {
      const latencies = await timeCalls((i) => call(q.path, q.body(i)), {
        count: q.count ?? QUERIES,
        clients: q.clients,
        budgetMs: 30_000,
        min: 10,
      });
      const s = summary(latencies);
      rows.push([q.label, latencies.length, ms(s.p50), ms(s.p95), ms(s.max)]);
    }
    console.log(`read side over ${SKUS.toLocaleString('en')} SKUs and ${MOVEMENTS.toLocaleString('en')} movements:`);
    console.log(table(rows));
    const screens = screenQueries(daysAgo(29), daysAgo(0));
    const kinds: [string, Timed][] = [['big company', { ...owner, skus }]];
    if (EXPLAIN) await explainAll(server, screens, kinds, `${EXPLAIN}.big`);
    await timeScreens(screens, kinds, `every list and report of the big company, ${daysAgo(29)}..${daysAgo(0)}:`);
    console.log(`  total ${since(started)}`);
  }
}

/** Each screen query timed for each company (p50 and p95), and those whose p95 reached 50 ms named. */
async function timeScreens(queries: ReturnType<typeof screenQueries>, kinds: [string, Timed][], title: string) {
  const rows: (string | number)[][] = [['query (HTTP, first page of 20)', ...kinds.flatMap(([k]) => [`${k} p50`, 'p95'])]];
  const slow: string[] = [];
  for (const q of queries) {
    const row: (string | number)[] = [q.label];
    for (const [kind, c] of kinds) {
      const s = summary(await timeCalls((i) => c.call(q.path, q.body(c, i)), { count: QUERIES, budgetMs: 30_000, min: 10 }));
      row.push(ms(s.p50), ms(s.p95));
      if (s.p95 >= 50) slow.push(`${q.label} (${kind})`);
    }
    rows.push(row);
  }
  console.log(title);
  console.log(table(rows));
  console.log(slow.length ? `  p95 ≥ 50 ms: ${slow.join('; ')}` : '  every p95 under 50 ms');
}

/** A company of the new case as the timing sees it: who calls, its SKUs and warehouses, its customer and supplier. */
type Timed = Pick<BenchCompany, 'call' | 'skus' | 'warehouses' | 'customId' | 'supplierId'>;

/** Every list and report of the stock, sales and finance screens, first pages of 20 over `startDate`..`endDate`. */
function screenQueries(startDate: string, endDate: string): { label: string; path: string; body: (c: Timed, i: number) => object }[] {
  const period = { ...PAGE, startDate, endDate };
  const keyword = (i: number) => KEYWORDS[Math.abs(i) % KEYWORDS.length];
  const sku = (c: Timed, i: number) => c.skus[(Math.abs(i) * 7919) % c.skus.length];
  const first = (path: string, extra: object = {}) => ({ label: path, path, body: () => ({ ...PAGE, ...extra }) });
  const reports = [
    'ReportForProfit/PageQuery',
    'ReportForSale/ForBusiDate',
    'ReportForSale/ForProduct',
    'ReportForSale/ForCustom',
    'ReportForBuy/ForBusiDate',
    'ReportForBuy/ForProduct',
    'ReportForBuy/ForSupplier',
    'ReportForPerformance/InvoicingSummary',
    'ReportForPerformance/ForEmployee',
    'ReportForBuyAndSale/PageQuery',
  ];
  return [
    first('Stock/PageQuery'),
    { label: 'Stock/PageQuery, keyword', path: 'Stock/PageQuery', body: (_, i) => ({ ...PAGE, keyword: keyword(i) }) },
    { label: 'Stock/PageQuery, one warehouse', path: 'Stock/PageQuery', body: (c) => ({ ...PAGE, warehouseId: c.warehouses[0] }) },
    first('Stock/CostPageQuery'),
    first('Stock/FlowPageQuery'),
    { label: 'Stock/FlowPageQuery, one SKU', path: 'Stock/FlowPageQuery', body: (c, i) => ({ ...PAGE, skuId: sku(c, i) }) },
    first('StockWarning/PageQuery'),
    first('InitStock/PageQuery'),
    first('Product/PageQuery'),
    { label: 'Product/PageQuery, keyword', path: 'Product/PageQuery', body: (_, i) => ({ ...PAGE, keyword: keyword(i) }) },
    first('Sale/PageQuery'),
    first('Buy/PageQuery'),
    ...reports.map((path) => ({ label: path, path, body: () => period })),
    {
      label: 'ReportForPerformance/InvoicingSummary, by outQty',
      path: 'ReportForPerformance/InvoicingSummary',
      body: () => ({ ...period, sortField: 'outQty', sortOrder: 'descend' }),
    },
    {
      label: 'ReportForPerformance/InvoicingSummary, keyword',
      path: 'ReportForPerformance/InvoicingSummary',
      body: (_, i) => ({ ...period, keyword: keyword(i) }),
    },
    { label: 'ReportForPerformance/Daily, today', path: 'ReportForPerformance/Daily', body: () => ({ billDate: endDate }) },
    { label: 'ReportBIForManage/Overview', path: 'ReportBIForManage/Overview', body: () => ({ today: endDate }) },
    first('CustomReceive/PageQuery'),
    first('SupplierPay/PageQuery'),
    first('FinanceFlow/PageQuery', { flowType: 105 }),
    first('AccountTrans/PageQuery'),
    first('CapitalFlow/PageQuery'),
    first('Account/PageQuery'),
    first('CustomReceivable/PageQuery'),
    { label: 'CustomReceivable/FlowPageQuery', path: 'CustomReceivable/FlowPageQuery', body: (c) => ({ ...PAGE, customId: c.customId }) },
    {
      label: 'CustomReceivable/FlowPageQuery, 30 days',
      path: 'CustomReceivable/FlowPageQuery',
      body: (c) => ({ ...period, customId: c.customId }),
    },
    { label: 'CustomReceivable/FlowPageQuery, every customer', path: 'CustomReceivable/FlowPageQuery', body: () => PAGE },
    { label: 'CustomReceivable/FlowPageQuery, every customer, 30 days', path: 'CustomReceivable/FlowPageQuery', body: () => period },
    first('SupplierHandle/PageQuery'),
    { label: 'SupplierHandle/FlowPageQuery', path: 'SupplierHandle/FlowPageQuery', body: (c) => ({ ...PAGE, supplierId: c.supplierId }) },
    { label: 'SupplierHandle/FlowPageQuery, every supplier', path: 'SupplierHandle/FlowPageQuery', body: () => PAGE },
  ];
}

/**
 * A new customer's first minutes, through HTTP: registered, NEW_PRODUCTS products saved, half of them bought (one
 * audited purchase) into the first warehouse and half entered as opening stock in the second, five audited sales of
 * three lines, a receipt and a payment.
 */
async function newCustomer(server: RunningApp): Promise<Timed> {
  const c = await registerCompany(server, '新开的店');
  const today = daysAgo(0);
  const accountId = (await c.call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
  const skus: string[] = await inParallel(
    Array.from({ length: NEW_PRODUCTS }, (_, n) => n),
    4,
    async (n) =>
      (
        await c.call('Product/Save', {
          productName: productName(n),
          productCode: `N${n}`,
          unitName: '个',
          skus: [{ spec: SPECS[n % SPECS.length], barCode: `68${String(n).padStart(11, '0')}`, salePrice: 10, purchasePrice: 5 }],
        })
      ).skus[0].skuId,
  );
  const half = Math.ceil(skus.length / 2);
  const lines = (of: string[], qty: number, price: number) => of.map((skuId) => ({ skuId, qty, price }));
  await c.call('Buy/Save', {
    supplierId: c.supplierId,
    billDate: today,
    warehouseId: c.warehouses[0],
    audit: true,
    lines: lines(skus.slice(0, half), 100, 5),
  });
  if (skus.length > half) await c.call('InitStock/Save', { warehouseId: c.warehouses[1], lines: lines(skus.slice(half), 50, 5) });
  for (let i = 0; i < 5; i++)
    await c.call('Sale/Save', {
      customId: c.customId,
      billDate: today,
      warehouseId: c.warehouses[0],
      audit: true,
      lines: lines(
        [0, 1, 2].map((k) => skus[(i * 3 + k) % half]),
        2,
        10,
      ),
    });
  await c.call('CustomReceive/Save', { customId: c.customId, accountId, billDate: today, amount: 50, audit: true });
  await c.call('SupplierPay/Save', { supplierId: c.supplierId, accountId, billDate: today, amount: 100, audit: true });
  return { ...c, skus };
}

/**
 * BENCH_EXPLAIN=<file>: each query is called once for each company, and every select it made is run again under
 * EXPLAIN ANALYZE: the slowest one's execution time and the tables it read whole (seq scans) are printed, every
 * plan written to the file.
 */
async function explainAll(server: RunningApp, queries: ReturnType<typeof screenQueries>, kinds: [string, Timed][], file: string) {
  const ds = server.app.get(DataSource);
  const query = ds.query.bind(ds);
  let recorded: { sql: string; params?: unknown[] }[] | undefined;
  ds.query = ((sql: string, params?: unknown[], ...rest: unknown[]) => {
    recorded?.push({ sql, params });
    return (query as (...a: unknown[]) => Promise<unknown>)(sql, params, ...rest);
  }) as typeof ds.query;
  const out: string[] = [];
  const rows: (string | number)[][] = [
    ['query (slowest statement, EXPLAIN ANALYZE)', ...kinds.flatMap(([k]) => [`${k}`, 'whole tables read'])],
  ];
  try {
    for (const q of queries) {
      const row: (string | number)[] = [q.label];
      for (const [kind, c] of kinds) {
        recorded = [];
        await c.call(q.path, q.body(c, 0));
        const statements = recorded.filter((r) => /^\s*(with|select)\b/i.test(r.sql));
        recorded = undefined;
        let worst = { ms: 0, seq: '' };
        for (const st of statements) {
          const [{ 'QUERY PLAN': plan }] = (await server.infra.pool.query(`explain (analyze, format json) ${st.sql}`, st.params)).rows;
          const seq = new Set<string>();
          const walk = (n: any) => {
            if (
              n['Node Type'] === 'Seq Scan' &&
              n['Actual Rows'] * n['Actual Loops'] + (n['Rows Removed by Filter'] ?? 0) * n['Actual Loops'] > 1000
            )
              seq.add(n['Relation Name']);
            (n.Plans ?? []).forEach(walk);
          };
          walk(plan[0].Plan);
          const took = plan[0]['Execution Time'];
          if (took >= worst.ms) worst = { ms: took, seq: [...seq].join(' ') };
          const text = (await server.infra.pool.query(`explain (analyze, costs off) ${st.sql}`, st.params)).rows.map(
            (r) => r['QUERY PLAN'],
          );
          out.push(`-- ${q.label} (${kind})\n${st.sql}\n${text.join('\n')}\n`);
        }
        row.push(ms(worst.ms), worst.seq || '-');
      }
      rows.push(row);
    }
  } finally {
    ds.query = query;
  }
  fs.writeFileSync(file, out.join('\n'));
  console.log(`plans right after the new company was filled (all of them in ${file}):`);
  console.log(table(rows));
}

/** The new-company case (see the header). */
async function newCompany(server: RunningApp, started: number) {
  const log = (line: string) => console.log(`  ${line} (${since(started)})`);
  const template = await registerCompany(server, '模板公司');
  const factory = await DocumentFactory.onTemplateProducts(server, template, {
    lines: LINES,
    purchase: { qty: 100, price: 5 },
    sale: { qty: 2, price: 10 },
  });
  const catalogue = await CatalogueTemplate.record(server, template.call);
  const companies = await buildCompanies(server, { count: COMPANIES, movements: COMPANY_MOVEMENTS, factory, catalogue, log });
  const big = companies[0];
  await checkStock(server, big.companyId);
  await server.infra.pool.query('vacuum (analyze)');
  log('vacuumed and analysed');
  const [{ flow, companies: held }] = (
    await server.infra.pool.query('select count(*)::int as flow, count(distinct company_id)::int as companies from stock_flow')
  ).rows;
  console.log(
    `data: ${held} companies with stock movements, ${flow.toLocaleString('en')} movements; the biggest company ${big.skus.length.toLocaleString('en')} SKUs and ${big.movements.toLocaleString('en')} movements, the smallest ${companies.at(-1)!.skus.length} and ${companies.at(-1)!.movements}`,
  );

  const t0 = performance.now();
  const fresh = await newCustomer(server);
  log(`new company registered and filled through HTTP in ${since(t0)}`);
  const endDate = daysAgo(0);
  const startDate = daysAgo(29);
  const kinds: [string, Timed][] = [
    ['new company', fresh],
    ['biggest company', big],
  ];
  if (EXPLAIN) await explainAll(server, screenQueries(startDate, endDate), kinds, EXPLAIN);
  await timeScreens(
    screenQueries(startDate, endDate),
    kinds,
    `every list and report for a company filled a moment before, and for the biggest of ${COMPANIES.toLocaleString('en')}, ${startDate}..${endDate}:`,
  );
  console.log(`  total ${since(started)}`);
}

async function main() {
  // The new case registers its companies from this one address, as no shop would (a fifth of them without captcha).
  process.env.RATE_LIMIT_REGISTER ??= String((COMPANIES + 10) * 5);
  for (const name of CASES) {
    const run = { big: bigCompany, new: newCompany }[name];
    if (!run) throw new Error(`BENCH_CASES: no case ${name} (big, new)`);
    const started = performance.now();
    const server = await startBenchServer();
    try {
      await run(server, started);
      if (process.env.BENCH_KEEP) {
        console.log(`BENCH_KEEP: the database stays up for EXPLAIN at ${server.infra.pool.options.connectionString} until Ctrl-C`);
        await new Promise((resolve) => process.once('SIGINT', resolve));
      }
    } finally {
      await server.dispose();
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
