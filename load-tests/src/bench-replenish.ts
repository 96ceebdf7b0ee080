/**
 * `npm run bench:replenish`: 智能补货 at scale, through HTTP. One company with BENCH_SKUS (50,000) SKUs in three
 * warehouses, each bought 10 of every SKU, and over the past 30 days every SKU sold 2 in each; one SKU in twenty sold
 * 8 in both stores, another 8 in 一店 only: those are short (7 days left against 7 of lead and 3 of safety). 总仓
 * and 二店 give what they can spare, the rest is bought. The purchases and sales are real calls
 * recorded once and written again in bulk (bulk.ts, catalogue.ts); the projections catch up, the database is vacuumed
 * and analysed, then Replenish/Suggest is timed over all warehouses, for one store, and over 7 days, with the load
 * average of the machine beside them (the figures are wall-clock: a busy machine slows them all).
 *
 * Then the read model's cost per sale: the replenish projection applies a batch of BENCH_BATCH (2,000) sale
 * movements in one transaction (rolled back), as the runner would hand it a burst of sales.
 */
import type { StoredEvent } from '@jxc/infra';
import os from 'node:os';
import { PROJECTIONS } from '@jxc/services';
import { startBenchServer } from './bench-server';
import { registerCompany } from './companies';
import { BulkWriter, catchUp, daysAgo, DocumentFactory, TemplateEvent } from './bulk';
import { buildCatalogue } from './catalogue';
import { ms, since, summary, table, timeCalls } from './stats';

const SKUS = Math.floor(Number(process.env.BENCH_SKUS ?? 50_000) / 10) * 10;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 30);
const BATCH = Number(process.env.BENCH_BATCH ?? 2000);
const LINES = 5;

async function main() {
  const started = performance.now();
  const server = await startBenchServer();
  try {
    const owner = await registerCompany(server, '补货基准', ['总仓', '一店', '二店']);
    const { call, warehouses } = owner;
    const skus = await buildCatalogue(server, call, SKUS);
    const catalogued = since(started);
    const factory = await DocumentFactory.onTemplateProducts(server, owner, {
      lines: LINES,
      purchase: { qty: 10, price: 5 },
      sale: { qty: 2, price: 10 },
    });

    // Each round puts its SKUs on documents of its kind in its warehouse, dated over its days: every SKU is bought
    // into all three warehouses and sold in all three; one in twenty sells fast in both stores, another in 一店 only.
    const fast = (k: number) => skus.filter((_, i) => i % 20 === k);
    const rounds: { kind: 'purchase' | 'sale'; warehouse: number; skus: string[]; from: number; to: number }[] = [
      ...[0, 1, 2].map((warehouse) => ({ kind: 'purchase' as const, warehouse, skus, from: 60, to: 35 })),
      ...[0, 1, 2].map((warehouse) => ({ kind: 'sale' as const, warehouse, skus, from: 29, to: 1 })),
      ...[1, 1, 1, 2, 2, 2].map((warehouse) => ({ kind: 'sale' as const, warehouse, skus: fast(1), from: 29, to: 1 })),
      ...[1, 1, 1].map((warehouse) => ({ kind: 'sale' as const, warehouse, skus: fast(2), from: 29, to: 1 })),
    ];
    const writer = new BulkWriter(server);
    for (const r of rounds) {
      const documents = Math.floor(r.skus.length / LINES);
      let batch: TemplateEvent[] = [];
      let date = '';
      for (let d = 0; d < documents; d++) {
        const billDate = daysAgo(r.from - Math.floor((d * (r.from - r.to)) / documents));
        if (billDate !== date || batch.length >= 4000) {
          await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
          batch = [];
          date = billDate;
        }
        batch.push(...factory.make(r.kind, r.skus.slice(d * LINES, (d + 1) * LINES), warehouses[r.warehouse], billDate));
      }
      await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
    }
    await catchUp(server, await writer.flush(), 'documents');
    await server.infra.pool.query('vacuum (analyze)');
    const count = async (sql: string) => (await server.infra.pool.query(sql, [owner.companyId])).rows[0].n as number;
    console.log(
      `data: ${await count('select count(*)::int as n from product_skus where company_id = $1')} SKUs, ` +
        `${await count('select count(*)::int as n from stock where company_id = $1')} stock rows, ` +
        `${await count('select count(*)::int as n from replenish_sales where company_id = $1')} daily sales rows, ` +
        `${await count('select count(*)::int as n from replenish_supply where company_id = $1')} supply rows; ${writer.written} events in bulk; ` +
        `built in ${since(started)} (catalogue ${catalogued})`,
    );

    const first = await call('Replenish/Suggest', {});
    const kinds = (data: { kind: string }[]) =>
      data.reduce((n, l) => ({ ...n, [l.kind]: (n[l.kind] ?? 0) + 1 }), {} as Record<string, number>);
    console.log(
      `suggestions: ${first.totalCount} in all, the ${first.data.length} most urgent returned (${JSON.stringify(kinds(first.data))})`,
    );
    console.log(`  e.g. ${first.data[0].skuName} → ${first.data[0].warehouseName}: ${first.data[0].reason}`);

    const queries: { label: string; body: object }[] = [
      { label: 'Replenish/Suggest, all warehouses, 30 days', body: {} },
      { label: 'Replenish/Suggest, one store, 30 days', body: { warehouseId: warehouses[1] } },
      { label: 'Replenish/Suggest, all warehouses, 7 days', body: { days: 7 } },
    ];
    const rows: (string | number)[][] = [['query (HTTP)', 'calls', 'p50', 'p95', 'max']];
    for (const q of queries) {
      const latencies = await timeCalls(() => call('Replenish/Suggest', q.body), { count: QUERIES, budgetMs: 60_000, min: 10 });
      const s = summary(latencies);
      rows.push([q.label, latencies.length, ms(s.p50), ms(s.p95), ms(s.max)]);
    }
    console.log(
      `智能补货 over ${SKUS.toLocaleString('en')} SKUs in 3 warehouses (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    console.log(table(rows));

    const projection = PROJECTIONS.find((p) => p.name === 'replenish')!;
    const sales: StoredEvent[] = Array.from({ length: BATCH }, (_, i) => ({
      type: 'StockMoved',
      streamId: `Stock-${owner.companyId}-${warehouses[1]}-${skus[i % skus.length]}`,
      data: { warehouseId: warehouses[1], skuId: skus[i % skus.length], billType: 201, billDate: daysAgo(1), inQty: '0', outQty: '2' },
      metadata: { companyId: owner.companyId, at: new Date().toISOString() },
    })) as unknown as StoredEvent[];
    const costs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await server.infra.dataSource
        .transaction(async (em) => {
          await projection.apply(sales, em);
          throw new Error('rollback');
        })
        .catch(() => undefined);
      costs.push(performance.now() - t0);
    }
    const best = Math.min(...costs);
    console.log(
      `replenish projection: a batch of ${BATCH} sale movements in ${ms(best)} (best of 5), ${((best * 1000) / BATCH).toFixed(1)} µs a sale`,
    );
    console.log(`  total ${since(started)}`);
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
