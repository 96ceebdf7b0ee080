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
 * takes over 30 s in all; 400 for the product search. BENCH_KEEP=1 keeps the database up afterwards for EXPLAIN.
 */
import { post, startBenchServer } from './bench-server';
import { BulkWriter, catchUp, checkStock, daysAgo, DocumentFactory, TemplateEvent } from './bulk';
import { buildCatalogue, KEYWORDS } from './catalogue';
import { ms, since, summary, table, timeCalls } from './stats';

const SKUS = Math.floor(Number(process.env.BENCH_SKUS ?? 50_000) / 10) * 10;
const MOVEMENTS = Math.floor(Number(process.env.BENCH_MOVEMENTS ?? 1_000_000) / 5) * 5;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 40);
const LINES = 5;
const PAGE = { pageNo: 1, pageSize: 20 };

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

async function main() {
  const started = performance.now();
  const server = await startBenchServer();
  try {
    const owner = await post(server.url, 'Register/Register', {
      companyName: '基准测试',
      loginName: `bench${Date.now()}`,
      password: 'secret123',
      productType: 9,
    });
    const call = (path: string, body: object) => post(server.url, path, body, owner.token);
    const warehouses: string[] = [];
    for (const i of [1, 2])
      warehouses.push((await call('Warehouse/Save', { warehouseName: `仓库${i}`, warehouseCode: `W${i}` })).warehouseId);
    const supplierId = (await call('Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' })).supplierId;
    const customId = (await call('Custom/Save', { customName: '客户', customCode: 'C1' })).customId;

    const skus = await buildCatalogue(server, call, SKUS);
    const catalogued = since(started);
    const templateSkus: string[] = [];
    for (let i = 0; i < LINES; i++)
      templateSkus.push(
        (
          await call('Product/Save', {
            productName: `模板商品${i}`,
            productCode: `TPL${i}`,
            unitName: '个',
            skus: [{ salePrice: 10, purchasePrice: 5 }],
          })
        ).skus[0].skuId,
      );
    const factory = await DocumentFactory.record(server, call, {
      warehouseId: warehouses[0],
      supplierId,
      customId,
      templateSkus,
      purchase: { qty: 100, price: 5 },
      sale: { qty: 2, price: 10 },
    });

    // Round r puts every SKU on one document, in an order of its own (k·a + r·b mod SKUS, a prime to SKUS).
    const documents = MOVEMENTS / LINES;
    const perRound = SKUS / LINES;
    let a = 7919;
    while (gcd(a, SKUS) !== 1) a++;
    const writer = new BulkWriter(server);
    let batch: TemplateEvent[] = [];
    let date = '';
    for (let d = 0; d < documents; d++) {
      const round = Math.floor(d / perRound);
      const first = (d % perRound) * LINES;
      const lines = Array.from({ length: LINES }, (_, i) => skus[((first + i) * a + round * 104_729) % SKUS]);
      const billDate = daysAgo(365 - Math.floor((d * 365) / documents));
      if (billDate !== date || batch.length >= 4000) {
        await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
        batch = [];
        date = billDate;
      }
      batch.push(...factory.make(round % 10 < 2 ? 'purchase' : 'sale', lines, warehouses[round % 2], billDate));
    }
    await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
    const written = since(started);
    await catchUp(server, await writer.flush(), 'documents');
    const built = since(started);
    await checkStock(server, owner.companyId);
    // As autovacuum would have by the time anyone reads: otherwise the first queries are timed beside it, on tables
    // whose pages are not yet marked all-visible for index-only scans.
    await server.infra.pool.query('vacuum (analyze)');
    const vacuumed = since(started);

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
        `${writer.written} events in bulk`,
    );
    console.log(
      `built in ${built} (server and catalogue ${catalogued}, documents written by ${written}, projections caught up by ${built}, vacuumed by ${vacuumed})`,
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
    console.log(`  total ${since(started)}`);
    if (process.env.BENCH_KEEP) {
      console.log(`BENCH_KEEP: the database stays up for EXPLAIN at ${server.infra.pool.options.connectionString} until Ctrl-C`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
