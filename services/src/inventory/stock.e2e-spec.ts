import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { io } from 'socket.io-client';
import { startTestApp, TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

test('stock lists, flow, distribution, warnings and a live push when a limit is crossed', async () => {
  const token = (
    await app.call('Register/Register', { companyName: '库存', loginName: `st${Date.now()}`, password: 'secret123', productType: 2 })
  ).body.returnData;
  const t = { token: token.token };
  const call = (path: string, body: object) => app.call(path, body, t).then((r) => r.body.returnData);
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '分仓', warehouseCode: 'W2' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const sku = (
    await call('Product/Save', {
      productName: '矿泉水',
      productCode: 'WATER',
      unitName: '瓶',
      skus: [{ salePrice: 2, purchasePrice: 1, lowStock: 5, highStock: 30 }],
    })
  ).skus[0].skuId;
  assert.deepEqual(
    await call('Data/StockWarningCount', {}),
    { count: 1, lowCount: 1, highCount: 0 },
    'nothing in stock is below the low limit',
  );

  const socket = io(app.url, { path: '/socket.io', auth: { token: token.token }, transports: ['websocket'], reconnection: false });
  await new Promise((r) => socket.once('connect', () => setTimeout(r, 100)));
  const pushes: any[] = [];
  socket.on('stockWarning', (p) => pushes.push(p));

  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId: w1,
    lines: [
      { skuId: sku, qty: 20, price: 1 },
      { skuId: sku, qty: 15, price: 1.2, warehouseId: w2 },
    ],
    audit: true,
  });
  const page = await call('Stock/PageQuery', { keyword: '矿泉' });
  assert.deepEqual(page.data.map((r: any) => [r.warehouseName, r.qty, r.costPrice]).sort(), [
    ['分仓', 15, 1.2],
    ['总仓', 20, 1],
  ]);
  assert.deepEqual(await call('Stock/TotalSum', {}), { qty: 35, costAmount: 38 });
  assert.deepEqual((await call('Stock/Distributed', { skuId: sku })).data.map((r: any) => r.qty).sort(), [15, 20]);
  const flow = await call('Stock/FlowPageQuery', { skuId: sku, warehouseId: w1 });
  assert.deepEqual(
    flow.data.map((r: any) => [r.billType, r.inQty, r.outQty, r.balanceQty]),
    [[301, 20, 0, 20]],
  );
  assert.match(flow.data[0].billNo, /^CG/);
  assert.deepEqual(await call('Data/StockWarningCount', {}), { count: 1, lowCount: 0, highCount: 1 });
  assert.deepEqual(
    (await call('StockWarning/High', { page: 1, pageSize: 5 })).data.map((r: any) => [r.productName, r.avalidCount, r.highStock]),
    [['矿泉水', 35, 30]],
  );
  await new Promise((r) => setTimeout(r, 300));
  assert.ok(
    pushes.some((p) => p.kind === 'high'),
    `a push arrived: ${JSON.stringify(pushes)}`,
  );
  assert.deepEqual((await call('StockWarning/PageQuery', { kind: 'high', keyword: '矿泉' })).data.length, 1);
  assert.deepEqual((await call('StockWarning/PageQuery', { kind: 'high', keyword: '可乐' })).data.length, 0);
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  await call('Sale/Save', { customId, billDate: today, warehouseId: w1, lines: [{ skuId: sku, qty: 10, price: 2 }], audit: true });
  await new Promise((r) => setTimeout(r, 300));
  assert.ok(
    pushes.some((p) => p.kind === 'cleared'),
    `back within the limits is pushed too: ${JSON.stringify(pushes)}`,
  );
  socket.close();
  assert.deepEqual(await call('Data/TodoCount', {}), { count: 0, auditCount: 0, stockCount: 0, items: [] });
  assert.ok((await call('Stock/FlowPageQuery', { skuId: sku })).data.every((r: any) => r.flowId));
  await call('Buy/Save', { supplierId, billDate: today, warehouseId: w1, lines: [{ skuId: sku, qty: 1, price: 1 }] });
  assert.deepEqual(await call('Data/TodoCount', {}), {
    count: 1,
    auditCount: 1,
    stockCount: 0,
    items: [{ menuId: '4002', title: '采购单', billType: 301, waiting: 'audit', count: 1 }],
  });
});

test('opening stock becomes stock at its cost, once per warehouse and SKU', async () => {
  const token = (
    await app.call('Register/Register', { companyName: '期初', loginName: `qc${Date.now()}`, password: 'secret123', productType: 2 })
  ).body.returnData.token;
  const call = (path: string, body: object) => app.call(path, body, { token });
  const w = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).body.returnData.warehouseId;
  const sku = (
    await call('Product/Save', { productName: '油', productCode: 'OIL', unitName: '桶', skus: [{ salePrice: 80, purchasePrice: 60 }] })
  ).body.returnData.skus[0].skuId;
  const saved = await call('InitStock/Save', { warehouseId: w, lines: [{ skuId: sku, qty: 12, price: 55.5 }] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.match(saved.body.returnData.billNo, /^QC\d{12}$/);
  const row = (await call('Stock/PageQuery', {})).body.returnData.data[0];
  assert.deepEqual([row.qty, row.costPrice, row.costAmount], [12, 55.5, 666]);
  assert.equal((await call('InitStock/Save', { warehouseId: w, lines: [{ skuId: sku, qty: 1, price: 1 }] })).body.errorCode, 'BAD_STATUS');
  assert.equal((await call('InitStock/PageQuery', {})).body.returnData.data[0].qty, 12);
});

test('open outbound documents reserve stock: available stock leaves them out where the company counts them', async () => {
  const token = (
    await app.call('Register/Register', { companyName: '占用', loginName: `zy${Date.now()}`, password: 'secret123', productType: 2 })
  ).body.returnData.token;
  const call = async (path: string, body: object) => {
    const r = await app.call(path, body, { token });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  const skuId = (
    await call('Product/Save', { productName: '米', productCode: 'RICE', unitName: '袋', skus: [{ salePrice: 50, purchasePrice: 40 }] })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 10, price: 40 }], audit: true });
  const draft = await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 3, price: 50 }] });
  const ret = await call('BuyReturn/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 2, price: 40 }] });
  await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 50 }], audit: true });
  const row = async () => (await call('Stock/PageQuery', {})).data[0];
  assert.deepEqual(
    await row().then((r) => [r.qty, r.reservedQty, r.avalidCount]),
    [9, 5, 4],
    'drafts of a sale and a purchase return are reserved',
  );
  await call('Sale/Remove', { saleId: draft.saleId });
  assert.deepEqual(await row().then((r) => [r.qty, r.reservedQty, r.avalidCount]), [9, 2, 7], 'a removed draft reserves nothing');
  assert.equal((await call('Setting/Detail', {})).reserveOpenDocuments, true);
  await call('Setting/Save', { reserveOpenDocuments: false });
  assert.deepEqual(await row().then((r) => [r.reservedQty, r.avalidCount]), [2, 9], 'not counted: available is on hand');
  await call('Setting/Save', { reserveOpenDocuments: true });

  // What is reserved follows each document's lines and status: edited, audited, written back.
  const sale = await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 4, price: 50 }] });
  assert.deepEqual(await row().then((r) => [r.qty, r.reservedQty, r.avalidCount]), [9, 6, 3], 'a new draft reserves');
  await call('Sale/Save', { saleId: sale.saleId, customId, billDate: today, warehouseId, lines: [{ skuId, qty: 6, price: 50 }] });
  assert.deepEqual(await row().then((r) => [r.qty, r.reservedQty, r.avalidCount]), [9, 8, 1], 'an edited draft reserves its new quantity');
  await call('BuyReturn/Audit', { returnId: ret.returnId });
  assert.deepEqual(
    await row().then((r) => [r.qty, r.reservedQty, r.avalidCount]),
    [7, 6, 1],
    'audited, a return takes its goods and reserves nothing',
  );
  await call('BuyReturn/WriteBack', { returnId: ret.returnId });
  assert.deepEqual(await row().then((r) => [r.qty, r.reservedQty, r.avalidCount]), [9, 6, 3], 'written back, it reserves nothing either');
  await call('Sale/Audit', { saleId: sale.saleId });
  assert.deepEqual(await row().then((r) => [r.qty, r.reservedQty, r.avalidCount]), [3, 0, 3], 'the last open document audited');
  assert.deepEqual(
    (await call('Stock/Available', { skuIds: [skuId] })).data,
    [{ skuId, qty: 3, avalidCount: 3 }],
    "the pickers' available stock reads the same",
  );
});

test('a keyword pages the stock list in name order (a rename moves the product), by warehouse, or sorted by a column, counting every matching row', async () => {
  const t = {
    token: (
      await app.call('Register/Register', { companyName: '库存搜索', loginName: `sk${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData.token,
  };
  const call = (path: string, body: object) =>
    app.call(path, body, t).then((r) => (assert.equal(r.status, 200, JSON.stringify(r.body)), r.body.returnData));
  const w1 = (await call('Warehouse/Save', { warehouseName: '一仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '二仓', warehouseCode: 'W2' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const product = (name: string, code: string, specs: string[]) =>
    call('Product/Save', {
      productName: name,
      productCode: code,
      unitName: '瓶',
      skus: specs.map((spec) => ({ spec, salePrice: 3, purchasePrice: 1 })),
    });
  const c = await product('C可乐', 'C', ['500ml', '1L']);
  const a = await product('A可乐', 'A', ['500ml']);
  const b = await product('B可乐', 'B', ['500ml']);
  await product('D雪碧', 'D', ['500ml']);
  const line = (skuId: string, qty: number, warehouseId = w1) => ({ skuId, qty, price: 1, warehouseId });
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId: w1,
    lines: [
      line(c.skus[0].skuId, 3),
      line(c.skus[1].skuId, 4),
      line(a.skus[0].skuId, 1),
      line(a.skus[0].skuId, 2, w2),
      line(b.skus[0].skuId, 5, w2),
    ],
    audit: true,
  });
  const rows = async (body: object) => {
    const page = await call('Stock/PageQuery', { keyword: '可乐', pageSize: 2, ...body });
    // One SKU's rows follow its warehouses' ids: sorted here.
    return [page.totalCount, ...page.data.map((r: any) => `${r.productName}${r.spec ?? ''}@${r.warehouseName}:${r.qty}`).sort()];
  };
  assert.deepEqual(await rows({}), [5, 'A可乐500ml@一仓:1', 'A可乐500ml@二仓:2'].sort());
  assert.deepEqual(await rows({ pageNo: 2 }), [5, 'B可乐500ml@二仓:5', 'C可乐500ml@一仓:3']);
  assert.deepEqual(await rows({ pageNo: 3 }), [5, 'C可乐1L@一仓:4']);
  assert.deepEqual(await rows({ pageNo: 4 }), [5]);
  assert.deepEqual(await rows({ warehouseId: w2 }), [2, 'A可乐500ml@二仓:2', 'B可乐500ml@二仓:5']);
  assert.deepEqual(await rows({ sortField: 'qty', sortOrder: 'descend' }), [5, 'B可乐500ml@二仓:5', 'C可乐1L@一仓:4']);
  assert.deepEqual(await rows({ keyword: '1l' }), [1, 'C可乐1L@一仓:4']);
  await call('Product/Update', { productId: a.productId, productName: 'E可乐' });
  assert.deepEqual(await rows({}), [5, 'B可乐500ml@二仓:5', 'C可乐500ml@一仓:3'], 'the renamed product moved to its new place');
});

test('a document list sums its amounts over the whole filter (blank without the price flag); 待办 by kind in the lists one may open; a picker asks stock for its SKUs', async () => {
  const boss = (
    await app.call('Register/Register', { companyName: '合计', loginName: `hj${Date.now()}`, password: 'secret123', productType: 2 })
  ).body.returnData.token;
  const as = (token: string) => async (path: string, body: object) => {
    const r = await app.call(path, body, { token });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const call = as(boss);
  const w = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  const [sku, other] = (
    await call('Product/Save', {
      productName: '酱油',
      productCode: 'SOY',
      unitName: '瓶',
      skus: [
        { spec: '500ml', salePrice: 10, purchasePrice: 5 },
        { spec: '1L', salePrice: 18, purchasePrice: 9 },
      ],
    })
  ).skus.map((k: { skuId: string }) => k.skuId);
  await call('Buy/Save', { supplierId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 20, price: 5 }], audit: true });
  for (const [qty, audit] of [
    [1, false],
    [2, false],
    [3, true],
  ] as const)
    await call('Sale/Save', { customId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty, price: 10 }], audit });
  await call('Buy/Save', { supplierId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 1, price: 5 }] });

  const onePage = await call('Sale/PageQuery', { pageNo: 1, pageSize: 1 });
  assert.equal(onePage.data.length, 1);
  assert.deepEqual(onePage.totals, { totalAmount: 60, paidAmount: 0, receiveAmount: 0 }, 'the three sales, not the page of one');
  assert.equal((await call('Sale/PageQuery', { status: 'draft' })).totals.totalAmount, 30, "the filter's documents");

  const roleId = (await call('Role/Save', { roleName: '销售员', permissions: [{ permissionId: '2002', actionList: ['query', 'get'] }] }))
    .roleId;
  const clerk = `${Date.now()}c`;
  // Others' documents (the bill flag) but no price flag.
  await call('User/Save', { loginName: clerk, password: 'secret123', userName: '小李', roleId, pricePerm: '000001000' });
  const asClerk = as((await app.call('Login/Login', { loginName: clerk, password: 'secret123' })).body.returnData.token);
  const seen = await asClerk('Sale/PageQuery', {});
  assert.equal(seen.totalCount, 3);
  assert.deepEqual(seen.totals, { totalAmount: null, paidAmount: null, receiveAmount: null }, 'no sale price flag, no sums');

  const item = (menuId: string, title: string, billType: number, waiting: string, count: number) => ({
    menuId,
    title,
    billType,
    waiting,
    count,
  });
  const todo = await call('Data/TodoCount', {});
  assert.deepEqual([todo.count, todo.auditCount, todo.stockCount], [3, 3, 0]);
  assert.deepEqual(
    todo.items,
    [item('2002', '销售单', 201, 'audit', 2), item('4002', '采购单', 301, 'audit', 1)],
    'by kind, in the order the modules register them',
  );
  assert.deepEqual(
    await asClerk('Data/TodoCount', {}),
    { count: 2, auditCount: 2, stockCount: 0, items: [item('2002', '销售单', 201, 'audit', 2)] },
    'only the lists the clerk may open',
  );

  const stock = await asClerk('Stock/Available', { skuIds: [sku, other] });
  assert.deepEqual(
    stock.data,
    [{ skuId: sku, qty: 17, avalidCount: 14 }],
    'in stock: 20 − 3 sold; the two drafts (1 + 2) reserve; none of the other',
  );

  // A whole kind's count and sums come from its totals row: they follow a draft edited, one removed and a sale paid
  // on the spot, and equal those of a filter that reads the documents themselves.
  const accountId = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
  const [edited, removed] = (await call('Sale/PageQuery', { status: 'draft' })).data;
  const sale = { customId, billDate: today, warehouseId: w };
  await call('Sale/Save', { ...sale, saleId: edited.saleId, lines: [{ skuId: sku, qty: 5, price: 10 }] });
  await call('Sale/Remove', { saleId: removed.saleId });
  await call('Sale/Save', { ...sale, lines: [{ skuId: sku, qty: 1, price: 10 }], accountId, receiveAmount: 7, audit: true });
  const whole = await call('Sale/PageQuery', { pageSize: 1 });
  const dated = await call('Sale/PageQuery', { pageSize: 1, startDate: '2000-01-01' });
  const figures = (p: any) => [p.totalCount, p.totals.totalAmount, p.totals.paidAmount];
  assert.deepEqual(figures(whole), [3, 90, 7], 'three sales: 30, the edited 50, and 10 of which 7 paid');
  assert.deepEqual(figures(whole), figures(dated), 'the totals row sums what the documents do');
});
