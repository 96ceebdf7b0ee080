import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { inDays, shop, today } from '../../testing/stock-shop';
import { startTestApp, TestApp } from '../../testing/test-app';
import { replenishProjection } from './replenish.projection';
import { replenishRulesProjection } from './replenish-rule.projection';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('智能补货 over HTTP', () => {
  test('sales make the pace, an order’s arrival the lead time; the suggestion becomes a draft 调拨单 and 采购订单 with the right quantities, then on the way and not suggested again; rebuilt, it says the same', async () => {
    const c = await shop(app, '智能补货');
    const customId = (await c.call('Custom/Save', { customName: '散客', customCode: 'C1' })).customId;
    const cola = (
      await c.call('Product/Save', {
        productName: '可乐',
        productCode: 'COLA',
        unitName: '瓶',
        units: [{ unitName: '箱', ratio: 12 }],
        skus: [{ salePrice: 3, purchasePrice: 2 }],
      })
    ).skus[0].skuId as string;
    // Ordered 6 days ago, arrived (bought from the order) a day ago: 5 days.
    const order = await c.call('BuyOffer/Save', {
      supplierId: c.supplierId,
      billDate: inDays(-6),
      warehouseId: c.w1,
      lines: [{ skuId: cola, qty: 100, price: 2 }],
      audit: true,
    });
    await c.call('Buy/Save', {
      supplierId: c.supplierId,
      offerId: order.offerId,
      billDate: inDays(-1),
      warehouseId: c.w1,
      lines: [{ skuId: cola, qty: 100, price: 2 }],
      audit: true,
    });
    await c.buy(c.w2, [{ skuId: cola, qty: 100, price: 2 }]);
    const sell = (warehouseId: string, qty: number) =>
      c.call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId: cola, qty, price: 3 }], audit: true });
    await sell(c.w2, 90);
    await sell(c.w1, 30);
    // A return brings goods back but is no sale, nor is a sale written back: 门店 sold 90 (3 a day) and holds 15.
    await c.call('SaleReturn/Save', {
      customId,
      billDate: today,
      warehouseId: c.w2,
      lines: [{ skuId: cola, qty: 5, price: 3 }],
      audit: true,
    });
    const written = await sell(c.w2, 7);
    await c.call('Sale/WriteBack', { saleId: written.saleId });

    const suggested = await c.call('Replenish/Suggest', { days: 30 });
    const brief = (data: any[]) => data.map((l) => [l.kind, l.fromWarehouseId ?? l.supplierId, l.warehouseId, l.suggestQty]);
    // 门店: 3 a day × (30 + 5 + 3) = 114, holds 15. 总仓 sells 1 a day, keeps 38 of its 70 and gives 32; the other 67 are bought: 6 箱.
    assert.deepEqual(brief(suggested.data), [
      ['transfer', c.w1, c.w2, 32],
      ['purchase', c.supplierId, c.w2, 72],
    ]);
    assert.equal(suggested.data[0].reason, '日均销 3 瓶，可售 5 天；总仓多出 32 瓶，调入 32 瓶');
    assert.equal(suggested.data[1].reason, '日均销 3 瓶，可售 5 天，到货需 5 天，安全库存 3 天；补足 30 天的销量：采购 6 箱（72 瓶）');
    assert.equal(suggested.data[1].supplierName, '甲');

    // Over 45 days (longer than a block: its days summed) 门店 sells 2 a day and lacks 2 × 53 − 15 = 91; 总仓 spares 34.
    const longer = await c.call('Replenish/Suggest', { days: 45 });
    assert.deepEqual(brief(longer.data), [
      ['transfer', c.w1, c.w2, 34],
      ['purchase', c.supplierId, c.w2, 60],
    ]);
    await rebuildProjection(app.infra.store, app.infra.dataSource, replenishProjection);
    assert.deepEqual(await c.call('Replenish/Suggest', { days: 30 }), suggested, 'the rebuilt read model suggests the same');
    assert.deepEqual(await c.call('Replenish/Suggest', { days: 45 }), longer);

    const bad = await c.raw('Replenish/Draft', { lines: [{ kind: 'purchase', skuId: cola, warehouseId: c.w2, qty: 1 }] });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.invMessage, '第1行没有供应商，请先在采购单中指定');
    const [move, buy] = suggested.data;
    const drafts = await c.call('Replenish/Draft', {
      lines: [
        { kind: 'transfer', skuId: cola, warehouseId: move.warehouseId, fromWarehouseId: move.fromWarehouseId, qty: move.suggestQty },
        {
          kind: 'purchase',
          skuId: cola,
          warehouseId: buy.warehouseId,
          supplierId: buy.supplierId,
          qty: buy.cases,
          unitName: buy.caseUnitName,
        },
      ],
    });
    assert.equal(drafts.transfers.length, 1);
    assert.equal(drafts.orders.length, 1);
    const trans = await c.call('Trans/Detail', { transId: drafts.transfers[0].transId });
    assert.deepEqual(
      [trans.status, trans.billNo, trans.outWarehouseId, trans.inWarehouseId, trans.lines.map((l: any) => [l.skuId, l.qty, l.unitName])],
      ['draft', drafts.transfers[0].billNo, c.w1, c.w2, [[cola, 32, '瓶']]],
    );
    const offer = await c.call('BuyOffer/Detail', { offerId: drafts.orders[0].offerId });
    assert.deepEqual(
      [offer.status, offer.supplierId, offer.warehouseId, offer.lines.map((l: any) => [l.qty, l.unitName, l.baseQty, l.price])],
      ['draft', c.supplierId, c.w2, [[6, '箱', 72, 24]]],
    );
    assert.ok((await c.call('BuyOffer/PageQuery', { status: 'draft' })).data.some((d: any) => d.billNo === drafts.orders[0].billNo));

    // What was drafted is on the way: 门店 counts the 32 coming and the 72 ordered, 总仓 has nothing left to spare.
    assert.deepEqual((await c.call('Replenish/Suggest', { days: 30 })).data, [], 'the same suggestion is not made twice');
    // Half the order arrives (3 of 6 箱, ordered and received today: the lead time learned becomes (5 + 0) / 2, 2 days).
    await c.call('BuyOffer/Audit', { offerId: drafts.orders[0].offerId });
    await c.call('Buy/Save', {
      supplierId: c.supplierId,
      offerId: drafts.orders[0].offerId,
      billDate: today,
      warehouseId: c.w2,
      lines: [{ skuId: cola, qty: 3, unitName: '箱', price: 24 }],
      audit: true,
    });
    assert.deepEqual((await c.call('Replenish/Suggest', { days: 30 })).data, [], 'what arrived does not bring the suggestion back');
    // With 20 safety days 门店 (51 in stock, 17 days) is short of 3 × (30 + 2 + 20) = 156: 36 still ordered and 32 coming leave 37.
    const safer = await c.call('Replenish/Suggest', { days: 30, safetyDays: 20 });
    assert.deepEqual(brief(safer.data), [['purchase', c.supplierId, c.w2, 48]]);
    assert.equal(
      safer.data[0].reason,
      '日均销 3 瓶，可售 17 天，已在途 68 瓶，到货需 2 天，安全库存 20 天；补足 30 天的销量：采购 4 箱（48 瓶）',
    );
    await rebuildProjection(app.infra.store, app.infra.dataSource, replenishProjection);
    assert.deepEqual(await c.call('Replenish/Suggest', { days: 30, safetyDays: 20 }), safer, 'rebuilt, the same is on the way');
    await c.call('Trans/Audit', { transId: drafts.transfers[0].transId });
    // Moved, the 32 are 门店's stock (83, 27 days) and no longer on the way: with 30 safety days 186 − 83 − 36 = 67 lack.
    const moved = (await c.call('Replenish/Suggest', { days: 30, safetyDays: 30 })).data;
    assert.deepEqual(brief(moved), [['purchase', c.supplierId, c.w2, 72]]);
    assert.match(moved[0].reason, /^日均销 3 瓶，可售 27 天，已在途 36 瓶，/);
  });

  test('a purchase audited but not yet confirmed into the warehouse is on the way until it is confirmed, then in stock', async () => {
    const c = await shop(app, '补货在途');
    const customId = (await c.call('Custom/Save', { customName: '散客', customCode: 'C1' })).customId;
    await c.buy(c.w1, [{ skuId: c.water, qty: 10, price: 2 }]);
    await c.call('Sale/Save', { customId, billDate: today, warehouseId: c.w1, lines: [{ skuId: c.water, qty: 9, price: 3 }], audit: true });
    await c.call('Setting/Save', { separatorWarehouse: true });
    const buy = await c.call('Buy/Save', {
      supplierId: c.supplierId,
      billDate: today,
      warehouseId: c.w1,
      lines: [{ skuId: c.water, qty: 5, price: 2 }],
      audit: true,
    });
    // 0.3 a day × (30 + 7 + 20) = 17.1: 1 in stock and 5 on the way lack 12; confirmed, 6 in stock lack the same 12.
    const waiting = (await c.call('Replenish/Suggest', { safetyDays: 20 })).data;
    assert.deepEqual(
      waiting.map((l: any) => [l.kind, l.warehouseId, l.suggestQty]),
      [['purchase', c.w1, 12]],
    );
    assert.match(waiting[0].reason, /^日均销 0.3 瓶，可售 3 天，已在途 5 瓶，/);
    await c.call('Buy/BatchInStorage', { buyId: buy.buyId });
    const arrived = (await c.call('Replenish/Suggest', { safetyDays: 20 })).data;
    assert.deepEqual(
      arrived.map((l: any) => [l.kind, l.warehouseId, l.suggestQty]),
      [['purchase', c.w1, 12]],
    );
    assert.match(arrived[0].reason, /^日均销 0.3 瓶，可售 20 天，到货需/);
  });

  test('an employee sees only their warehouses, and needs the rights of what is drafted', async () => {
    const c = await shop(app, '补货权限');
    const customId = (await c.call('Custom/Save', { customName: '散客', customCode: 'C1' })).customId;
    await c.buy(c.w1, [{ skuId: c.water, qty: 10, price: 2 }]);
    await c.buy(c.w2, [{ skuId: c.water, qty: 100, price: 2 }]);
    await c.call('Sale/Save', { customId, billDate: today, warehouseId: c.w1, lines: [{ skuId: c.water, qty: 9, price: 3 }], audit: true });
    const everything = await c.call('Replenish/Suggest', {});
    assert.deepEqual(
      everything.data.map((l: any) => [l.kind, l.fromWarehouseId, l.warehouseId]),
      [['transfer', c.w2, c.w1]],
    );
    const roleId = (
      await c.call('Role/Save', {
        roleName: '补货员',
        permissions: [{ permissionId: '4020', actionList: ['query', 'get', 'add', 'edit'] }],
      })
    ).roleId;
    const loginName = `bh${Date.now()}`;
    await c.call('User/Save', { loginName, password: 'secret123', userName: '补货员', roleId, warehousePerm: c.w1 });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const as = (path: string, body: object) => app.call(path, body, { token });
    const mine = (await as('Replenish/Suggest', {})).body.returnData.data;
    assert.deepEqual(
      mine.map((l: any) => [l.kind, l.warehouseId, l.suggestQty]),
      [['purchase', c.w1, 11]],
      '门店 is not theirs: no transfer from it, 总仓 buys',
    );
    assert.equal((await as('Replenish/Suggest', { warehouseId: c.w2 })).status, 403);
    assert.equal(
      (await as('Replenish/SaveSettings', { skuId: c.water, warehouseId: c.w2, safetyStock: 50 })).status,
      403,
      'not their warehouse',
    );
    assert.equal((await as('Replenish/Settings', { skuId: c.water, warehouseId: c.w2 })).status, 403);
    assert.equal((await as('Replenish/SaveSettings', { skuId: c.water, warehouseId: c.w1, safetyStock: 20 })).status, 200);
    assert.match((await as('Replenish/Suggest', {})).body.returnData.data[0].reason, /安全库存 3 天 \+ 20 瓶/);
    const noRights = await as('Replenish/Draft', {
      lines: [{ kind: 'purchase', skuId: c.water, warehouseId: c.w1, supplierId: c.supplierId, qty: 11 }],
    });
    assert.equal(noRights.status, 403, 'making a 采购订单 needs its own right');
    const bad = await c.raw('Replenish/Suggest', { days: 0 });
    assert.equal(bad.status, 400);
  });

  test('a lead time set on the supplier, then on the SKU, a safety stock and a minimum order change the suggestion; emptied, it is as before; bad input and another company write nothing', async () => {
    const c = await shop(app, '补货设置');
    const customId = (await c.call('Custom/Save', { customName: '散客', customCode: 'C1' })).customId;
    await c.buy(c.w1, [{ skuId: c.water, qty: 10, price: 2 }]);
    await c.call('Sale/Save', { customId, billDate: today, warehouseId: c.w1, lines: [{ skuId: c.water, qty: 9, price: 3 }], audit: true });
    const line = async () => {
      const [l, ...more] = (await c.call('Replenish/Suggest', {})).data;
      assert.deepEqual(more, []);
      return [l.suggestQty, l.reason];
    };
    // 0.3 a day, 1 left; bought without an order: 7 days by default. 0.3 × 40 − 1 = 11.
    const before = await line();
    assert.deepEqual(before, [
      11,
      '日均销 0.3 瓶，可售 3 天，到货需 7 天（未有到货记录，按默认），安全库存 3 天；补足 30 天的销量：采购 11 瓶',
    ]);
    const at = { skuId: c.water, warehouseId: c.w1 };
    const settings = () => c.call('Replenish/Settings', at);
    const none = await settings();
    assert.deepEqual(
      [
        none.supplierId,
        none.supplierName,
        none.learnedLeadDays,
        none.leadDays,
        none.supplierLeadDays,
        none.safetyStock,
        none.minOrderQty,
        none.history,
      ],
      [c.supplierId, '甲', null, null, null, null, null, []],
    );

    assert.deepEqual(await c.call('Replenish/SaveSettings', { ...at, supplierId: c.supplierId, supplierLeadDays: 10 }), { changed: 1 });
    // The supplier's 10 days: 0.3 × 43 − 1 = 11.9 → 12.
    assert.deepEqual(await line(), [
      12,
      '日均销 0.3 瓶，可售 3 天，到货需 10 天（供应商设定），安全库存 3 天；补足 30 天的销量：采购 12 瓶',
    ]);
    const all = { ...at, supplierId: c.supplierId, supplierLeadDays: 10, leadDays: 2, safetyStock: 5, minOrderQty: 20 };
    assert.deepEqual(await c.call('Replenish/SaveSettings', all), { changed: 3 });
    // The SKU's own 2 days and 5 kept: 0.3 × 35 + 5 − 1 = 14.5 → 15, raised to the minimum of 20.
    assert.deepEqual(await line(), [
      20,
      '日均销 0.3 瓶，可售 3 天，到货需 2 天（设定），安全库存 3 天 + 5 瓶；补足 30 天的销量，起订 20 瓶：采购 20 瓶',
    ]);
    assert.deepEqual(await c.call('Replenish/SaveSettings', all), { changed: 0 }, 'the same again records nothing');
    const set = await settings();
    assert.deepEqual([set.leadDays, set.supplierLeadDays, set.safetyStock, set.minOrderQty], [2, 10, 5, 20]);
    assert.deepEqual(
      set.history.map((h: any) => h.title).sort(),
      ['设置到货天数', '设置到货天数', '设置安全库存', '设置最小起订量'].sort(),
    );
    assert.ok(
      set.history.every((h: any) => h.userName && h.at),
      'who set it and when',
    );
    const suggested = await c.call('Replenish/Suggest', {});
    await rebuildProjection(app.infra.store, app.infra.dataSource, replenishRulesProjection);
    assert.deepEqual(await c.call('Replenish/Suggest', {}), suggested, 'rebuilt, the settings are the same');

    const other = await shop(app, '别家补货');
    const events = async () => (await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n;
    const written = await events();
    for (const [bad, message] of [
      [{ safetyStock: -1 }, '安全库存不能小于0'],
      [{ leadDays: 1.5 }, '到货天数必须是整数'],
      [{ supplierId: c.supplierId, supplierLeadDays: 400 }, '供应商到货天数不能大于365'],
      [{ minOrderQty: 'abc' }, '最小起订量必须是数字'],
      [{ supplierId: c.w2, supplierLeadDays: 3 }, undefined],
    ] as const) {
      const r = await c.raw('Replenish/SaveSettings', { ...at, leadDays: 9, ...bad });
      assert.equal(r.status, 400, JSON.stringify(bad));
      if (message) assert.equal(r.body.invMessage, message);
    }
    const foreign = await other.raw('Replenish/SaveSettings', { skuId: c.water, warehouseId: other.w1, safetyStock: 99 });
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.invMessage, '商品不存在或已停用');
    assert.equal((await other.raw('Replenish/SaveSettings', { ...at, safetyStock: 99 })).status, 400, "the other company's warehouse");
    assert.equal((await other.raw('Replenish/Settings', at)).status, 404);
    assert.equal(await events(), written, 'nothing was written');
    assert.deepEqual(await c.call('Replenish/Suggest', {}), suggested);

    // Emptied (the supplier not named: its lead time stays), the SKU is back to the supplier's 10 days.
    assert.deepEqual(await c.call('Replenish/SaveSettings', at), { changed: 3 });
    assert.deepEqual((await line())[0], 12);

    // 牛奶 never moved in 门店: its safety stock of 5, raised to its minimum order of 8, is bought; cleared, it is not.
    const milkAt = { skuId: c.milk, warehouseId: c.w2 };
    const milkLines = async () =>
      (await c.call('Replenish/Suggest', {})).data
        .filter((l: any) => l.skuId === c.milk)
        .map((l: any) => [l.kind, l.warehouseId, l.stock, l.suggestQty, l.reason]);
    assert.deepEqual(await milkLines(), []);
    assert.deepEqual(await c.call('Replenish/SaveSettings', { ...milkAt, safetyStock: 5, minOrderQty: 8 }), { changed: 2 });
    assert.deepEqual(await milkLines(), [
      ['purchase', c.w2, 0, 8, '无库存，安全库存 5 盒，到货需 7 天（未有到货记录，按默认），起订 8 盒：采购 8 盒'],
    ]);
    assert.deepEqual(
      (await c.call('Replenish/Suggest', { warehouseId: c.w1 })).data.filter((l: any) => l.skuId === c.milk),
      [],
      'not 总仓’s',
    );
    assert.deepEqual(await c.call('Replenish/SaveSettings', { ...milkAt, minOrderQty: 8 }), { changed: 1 });
    assert.deepEqual(await milkLines(), []);
  });
});
