import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { inCases, Names, Position, ReplenishOptions, suggestReplenishment } from './replenish';
import type { DocumentSaved } from '../../document-engine';
import { dec } from '../../shared/decimal';
import { batchPace, onTheWay, paceBlockOf, soldQty } from './replenish.projection';
import { decider } from '../../testing/given-when-then';
import { decideReplenishRule, evolveReplenishRule, noRule, ReplenishRuleEvent } from './replenish-rule';

const at = (warehouseId: string, fields: Partial<Position>): Position => ({
  warehouseId,
  skuId: 'cola',
  stock: 0,
  sold: 0,
  onWay: 0,
  leaving: 0,
  leadDays: 5,
  leadFrom: 'learned',
  safetyStock: 0,
  minOrderQty: 0,
  supplierId: 's1',
  ...fields,
});
const names: Names = {
  sku: (skuId) =>
    ({
      cola: { skuName: '可乐 330ml', unitName: '瓶', caseUnit: { unitName: '箱', ratio: 12 } },
      tea: { skuName: '绿茶', unitName: '瓶', caseUnit: { unitName: '箱', ratio: 12 } },
      milk: { skuName: '牛奶', unitName: '盒', caseUnit: { unitName: '箱', ratio: 12 } },
      loose: { skuName: '散称糖', unitName: '斤' },
    })[skuId],
  warehouse: (id) => ({ w1: '总仓', w2: '门店', w3: '二店' })[id]!,
  supplier: (id) => ({ s0: '奶业', s1: '饮料批发' })[id]!,
};
const options = { days: 30, safetyDays: 3 };
const suggest = (positions: Position[], o: ReplenishOptions = options) => suggestReplenishment(positions, names, o);
const brief = (lines: ReturnType<typeof suggestReplenishment>) =>
  lines.map((l) => `${l.kind} ${l.skuId} ${l.fromWarehouseId ?? l.supplierId ?? '-'}→${l.warehouseId} ${l.suggestQty}`);

describe('智能补货 suggests', () => {
  test('given a shop selling 3 a day with 4 days left and 5 days to arrive, then it buys back to 30 days over lead and safety, in whole cases', () => {
    // Target 3 × (30 + 5 + 3) = 114; 12 in stock lacks 102, that is 9 cases (108).
    const lines = suggest([at('w2', { stock: 12, sold: 90 })]);
    assert.deepEqual(brief(lines), ['purchase cola s1→w2 108']);
    assert.equal(lines[0].cases, 9);
    assert.equal(lines[0].reason, '日均销 3 瓶，可售 4 天，到货需 5 天，安全库存 3 天；补足 30 天的销量：采购 9 箱（108 瓶）');
  });

  test('transfers from a warehouse with more than its own need first, then buys the rest', () => {
    // 总仓 sells 1 a day: it keeps 1 × 38 = 38 of its 88 and gives 50; the shop still lacks 52 → 5 cases.
    const lines = suggest([at('w1', { stock: 88, sold: 30 }), at('w2', { stock: 12, sold: 90 })]);
    assert.deepEqual(brief(lines), ['transfer cola w1→w2 50', 'purchase cola s1→w2 60']);
    assert.equal(lines[0].reason, '日均销 3 瓶，可售 4 天；总仓多出 50 瓶，调入 50 瓶');
  });

  test('the most urgent warehouse is served first; what one warehouse gives is not given twice', () => {
    const lines = suggest([at('w1', { stock: 100 }), at('w2', { stock: 12, sold: 90 }), at('w3', { stock: 0, sold: 30 })], options);
    // 二店 has none left: it takes the 38 it needs of 总仓's 100; 门店 (4 days left) the other 62 and buys 40 → 4 cases.
    assert.deepEqual(brief(lines), ['transfer cola w1→w3 38', 'transfer cola w1→w2 62', 'purchase cola s1→w2 48']);
  });

  test('safety stock: a stock lasting longer than lead and safety is left alone, more safety days make it short', () => {
    const shop = [at('w2', { stock: 27, sold: 90 })]; // 9 days left
    assert.deepEqual(suggest(shop), []);
    assert.deepEqual(brief(suggest(shop, { ...options, safetyDays: 5 })), ['purchase cola s1→w2 96']);
  });

  test('the lead time says whether it was learned; a SKU that does not sell or has no case unit', () => {
    const [line] = suggest([at('w2', { stock: 0, sold: 15, leadDays: 7, leadFrom: 'default', skuId: 'loose' })]);
    assert.equal(line.suggestQty, 20);
    assert.match(line.reason, /^日均销 0.5 斤，已无库存，到货需 7 天（未有到货记录，按默认）/);
    assert.deepEqual(suggest([at('w2', { stock: 0, sold: 0 })]), []);
    assert.deepEqual(suggest([at('w2', { skuId: 'removed', stock: 0, sold: 30 })]), [], 'a SKU no longer in the catalogue');
  });

  test('only the chosen warehouse is replenished; purchases are grouped by supplier (奶业 before 饮料批发), unknown supplier last', () => {
    const lines = suggest(
      [
        at('w1', { stock: 0, sold: 30 }),
        at('w2', { stock: 0, sold: 30 }),
        at('w2', { skuId: 'tea', stock: 0, sold: 30, supplierId: undefined }),
        at('w2', { skuId: 'milk', stock: 0, sold: 30, supplierId: 's0' }),
      ],
      { ...options, warehouseId: 'w2' },
    );
    assert.deepEqual(brief(lines), ['purchase milk s0→w2 48', 'purchase cola s1→w2 48', 'purchase tea -→w2 48']);
  });

  test('given 60 already ordered for a shop lacking 102, then it buys only the rest and says what is on the way; given all of it ordered, nothing', () => {
    const lines = suggest([at('w2', { stock: 12, sold: 90, onWay: 60 })]);
    // 114 − 12 − 60 = 42 → 4 cases.
    assert.deepEqual(brief(lines), ['purchase cola s1→w2 48']);
    assert.equal(lines[0].reason, '日均销 3 瓶，可售 4 天，已在途 60 瓶，到货需 5 天，安全库存 3 天；补足 30 天的销量：采购 4 箱（48 瓶）');
    assert.deepEqual(suggest([at('w2', { stock: 12, sold: 90, onWay: 102 })]), []);
  });

  test('given a 调拨单 not yet audited moving 30 out of 总仓 into the shop, then 总仓 gives only what it has left to spare and the shop counts the 30 as coming', () => {
    // 总仓 keeps 38 of 88, 30 already leaving: 20 to spare. The shop lacks 102 − 30 = 72: 20 moved, 52 bought (5 cases).
    const lines = suggest([at('w1', { stock: 88, sold: 30, leaving: 30 }), at('w2', { stock: 12, sold: 90, onWay: 30 })]);
    assert.deepEqual(brief(lines), ['transfer cola w1→w2 20', 'purchase cola s1→w2 60']);
    assert.equal(lines[0].reason, '日均销 3 瓶，可售 4 天，已在途 30 瓶；总仓多出 20 瓶，调入 20 瓶');
  });

  test('given a saved 采购订单 and 调拨单, then what they bring is on the way per SKU in main units, a transfer from its 调出仓库', () => {
    const line = (skuId: string, baseQty: string) => ({ skuId, baseQty, warehouseId: 'w2' }) as DocumentSaved['lines'][number];
    const order = { warehouseId: 'w2', lines: [line('cola', '24'), line('cola', '6'), line('tea', '12')] } as DocumentSaved;
    const brief = (d: DocumentSaved, t: boolean) =>
      onTheWay(d, t).map((l) => [l.skuId, l.fromWarehouseId, l.warehouseId, l.qty.toNumber()]);
    assert.deepEqual(brief(order, false), [
      ['cola', null, 'w2', 30],
      ['tea', null, 'w2', 12],
    ]);
    assert.deepEqual(brief({ ...order, warehouseId: 'w1', extra: { inWarehouseId: 'w3' } }, true), [
      ['cola', 'w1', 'w3', 30],
      ['tea', 'w1', 'w3', 12],
    ]);
  });

  test('given a batch of sales over blocks of 32 days, then the pace takes its latest block sold in and the one before, never a write-back', () => {
    assert.equal(paceBlockOf('1970-02-02'), 1, 'day 32 starts block 1');
    assert.deepEqual([paceBlockOf('2026-11-10'), paceBlockOf('2026-11-11')], [648, 649]);
    const on = (day: string, qty: number) => ({ day, qty: dec(qty) });
    const show = (p: ReturnType<typeof batchPace>) => [p.block, p.inBlock.toNumber(), p.before.toNumber()];
    const sales = [on('2026-11-10', 7), on('2026-09-01', 3), on('2026-11-20', 5), on('2026-11-20', -5), on('2026-11-11', 2)];
    assert.deepEqual(show(batchPace(sales)), [649, 7, 7], 'block 646 is left out; the write-back is not taken off');
    assert.deepEqual(show(batchPace([on('2026-11-20', -4)])), [-1, 0, 0], 'only a write-back: nothing sold');
  });

  test('whole cases round up; velocity counts sales out, net of their write-backs, never returns', () => {
    assert.deepEqual(inCases(25, { ratio: 12 }), { qty: 36, cases: 3 });
    assert.deepEqual(inCases(24, { ratio: 12 }), { qty: 24, cases: 2 });
    assert.equal(soldQty({ billType: 201, inQty: '0', outQty: '5' })?.toNumber(), 5);
    assert.equal(soldQty({ billType: 201, inQty: '5', outQty: '0', reversal: true })?.toNumber(), -5);
    assert.equal(soldQty({ billType: 202, inQty: '5', outQty: '0' }), undefined);
    assert.equal(soldQty({ billType: 850, inQty: '0', outQty: '5' }), undefined);
  });
});

describe('补货设置 (lead time, safety stock, minimum order) in the suggestions', () => {
  test('a lead time set on the SKU or its supplier is used instead of the learned one, and the reason says it was set', () => {
    // 3 a day, 12 in stock: 4 days left, short of 2 days set + 3 safety days.
    const [bySku] = suggest([at('w2', { stock: 12, sold: 90, leadDays: 2, leadFrom: 'sku' })]);
    // 3 × (30 + 2 + 3) = 105 − 12 = 93 → 8 cases.
    assert.equal(bySku.suggestQty, 96);
    assert.equal(bySku.leadFrom, 'sku');
    assert.match(bySku.reason, /，到货需 2 天（设定），安全库存 3 天；/);
    const [bySupplier] = suggest([at('w2', { stock: 12, sold: 90, leadDays: 10, leadFrom: 'supplier' })]);
    assert.equal(bySupplier.suggestQty, 120, '3 × 43 − 12 = 117 → 10 cases');
    assert.match(bySupplier.reason, /，到货需 10 天（供应商设定），/);
    assert.deepEqual(suggest([at('w2', { stock: 13, sold: 90, leadDays: 1, leadFrom: 'sku' })]), [], '13 last 4 days: more than 1 + 3');
  });

  test('given a safety stock of 20, then it is kept on top of the target, makes a stock short sooner and is not given away', () => {
    // 27 lasted 9 days (> 5 + 3): with 20 kept, 7 last 2 days. Target 114 + 20 = 134 − 27 = 107 → 9 cases.
    const [line] = suggest([at('w2', { stock: 27, sold: 90, safetyStock: 20 })]);
    assert.equal(line.suggestQty, 108);
    assert.equal(line.reason, '日均销 3 瓶，可售 9 天，到货需 5 天，安全库存 3 天 + 20 瓶；补足 30 天的销量：采购 9 箱（108 瓶）');
    // 总仓 keeps 38 + 20 of its 88 and gives only 30.
    assert.deepEqual(brief(suggest([at('w1', { stock: 88, sold: 30, safetyStock: 20 }), at('w2', { stock: 12, sold: 90 })])), [
      'transfer cola w1→w2 30',
      'purchase cola s1→w2 72',
    ]);
    // A SKU that did not sell in the window is bought back up to its safety stock only.
    const [idle] = suggest([at('w2', { skuId: 'loose', stock: 2, sold: 0, safetyStock: 10 })]);
    assert.equal(idle.suggestQty, 8);
    assert.match(idle.reason, /^日均销 0 斤，库存 2 斤，到货需 5 天，安全库存 3 天 \+ 10 斤；/);
    assert.deepEqual(suggest([at('w2', { skuId: 'loose', stock: 10, sold: 0, safetyStock: 10 })]), []);
    // A warehouse that never held it is bought its safety stock, told so.
    const [none] = suggest([at('w3', { skuId: 'loose', stock: 0, sold: 0, safetyStock: 5 })]);
    assert.equal(none.suggestQty, 5);
    assert.equal(none.reason, '无库存，安全库存 5 斤，到货需 5 天：采购 5 斤');
  });

  test('given a minimum order of 100, then a smaller purchase is raised to it and to whole cases; transfers are not', () => {
    const [line] = suggest([at('w2', { stock: 12, sold: 90, onWay: 60, minOrderQty: 100 })]);
    // It lacks 42: raised to 100, then to 9 cases.
    assert.equal(line.suggestQty, 108);
    assert.equal(line.cases, 9);
    assert.match(line.reason, /；补足 30 天的销量，起订 100 瓶：采购 9 箱（108 瓶）$/);
    assert.deepEqual(
      brief(suggest([at('w2', { stock: 12, sold: 90, minOrderQty: 50 })])),
      ['purchase cola s1→w2 108'],
      'lacking more than the minimum',
    );
    assert.deepEqual(inCases(3, undefined, 5.5), { qty: 5.5 });
    assert.deepEqual(inCases(3, { ratio: 12 }, 13), { qty: 24, cases: 2 });
    const moved = suggest([at('w1', { stock: 88, sold: 30, minOrderQty: 500 }), at('w2', { stock: 12, sold: 90, minOrderQty: 500 })]);
    assert.deepEqual(brief(moved), ['transfer cola w1→w2 50', 'purchase cola s1→w2 504']);
  });
});

describe('补货设置 as events', () => {
  const given = decider(evolveReplenishRule, noRule);
  const sku = (leadDays: number | null, minOrderQty: string | null) => (s: typeof noRule) =>
    decideReplenishRule.sku(s, 'cola', { leadDays, minOrderQty });
  const leadSet = (leadDays: number | null): ReplenishRuleEvent => ({ type: 'LeadTimeSet', data: { skuId: 'cola', leadDays } });
  const minSet = (minOrderQty: string | null): ReplenishRuleEvent => ({ type: 'MinOrderSet', data: { skuId: 'cola', minOrderQty } });

  test('given nothing set, when a SKU gets a lead time and a minimum order, then both are recorded; the same again records nothing', () => {
    given()
      .when(sku(5, '100'))
      .then([leadSet(5), minSet('100')]);
    given(leadSet(5), minSet('100')).when(sku(5, '100.000000')).then([]);
    given().when(sku(null, null)).then([]);
  });

  test('given a lead time and minimum set, when one is emptied, then only it is recorded as not set', () => {
    given(leadSet(5), minSet('100'))
      .when(sku(5, null))
      .then([minSet(null)]);
    given(leadSet(5), minSet('100'), minSet(null))
      .when(sku(null, null))
      .then([leadSet(null)]);
  });

  test("a supplier's lead time and a warehouse's safety stock, each its own", () => {
    const supplierSet: ReplenishRuleEvent = { type: 'LeadTimeSet', data: { supplierId: 's1', leadDays: 4 } };
    given()
      .when((s) => decideReplenishRule.supplier(s, 's1', 4))
      .then([supplierSet]);
    given(supplierSet)
      .when((s) => decideReplenishRule.supplier(s, 's1', 4))
      .then([]);
    given(supplierSet)
      .when((s) => decideReplenishRule.supplier(s, 's1', null))
      .then([{ type: 'LeadTimeSet', data: { supplierId: 's1', leadDays: null } }]);
    const at = { warehouseId: 'w2', skuId: 'cola' };
    const safe: ReplenishRuleEvent = { type: 'SafetyStockSet', data: { ...at, safetyStock: '20' } };
    given()
      .when((s) => decideReplenishRule.safetyStock(s, at, '20'))
      .then([safe]);
    given(safe)
      .when((s) => decideReplenishRule.safetyStock(s, at, '20'))
      .then([]);
    given(safe)
      .when((s) => decideReplenishRule.safetyStock(s, at, '0'))
      .then([{ type: 'SafetyStockSet', data: { ...at, safetyStock: '0' } }]);
  });
});
