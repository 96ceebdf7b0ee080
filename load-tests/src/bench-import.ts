/**
 * `npm run bench:import`: a workbook of BENCH_SALES (2,000) five-line sales — 10,000 rows, naming 100 products by
 * barcode, code or name — through 数据导入: the preview (every row checked, nothing written) and then the background
 * import through the sales command, to the last document; documents/s and CPU per document of the server's process
 * and of PostgreSQL. With BENCH_UNDO=1 the undo (红冲 of every sale) is timed too. With BENCH_KIND=Product it imports
 * BENCH_PRODUCTS (10,000) products instead, one row each, half of them in a class (undone by removing them).
 */
import ExcelJS from 'exceljs';
import { shopDay } from '@jxc/services/contracts';
import { post, startBenchServer } from './bench-server';
import { meter, postgresCpu, processCpuMs } from './cpu-meter';
import { table } from './stats';

const PRODUCT_KIND = process.env.BENCH_KIND === 'Product';
const DOCUMENTS = PRODUCT_KIND ? Number(process.env.BENCH_PRODUCTS ?? 10_000) : Number(process.env.BENCH_SALES ?? 2000);
const LINES = PRODUCT_KIND ? 1 : 5;
const PRODUCTS = 100;
const today = shopDay();

async function workbook(products: { code: string; name: string; barCode: string }[]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('销售出库');
  ws.addRow(['单据编号', '单据日期', '客户', '仓库', '商品', '数量', '单价', '备注']);
  for (let n = 0; n < DOCUMENTS; n++)
    for (let i = 0; i < LINES; i++) {
      const p = products[(n * LINES + i * 7) % PRODUCTS];
      const named = [p.barCode, p.code, p.name][(n + i) % 3];
      ws.addRow([`OLD-${String(n + 1).padStart(5, '0')}`, today, n % 2 ? '客户' : 'C1', '仓库1', named, String(1 + (i % 3)), '12.5', '']);
    }
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** BENCH_PRODUCTS products of one row each, with a barcode; every other one in 饮料. */
async function productWorkbook(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品');
  ws.addRow(['商品名称', '商品编码', '主单位', '辅助单位', '商品分类', '规格', '条码', '销售价', '采购价']);
  for (let n = 0; n < DOCUMENTS; n++)
    ws.addRow([
      `新品${n}`,
      `NEW${n}`,
      '个',
      n % 3 ? '' : '箱=12个',
      n % 2 ? '饮料' : '',
      '',
      `69100${String(n).padStart(7, '0')}`,
      '12',
      '8',
    ]);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

async function main() {
  const server = await startBenchServer();
  try {
    const url = server.url;
    const owner = await post(url, 'Register/Register', {
      companyName: '导入基准',
      loginName: `imp${Date.now()}`,
      password: 'secret123',
      productType: 2,
    });
    const call = (path: string, body: object) => post(url, path, body, owner.token);
    const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓库1', warehouseCode: 'W1' })).warehouseId;
    await call('Custom/Save', { customName: '客户', customCode: 'C1' });
    const products = Array.from({ length: PRODUCTS }, (_, i) => ({
      code: `P${i}`,
      name: `商品${i}`,
      barCode: `6900000${String(i).padStart(5, '0')}`,
    }));
    const skus: string[] = [];
    for (const p of products)
      skus.push(
        (
          await call('Product/Save', {
            productName: p.name,
            productCode: p.code,
            unitName: '个',
            skus: [{ salePrice: 10, purchasePrice: 5, barCode: p.barCode }],
          })
        ).skus[0].skuId,
      );
    await call('InitStock/Save', { warehouseId, lines: skus.map((skuId) => ({ skuId, qty: 1_000_000, price: 5 })) });
    if (PRODUCT_KIND) await call('ProductClass/AddNode', { className: '饮料' });
    const content = PRODUCT_KIND ? await productWorkbook() : await workbook(products);
    const kind = PRODUCT_KIND ? 'Product' : 'Sale';
    const readPostgres = await postgresCpu(server.infra.pool.options.connectionString!);

    const previewCpu = meter(processCpuMs);
    const previewPg = meter(readPostgres);
    let t0 = performance.now();
    const preview = await call('DataImport/Preview', { kind, fileName: 'bench.xlsx', content });
    const previewMs = performance.now() - t0;
    const previewFigures = [previewCpu(), previewPg()];
    if (preview.errorCount) throw new Error(`preview found errors: ${JSON.stringify(preview.errors.slice(0, 5))}`);

    const writeCpu = meter(processCpuMs);
    const writePg = meter(readPostgres);
    t0 = performance.now();
    await call('DataImport/Confirm', { importId: preview.importId });
    let p;
    for (;;) {
      p = await call('DataImport/Detail', { importId: preview.importId });
      if (p.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const writeMs = performance.now() - t0;
    const [cpu, pg] = [writeCpu(), writePg()];
    if (p.failed.length || p.written.length !== DOCUMENTS)
      throw new Error(`written ${p.written.length}, failed ${JSON.stringify(p.failed.slice(0, 3))}`);

    const perDoc = (v: number | undefined) => (v === undefined ? 'n/a' : `${(v / DOCUMENTS).toFixed(1)} ms`);
    const rows = [
      ['step', 'wall', 'documents/s', 'rows/s', 'server CPU / doc', 'PostgreSQL CPU / doc'],
      [
        `preview (check ${(DOCUMENTS * LINES).toLocaleString('en')} rows)`,
        `${(previewMs / 1000).toFixed(2)} s`,
        '—',
        Math.round((DOCUMENTS * LINES) / (previewMs / 1000)),
        perDoc(previewFigures[0]),
        perDoc(previewFigures[1]),
      ],
      [
        PRODUCT_KIND ? 'write (save each product)' : 'write (save + audit each sale)',
        `${(writeMs / 1000).toFixed(1)} s`,
        (DOCUMENTS / (writeMs / 1000)).toFixed(1),
        Math.round((DOCUMENTS * LINES) / (writeMs / 1000)),
        perDoc(cpu),
        perDoc(pg),
      ],
    ];
    if (process.env.BENCH_UNDO === '1') {
      t0 = performance.now();
      const undone = await call('DataImport/Undo', { importId: preview.importId });
      const undoMs = performance.now() - t0;
      rows.push([
        PRODUCT_KIND ? 'undo (remove every product)' : 'undo (红冲 every sale)',
        `${(undoMs / 1000).toFixed(1)} s`,
        (DOCUMENTS / (undoMs / 1000)).toFixed(1),
        '—',
        '—',
        `${undone.undoErrors.length} errors`,
      ]);
    }
    const what = PRODUCT_KIND ? 'products' : 'sales';
    console.log(`\n数据导入 benchmark: ${DOCUMENTS} ${what} × ${LINES} lines = ${DOCUMENTS * LINES} rows, one workbook\n`);
    console.log(table(rows));
  } finally {
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
