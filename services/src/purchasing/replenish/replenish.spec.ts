import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { inCases, Names, Position, ReplenishOptions, suggestReplenishment } from './replenish';
import type { DocumentSaved } from '../../document-engine';
import { dec } from '../../shared/decimal';
import { batchPace, onTheWay, paceBlockOf, soldQty } from './replenish.projection';

const at = (warehouseId: string, fields: Partial<Position>): Position => ({
  warehouseId,
  skuId: 'cola',
  stock: 0,
  sold: 0,
  onWay: 0,
  leaving: 0,
  leadDays: 5,
  leadLearned: true,
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
    const [line] = suggest([at('w2', { stock: 0, sold: 15, leadDays: 7, leadLearned: false, skuId: 'loose' })]);
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
