/**
 * `npm run bench:companies`: the system at BENCH_COMPANIES (10,000) companies in one database, as a guide to growing
 * past it. One company is made through HTTP (registration, a warehouse, a supplier, a customer, an account,
 * BENCH_COMPANY_PRODUCTS (10) products, a purchase of every product and BENCH_COMPANY_SALES (20) audited sales with
 * receipts); what it appended is written again for every other company with new ids (bulk.ts), and the server's read
 * models catch up. Then it prints:
 *
 *   the database: events and read-model rows per company, bytes on disk;
 *   what building every read model cost (events/s while catching up: a full rebuild runs at that speed);
 *   a per-company rebuild (rebuildCompany) of BENCH_REBUILDS (20) companies: events, p50/p95;
 *   sales written by 8 clients, each in a company of its own, beside 8 clients in one company;
 *   lists and reports of companies picked at random: p50/p95.
 */
import { rebuildCompany } from '@jxc/projections';
import { PROJECTIONS } from '@jxc/services';
import { post, startBenchServer } from './bench-server';
import { BulkWriter, catchUp, recordEvents, Template } from './bulk';
import { ms, since, summary, table, timeCalls } from './stats';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_COMPANY_PRODUCTS ?? 10);
const SALES = Number(process.env.BENCH_COMPANY_SALES ?? 20);
const REBUILDS = Number(process.env.BENCH_REBUILDS ?? 20);
const WRITE_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = 8;
const PASSWORD = 'secret123';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

interface Shop {
  companyId: string;
  loginName: string;
  warehouseId: string;
  customId: string;
  accountId: string;
  skus: string[];
}

/** The template company, made through HTTP. */
async function trade(url: string, loginName: string): Promise<Shop & { token: string }> {
  const owner = await post(url, 'Register/Register', { companyName: '模拟公司', loginName, password: PASSWORD, productType: 9 });
  const call = (path: string, body: object) => post(url, path, body, owner.token);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '散客', customCode: 'C1' })).customId;
  const accountId = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
  const skus: string[] = [];
  for (let i = 0; i < PRODUCTS; i++)
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
  const billDate = new Date().toISOString().slice(0, 10);
  await call('Buy/Save', { supplierId, warehouseId, billDate, audit: true, lines: skus.map((skuId) => ({ skuId, qty: 1000, price: 5 })) });
  for (let i = 0; i < SALES; i++)
    await call('Sale/Save', {
      customId,
      warehouseId,
      billDate,
      audit: true,
      receiveAmount: 20,
      accountId,
      lines: [0, 1].map((k) => ({ skuId: skus[(i + k) % skus.length], qty: 1, price: 10 })),
    });
  return { companyId: owner.companyId, loginName, token: owner.token, warehouseId, customId, accountId, skus };
}

async function main() {
  const started = performance.now();
  const server = await startBenchServer();
  const pool = server.infra.pool;
  try {
    const loginName = `sim${Date.now()}`;
    const recorded = await recordEvents(server, () => trade(server.url, loginName));
    const model = recorded.result;
    // Every id the company's events hold is its own: each copy gets new ones, and its own login name.
    const ids = [...new Set(JSON.stringify(recorded.events).match(UUID))];
    const placeholders: Record<string, string> = Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
    placeholders.login = loginName;
    const template = new Template(recorded.events, placeholders);
    const slot = Object.fromEntries(ids.map((id, i) => [id, `id${i}`]));
    const made = since(started);

    const writer = new BulkWriter(server);
    const copies: Shop[] = [];
    for (let c = 1; c < COMPANIES; c++) {
      const values: Record<string, string> = Object.fromEntries(ids.map((_, i) => [`id${i}`, crypto.randomUUID()]));
      values.login = `${loginName}c${c}`;
      const of = (id: string) => values[slot[id]];
      await writer.write(template.fill(values), {
        ...recorded.metadata,
        companyId: of(recorded.metadata.companyId),
        userId: of(recorded.metadata.userId!),
        at: new Date().toISOString(),
      });
      if (c <= CLIENTS || c % Math.max(1, Math.floor(COMPANIES / 100)) === 0)
        copies.push({
          companyId: of(model.companyId),
          loginName: values.login,
          warehouseId: of(model.warehouseId),
          customId: of(model.customId),
          accountId: of(model.accountId),
          skus: model.skus.map(of),
        });
      if (c % 1000 === 0) process.stderr.write(`  ${c} companies written (${since(started)})\n`);
    }
    const last = await writer.flush();
    const written = performance.now();
    await catchUp(server, last, 'companies');
    const caughtUpSeconds = (performance.now() - written) / 1000;
    await pool.query('vacuum (analyze)');

    const one = async (sql: string) => (await pool.query(sql)).rows[0];
    const size = (bytes: string) =>
      Number(bytes) < 2 ** 24 ? `${Math.round(Number(bytes) / 1024)} KB` : `${Math.round(Number(bytes) / 2 ** 20)} MB`;
    const events = Number((await one('select count(*) as n from events')).n);
    const companies = Number((await one('select count(*) as n from companies')).n);
    const tables = [...new Set(PROJECTIONS.flatMap((p) => p.tables))];
    const readModels = await one(
      `select sum(pg_total_relation_size(t::regclass))::text as bytes from unnest($1::text[]) t`.replace(
        '$1::text[]',
        `array['${tables.join("','")}']`,
      ),
    );
    const store = await one(`select pg_total_relation_size('events')::text as events, pg_total_relation_size('streams')::text as streams`);
    const database = await one('select pg_database_size(current_database())::text as bytes');
    console.log(
      `${companies.toLocaleString('en')} companies, ${events.toLocaleString('en')} events (${Math.round(events / companies)} a company), ` +
        `made in ${since(started)} (the template company through HTTP in ${made})`,
    );
    console.log(
      `on disk: database ${size(database.bytes)}; event store ${size(store.events)} events + ${size(store.streams)} streams; ` +
        `read models ${size(readModels.bytes)} in ${tables.length} tables`,
    );
    const largest = await pool.query(
      `select t, pg_total_relation_size(t::regclass)::text as bytes from unnest($1::text[]) t order by pg_total_relation_size(t::regclass) desc limit 5`,
      [tables],
    );
    console.log(`  largest read models: ${largest.rows.map((l) => `${l.t} ${size(l.bytes)}`).join(', ')}`);
    console.log(
      `read models built from the ${writer.written.toLocaleString('en')} bulk events in ${caughtUpSeconds.toFixed(1)} s: ` +
        `${Math.round(writer.written / caughtUpSeconds).toLocaleString('en')} events/s (a full rebuild of ${companies.toLocaleString('en')} companies)`,
    );

    const rebuilds: number[] = [];
    let replayed = 0;
    for (const shop of copies.slice(-REBUILDS)) {
      const t0 = performance.now();
      replayed += (await rebuildCompany(server.infra.store, server.infra.dataSource, PROJECTIONS, shop.companyId)).events;
      rebuilds.push(performance.now() - t0);
    }
    const r = summary(rebuilds);
    console.log(
      `per-company rebuild of every read model (${Math.round(events / companies)} events a company, handed ${Math.round(replayed / rebuilds.length)} times ` +
        `to the read models that read them): p50 ${ms(r.p50)}, p95 ${ms(r.p95)} over ${rebuilds.length} companies`,
    );

    const signIn = async (shop: Shop) =>
      (await post(server.url, 'Login/Login', { loginName: shop.loginName, password: PASSWORD })).token as string;
    const tokens = new Map<string, string>();
    for (const shop of copies.slice(0, CLIENTS)) tokens.set(shop.companyId, await signIn(shop));
    const sell = (shop: Shop, n: number) =>
      post(
        server.url,
        'Sale/Save',
        {
          customId: shop.customId,
          warehouseId: shop.warehouseId,
          billDate: new Date().toISOString().slice(0, 10),
          audit: true,
          receiveAmount: 10,
          accountId: shop.accountId,
          lines: [{ skuId: shop.skus[n % shop.skus.length], qty: 1, price: 10 }],
        },
        tokens.get(shop.companyId),
      );
    const writes = async (shopOf: (client: number) => Shop, seconds = WRITE_SECONDS) => {
      let sales = 0;
      const until = performance.now() + seconds * 1000;
      const latencies: number[] = [];
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          while (performance.now() < until) {
            const t0 = performance.now();
            await sell(shopOf(client), sales++);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const s = summary(latencies);
      return [`${(latencies.length / seconds).toFixed(1)} sales/s`, ms(s.p50), ms(s.p95)];
    };
    const own = (client: number) => copies[client];
    const shared = () => copies[0];
    // Untimed first: the companies' rows come into memory and the server's code paths warm up for both.
    await writes(own, 3);
    await writes(shared, 3);
    const rows: (string | number)[][] = [['1-line audited sales with a receipt, 8 clients', 'throughput', 'p50', 'p95']];
    rows.push(['each client in a company of its own', ...(await writes(own))]);
    rows.push(['all clients in one company', ...(await writes(shared))]);
    rows.push(['each client in a company of its own, again', ...(await writes(own))]);
    console.log(table(rows));

    const readers = copies.length > CLIENTS ? copies.slice(CLIENTS) : copies;
    for (const shop of readers) tokens.set(shop.companyId, await signIn(shop));
    const reads: (string | number)[][] = [[`query, a company picked at random of ${readers.length}`, 'calls', 'p50', 'p95']];
    const today = new Date().toISOString().slice(0, 10);
    for (const [label, path, body] of [
      ['Stock/PageQuery', 'Stock/PageQuery', { pageNo: 1, pageSize: 20 }],
      ['Sale/PageQuery', 'Sale/PageQuery', { pageNo: 1, pageSize: 20 }],
      ['CustomReceivable/PageQuery', 'CustomReceivable/PageQuery', { pageNo: 1, pageSize: 20 }],
      ['ReportForSale/ForProduct, today', 'ReportForSale/ForProduct', { pageNo: 1, pageSize: 20, startDate: today, endDate: today }],
      ['ReportBIForManage/Overview', 'ReportBIForManage/Overview', { today }],
    ] as const) {
      const latencies = await timeCalls(
        (i) => {
          const shop = readers[Math.abs(i * 7919) % readers.length];
          return post(server.url, path, body, tokens.get(shop.companyId));
        },
        { count: 200, clients: 4 },
      );
      const s = summary(latencies);
      reads.push([label, latencies.length, ms(s.p50), ms(s.p95)]);
    }
    console.log(table(reads));
    console.log(`  total ${since(started)}`);
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
