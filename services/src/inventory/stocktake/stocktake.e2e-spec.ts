import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { COUNT_SHEET_COLUMNS as COL } from '../../contracts';
import { writeSheet } from '../../catalog';
import { startTestApp, TestApp } from '../../testing/test-app';
import { shop, today } from '../../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Shop = Awaited<ReturnType<typeof shop>>;

/** A stocktake of `warehouseId` counting these lines, saved as a draft or audited at once. */
const count = (s: Shop, warehouseId: string, lines: object[], audit = false) =>
  s.call('Invtak/Save', { warehouseId, billDate: today, lines, audit });
/** Each line of a stocktake's detail as [book, count, difference, what the difference cost]. */
const results = async (s: Shop, invtakId: string) =>
  (await s.call('Invtak/Detail', { invtakId })).lines.map((l: any) => [l.bookQty, l.countQty, l.diffQty, l.diffAmount]);
/** The stocktake's movements in 商品流水 of a SKU: [billType, in, out, cost price, balance]. */
const flow = async (s: Shop, skuId: string, warehouseId: string) =>
  (await s.call('Stock/FlowPageQuery', { skuId, warehouseId })).data
    .filter((r: any) => r.billType === 400)
    .map((r: any) => [r.inQty, r.outQty, r.costPrice, r.balanceQty])
    .reverse();

describe('stocktake (盘点单): the difference against the book at the audit, at the moving average', () => {
  test('a gain comes in at the average, a loss leaves at it; with no stock a gain comes in at the purchase price', async () => {
    const s = await shop(app, '盘点成本');
    await s.buy(s.w1, [{ skuId: s.water, qty: 10, price: 5.5 }]);
    const sheet = (await s.call('Invtak/CountSheet', { warehouseId: s.w1 })).data;
    assert.deepEqual(
      sheet.map((l: any) => [l.productName, l.bookQty, l.costPrice]),
      [['水', 10, 5.5]],
      'the count sheet lists what the warehouse holds',
    );

    const gain = await count(s, s.w1, [{ skuId: s.water, countQty: 12 }]);
    assert.match(gain.billNo, /^PD\d{12}$/);
    assert.equal(gain.status, 'draft');
    assert.deepEqual(await results(s, gain.invtakId), [[10, 12, 2, 11]], 'a draft shows what an audit now would post');
    assert.deepEqual(await s.stock(s.water), { 总仓: [10, 55] }, 'a draft moves nothing');
    assert.equal((await s.call('Invtak/Audit', { invtakId: gain.invtakId })).status, 'audited');
    assert.deepEqual(await s.stock(s.water), { 总仓: [12, 66] });

    const loss = await count(s, s.w1, [{ skuId: s.water, countQty: 9 }], true);
    assert.equal(loss.status, 'audited');
    assert.deepEqual(await results(s, loss.invtakId), [[12, 9, -3, -16.5]]);
    assert.deepEqual(await s.stock(s.water), { 总仓: [9, 49.5] });
    assert.deepEqual(
      await flow(s, s.water, s.w1),
      [
        [2, 0, 5.5, 12],
        [0, 3, 5.5, 9],
      ],
      'each movement is in 商品流水 as a 盘点单 (400)',
    );

    const fresh = await count(s, s.w2, [{ skuId: s.water, countQty: 4 }], true);
    assert.deepEqual(await results(s, fresh.invtakId), [[0, 4, 4, 12]]);
    assert.deepEqual(await s.stock(s.water), { 总仓: [9, 49.5], 门店: [4, 12] }, 'no stock to average: the purchase price (3)');

    const same = await count(s, s.w1, [{ skuId: s.water, countQty: 9 }], true);
    assert.deepEqual(await results(s, same.invtakId), [[9, 9, 0, 0]]);
    assert.equal((await flow(s, s.water, s.w1)).length, 2, 'a line with no difference moves nothing');
  });

  test('a sale between count and audit: the audit posts against the new book, and its write-back restores stock and cost', async () => {
    const s = await shop(app, '盘点期间销售');
    await s.buy(s.w1, [{ skuId: s.water, qty: 10, price: 2 }]);
    const draft = await count(s, s.w1, [{ skuId: s.water, countQty: 8 }]);
    assert.deepEqual(await results(s, draft.invtakId), [[10, 8, -2, -4]]);
    const customId = (await s.call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
    await s.call('Sale/Save', { customId, billDate: today, warehouseId: s.w1, lines: [{ skuId: s.water, qty: 3, price: 5 }], audit: true });
    await s.call('Invtak/Audit', { invtakId: draft.invtakId });
    assert.deepEqual(await results(s, draft.invtakId), [[7, 8, 1, 2]], 'the book at the audit was 7: a gain of 1, the sale kept');
    assert.deepEqual(await s.stock(s.water), { 总仓: [8, 16] });

    const again = await s.raw('Invtak/Audit', { invtakId: draft.invtakId });
    assert.deepEqual([again.status, again.body.errorCode], [422, 'BAD_STATUS'], 'a stocktake is audited once');

    assert.equal((await s.call('Invtak/WriteBack', { invtakId: draft.invtakId })).status, 'reversed');
    assert.deepEqual(await s.stock(s.water), { 总仓: [7, 14] });
    assert.deepEqual(
      await flow(s, s.water, s.w1),
      [
        [1, 0, 2, 8],
        [0, 1, 2, 7],
      ],
      'the write-back leaves at the amount the gain came in at',
    );
    assert.deepEqual(await results(s, draft.invtakId), [[7, 8, 1, 2]], 'a written-back stocktake still shows what it found');
    const detail = await s.call('Invtak/Detail', { invtakId: draft.invtakId });
    assert.deepEqual([detail.status, detail.history.map((h: any) => h.title)], ['reversed', ['保存', '审核', '红冲']]);
  });

  test('a serial SKU is counted by serial: those in stock not counted leave, counted ones not in stock come in', async () => {
    const s = await shop(app, '盘点序列号');
    await s.buy(s.w1, [{ skuId: s.phone, qty: 3, price: 100, serials: ['A', 'B', 'C'] }]);
    const [line] = (await s.call('Invtak/CountSheet', { warehouseId: s.w1 })).data;
    assert.deepEqual([line.bookQty, line.serials], [3, ['A', 'B', 'C']]);
    const short = await s.raw('Invtak/Save', {
      warehouseId: s.w1,
      billDate: today,
      lines: [{ skuId: s.phone, countQty: 3, serials: ['B', 'C'] }],
    });
    assert.deepEqual([short.status, short.body.invMessage], [400, '明细第1行需要录入3个序列号，已录入2个']);

    const st = await count(s, s.w1, [{ skuId: s.phone, countQty: 3, serials: ['B', 'C', 'D'] }], true);
    assert.deepEqual(await results(s, st.invtakId), [[3, 3, 0, 0]]);
    const inStock = async () => (await s.call('Invtak/CountSheet', { warehouseId: s.w1 })).data[0].serials;
    assert.deepEqual(await inStock(), ['B', 'C', 'D']);
    assert.deepEqual(await s.stock(s.phone), { 总仓: [3, 300] }, 'D came in at the average A left at');
    assert.deepEqual(await flow(s, s.phone, s.w1), [
      [0, 1, 100, 2],
      [1, 0, 100, 3],
    ]);
    const a = (await s.call('SerialNo/PageQuery', { keyword: 'A', skuId: s.phone })).data.find((r: any) => r.serialNo === 'A');
    assert.deepEqual([a.status, a.outBillType], ['out', 400]);

    await s.call('Invtak/WriteBack', { invtakId: st.invtakId });
    assert.deepEqual(await inStock(), ['A', 'B', 'C'], 'the write-back takes D out and brings A back');
  });

  test('a batch SKU is counted by batch; a gain in a new batch brings its dates', async () => {
    const s = await shop(app, '盘点批次');
    await s.buy(s.w1, [
      { skuId: s.milk, qty: 5, price: 4, productionDate: '2026-01-01' },
      { skuId: s.milk, qty: 3, price: 4, productionDate: '2026-02-01' },
    ]);
    const sheet = (await s.call('Invtak/CountSheet', { warehouseId: s.w1 })).data;
    assert.deepEqual(
      sheet.map((l: any) => [l.batchNo, l.expiryDate, l.bookQty]),
      [
        ['20260101', '2026-06-30', 5],
        ['20260201', '2026-07-31', 3],
      ],
    );

    const noDates = await s.raw('Invtak/Save', {
      warehouseId: s.w1,
      billDate: today,
      audit: true,
      lines: [{ skuId: s.milk, countQty: 1, batchNo: 'NEW' }],
    });
    assert.deepEqual(
      [noDates.status, noDates.body.errorCode, noDates.body.invMessage],
      [422, 'BATCH_DATES', '明细第1行批次“NEW”不在库存中，盘盈须填写生产日期'],
    );

    const st = await count(
      s,
      s.w1,
      [
        { skuId: s.milk, countQty: 2, batchNo: '20260101' },
        { skuId: s.milk, countQty: 3, batchNo: '20260201' },
        { skuId: s.milk, countQty: 4, productionDate: '2026-03-01' },
      ],
      true,
    );
    assert.deepEqual(await results(s, st.invtakId), [
      [5, 2, -3, -12],
      [3, 3, 0, 0],
      [0, 4, 4, 16],
    ]);
    const after = (await s.call('Invtak/CountSheet', { warehouseId: s.w1 })).data;
    assert.deepEqual(
      after.map((l: any) => [l.batchNo, l.productionDate, l.expiryDate, l.bookQty]),
      [
        ['20260101', '2026-01-01', '2026-06-30', 2],
        ['20260201', '2026-02-01', '2026-07-31', 3],
        ['20260301', '2026-03-01', '2026-08-28', 4],
      ],
    );
    assert.deepEqual(await s.stock(s.milk), { 总仓: [9, 36] });
  });

  test('count sheets of a class or of chosen SKUs, and counts read back from Excel', async () => {
    const s = await shop(app, '盘点表');
    const drinks = (await s.call('ProductClass/AddNode', { className: '饮料' })).classId;
    const juice = (await s.call('ProductClass/AddNode', { className: '果汁', parentId: drinks })).classId;
    const orange = (
      await s.call('Product/Save', {
        productName: '橙汁',
        productCode: 'OJ',
        unitName: '瓶',
        classId: juice,
        skus: [{ spec: '1L', barCode: '690001', salePrice: 8, purchasePrice: 5 }],
      })
    ).skus[0].skuId;
    await s.buy(s.w1, [{ skuId: s.water, qty: 6, price: 1 }]);
    const names = async (body: object) =>
      (await s.call('Invtak/CountSheet', { warehouseId: s.w1, ...body })).data.map((l: any) => [l.productName, l.bookQty]);
    assert.deepEqual(await names({ classId: drinks }), [['橙汁', 0]], 'a class counts its subclasses too, in stock or not');
    assert.deepEqual(await names({ skuIds: [s.water, orange] }), [
      ['橙汁', 0],
      ['水', 6],
    ]);

    const titles = Object.values(COL);
    const row = (cells: Partial<Record<keyof typeof COL, string>>) => (Object.keys(COL) as (keyof typeof COL)[]).map((k) => cells[k] ?? '');
    const content = await writeSheet('盘点表', titles, [
      row({ productCode: 'WATER', countQty: '5' }),
      row({ barCode: '690001', countQty: '2' }),
      row({ productCode: 'PHONE', serials: 'P1，P2' }),
      row({ productCode: 'MILK', countQty: '' }),
      row({ productCode: 'NOPE', countQty: '1' }),
      row({ productCode: 'WATER', countQty: '-1' }),
    ]);
    const read = await s.call('Invtak/ImportCount', { warehouseId: s.w1, fileName: '盘点表.xlsx', content });
    assert.deepEqual(
      read.data.map((l: any) => [l.productName, l.bookQty, l.countQty, l.countSerials ?? null]),
      [
        ['水', 6, 5, null],
        ['橙汁', 0, 2, null],
        ['手机', 0, 2, ['P1', 'P2']],
      ],
    );
    assert.deepEqual(read.errors, [
      { rowNo: 6, message: '第6行：未找到条码或编码为“NOPE”的商品' },
      { rowNo: 7, message: '第7行实盘数量必须是不小于0的数字' },
    ]);
  });

  test('bad input is refused naming line and field, and nothing is written; a SKU is on one open stocktake of a warehouse at a time', async () => {
    const s = await shop(app, '盘点校验');
    const other = await shop(app, '别家');
    const refused = async (body: object) => {
      const r = await s.raw('Invtak/Save', { warehouseId: s.w1, billDate: today, lines: [{ skuId: s.water, countQty: 1 }], ...body });
      return [r.status, r.body.errorCode, r.body.invMessage];
    };
    assert.deepEqual(await refused({ lines: [{ skuId: s.water, countQty: -1 }] }), [400, 'VALIDATION', '明细第1行实盘数量不能小于0']);
    assert.deepEqual(await refused({ lines: [{ skuId: other.water, countQty: 1 }] }), [400, 'VALIDATION', '明细第1行的商品不存在或已停用']);
    assert.deepEqual(await refused({ warehouseId: other.w1 }), [400, 'VALIDATION', '仓库不存在']);
    assert.deepEqual(
      await refused({
        lines: [
          { skuId: s.water, countQty: 1 },
          { skuId: s.water, countQty: 2 },
        ],
      }),
      [400, 'VALIDATION', '明细第2行与第1行是同一商品，请合并为一行'],
    );
    assert.deepEqual(await refused({ lines: [{ skuId: s.water, countQty: 1, batchNo: 'X' }] }), [
      400,
      'VALIDATION',
      '明细第1行的商品未启用保质期管理，不能录入批次',
    ]);
    assert.equal((await s.call('Invtak/PageQuery', {})).totalCount, 0, 'nothing was saved');
    assert.equal((await s.raw('Invtak/CountSheet', { warehouseId: other.w1 })).status, 400);

    const first = await count(s, s.w1, [{ skuId: s.water, countQty: 1 }]);
    assert.deepEqual(
      await refused({
        lines: [
          { skuId: s.milk, countQty: 0 },
          { skuId: s.water, countQty: 2 },
        ],
      }),
      [422, 'OPEN_STOCKTAKE', `明细第2行的商品已在未审核的盘点单${first.billNo}中，请先审核或删除该单`],
    );
    await count(s, s.w1, [{ skuId: s.milk, countQty: 0 }]);
    await count(s, s.w2, [{ skuId: s.water, countQty: 2 }]);
    await s.call('Invtak/Save', { invtakId: first.invtakId, warehouseId: s.w1, billDate: today, lines: [{ skuId: s.water, countQty: 3 }] });
    assert.deepEqual(await results(s, first.invtakId), [[0, 3, 3, 9]], 'the draft itself may be edited');
    await s.call('Invtak/Remove', { invtakId: first.invtakId });
    await count(s, s.w1, [{ skuId: s.water, countQty: 1 }]);
    const list = await s.call('Invtak/PageQuery', { warehouseId: s.w1 });
    assert.deepEqual(
      list.data.map((r: any) => [r.warehouseName, r.status]),
      [
        ['总仓', 'draft'],
        ['总仓', 'draft'],
      ],
    );
  });

  test('an employee needs the 盘点单 rights, counts only the warehouses they may use, and sees no cost without the cost-price flag', async () => {
    const s = await shop(app, '盘点权限');
    await s.buy(s.w1, [{ skuId: s.water, qty: 10, price: 2 }]);
    const roleId = (
      await s.call('Role/Save', { roleName: '盘点员', permissions: [{ permissionId: '4008', actionList: ['query', 'get', 'add'] }] })
    ).roleId;
    const loginName = `pd${Date.now()}`;
    await s.call('User/Save', { loginName, password: 'secret123', userName: '盘点员', roleId, warehousePerm: s.w1 });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const as = (path: string, body: object) => app.call(path, body, { token });
    assert.deepEqual(
      (await as('Invtak/CountSheet', { warehouseId: s.w1 })).body.returnData.data.map((l: any) => [l.bookQty, l.costPrice]),
      [[10, null]],
    );
    assert.equal((await as('Invtak/CountSheet', { warehouseId: s.w2 })).status, 403, 'not a warehouse of theirs');
    const draft = await as('Invtak/Save', { warehouseId: s.w1, billDate: today, lines: [{ skuId: s.water, countQty: 9 }] });
    assert.equal(draft.status, 200);
    const { invtakId } = draft.body.returnData;
    assert.deepEqual(
      (await as('Invtak/Detail', { invtakId })).body.returnData.lines.map((l: any) => [l.diffQty, l.diffAmount]),
      [[-1, null]],
    );
    assert.equal(
      (await as('Invtak/Save', { warehouseId: s.w1, billDate: today, audit: true, lines: [{ skuId: s.milk, countQty: 0 }] })).status,
      403,
      'saving with audit needs 审核',
    );
    assert.equal((await as('Invtak/Audit', { invtakId })).status, 403);
    assert.equal(
      (await as('Invtak/ImportCount', { warehouseId: s.w1, fileName: 'a.xlsx', content: 'UEsDBA==' })).status,
      403,
      'importing needs 导入',
    );
    assert.deepEqual(await s.stock(s.water), { 总仓: [10, 20] });
  });
});
