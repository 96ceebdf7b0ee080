/**
 * `npm run bench:products`: Product/PageQuery with a keyword over 50,000 SKUs of one company, through HTTP.
 * The catalogue (25,000 products of 2 SKUs) is one product saved through HTTP, written again in bulk (catalogue.ts)
 * and projected as usual.
 * BENCH_SKUS (default 50000) and BENCH_QUERIES (default 400) tune it.
 */
import { startBenchServer, post } from './bench-server';
import { buildCatalogue, KEYWORDS } from './catalogue';
import { ms, summary } from './stats';

const SKUS = Number(process.env.BENCH_SKUS ?? 50_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);

async function main() {
  const server = await startBenchServer();
  try {
    const owner = await post(server.url, 'Register/Register', {
      companyName: '基准测试',
      loginName: `bench${Date.now()}`,
      password: 'secret123',
      productType: 2,
    });
    const started = performance.now();
    await buildCatalogue(server, (path, body) => post(server.url, path, body, owner.token), SKUS);
    console.log(`catalogue: ${SKUS} SKUs written and projected in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const keywords = KEYWORDS;
    const timings: number[] = [];
    const query = async (i: number) => {
      const t0 = performance.now();
      await post(server.url, 'Product/PageQuery', { keyword: keywords[i % keywords.length], pageNo: 1, pageSize: 20 }, owner.token);
      timings.push(performance.now() - t0);
    };
    for (let i = 0; i < 20; i++) await query(i);
    timings.length = 0;
    for (let i = 0; i < QUERIES; i++) await query(i);
    const serial = summary(timings);
    timings.length = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = w; i < QUERIES; i += 8) await query(i);
      }),
    );
    const parallel = summary(timings);
    console.log(`Product/PageQuery with a keyword over ${SKUS} SKUs (HTTP, pageSize 20):`);
    console.log(`  one client     p50 ${ms(serial.p50)}  p95 ${ms(serial.p95)}  p99 ${ms(serial.p99)}  (${QUERIES} queries)`);
    console.log(`  8 clients      p50 ${ms(parallel.p50)}  p95 ${ms(parallel.p95)}  p99 ${ms(parallel.p99)}`);
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
