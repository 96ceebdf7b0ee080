import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { eventually } from '@jxc/infra/src/testing/test-database';
import { readSheet, writeSheet } from '../catalog';
import { today } from '../testing/stock-shop';
import { DataImportQueries } from './data-import.queries';
import { docKey } from './writing';
import { company, startTestApp, TestApp } from '../testing/test-app';

let app: TestApp;
let s: Awaited<ReturnType<typeof company>> & { water: string; stock(skuId: string): Promise<Record<string, number[]>> };
/** A shop with 总仓 (W1), supplier 甲, customer 张三 (C1) and 100 水 (WATER) bought at 3. */
beforeAll(async () => {
  app = await startTestApp();
  const co = await company(app, '导入单据');
  const warehouseId = (await co.call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await co.call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  await co.call('Custom/Save', { customName: '张三', customCode: 'C1' });
  const product = { productName: '水', productCode: 'WATER', unitName: '瓶', skus: [{ salePrice: 10, purchasePrice: 3 }] };
  const water = (await co.call('Product/Save', product)).skus[0].skuId as string;
  await co.call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId: water, qty: 100, price: 3 }], audit: true });
  const stock = async (skuId: string) =>
    Object.fromEntries(
      (await co.call('Stock/PageQuery', { pageSize: 50 })).data
        .filter((r: any) => r.skuId === skuId)
        .map((r: any) => [r.warehouseName, [r.qty, r.costAmount]]),
    );
  s = { ...co, water, stock };
});
afterAll(() => app.close());

const SALE_COLUMNS = ['单据编号', '单据日期', '客户', '仓库', '商品', '数量', '单价', '备注'];
/** Five sales of two lines each: 水 by code, then by name, from 总仓. */
const sales = () =>
  Array.from({ length: 5 }, (_, i) => [
    [`XS-OLD-${i + 1}`, today, '张三', '总仓', 'WATER', String(i + 1), '10', ''],
    [`XS-OLD-${i + 1}`, today, 'C1', 'W1', '水', '1', '12.5', '赠品'],
  ]).flat();

const preview = async (kind: string, columns: string[], rows: string[][], create: string[] = []) =>
  s.call('DataImport/Preview', { kind, fileName: `${kind}.xlsx`, content: await writeSheet(kind, columns, rows), create });

const finished = (importId: string) =>
  eventually(async () => {
    const p = await s.call('DataImport/Detail', { importId });
    assert.equal(p.status, 'done');
    return p;
  }, 60_000);

const saleCount = async () => (await s.call('Sale/PageQuery', { pageSize: 1 })).totalCount as number;

describe('sales imported from Excel', () => {
  test('a file with 3 bad rows shows them by row and column and writes nothing', async () => {
    const rows = sales();
    rows[1][5] = 'abc';
    rows[4][4] = '可乐';
    rows[7][6] = '-1';
    const p = await preview('Sale', SALE_COLUMNS, rows);
    assert.equal(p.documents, 5);
    assert.deepEqual(
      p.errors.map((e: any) => [e.rowNo, e.column, e.message]),
      [
        [3, '数量', '数量必须是数字'],
        [6, '商品', '商品“可乐”不存在'],
        [9, '单价', '单价不能小于0'],
      ],
    );
    assert.deepEqual(p.missing, [{ kind: 'Product', value: '可乐' }]);
    const refused = await s.raw('DataImport/Confirm', { importId: p.importId });
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.match(refused.body.invMessage, /还有3处错误/);
    assert.equal(await saleCount(), 0);
    assert.deepEqual(await s.stock(s.water), { 总仓: [100, 300] });
  });

  let importId = '';
  test('the corrected file writes every document once, audited, and the report names their bills', async () => {
    const p = await preview('Sale', SALE_COLUMNS, sales());
    assert.equal(p.errorCount, 0);
    importId = p.importId;
    await s.call('DataImport/Confirm', { importId });
    const done = await finished(importId);
    assert.equal(done.written.length, 5, JSON.stringify(done.failed));
    assert.ok(done.written.every((w: any) => /^XS/.test(w.billNo) && w.docId));
    assert.equal(done.detailPath, '/sale/Detail');
    // Each sale carries the import's key for its bill number: a process stopped before recording it finds it so.
    const keys = done.written.map((w: any) => docKey(importId, w.key));
    const found = await app.module.get(DataImportQueries).writtenFor(s.companyId, 'SaleSaved', keys);
    assert.deepEqual(
      keys.map((k: string) => found.get(k)?.billNo),
      done.written.map((w: any) => w.billNo),
    );
    assert.equal(await saleCount(), 5);
    // 1+2+3+4+5 by code and five more by name
    assert.equal((await s.stock(s.water))['总仓'][0], 100 - 15 - 5);
  });

  test('sending the same file again writes nothing twice: its bills are skipped as imported', async () => {
    const p = await preview('Sale', SALE_COLUMNS, sales());
    assert.deepEqual(
      p.skipped.map((k: any) => k.key),
      ['XS-OLD-1', 'XS-OLD-2', 'XS-OLD-3', 'XS-OLD-4', 'XS-OLD-5'],
    );
    await s.call('DataImport/Confirm', { importId: p.importId });
    const done = await finished(p.importId);
    assert.equal(done.written.length, 0);
    assert.equal(done.skipped.length, 5);
    assert.equal(await saleCount(), 5);
  });

  test('undoing the import reverses (红冲) its sales: the stock is back, and the list shows it undone', async () => {
    const undone = await s.call('DataImport/Undo', { importId });
    assert.equal(undone.status, 'undone');
    assert.deepEqual(undone.undoErrors, []);
    assert.deepEqual(await s.stock(s.water), { 总仓: [100, 300] });
    const statuses = (await s.call('Sale/PageQuery', { pageSize: 10 })).data.map((d: any) => d.status);
    assert.deepEqual([...new Set(statuses)], ['reversed']);
    const list = (await s.call('DataImport/List', {})).data;
    assert.equal(list.find((i: any) => i.importId === importId)?.status, 'undone');
    assert.equal((await s.raw('DataImport/Undo', { importId })).status, 422);
  });

  test('an import a stopping process leaves half done is finished by the next one, each sale once', async () => {
    const before = await saleCount();
    const first = await startTestApp({ sharing: app });
    const as = (on: TestApp) => (path: string, body: object) => on.call(path, body, { token: s.token }).then((r) => r.body.returnData);
    const rows = Array.from({ length: 80 }, (_, i) => [`RS-${i + 1}`, today, '张三', '总仓', 'WATER', '1', '10', '']);
    const p = await as(first)('DataImport/Preview', {
      kind: 'Sale',
      fileName: 'r.xlsx',
      content: await writeSheet('r', SALE_COLUMNS, rows),
    });
    await as(first)('DataImport/Confirm', { importId: p.importId });
    await eventually(async () => assert.ok((await as(first)('DataImport/Detail', { importId: p.importId })).done > 0), 30_000);
    await first.close();
    const stopped = await s.call('DataImport/Detail', { importId: p.importId });
    assert.equal(stopped.status, 'running');
    assert.ok(stopped.done < 80, `${stopped.done} written before the stop`);

    const next = await startTestApp({ sharing: app });
    try {
      const done = await finished(p.importId);
      assert.equal(done.written.length, 80);
      assert.equal(await saleCount(), before + 80);
    } finally {
      await next.close();
    }
  });

  test('once undone, the same bills may be imported again', async () => {
    const p = await preview('Sale', SALE_COLUMNS, sales().slice(0, 2));
    assert.deepEqual(p.skipped, []);
  });
});

test('returns import the same way, each through its own kind: a sale return brings stock in, a purchase return takes it out', async () => {
  const before = (await s.stock(s.water))['总仓'][0];
  const columns = (partner: string) => SALE_COLUMNS.map((c) => (c === '客户' ? partner : c));
  const saleReturn = await preview('SaleReturn', SALE_COLUMNS, [['XT-OLD-1', today, '张三', '总仓', 'WATER', '3', '10', '']]);
  const buyReturn = await preview('BuyReturn', columns('供应商'), [['CT-OLD-1', today, '甲', '总仓', '水', '1', '3', '']]);
  for (const p of [saleReturn, buyReturn]) {
    assert.equal(p.errorCount, 0, JSON.stringify(p.errors));
    await s.call('DataImport/Confirm', { importId: p.importId });
  }
  assert.match((await finished(saleReturn.importId)).written[0].billNo, /^XT/);
  assert.match((await finished(buyReturn.importId)).written[0].billNo, /^CT/);
  assert.equal((await s.stock(s.water))['总仓'][0], before + 3 - 1);
});

describe('opening balances imported from Excel', () => {
  test("customers' and suppliers' opening balances show in 应收 and 应付; an unknown customer is created when chosen", async () => {
    const columns = ['客户', '期初应收'];
    const rows = [
      ['C1', '500'],
      ['李四', '300.5'],
    ];
    const unknown = await preview('CustomOpening', columns, rows);
    assert.deepEqual(unknown.errors, [{ rowNo: 3, column: '客户', message: '客户“李四”不存在' }]);
    const p = await preview('CustomOpening', columns, rows, ['Custom']);
    assert.equal(p.errorCount, 0);
    assert.deepEqual(p.created, [{ kind: 'Custom', value: '李四' }]);
    await s.call('DataImport/Confirm', { importId: p.importId });
    assert.equal((await finished(p.importId)).written.length, 2);
    const receivable = (await s.call('CustomReceivable/PageQuery', { pageSize: 50 })).data;
    const init = Object.fromEntries(receivable.map((r: any) => [r.customName, r.initAmount]));
    assert.equal(init['张三'], 500);
    assert.equal(init['李四'], 300.5);

    const supplier = await preview('SupplierOpening', ['供应商', '期初应付'], [['甲', '800']]);
    await s.call('DataImport/Confirm', { importId: supplier.importId });
    await finished(supplier.importId);
    const payable = (await s.call('SupplierHandle/PageQuery', { pageSize: 50 })).data;
    assert.equal(payable.find((r: any) => r.supplierName === '甲')?.initAmount, 800);

    await s.call('DataImport/Undo', { importId: supplier.importId });
    const after = (await s.call('SupplierHandle/PageQuery', { pageSize: 50 })).data;
    assert.equal(after.find((r: any) => r.supplierName === '甲')?.initAmount ?? 0, 0);
  });
});

describe('opening stock imported from Excel', () => {
  const COLUMNS = ['仓库', '商品', '数量', '单价', '批号', '生产日期', '有效期', '序列号'];
  let phone = '';
  let milk = '';
  let shop = '';
  const serials = async (warehouseId: string) =>
    (await s.call('SerialNo/Available', { skuId: phone, warehouseId })).data.map((r: any) => r.serialNo);
  const batches = async () =>
    (await s.call('ExpiryNo/Available', { skuId: milk, warehouseId: shop })).data.map((r: any) => [r.batchNo, r.qty, r.expiryDate]);
  const quantities = async (skuId: string) => Object.entries(await s.stock(skuId)).map(([w, [qty]]) => [w, qty]);

  test('a file with a serial count that is not its quantity shows the row and writes nothing', async () => {
    shop = (await s.call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId;
    const product = {
      productName: '手机',
      productCode: 'PHONE',
      unitName: '台',
      serialFlag: true,
      skus: [{ salePrice: 2000, purchasePrice: 1500 }],
    };
    phone = (await s.call('Product/Save', product)).skus[0].skuId;
    const dairy = {
      productName: '牛奶',
      productCode: 'MILK',
      unitName: '盒',
      lifeFlag: true,
      shelfLifeDays: 180,
      skus: [{ salePrice: 5, purchasePrice: 3 }],
    };
    milk = (await s.call('Product/Save', dairy)).skus[0].skuId;
    const p = await preview('InitStock', COLUMNS, [
      ['门店', 'PHONE', '2', '1000', '', '', '', 'P1'],
      ['门店', 'MILK', '5', '3', '', '2026-03-01', '', ''],
    ]);
    assert.deepEqual(
      p.errors.map((e: any) => [e.rowNo, e.column, e.message]),
      [[2, '序列号', '该行需要录入2个序列号，已录入1个']],
    );
    assert.equal((await s.raw('DataImport/Confirm', { importId: p.importId })).status, 422);
    assert.deepEqual(await quantities(phone), []);
    assert.deepEqual(await quantities(milk), []);
  });

  test('corrected, it sets stock, batches and serials per warehouse; undone, they are back to before; then it may come again', async () => {
    const rows = [
      ['门店', 'PHONE', '2', '1000', '', '', '', 'P1，P2'],
      ['门店', 'MILK', '5', '3', '', '2026-03-01', '', ''],
      ['总仓', 'PHONE', '1', '900', '', '', '', 'P3'],
      ['W1', 'PHONE', '1', '900', '', '', '', 'P4'],
    ];
    const p = await preview('InitStock', COLUMNS, rows);
    assert.equal(p.errorCount, 0, JSON.stringify(p.errors));
    assert.equal(p.documents, 2);
    await s.call('DataImport/Confirm', { importId: p.importId });
    const report = await finished(p.importId);
    assert.deepEqual(report.failed, []);
    assert.deepEqual(
      report.written.map((w: any) => w.billNo.slice(0, 2)),
      ['QC', 'QC'],
    );
    assert.deepEqual(await s.stock(phone), { 门店: [2, 2000], 总仓: [2, 1800] });
    assert.deepEqual(await s.stock(milk), { 门店: [5, 15] });
    assert.deepEqual(await serials(shop), ['P1', 'P2']);
    assert.deepEqual(await batches(), [['20260301', 5, '2026-08-28']]);

    const again = await preview('InitStock', COLUMNS, [['总仓', 'PHONE', '1', '900', '', '', '', 'P2']]);
    assert.deepEqual(
      again.errors.map((e: any) => e.message),
      ['该商品在此仓库已有出入库记录，不能再录期初'],
    );

    await s.call('DataImport/Undo', { importId: p.importId });
    assert.ok((await quantities(phone)).every(([, qty]) => qty === 0));
    assert.ok((await quantities(milk)).every(([, qty]) => qty === 0));
    assert.deepEqual(await serials(shop), []);
    assert.deepEqual(await batches(), []);

    const redo = await preview('InitStock', COLUMNS, rows);
    assert.equal(redo.errorCount, 0, JSON.stringify(redo.errors));
    await s.call('DataImport/Confirm', { importId: redo.importId });
    assert.deepEqual((await finished(redo.importId)).failed, []);
    assert.deepEqual(await s.stock(phone), { 门店: [2, 2000], 总仓: [2, 1800] });

    // The 期初 list: each entry undone is listed once, marked with who and when, beside its import again; the
    // taking-back is no row of its own, and the totals count the standing entries only.
    const openings = async (status?: string) => s.call('InitStock/PageQuery', { pageSize: 50, ...(status && { status }) });
    const all = await openings();
    const line = (r: any) => [r.billNo, r.warehouseName, r.productName, r.qty, r.amount];
    const [undone, standing] = [all.data.filter((r: any) => r.undone), all.data.filter((r: any) => !r.undone)];
    assert.equal(all.totalCount, 2 * standing.length);
    assert.deepEqual(
      undone
        .map(line)
        .map(([, ...rest]: any[]) => rest)
        .sort(),
      standing
        .map(line)
        .map(([, ...rest]: any[]) => rest)
        .sort(),
    );
    assert.ok(all.data.every((r: any) => r.qty > 0));
    assert.ok(undone.every((r: any) => r.undoneBy && Math.abs(Date.parse(r.undoneAt) - Date.now()) < 600_000));
    assert.ok(standing.every((r: any) => r.undoneBy === null && r.undoneAt === null));
    assert.deepEqual(all.totals, { qty: 9, amount: 3815 });
    assert.deepEqual((await openings('valid')).data.map(line), standing.map(line));
    assert.deepEqual((await openings('undone')).data.map(line), undone.map(line));
    assert.equal((await s.raw('InitStock/PageQuery', { status: 'gone' })).status, 400);
  });
});

describe('products imported from Excel', () => {
  const COLUMNS = ['商品名称', '商品编码', '主单位', '辅助单位', '商品分类', '规格', '条码', '销售价', '采购价'];
  /** Four products, 可乐 in two sizes (rows sharing its code are its SKUs), one in a class and one with a case unit. */
  const products = () => [
    ['可乐', 'IMP-KL', '瓶', '箱=12瓶', '饮料', '330ml', '6901001', '3', '2'],
    ['可乐', 'IMP-KL', '瓶', '箱=12瓶', '饮料', '500ml', '6901002', '4', '2.5'],
    ['雪碧', 'IMP-XB', '瓶', '', '饮料', '', '6901003', '3', '2'],
    ['薯片', 'IMP-SP', '袋', '', '', '', '', '6', '4'],
    ['饼干', 'IMP-BG', '盒', '', '', '', '', '8', '5'],
  ];
  const skuCount = async () => (await s.call('Product/PageQuery', { keyword: 'IMP-', pageSize: 1 })).totalCount as number;

  test('previewed with 3 bad rows, corrected, sent twice and undone: errors per cell, each product once, removed as a whole; a used one keeps it', async () => {
    await s.call('ProductClass/AddNode', { className: '饮料' });
    const template = await readSheet((await s.call('DataImport/Template', { kind: 'Product' })).content);
    assert.deepEqual(template.headers, [...COLUMNS, '批发价', '最低售价', '最低库存', '最高库存', '备注']);

    const bad = products();
    bad[1][0] = '可口可乐';
    bad[2][4] = '汽水';
    bad[3][1] = 'WATER';
    bad[3][7] = 'abc';
    const p = await preview('Product', COLUMNS, bad);
    assert.deepEqual(
      p.errors.map((e: any) => [e.rowNo, e.column, e.message]),
      [
        [3, '商品名称', '商品编码为IMP-KL的各行商品名称应与第2行相同'],
        [4, '商品分类', '商品分类“汽水”不存在，请先在商品分类中添加'],
        [5, '商品编码', '商品编码“WATER”已被其他商品使用'],
        [5, '销售价', '销售价必须是数字'],
      ],
    );
    assert.equal((await s.raw('DataImport/Confirm', { importId: p.importId })).status, 422);
    assert.equal(await skuCount(), 0, 'a preview writes nothing');

    const fixed = await preview('Product', COLUMNS, products());
    assert.equal(fixed.errorCount, 0, JSON.stringify(fixed.errors));
    assert.equal(fixed.documents, 4);
    await s.call('DataImport/Confirm', { importId: fixed.importId });
    const done = await finished(fixed.importId);
    assert.deepEqual(
      done.written.map((w: any) => [w.key, w.billNo]),
      [
        ['IMP-KL', '可乐'],
        ['IMP-XB', '雪碧'],
        ['IMP-SP', '薯片'],
        ['IMP-BG', '饼干'],
      ],
    );
    assert.equal([done.detailPath, done.idField].join('?'), '/management/Detail?productId');
    // As a sale does, each product carries the import's key for its code: a writer that stopped before recording it finds it.
    const keys = done.written.map((w: any) => docKey(fixed.importId, w.key));
    const found = await app.module.get(DataImportQueries).writtenFor(s.companyId, 'ProductCreated', keys, ['productId', 'productName']);
    assert.deepEqual(
      keys.map((k: string) => found.get(k)?.docId),
      done.written.map((w: any) => w.docId),
    );
    const cola = await s.call('Product/SpuDetail', { productId: done.written[0].docId });
    assert.deepEqual(
      [cola.skus.map((k: any) => [k.spec, k.barCode]), cola.units.map((u: any) => [u.unitName, Number(u.ratio)])],
      [
        [
          ['330ml', '6901001'],
          ['500ml', '6901002'],
        ],
        [
          ['瓶', 1],
          ['箱', 12],
        ],
      ],
    );
    assert.equal(await skuCount(), 5);

    const again = await preview('Product', COLUMNS, products());
    assert.deepEqual([again.errorCount, again.skipped.map((k: any) => k.key)], [0, ['IMP-KL', 'IMP-XB', 'IMP-SP', 'IMP-BG']]);
    await s.call('DataImport/Confirm', { importId: again.importId });
    assert.equal((await finished(again.importId)).skipped.length, 4);
    assert.equal(await skuCount(), 5, 'sent again, nothing is written twice');

    // Undoing removes products: one who may add them but not delete them is refused before anything is removed.
    const permissions = [
      { permissionId: '7016', actionList: ['query', 'import'] },
      { permissionId: '3001', actionList: ['query', 'add'] },
    ];
    const { roleId } = await s.call('Role/Save', { roleName: '录入员', permissions });
    const loginName = `clerk${Date.now()}`;
    await s.call('User/Save', { loginName, password: 'clerk123', userName: '录入员', roleId });
    const clerk = (await app.call('Login/Login', { loginName, password: 'clerk123' })).body.returnData.token;
    const forbidden = await app.call('DataImport/Undo', { importId: fixed.importId }, { token: clerk });
    assert.deepEqual([forbidden.status, forbidden.body.invMessage], [403, '您没有删除商品的权限，不能撤销商品导入']);
    assert.equal(await skuCount(), 5);

    const undone = await s.call('DataImport/Undo', { importId: fixed.importId });
    assert.deepEqual([undone.status, undone.undoErrors], ['undone', []]);
    assert.equal(await skuCount(), 0);
    assert.equal((await s.raw('Product/SpuDetail', { productId: done.written[0].docId })).status, 404, 'removed');

    // Undone, the codes and barcodes are free: the file comes in again; once a product is bought, undoing is refused.
    const redo = await preview('Product', COLUMNS, products());
    assert.deepEqual([redo.errorCount, redo.skipped], [0, []]);
    await s.call('DataImport/Confirm', { importId: redo.importId });
    const chips = (await finished(redo.importId)).written.find((w: any) => w.key === 'IMP-SP').docId;
    const skuId = (await s.call('Product/SpuDetail', { productId: chips })).skus[0].skuId;
    const supplierId = (await s.call('Supplier/PageQuery', { keyword: '甲' })).data[0].supplierId;
    const warehouseId = (await s.call('Warehouse/PageQuery', { keyword: 'W1' })).data[0].warehouseId;
    await s.call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 4 }] });
    const refused = await s.raw('DataImport/Undo', { importId: redo.importId });
    assert.equal(refused.status, 422);
    assert.equal(
      refused.body.invMessage,
      '1个商品已在单据或库存中使用，不能撤销本次导入：薯片（IMP-SP）；不再经营的商品请在商品资料中停用',
    );
    assert.equal(await skuCount(), 5);
  });
});

describe('templates', () => {
  test('a template has the kind columns and how to fill them in', async () => {
    const t = await s.call('DataImport/Template', { kind: 'Buy' });
    assert.equal(t.fileName, '采购入库导入模板.xlsx');
    assert.equal((await s.call('DataImport/Template', { kind: 'InitStock' })).fileName, '期初库存导入模板.xlsx');
    const bad = await s.raw('DataImport/Preview', { kind: 'Buy', fileName: 'x.xlsx', content: await writeSheet('x', ['商品'], [['水']]) });
    assert.equal(bad.status, 400);
    assert.match(bad.body.invMessage, /缺少必填列：单据编号、单据日期、供应商、仓库、数量、单价/);
  });
});
