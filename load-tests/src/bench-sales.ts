/**
 * `npm run bench:sales`: 5-line sales (BENCH_LINES) saved and audited in one call by BENCH_CLIENTS (8) clients, over 100 SKUs;
 * with BENCH_CONTENTION=1 every client sells the same 5 SKUs (each audit then races for the same stock streams).
 * First, on the same PostgreSQL server, the raw-SQL ceiling (BENCH_CEILING_SECONDS, default 10); the sales per
 * second are printed as a ratio of it. BENCH_SECONDS (20) and BENCH_CLIENTS (8) tune the run.
 */
import { lines, LINES, runDocumentBench } from './document-bench';

const contention = process.env.BENCH_CONTENTION === '1';

runDocumentBench({
  title: `sales benchmark (${LINES}-line sales saved and audited in one call${contention ? `, all clients selling the same ${LINES} SKUs` : ''})`,
  products: 100,
  ceiling: true,
  async prepare(s) {
    for (const w of s.warehouses)
      await s.call('InitStock/Save', { warehouseId: w, lines: s.skus.map((skuId) => ({ skuId, qty: 1_000_000, price: 5 })) });
  },
  document: (s, c, n, today) => ({
    path: 'Sale/Save',
    body: {
      customId: s.customId,
      billDate: today,
      warehouseId: s.warehouses[n % 2],
      audit: true,
      lines: contention ? lines(s.skus, (i) => i, 10) : lines(s.skus, (i) => c * 13 + n * 5 + i * 7, 10),
    },
  }),
}).catch((e) => {
  console.error(e);
  process.exit(1);
});
