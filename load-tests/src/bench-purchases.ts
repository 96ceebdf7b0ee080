/** `npm run bench:purchases`: 5-line purchases (BENCH_LINES) saved and audited in one call by BENCH_CLIENTS (8) clients. */
import { lines, LINES, runDocumentBench } from './document-bench';

runDocumentBench({
  title: `purchase benchmark (${LINES}-line purchases saved and audited in one call)`,
  products: 100,
  document: (s, c, n, today) => ({
    path: 'Buy/Save',
    body: {
      supplierId: s.supplierId,
      billDate: today,
      warehouseId: s.warehouses[n % 2],
      lines: lines(s.skus, (i) => c * 13 + n * 5 + i * 7, 5),
      audit: true,
    },
  }),
}).catch((e) => {
  console.error(e);
  process.exit(1);
});
