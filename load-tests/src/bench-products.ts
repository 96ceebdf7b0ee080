/**
 * `npm run bench:products`: Product/PageQuery with a keyword over 50,000 SKUs of one company, through HTTP.
 * The catalogue is written as ProductCreated events (25,000 products of 2 SKUs) and projected as usual.
 * BENCH_SKUS (default 50000) and BENCH_QUERIES (default 400) tune it.
 */
import { randomUUID } from 'node:crypto';
import { startBenchServer, post } from './bench-server';
import { ms, summary } from './stats';

const SKUS = Number(process.env.BENCH_SKUS ?? 50_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const BRANDS = ['可口可乐', '百事', '农夫山泉', '康师傅', '统一', '娃哈哈', '伊利', '蒙牛', '旺旺', '达利园', '三只松鼠', '良品铺子', '金龙鱼', '海天', '李锦记', '雀巢'];
const ITEMS = ['矿泉水', '绿茶', '冰红茶', '牛奶', '酸奶', '方便面', '饼干', '薯片', '酱油', '食用油', '咖啡', '果汁', '面包', '坚果', '巧克力', '蚝油'];
const SPECS = ['330ml', '500ml', '1L', '2L', '小包', '大包', '单支', '整箱'];

async function main() {
  const server = await startBenchServer();
  try {
    const owner = await post(server.url, 'Register/Register', { companyName: '基准测试', loginName: `bench${Date.now()}`, password: 'secret123', productType: 2 });
    const started = performance.now();
    const products = SKUS / 2;
    let last;
    for (let i = 0; i < products; i += 500) {
      const streams = Array.from({ length: Math.min(500, products - i) }, (_, j) => {
        const n = i + j;
        const productId = randomUUID();
        const name = `${BRANDS[n % BRANDS.length]}${ITEMS[Math.floor(n / BRANDS.length) % ITEMS.length]}${n}`;
        const skus = [0, 1].map((k) => ({
          skuId: randomUUID(), spec: SPECS[(n + k) % SPECS.length] + (k ? '装' : ''), barCode: `69${String(n * 2 + k).padStart(11, '0')}`,
          salePrice: String(3 + (n % 50)), purchasePrice: String(2 + (n % 40)), wholesalePrice: null, lowestPrice: null, lowStock: null, highStock: null,
        }));
        return { streamId: `Product-${productId}`, streamType: 'Product', expectedVersion: 'no_stream' as const, events: [{ type: 'ProductCreated', data: { productId, productName: name, productCode: `P${n}`, classId: null, unitName: '个', units: [{ unitName: '个', ratio: '1' }], serialFlag: false, lifeFlag: false, shelfLifeDays: null, remark: '', skus } }] };
      });
      last = await server.infra.store.append(streams, { companyId: owner.companyId, userId: owner.currentUserId });
    }
    await server.infra.runner.waitFor(last!.position, 600_000);
    console.log(`catalogue: ${SKUS} SKUs written and projected in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const keywords = ['可乐', '农夫山泉矿泉水', 'p1234', '69000000012', '牛奶', '500ml', '康师傅方便面1', '雀巢咖啡', '薯片', '整箱'];
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
    await Promise.all(Array.from({ length: 8 }, async (_, w) => {
      for (let i = w; i < QUERIES; i += 8) await query(i);
    }));
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
