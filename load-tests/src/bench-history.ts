/**
 * `npm run bench:history`: the latency of a 1-line audited sale (Sale/Save with audit: true, through HTTP, one client)
 * of a SKU by how many stock movements it already has: 0, 10,000 and 100,000 (BENCH_HISTORY, a comma list).
 *
 * Each history is audited purchases and sales of that SKU dated over the past year, BENCH_HISTORY_LINES (10) lines
 * of it per document (one document in ten a purchase of 1,000 a line, the others sales of 1 a line): one of each is
 * saved through HTTP and recorded, and written again in bulk (bulk.ts); the read models catch up before timing. A
 * SKU with "0" past movements has only the 1-line purchase that stocks it, saved through HTTP.
 * BENCH_SAMPLES (30) timed sales per SKU, after 3 untimed ones (which also take any first whole read of a stream
 * written in bulk, e.g. one that has no snapshot yet).
 */
import { startBenchServer } from './bench-server';
import { registerCompany } from './companies';
import { BulkWriter, catchUp, checkStock, daysAgo, DocumentFactory, TemplateEvent } from './bulk';
import { ms, since, summary, table, timeCalls } from './stats';

const HISTORY = (process.env.BENCH_HISTORY ?? '0,10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const LINES = Number(process.env.BENCH_HISTORY_LINES ?? 10);
const PURCHASE_EVERY = 10;

async function main() {
  const started = performance.now();
  const server = await startBenchServer();
  try {
    const owner = await registerCompany(server, '基准测试', ['仓库1']);
    const { call, supplierId, customId } = owner;
    const [warehouseId] = owner.warehouses;
    const today = daysAgo(0);
    const product = async (name: string, code: string) =>
      (await call('Product/Save', { productName: name, productCode: code, unitName: '个', skus: [{ salePrice: 10, purchasePrice: 5 }] }))
        .skus[0].skuId as string;
    const factory = await DocumentFactory.record(server, call, {
      warehouseId,
      supplierId,
      customId,
      templateSkus: [await product('模板商品', 'TPL')],
      repeat: LINES,
      purchase: { qty: 1000, price: 5 },
      sale: { qty: 1, price: 10 },
    });

    const skus: { movements: number; skuId: string }[] = [];
    const writer = new BulkWriter(server);
    for (const n of HISTORY) {
      const skuId = await product(`历史${n}`, `H${n}`);
      if (n === 0) {
        // Today: the bulk documents number the days before, the real numbering today.
        await call('Buy/Save', { supplierId, billDate: today, warehouseId, audit: true, lines: [{ skuId, qty: 1000, price: 5 }] });
        skus.push({ movements: 1, skuId });
        continue;
      }
      const documents = Math.ceil(n / LINES);
      skus.push({ movements: documents * LINES, skuId });
      let batch: TemplateEvent[] = [];
      let date = '';
      for (let k = 0; k < documents; k++) {
        const billDate = daysAgo(Math.max(1, Math.ceil(((documents - k) / documents) * 365)));
        if (billDate !== date || batch.length >= 4000) {
          await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
          batch = [];
          date = billDate;
        }
        batch.push(...factory.make(k % PURCHASE_EVERY === 0 ? 'purchase' : 'sale', [skuId], warehouseId, billDate));
      }
      await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
    }
    const written = since(started);
    await catchUp(server, await writer.flush(), 'history');
    const flows = new Map<string, number>(
      (
        await server.infra.pool.query('select sku_id, count(*)::int as n from stock_flow where sku_id = any($1) group by sku_id', [
          skus.map((s) => s.skuId),
        ])
      ).rows.map((r) => [r.sku_id, r.n]),
    );
    for (const s of skus)
      if (flows.get(s.skuId) !== s.movements)
        throw new Error(`stock flow of the SKU with ${s.movements} movements has ${flows.get(s.skuId)} rows`);
    console.log(
      `history: ${writer.written} events written by ${written}, projected by ${since(started)} (server start, recording and projections included)`,
    );

    const rows: (string | number)[][] = [['past movements', 'sales timed', 'p50', 'p95', 'max']];
    const p50s: number[] = [];
    for (const s of skus) {
      const latencies = await timeCalls(
        () => call('Sale/Save', { customId, billDate: today, warehouseId, audit: true, lines: [{ skuId: s.skuId, qty: 1, price: 10 }] }),
        { count: SAMPLES },
      );
      const lat = summary(latencies);
      p50s.push(lat.p50);
      rows.push([
        s.movements === 1 && HISTORY.includes(0) ? '0 (1 purchase)' : s.movements.toLocaleString('en'),
        latencies.length,
        ms(lat.p50),
        ms(lat.p95),
        ms(lat.max),
      ]);
    }
    await checkStock(server, owner.companyId);
    console.log(`1-line audited sale (Sale/Save, audit: true) through HTTP, one client, by the SKU's past stock movements:`);
    console.log(table(rows));
    console.log(`  ratio p50 last ÷ first: ${(p50s.at(-1)! / p50s[0]).toFixed(2)}×`);
    console.log(`  total ${since(started)}`);
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
