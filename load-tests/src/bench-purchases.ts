/**
 * `npm run bench:purchases`: purchase documents of 5 lines saved and audited through the HTTP API by 8 concurrent
 * clients (BENCH_CLIENTS) for BENCH_SECONDS (default 20): documents per second, latency, and projection lag
 * (from the append to stock being visible in every read model).
 */
import { post, startBenchServer } from './bench-server';
import { probeLag } from './lag-probe';
import { ms, summary } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const today = new Date().toISOString().slice(0, 10);

async function main() {
  const server = await startBenchServer();
  try {
    const owner = await post(server.url, 'Register/Register', { companyName: '采购基准', loginName: `pb${Date.now()}`, password: 'secret123', productType: 9 });
    const call = (path: string, body: object) => post(server.url, path, body, owner.token);
    const warehouses: string[] = [];
    for (const i of [1, 2]) warehouses.push((await call('Warehouse/Save', { warehouseName: `仓库${i}`, warehouseCode: `W${i}` })).warehouseId);
    const supplierId = (await call('Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' })).supplierId;
    const skus: string[] = [];
    for (let i = 0; i < 100; i++) skus.push((await call('Product/Save', { productName: `商品${i}`, productCode: `P${i}`, unitName: '个', skus: [{ salePrice: 10, purchasePrice: 5 }] })).skus[0].skuId);
    const lags = probeLag(server.infra.store, server.infra.runner);
    const latencies: number[] = [];
    let failed = 0;
    const until = performance.now() + SECONDS * 1000;
    const client = async (c: number) => {
      for (let n = 0; performance.now() < until; n++) {
        const lines = Array.from({ length: 5 }, (_, i) => ({ skuId: skus[(c * 13 + n * 5 + i * 7) % skus.length], qty: 1 + ((n + i) % 5), price: 5 + (i % 3) }));
        const t0 = performance.now();
        try {
          await call('Buy/Save', { supplierId, billDate: today, warehouseId: warehouses[n % 2], lines, audit: true });
          latencies.push(performance.now() - t0);
        } catch {
          failed++;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    const elapsed = (performance.now() - started) / 1000;
    const lat = summary(latencies);
    const lag = summary(lags);
    console.log(`purchase benchmark: ${CLIENTS} clients, ${SECONDS} s, 5-line purchases saved and audited in one call (HTTP)`);
    console.log(`  documents/s      ${(latencies.length / elapsed).toFixed(1)}  (${latencies.length} documents, ${failed} failed)`);
    console.log(`  latency          p50 ${ms(lat.p50)}  p95 ${ms(lat.p95)}  p99 ${ms(lat.p99)}`);
    console.log(`  projection lag   p50 ${ms(lag.p50)}  p99 ${ms(lag.p99)}  (append to every read model, ${lags.length} appends)`);
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
