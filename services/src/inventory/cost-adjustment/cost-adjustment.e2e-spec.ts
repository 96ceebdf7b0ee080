import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { shop, today } from '../../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Shop = Awaited<ReturnType<typeof shop>>;

const adjust = (s: Shop, warehouseId: string, lines: object[], audit = false) =>
  s.call('CostPrice/Save', { warehouseId, billDate: today, lines, audit });
/** Each line of the detail as [stock, cost before, cost after, value added]. */
const results = async (s: Shop, adjustId: string) =>
  (await s.call('CostPrice/Detail', { adjustId })).lines.map((l: any) => [l.bookQty, l.oldCostPrice, l.newCostPrice, l.diffAmount]);
/** The SKU's movements in 商品流水, oldest first: [bill type, in, out, cost price, amount, balance, 红冲]. */
const flow = async (s: Shop, skuId: string, warehouseId: string) =>
  (await s.call('Stock/FlowPageQuery', { skuId, warehouseId })).data
    .map((r: any) => [r.billType, r.inQty, r.outQty, r.costPrice, r.amount, r.balanceQty, r.writeBack])
    .reverse();

describe('成本调价 (CostPrice): the moving-average cost of stock in a warehouse set anew, the difference in the flow', () => {
  test('the audit sets the cost on the stock of that moment, moving its value and no quantity; sales then leave at it; a write-back takes the value back', async () => {
    const s = await shop(app, '成本调价');
    await s.buy(s.w1, [{ skuId: s.water, qty: 10, price: 3 }]);
    await s.buy(s.w2, [{ skuId: s.water, qty: 5, price: 3 }]);
    const draft = await adjust(s, s.w1, [{ skuId: s.water, costPrice: 4.5 }]);
    assert.match(draft.billNo, /^CBTJ\d{12}$/);
    assert.deepEqual(await results(s, draft.adjustId), [[10, 3, 4.5, 15]], 'a draft shows what an audit now would post');
    assert.deepEqual(await s.stock(s.water), { 总仓: [10, 30], 门店: [5, 15] }, 'a draft moves nothing');
    assert.deepEqual(
      (await s.call('CostPrice/Books', { warehouseId: s.w1, skuIds: [s.water, s.milk] })).data,
      [{ skuId: s.water, qty: 10, costPrice: 3 }],
      'what the form shows',
    );

    const customId = (await s.call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
    await s.call('Sale/Save', { customId, billDate: today, warehouseId: s.w1, lines: [{ skuId: s.water, qty: 2, price: 5 }], audit: true });
    assert.equal((await s.call('CostPrice/Audit', { adjustId: draft.adjustId })).status, 'audited');
    assert.deepEqual(await results(s, draft.adjustId), [[8, 3, 4.5, 12]], 'the stock at the audit was 8: its value rises by 8 × 1.5');
    assert.deepEqual(await s.stock(s.water), { 总仓: [8, 36], 门店: [5, 15] }, 'only that warehouse');
    assert.deepEqual(
      (await flow(s, s.water, s.w1)).slice(-1),
      [[121, 0, 0, 4.5, 12, 8, 0]],
      'in 商品流水 as 成本调价单 (121): no quantity, the value it adds, the new cost',
    );
    const summary = async () => {
      const row = (
        await s.call('ReportForPerformance/InvoicingSummary', { startDate: today, endDate: today, warehouseId: s.w1 })
      ).data.find((r: any) => r.skuId === s.water);
      return [row.beginAmount, row.inAmount, row.outAmount, row.endAmount];
    };
    assert.deepEqual(await summary(), [0, 42, 6, 36], '进销存汇总: the value it adds comes in (30 bought + 12), begin + in − out = end');

    await s.call('Sale/Save', { customId, billDate: today, warehouseId: s.w1, lines: [{ skuId: s.water, qty: 2, price: 5 }], audit: true });
    assert.deepEqual(await s.stock(s.water), { 总仓: [6, 27], 门店: [5, 15] }, 'a sale after it leaves at the new cost');

    assert.equal((await s.call('CostPrice/WriteBack', { adjustId: draft.adjustId })).status, 'reversed');
    assert.deepEqual(await s.stock(s.water), { 总仓: [6, 15], 门店: [5, 15] }, 'the write-back takes the 12 it added back');
    assert.deepEqual((await flow(s, s.water, s.w1)).slice(-1), [[121, 0, 0, 2.5, -12, 6, 1]], 'marked 红冲');
    assert.deepEqual(await summary(), [0, 30, 15, 15], 'the write-back takes the 12 back out of what came in');
    assert.deepEqual(await results(s, draft.adjustId), [[8, 3, 4.5, 12]], 'a written-back adjustment still shows what it did');
    const detail = await s.call('CostPrice/Detail', { adjustId: draft.adjustId });
    assert.deepEqual([detail.status, detail.history.map((h: any) => h.title)], ['reversed', ['保存', '审核', '红冲']]);
  });

  test('a cost lowered; several lines; stock that is not there refused naming the line, nothing written', async () => {
    const s = await shop(app, '成本调低');
    await s.buy(s.w1, [
      { skuId: s.water, qty: 4, price: 2.5 },
      { skuId: s.milk, qty: 3, price: 6, productionDate: '2026-01-01' },
    ]);
    const done = await adjust(
      s,
      s.w1,
      [
        { skuId: s.water, costPrice: 2 },
        { skuId: s.milk, costPrice: 6 },
      ],
      true,
    );
    assert.equal(done.status, 'audited');
    assert.deepEqual(await results(s, done.adjustId), [
      [4, 2.5, 2, -2],
      [3, 6, 6, 0],
    ]);
    assert.deepEqual(await s.stock(s.water), { 总仓: [4, 8] });

    const none = await s.raw('CostPrice/Save', {
      warehouseId: s.w2,
      billDate: today,
      audit: true,
      lines: [{ skuId: s.water, costPrice: 1 }],
    });
    assert.deepEqual(
      [none.status, none.body.errorCode, none.body.invMessage],
      [422, 'NO_STOCK', '明细第1行水在该仓库没有库存，不能调整成本'],
    );
    assert.equal((await s.call('CostPrice/PageQuery', {})).totalCount, 1, 'nothing was saved');
  });

  test('bad input: a negative cost, the same SKU twice, another company’s warehouse: 400 naming the field, nothing written', async () => {
    const s = await shop(app, '成本校验');
    const other = await shop(app, '别家成本');
    const refused = async (body: object) => {
      const r = await s.raw('CostPrice/Save', { warehouseId: s.w1, billDate: today, lines: [{ skuId: s.water, costPrice: 1 }], ...body });
      return [r.status, r.body.errorCode, r.body.invMessage];
    };
    assert.deepEqual(await refused({ lines: [{ skuId: s.water, costPrice: -1 }] }), [400, 'VALIDATION', '明细第1行调整后成本价不能小于0']);
    assert.deepEqual(
      await refused({
        lines: [
          { skuId: s.water, costPrice: 1 },
          { skuId: s.water, costPrice: 2 },
        ],
      }),
      [400, 'VALIDATION', '明细第2行与第1行是同一商品，请合并为一行'],
    );
    assert.deepEqual(await refused({ warehouseId: other.w1 }), [400, 'VALIDATION', '仓库不存在']);
    assert.deepEqual(await refused({ lines: [{ skuId: other.water, costPrice: 1 }] }), [
      400,
      'VALIDATION',
      '明细第1行的商品不存在或已停用',
    ]);
    assert.equal((await s.call('CostPrice/PageQuery', {})).totalCount, 0);
  });
});
