import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, TestApp } from '../testing/test-app';
import { shop } from '../testing/stock-shop';
import { shopDay } from '../contracts';
import { ApplyDuePriceChangesCommand } from './due-price-changes';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Shop = Awaited<ReturnType<typeof shop>>;
const day = (n: number) => shopDay(new Date(Date.now() + n * 86_400_000));
const today = day(0);

/** A shop with a customer grade 金牌; 水 sells at 10, bought at 3. */
async function pricedShop(name: string) {
  const s = await shop(app, name);
  const gold = (await s.call('CustomGrade/Save', { gradeName: '金牌', discount: 90 })).gradeId as string;
  return { ...s, gold };
}
type PricedShop = Awaited<ReturnType<typeof pricedShop>>;

const change = (s: Shop, lines: object[], more: object = {}) => s.call('ChangePrice/Save', { billDate: today, lines, ...more });
/** 水's prices in the 价格表: [sale, wholesale, purchase, lowest, 金牌]. */
const prices = async (s: PricedShop) => {
  const row = (await s.call('PriceList/PageQuery', { keyword: '水' })).data.find((r: any) => r.skuId === s.water);
  return [row.salePrice, row.wholesalePrice, row.purchasePrice, row.lowestPrice, row.gradePrices[s.gold] ?? null];
};
/** Each line of a 调价单's detail as [price type, before, after]. */
const lines = async (s: Shop, changeId: string) =>
  (await s.call('ChangePrice/Detail', { changeId })).lines.map((l: any) => [l.priceTypeName, l.oldPrice, l.price]);

describe('调价单 (ChangePrice): many prices of many SKUs at once, on its 生效日期, with history', () => {
  test('saved, the prices stay; audited, they take effect and are in the history and the 操作日志; written back, they are put back', async () => {
    const s = await pricedShop('调价');
    const draft = await change(s, [
      { skuId: s.water, priceType: 'salePrice', price: 12 },
      { skuId: s.water, priceType: 'wholesalePrice', price: 9 },
      { skuId: s.water, priceType: 'gradePrice', gradeId: s.gold, price: 8.5 },
      { skuId: s.milk, priceType: 'purchasePrice', price: 3.2 },
    ]);
    assert.match(draft.billNo, /^TJ\d{12}$/);
    assert.deepEqual(await lines(s, draft.changeId), [
      ['销售价', 10, 12],
      ['批发价', null, 9],
      ['等级价·金牌', null, 8.5],
      ['采购价', 3, 3.2],
    ]);
    assert.deepEqual(await prices(s), [10, null, 3, null, null], 'a draft changes nothing');
    const now = await s.call('ChangePrice/CurrentPrices', { skuIds: [s.water] });
    assert.deepEqual(
      [now.data.map((r: any) => [r.productName, r.salePrice, r.purchasePrice]), now.grades.map((g: any) => g.gradeName)],
      [[['水', 10, 3]], ['金牌']],
      'what the form shows as 原价',
    );

    assert.equal((await s.call('ChangePrice/Audit', { changeId: draft.changeId })).status, 'audited');
    assert.deepEqual(await prices(s), [12, 9, 3, null, 8.5]);
    const detail = await s.call('ChangePrice/Detail', { changeId: draft.changeId });
    assert.deepEqual([detail.effectState, detail.effectiveDate], ['applied', today]);
    assert.deepEqual(
      await lines(s, draft.changeId),
      [
        ['销售价', 10, 12],
        ['批发价', null, 9],
        ['等级价·金牌', null, 8.5],
        ['采购价', 3, 3.2],
      ],
      'as the audit found them',
    );
    const grade = (await s.call('SkuDegreePrice/List', { skuId: s.water })).data;
    assert.deepEqual(
      grade.map((g: any) => [g.gradeName, g.price]),
      [['金牌', 8.5]],
      'the level price is the customers’ of that grade',
    );

    const history = (await s.call('PriceList/History', { skuId: s.water })).data;
    assert.deepEqual(
      history.map((h: any) => [h.priceTypeName, h.before, h.after, h.billNo, h.writeBack]),
      [
        ['等级价·金牌', null, 8.5, draft.billNo, 0],
        ['批发价', null, 9, draft.billNo, 0],
        ['销售价', 10, 12, draft.billNo, 0],
        ['采购价', null, 3, null, 0],
        ['销售价', null, 10, null, 0],
      ],
      'the prices it was created with first',
    );
    const log = (await s.call('AuditRecord/PageQuery', { category: 'price' })).data;
    const sale = log.find(
      (r: any) => r.billNo === draft.billNo && r.recordKind === '商品' && r.changes.some((c: any) => c.label === '默认规格 销售价'),
    );
    assert.ok(sale, 'the 操作日志 shows the price change on the product, naming the 调价单');
    assert.deepEqual(
      sale.changes.map((c: any) => [c.label, c.before, c.after]),
      [
        ['默认规格 销售价', '10', '12'],
        ['默认规格 批发价', null, '9'],
      ],
    );

    assert.equal((await s.call('ChangePrice/WriteBack', { changeId: draft.changeId })).status, 'reversed');
    assert.deepEqual(await prices(s), [10, null, 3, null, null], 'every price as the 调价单 found it');
    const after = (await s.call('PriceList/History', { skuId: s.water })).data;
    assert.deepEqual(
      after.slice(0, 3).map((h: any) => [h.priceTypeName, h.before, h.after, h.writeBack]),
      [
        ['等级价·金牌', 8.5, null, 1],
        ['批发价', 9, null, 1],
        ['销售价', 12, 10, 1],
      ],
    );
    const written = await s.call('ChangePrice/Detail', { changeId: draft.changeId });
    assert.deepEqual(
      written.history.map((h: any) => h.title),
      ['保存', '审核', '红冲'],
    );
  });

  test('a write-back does not undo a later change: a price changed again since is refused naming the line', async () => {
    const s = await pricedShop('调价冲突');
    const first = await change(
      s,
      [
        { skuId: s.water, priceType: 'salePrice', price: 13 },
        { skuId: s.milk, priceType: 'salePrice', price: 11 },
      ],
      { audit: true },
    );
    const productId = (await s.call('Product/PageQuery', { keyword: '水' })).data[0].productId;
    await s.call('Product/UpdatePrice', { productId, skuId: s.water, salePrice: 14 });
    const refused = await s.raw('ChangePrice/WriteBack', { changeId: first.changeId });
    assert.deepEqual(
      [refused.status, refused.body.errorCode, refused.body.invMessage],
      [422, 'PRICE_CHANGED', '明细第1行的价格在本单之后已被改为14，不能红冲'],
    );
    assert.deepEqual((await prices(s))[0], 14);
    assert.equal((await s.call('ChangePrice/Detail', { changeId: first.changeId })).status, 'audited', 'nothing written');

    const milkProduct = (await s.call('Product/PageQuery', { keyword: '牛奶' })).data[0].productId;
    const later = await change(s, [{ skuId: s.milk, priceType: 'salePrice', price: 12 }]);
    await s.call('Product/BatchOperator', { productIds: [milkProduct], operate: 'disable' });
    const disabled = await s.raw('ChangePrice/Audit', { changeId: later.changeId });
    assert.deepEqual(
      [disabled.status, disabled.body.errorCode, disabled.body.invMessage],
      [422, 'SKU_DISABLED', '明细第1行的商品已停用或删除，不能审核'],
    );
  });

  test('a 生效日期 to come: audited, the prices wait for that day; a write-back before it cancels them', async () => {
    const s = await pricedShop('定时调价');
    const later = await change(s, [{ skuId: s.water, priceType: 'salePrice', price: 15 }], { effectiveDate: day(2), audit: true });
    const cancelled = await change(s, [{ skuId: s.water, priceType: 'lowestPrice', price: 7 }], { effectiveDate: day(2), audit: true });
    assert.equal((await s.call('ChangePrice/Detail', { changeId: later.changeId })).effectState, 'pending');
    assert.deepEqual(await prices(s), [10, null, 3, null, null], 'not yet');
    await s.call('ChangePrice/WriteBack', { changeId: cancelled.changeId });

    const apply = (at: string) => app.module.get(CommandBus).execute(new ApplyDuePriceChangesCommand(new Date(`${at}T00:00:30+08:00`)));
    assert.equal(await apply(day(1)), 0, 'the day before');
    assert.equal(await apply(day(2)), 1, 'on the day, once');
    assert.equal(await apply(day(2)), 0, 'and never again');
    assert.deepEqual(await prices(s), [15, null, 3, null, null], 'the cancelled lowest price was never set');
    assert.deepEqual(
      (await Promise.all([later, cancelled].map((d) => s.call('ChangePrice/Detail', { changeId: d.changeId })))).map((d) => d.effectState),
      ['applied', 'cancelled'],
    );
    const log = (await s.call('AuditRecord/PageQuery', { keyword: later.billNo })).data;
    assert.deepEqual(log.map((r: any) => [r.title, r.userName]).slice(0, 2), [
      ['修改规格或价格', '系统（调价单到期生效）'],
      ['生效', '系统（调价单到期生效）'],
    ]);
  });

  test('bad input is refused naming line and field, nothing written; an employee sees only the prices their flags show', async () => {
    const s = await pricedShop('调价校验');
    const refused = async (line: object, more: object = {}) => {
      const r = await s.raw('ChangePrice/Save', {
        billDate: today,
        lines: [{ skuId: s.water, priceType: 'salePrice', price: 1, ...line }],
        ...more,
      });
      return [r.status, r.body.invMessage];
    };
    assert.deepEqual(await refused({ price: -1 }), [400, '明细第1行调整后价格不能小于0']);
    assert.deepEqual(await refused({ priceType: 'gradePrice' }), [400, '明细第1行请选择客户等级']);
    assert.deepEqual(await refused({ priceType: 'costPrice' }), [400, '明细第1行价格类型不在可选范围内']);
    assert.deepEqual(await refused({}, { effectiveDate: '2000-01-01' }), [400, '生效日期不能早于单据日期']);
    const twice = await s.raw('ChangePrice/Save', {
      billDate: today,
      lines: [
        { skuId: s.water, priceType: 'salePrice', price: 1 },
        { skuId: s.water, priceType: 'salePrice', price: 2 },
      ],
    });
    assert.deepEqual([twice.status, twice.body.invMessage], [400, '明细第2行与第1行调整的是同一商品的同一价格']);
    assert.equal((await s.call('ChangePrice/PageQuery', {})).totalCount, 0);

    const doc = await change(s, [
      { skuId: s.water, priceType: 'salePrice', price: 12 },
      { skuId: s.water, priceType: 'purchasePrice', price: 4 },
    ]);
    const roleId = (await s.call('Role/Save', { roleName: '店员', permissions: [{ permissionId: '3012', actionList: ['query', 'get'] }] }))
      .roleId;
    const loginName = `clerk${Date.now()}`;
    await s.call('User/Save', { loginName, password: 'secret123', userName: '店员', roleId, pricePerm: '100001000' });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const res = await app.call('ChangePrice/Detail', { changeId: doc.changeId }, { token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const seen = res.body.returnData.lines.map((l: any) => [l.priceTypeName, l.oldPrice, l.price]);
    assert.deepEqual(seen, [
      ['销售价', 10, 12],
      ['采购价', null, null],
    ]);
  });
});
