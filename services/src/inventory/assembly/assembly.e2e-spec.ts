import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { shop, today } from '../../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * A workshop: 螺丝 bought at 1.00 and 1.20 (average 1.10), 木板 at 10.00, both in 总仓; 礼盒A and 礼盒B to make,
 * whose purchase prices (30 and 20) weigh their shares of the cost.
 */
async function workshop(name: string) {
  const c = await shop(app, name);
  let codes = 0;
  const product = async (productName: string, purchasePrice: number) =>
    (await c.call('Product/Save', { productName, productCode: `P${++codes}`, unitName: '个', skus: [{ salePrice: 99, purchasePrice }] }))
      .skus[0].skuId as string;
  const screw = await product('螺丝', 1);
  const board = await product('木板', 10);
  const boxA = await product('礼盒A', 30);
  const boxB = await product('礼盒B', 20);
  await c.buy(c.w1, [
    { skuId: screw, qty: 10, price: 1 },
    { skuId: screw, qty: 10, price: 1.2 },
    { skuId: board, qty: 5, price: 10 },
  ]);
  /** Quantity and cost amount in 总仓. */
  const stock = async (skuId: string) => (await c.stock(skuId)).总仓 ?? [0, 0];
  const assemble = (body: object) => c.raw('Assembly/Save', { warehouseId: c.w1, billDate: today, ...body });
  return { ...c, product, screw, board, boxA, boxB, stock, assemble };
}

const amounts = (lines: any[]) => lines.map((l) => [l.productName, l.qty, l.stockAmount]);

test('parts leave at their averages; the products come in at that cost plus the fee, shared by qty × purchase price, the last taking the rounding', async () => {
  const c = await workshop('组装');
  const draft = await c.assemble({
    parts: [
      { skuId: c.screw, qty: 3 },
      { skuId: c.board, qty: 2 },
    ],
    products: [
      { skuId: c.boxA, qty: 2 },
      { skuId: c.boxB, qty: 1 },
    ],
    fee: 5,
    remark: '中秋礼盒',
  });
  assert.equal(draft.status, 200, JSON.stringify(draft.body));
  const { assemblyId, billNo, status } = draft.body.returnData;
  assert.match(billNo, /^ZZ\d{12}$/);
  assert.equal(status, 'draft');

  const reserved = (await c.call('Stock/PageQuery', { warehouseId: c.w1 })).data.map((r: any) => [
    r.productName,
    r.qty,
    r.reservedQty,
    r.avalidCount,
  ]);
  assert.deepEqual(
    reserved.sort(),
    [
      ['木板', 5, 2, 3],
      ['螺丝', 20, 3, 17],
    ],
    'an open assembly reserves its parts; its products are not stock yet',
  );

  assert.deepEqual(await c.call('Assembly/Audit', { assemblyId }), { assemblyId, status: 'audited' });
  // 3 × 1.10 + 2 × 10.00 = 23.30, + 5 fee = 28.30; weights 2 × 30 = 60 and 1 × 20 = 20: 21.225 → 21.23, the rest 7.07.
  assert.deepEqual(await c.stock(c.screw), [17, 18.7]);
  assert.deepEqual(await c.stock(c.board), [3, 30]);
  assert.deepEqual(await c.stock(c.boxA), [2, 21.23]);
  assert.deepEqual(await c.stock(c.boxB), [1, 7.07]);

  const detail = await c.call('Assembly/Detail', { assemblyId });
  assert.deepEqual(
    [detail.billNo, detail.billType, detail.kind, detail.fee, detail.warehouseName, detail.remark, detail.status],
    [billNo, 500, 'assemble', 5, '总仓', '中秋礼盒', 'audited'],
  );
  assert.deepEqual(amounts(detail.parts), [
    ['螺丝', 3, 3.3],
    ['木板', 2, 20],
  ]);
  assert.deepEqual(amounts(detail.products), [
    ['礼盒A', 2, 21.23],
    ['礼盒B', 1, 7.07],
  ]);
  assert.equal(detail.lines, undefined, 'the lines come in their groups');
  assert.deepEqual(
    detail.history.map((h: any) => h.title),
    ['保存', '审核'],
  );

  const flow = (await c.call('Stock/FlowPageQuery', { pageSize: 20 })).data.filter((r: any) => r.billNo === billNo);
  assert.deepEqual(flow.map((r: any) => [r.billType, r.productName, r.inQty, r.outQty, r.amount, r.docId]).sort(), [
    [501, '木板', 0, 2, 20, assemblyId],
    [501, '螺丝', 0, 3, 3.3, assemblyId],
    [502, '礼盒A', 2, 0, 21.23, assemblyId],
    [502, '礼盒B', 1, 0, 7.07, assemblyId],
  ]);
  const list = await c.call('Assembly/PageQuery', {});
  assert.deepEqual(
    list.data.map((r: any) => [r.assemblyId, r.billNo, r.kind, Number(r.fee), r.warehouseName, r.status]),
    [[assemblyId, billNo, 'assemble', 5, '总仓', 'audited']],
  );

  // Write-back: every movement reversed at its own amount, so stock and averages are as before.
  await c.call('Assembly/WriteBack', { assemblyId });
  assert.deepEqual(await c.stock(c.screw), [20, 22]);
  assert.deepEqual(await c.stock(c.board), [5, 50]);
  assert.deepEqual(await c.stock(c.boxA), [0, 0]);
  assert.deepEqual(await c.stock(c.boxB), [0, 0]);
  const back = (await c.call('Stock/FlowPageQuery', { pageSize: 20 })).data.filter((r: any) => r.billNo === billNo);
  assert.deepEqual(
    back
      .slice(0, 4)
      .map((r: any) => [r.billType, r.productName, r.inQty, r.outQty, r.amount])
      .sort(),
    [
      [501, '木板', 2, 0, 20],
      [501, '螺丝', 3, 0, 3.3],
      [502, '礼盒A', 0, 2, 21.23],
      [502, '礼盒B', 0, 1, 7.07],
    ],
  );
  assert.equal((await c.call('Assembly/Detail', { assemblyId })).status, 'reversed');
  const bought = (await c.call('Stock/PageQuery', { skuId: c.screw })).data[0];
  assert.equal(bought.costPrice, 1.1, "the average is the purchases' again");
});

test('disassembly: the product leaves at its average, the parts come in sharing that plus the fee; by quantity when no part has a purchase price', async () => {
  const c = await workshop('拆卸');
  await c.call('Assembly/Save', {
    warehouseId: c.w1,
    billDate: today,
    audit: true,
    parts: [
      { skuId: c.screw, qty: 4 },
      { skuId: c.board, qty: 2 },
    ],
    products: [{ skuId: c.boxA, qty: 2 }],
  });
  // 4 × 1.10 + 2 × 10 = 24.40 in 2 礼盒A: 12.20 each.
  assert.deepEqual(await c.stock(c.boxA), [2, 24.4]);

  const apart = await c.call('Assembly/Save', {
    warehouseId: c.w1,
    billDate: today,
    kind: 'disassemble',
    fee: 0.5,
    audit: true,
    products: [{ skuId: c.boxA, qty: 1 }],
    parts: [
      { skuId: c.screw, qty: 2 },
      { skuId: c.board, qty: 1 },
    ],
  });
  // 12.20 + 0.50 = 12.70 shared 2 × 1 : 1 × 10: 2.12 (2.1166…) and the rest 10.58.
  assert.deepEqual(await c.stock(c.boxA), [1, 12.2]);
  assert.deepEqual(await c.stock(c.screw), [18, 19.72]);
  assert.deepEqual(await c.stock(c.board), [4, 40.58]);
  const detail = await c.call('Assembly/Detail', { assemblyId: apart.assemblyId });
  assert.equal(detail.kind, 'disassemble');
  assert.deepEqual(amounts(detail.products), [['礼盒A', 1, 12.2]]);
  assert.deepEqual(amounts(detail.parts), [
    ['螺丝', 2, 2.12],
    ['木板', 1, 10.58],
  ]);
  const flow = (await c.call('Stock/FlowPageQuery', { pageSize: 5 })).data.filter((r: any) => r.billNo === apart.billNo);
  assert.deepEqual(flow.map((r: any) => [r.billType, r.productName, r.inQty, r.outQty]).sort(), [
    [501, '木板', 1, 0],
    [501, '螺丝', 2, 0],
    [502, '礼盒A', 0, 1],
  ]);

  // Parts without purchase prices share by quantity: 12.20 over 1 + 3.
  const nail = await c.product('钉子', 0);
  const glue = await c.product('胶水', 0);
  await c.call('Assembly/Save', {
    warehouseId: c.w1,
    billDate: today,
    kind: 'disassemble',
    audit: true,
    products: [{ skuId: c.boxA, qty: 1 }],
    parts: [
      { skuId: nail, qty: 1 },
      { skuId: glue, qty: 3 },
    ],
  });
  assert.deepEqual(
    [await c.stock(nail), await c.stock(glue), await c.stock(c.boxA)],
    [
      [1, 3.05],
      [3, 9.15],
      [0, 0],
    ],
  );

  // Writing the first disassembly back takes its parts out again and returns the product at its amount.
  await c.call('Assembly/WriteBack', { assemblyId: apart.assemblyId });
  assert.deepEqual(
    [await c.stock(c.boxA), await c.stock(c.screw), await c.stock(c.board)],
    [
      [1, 12.2],
      [16, 17.6],
      [3, 30],
    ],
  );
});

test('a shortage refuses the whole audit naming the part lines; a write-back whose products are gone is refused', async () => {
  const c = await workshop('缺料');
  const draft = (
    await c.assemble({
      parts: [
        { skuId: c.screw, qty: 1 },
        { skuId: c.board, qty: 9 },
      ],
      products: [{ skuId: c.boxA, qty: 1 }],
    })
  ).body.returnData;
  const refused = await c.raw('Assembly/Audit', { assemblyId: draft.assemblyId });
  assert.equal(refused.body.errorCode, 'STOCK_SHORTAGE');
  assert.equal(refused.body.invMessage, '库存不足：组件第2行 木板（总仓）库存5，需要9');
  assert.deepEqual(
    [await c.stock(c.screw), await c.stock(c.board), await c.stock(c.boxA)],
    [
      [20, 22],
      [5, 50],
      [0, 0],
    ],
    'nothing moved',
  );
  assert.equal((await c.call('Assembly/Detail', { assemblyId: draft.assemblyId })).status, 'draft');

  const made = await c.call('Assembly/Save', {
    warehouseId: c.w1,
    billDate: today,
    audit: true,
    parts: [{ skuId: c.board, qty: 1 }],
    products: [{ skuId: c.boxA, qty: 1 }],
  });
  const customId = (await c.call('Custom/Save', { customName: '客户', customCode: 'C1' })).customId;
  await c.call('Sale/Save', { customId, billDate: today, warehouseId: c.w1, audit: true, lines: [{ skuId: c.boxA, qty: 1, price: 99 }] });
  const undo = await c.raw('Assembly/WriteBack', { assemblyId: made.assemblyId });
  assert.equal(undo.body.errorCode, 'STOCK_SHORTAGE');
  assert.equal(undo.body.invMessage, '库存不足：成品第1行 礼盒A（总仓）库存0，需要1');
  assert.deepEqual(await c.stock(c.board), [4, 40]);
});

test('serial parts leave by their serials; a shelf-life product comes in as a new batch', async () => {
  const c = await workshop('序列号批次');
  const { phone, milk } = c;
  await c.buy(c.w1, [{ skuId: phone, qty: 3, price: 800, serials: ['P1', 'P2', 'P3'] }]);

  const bad = async (body: object, message: string) => {
    const r = await c.assemble({ audit: true, ...body });
    assert.equal(r.status, r.body.errorCode === 'VALIDATION' ? 400 : 422, JSON.stringify(r.body));
    assert.equal(r.body.invMessage, message);
  };
  await bad(
    {
      parts: [
        { skuId: c.screw, qty: 1 },
        { skuId: phone, qty: 2 },
      ],
      products: [{ skuId: milk, qty: 2, productionDate: today }],
    },
    '组件第2行需要录入2个序列号，已录入0个',
  );
  await bad({ parts: [{ skuId: phone, qty: 2, serials: ['P1', 'P2'] }], products: [{ skuId: milk, qty: 2 }] }, '成品第1行请填写生产日期');
  await bad(
    { parts: [{ skuId: phone, qty: 1, serials: ['P9'] }], products: [{ skuId: milk, qty: 1, productionDate: today }] },
    '组件第1行序列号不在该仓库库存中：P9',
  );

  const made = await c.call('Assembly/Save', {
    warehouseId: c.w1,
    billDate: today,
    audit: true,
    fee: 10,
    parts: [{ skuId: phone, qty: 2, serials: ['P1', 'P3'] }],
    products: [{ skuId: milk, qty: 2, productionDate: today }],
  });
  assert.deepEqual(
    (await c.call('SerialNo/Available', { skuId: phone, warehouseId: c.w1 })).data.map((r: any) => r.serialNo),
    ['P2'],
  );
  const batch = today.replaceAll('-', '');
  assert.deepEqual(
    (await c.call('ExpiryNo/Available', { skuId: milk, warehouseId: c.w1 })).data.map((r: any) => [r.batchNo, r.qty]),
    [[batch, 2]],
  );
  assert.deepEqual(await c.stock(milk), [2, 1610]);
  const detail = await c.call('Assembly/Detail', { assemblyId: made.assemblyId });
  assert.deepEqual(detail.parts[0].serials, ['P1', 'P3']);
  assert.deepEqual(
    detail.products[0].batches.map((b: any) => [b.batchNo, Number(b.qty)]),
    [[batch, 2]],
  );

  await c.call('Assembly/WriteBack', { assemblyId: made.assemblyId });
  assert.deepEqual((await c.call('SerialNo/Available', { skuId: phone, warehouseId: c.w1 })).data.map((r: any) => r.serialNo).sort(), [
    'P1',
    'P2',
    'P3',
  ]);
  assert.deepEqual((await c.call('ExpiryNo/Available', { skuId: milk, warehouseId: c.w1 })).data, []);
});

test('bad input is refused with a Chinese message naming the group, line and field, and nothing is written', async () => {
  const c = await workshop('组装校验');
  const expect400 = async (body: object, message: string) => {
    const r = await c.assemble({ parts: [{ skuId: c.screw, qty: 1 }], products: [{ skuId: c.boxA, qty: 1 }], ...body });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.invMessage, message);
  };
  await expect400({ parts: undefined }, '组件不能为空');
  await expect400({ parts: [] }, '组件至少需要一行');
  await expect400({ products: [] }, '成品至少需要一行');
  await expect400(
    {
      products: [
        { skuId: c.boxA, qty: 1 },
        { skuId: c.screw, qty: 2 },
      ],
    },
    '成品第2行的商品已在组件第1行，同一商品不能既是组件又是成品',
  );
  await expect400({ fee: -1 }, '费用不能小于0');
  await expect400({ parts: [{ skuId: c.screw, qty: 0 }] }, '组件第1行数量必须大于0');
  await expect400({ products: [{ skuId: c.boxA, qty: -2 }] }, '成品第1行数量必须大于0');
  await expect400(
    {
      products: [
        { skuId: c.boxB, qty: 1 },
        { skuId: 'nope', qty: 1 },
      ],
    },
    '成品第2行的商品不存在或已停用',
  );
  await expect400({ parts: [{ skuId: c.screw, qty: 1, unitName: '箱' }] }, '组件第1行的单位“箱”不是该商品的单位');
  await expect400({ kind: 'merge' }, '业务类型不在可选范围内');
  await expect400({ warehouseId: undefined }, '仓库不能为空');
  assert.equal((await c.call('Assembly/PageQuery', {})).totalCount, 0, 'nothing written');
});
