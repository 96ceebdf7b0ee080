import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { company, startTestApp, TestApp } from '../testing/test-app';
import { inDays, today } from '../testing/stock-shop';
import { monthEndAfter, monthEndBefore, monthEndOnOrAfter, monthEndOnOrBefore } from './stock-as-of';
import { stockAsOfProjection } from './stock-as-of.projection';

const [D0, D1, D2, D3, D4, D5] = [-7, -6, -5, -4, -3, -2].map(inDays);

/** What 库存查询 shows: each row's warehouse, product, quantity and cost, and the totals. */
type Screen = { rows: string[]; totals: { qty: number; costAmount: number } };

describe('库存查询 and 进销存汇总 as of a date (asOfDate): the stock at the end of that day', () => {
  let app: TestApp;
  let c: Awaited<ReturnType<typeof company>>;
  const ids: Record<string, string> = {};
  /** What 库存查询 showed at the end of each day, the documents entered in date order. */
  const shown = new Map<string, Screen>();

  const screen = async (body: object = {}, call = c.call): Promise<Screen> => ({
    rows: (await call('Stock/PageQuery', { pageSize: 50, ...body })).data
      .map((r: any) => `${r.warehouseName} ${r.productName} ${r.qty} ${r.costAmount}`)
      // Within a product the warehouses come in the order of their ids.
      .sort(),
    totals: await call('Stock/TotalSum', body),
  });
  const summaryEnd = async (asOfDate: string, call = c.call) => {
    const r = await call('ReportForPerformance/InvoicingSummary', { pageSize: 50, asOfDate });
    return {
      rows: Object.fromEntries(r.data.map((x: any) => [x.productName, [x.endQty, x.endAmount]])),
      totals: { qty: r.totals.endQty, costAmount: r.totals.endAmount },
    };
  };

  /** What the movements (stock_flow) of a company up to the end of the day add up to, per warehouse and SKU. */
  const flowUpTo = async (companyId: string, day: string) =>
    (
      await app.infra.pool.query(
        `select f.warehouse_id || ' ' || f.sku_id || ' ' || sum(f.in_qty - f.out_qty)::float8 || ' ' ||
                sum(case when f.out_qty > 0 then -f.amount else f.amount end)::float8 as row
         from stock_flow f where f.company_id = $1 and f.bill_date <= $2 group by f.warehouse_id, f.sku_id order by 1`,
        [companyId, day],
      )
    ).rows.map((r) => r.row as string);
  const rowsOf = (page: { data: any[] }) => page.data.map((r) => `${r.warehouseId} ${r.skuId} ${r.qty} ${r.costAmount}`);
  /** The month ends a company keeps: its list, and those stored. */
  const keptMonths = async (companyId: string) =>
    (
      await app.infra.pool.query(
        `select (select through::text from stock_balance_marks where company_id = $1) as through,
                (select months::text[] from stock_balance_marks where company_id = $1) as listed,
                array(select distinct month_end::text from stock_balance_months where company_id = $1 order by 1) as stored`,
        [companyId],
      )
    ).rows[0] as { through: string; listed: string[]; stored: string[] };

  beforeAll(async () => {
    app = await startTestApp();
    c = await company(app, '往日库存', 9);
    const { call } = c;
    ids.branch = (await call('Branch/Save', { branchName: '北城店', branchCode: 'BC' })).branchId;
    ids.w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    ids.w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId;
    ids.w3 = (await call('Warehouse/Save', { warehouseName: '北城仓', warehouseCode: 'W3', branchId: ids.branch })).warehouseId;
    ids.supplier = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
    ids.custom = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
    const product = async (productName: string, productCode: string) =>
      (await call('Product/Save', { productName, productCode, unitName: '瓶', skus: [{ salePrice: 10, purchasePrice: 3 }] })).skus[0]
        .skuId as string;
    ids.water = await product('水', 'WATER');
    ids.tea = await product('茶', 'TEA');
    const buy = (billDate: string, warehouseId: string, lines: object[]) =>
      call('Buy/Save', { supplierId: ids.supplier, billDate, warehouseId, lines, audit: true });

    // The documents of each day entered on it, as the shop would have: what the screen showed that day is kept.
    await buy(D1, ids.w1, [
      { skuId: ids.water, qty: 10, price: 3 },
      { skuId: ids.tea, qty: 4, price: 5 },
    ]);
    await buy(D1, ids.w3, [{ skuId: ids.water, qty: 8, price: 2.5 }]);
    shown.set(D1, await screen());
    const sale = await call('Sale/Save', {
      customId: ids.custom,
      billDate: D3,
      warehouseId: ids.w1,
      lines: [{ skuId: ids.water, qty: 3, price: 10 }],
      audit: true,
    });
    shown.set(D3, await screen());
    await call('Trans/Save', {
      outWarehouseId: ids.w1,
      inWarehouseId: ids.w2,
      billDate: D4,
      lines: [{ skuId: ids.water, qty: 2 }],
      audit: true,
    });
    shown.set(D4, await screen());
    await call('SaleReturn/Save', {
      customId: ids.custom,
      saleId: sale.saleId,
      billDate: D5,
      warehouseId: ids.w1,
      lines: [{ skuId: ids.water, qty: 1, price: 10 }],
      audit: true,
    });
    await call('CostPrice/Save', { warehouseId: ids.w1, billDate: D5, lines: [{ skuId: ids.tea, costPrice: 6 }], audit: true });
    shown.set(D5, await screen());
  });
  afterAll(() => app.close());

  test('as of each past day, the list and its totals are what the screen showed at the end of it', async () => {
    assert.deepEqual(shown.get(D1)!.rows, ['北城仓 水 8 20', '总仓 水 10 30', '总仓 茶 4 20']);
    assert.deepEqual(shown.get(D5)!.totals, { qty: 4 + 6 + 2 + 8, costAmount: 24 + 18 + 6 + 20 }, 'tea revalued to 6, a return at cost');
    for (const [day, was] of shown) assert.deepEqual(await screen({ asOfDate: day }), was, day);
    assert.deepEqual(await screen({ asOfDate: D2 }), shown.get(D1), 'a day nothing moved keeps the day before');
    assert.deepEqual(await screen({ asOfDate: D0 }), { rows: [], totals: { qty: 0, costAmount: 0 } }, 'before anything moved');
    const now = await screen();
    assert.deepEqual(await screen({ asOfDate: today }), now);
    assert.deepEqual(await screen({ asOfDate: inDays(400) }), now, 'a day to come is today');
    const page = (await c.call('Stock/PageQuery', { asOfDate: D4, warehouseId: ids.w1 })).data;
    assert.deepEqual(
      page.map((r: any) => [r.productName, r.qty, r.reservedQty, r.avalidCount, r.costPrice]),
      [
        ['水', 5, 0, 5, 3],
        ['茶', 4, 0, 4, 5],
      ],
      'one warehouse; nothing reserved in the past',
    );
    const sorted = await c.call('Stock/PageQuery', { asOfDate: D5, sortField: 'costAmount', sortOrder: 'descend' });
    assert.deepEqual(
      sorted.data.map((r: any) => r.costAmount),
      [24, 20, 18, 6],
    );
  });

  test('进销存汇总 as of a day closes with what 库存查询 shows as of it, per product and in total', async () => {
    for (const day of [D1, D3, D4, D5, today]) {
      const summary = await summaryEnd(day);
      assert.deepEqual(summary.totals, await c.call('Stock/TotalSum', { asOfDate: day }), day);
      const byProduct: Record<string, [number, number]> = {};
      for (const r of (await c.call('Stock/PageQuery', { asOfDate: day, pageSize: 50 })).data) {
        const [q, a] = byProduct[r.productName] ?? [0, 0];
        byProduct[r.productName] = [q + r.qty, a + r.costAmount];
      }
      for (const [name, [q, a]] of Object.entries(summary.rows)) assert.deepEqual(byProduct[name] ?? [0, 0], [q, a], `${day} ${name}`);
    }
    const period = await c.call('ReportForPerformance/InvoicingSummary', { startDate: D3, asOfDate: D4 });
    assert.deepEqual([period.totals.beginQty, period.totals.endQty], [shown.get(D1)!.totals.qty, shown.get(D4)!.totals.qty]);
  });

  test('a document dated before later ones moves every day from its own on, and nothing before it', async () => {
    await c.call('Buy/Save', {
      supplierId: ids.supplier,
      billDate: D2,
      warehouseId: ids.w1,
      lines: [{ skuId: ids.water, qty: 5, price: 3.6 }],
      audit: true,
    });
    assert.deepEqual(await screen({ asOfDate: D1 }), shown.get(D1));
    for (const day of [D2, D3, D4, D5]) {
      const was = (day === D2 ? shown.get(D1)! : shown.get(day)!).totals;
      assert.deepEqual(
        await c.call('Stock/TotalSum', { asOfDate: day }),
        { qty: was.qty + 5, costAmount: was.costAmount + 18 },
        `${day}: 5 more worth 18`,
      );
      assert.deepEqual((await summaryEnd(day)).totals, await c.call('Stock/TotalSum', { asOfDate: day }), `${day} still agrees`);
    }
    assert.deepEqual(await screen({ asOfDate: today }), await screen());
  });

  test('a branch employee sees as of a date only the warehouses of their branch, in the list, the totals and 进销存汇总', async () => {
    const { roleId } = await c.call('Role/Save', {
      roleName: '查库存',
      permissions: ['4004', '6008'].map((permissionId) => ({ permissionId, actionList: ['query'] })),
    });
    const loginName = `bc${Date.now().toString(36)}`;
    await c.call('User/Save', {
      loginName,
      password: 'secret123',
      userName: '北城店员',
      roleId,
      pricePerm: '111110000',
      branchId: ids.branch,
    });
    const { token } = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
    const as = async (path: string, body: object) => {
      const r = await app.call(path, body, { token });
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body.returnData;
    };
    assert.deepEqual(await screen({ asOfDate: D3 }, as), { rows: ['北城仓 水 8 20'], totals: { qty: 8, costAmount: 20 } });
    assert.deepEqual((await summaryEnd(D3, as)).totals, { qty: 8, costAmount: 20 });
    assert.deepEqual(await screen({ asOfDate: D3, warehouseId: ids.w1 }, as), { rows: [], totals: { qty: 0, costAmount: 0 } });
  });

  test('a date that is not one is refused naming 截至日期, by every call that takes it', async () => {
    for (const path of ['Stock/PageQuery', 'Stock/TotalSum', 'ReportForPerformance/InvoicingSummary'])
      for (const asOfDate of ['2025-02-30', '昨天', 20250101]) {
        const r = await c.raw(path, { asOfDate });
        assert.deepEqual([r.status, r.body.errorCode], [400, 'VALIDATION'], `${path} ${asOfDate}`);
        assert.match(r.body.invMessage, /^截至日期/);
      }
  });

  test('valued from the kept month ends, every day shows what the movements up to it add up to, a document dated back over month ends included', async () => {
    const { o, call, w1, w2, a, b, k, buy, sell } = await twoWarehouseShop(app, '跨月库存');
    await buy(inDays(-100), w1, [
      { skuId: a, qty: 10, price: 3 },
      { skuId: b, qty: 5, price: 4 },
    ]);
    await sell(inDays(-70), w1, [{ skuId: a, qty: 3, price: 9 }]);
    await call('Trans/Save', { outWarehouseId: w1, inWarehouseId: w2, billDate: inDays(-45), lines: [{ skuId: a, qty: 2 }], audit: true });
    await buy(inDays(-20), w2, [{ skuId: k, qty: 7, price: 2 }]);
    await call('CostPrice/Save', { warehouseId: w1, billDate: inDays(-10), lines: [{ skuId: b, costPrice: 5 }], audit: true });
    await sell(inDays(-3), w1, [{ skuId: b, qty: 1, price: 9 }]);
    const { through, listed, stored } = await keptMonths(o.companyId);
    assert.equal(through, monthEndBefore(inDays(-3)), 'the month ends up to the last movement’s month are kept');
    const movedIn = [-100, -70, -45, -20, -10].map((d) => monthEndOnOrAfter(inDays(d))).filter((m) => m <= through);
    assert.deepEqual(stored, [...new Set(movedIn)], 'those of the months it moved in');
    assert.deepEqual(listed, stored);
    assert.ok(stored.length >= 2);
    // Saved after those month ends were kept: a purchase dated back before most of them, of a warehouse they lacked.
    await buy(inDays(-80), w2, [{ skuId: b, qty: 4, price: 6 }]);

    const truth = (day: string) => flowUpTo(o.companyId, day);
    const days = [-101, -100, -90, -81, -80, -70, -45, -30, -20, -10, -3, 0].map(inDays);
    for (const d of [-100, -70, -45, -20]) days.push(monthEndOnOrBefore(inDays(d + 31)), inDays(d + 31));
    for (const day of days) {
      const want = await truth(day);
      const byValue = await call('Stock/PageQuery', { asOfDate: day, pageSize: 50, sortField: 'costAmount', sortOrder: 'descend' });
      const byName = await call('Stock/PageQuery', { asOfDate: day, pageSize: 50 });
      assert.deepEqual([...rowsOf(byValue)].sort(), want, `${day}: every row valued from the month end`);
      assert.deepEqual([...rowsOf(byName)].sort(), want, `${day}: every row by its own day balance`);
      const amounts = byValue.data.map((r: any) => r.costAmount);
      assert.deepEqual(
        amounts,
        [...amounts].sort((x, y) => y - x),
        `${day}: by value`,
      );
      const second = await call('Stock/PageQuery', { asOfDate: day, pageSize: 2, pageNo: 2, sortField: 'qty', sortOrder: 'ascend' });
      const byQty = await call('Stock/PageQuery', { asOfDate: day, pageSize: 50, sortField: 'qty', sortOrder: 'ascend' });
      assert.deepEqual(rowsOf(second), rowsOf(byQty).slice(2, 4), `${day}: the second page of two by quantity`);
      const sum = (i: number) => want.reduce((t, r) => t + Number(r.split(' ')[i]), 0);
      assert.deepEqual(await call('Stock/TotalSum', { asOfDate: day }), { qty: sum(2), costAmount: sum(3) }, day);
      assert.deepEqual(
        await call('Stock/TotalSum', { asOfDate: day, warehouseId: w2 }),
        await call('Stock/TotalSum', { asOfDate: day, warehouseId: w2, keyword: '品' }),
        `${day}: one warehouse from the month end, and probed row by row under a keyword`,
      );
    }
  });

  test('a company idle for months keeps no month end for them; every day, the gap and a document dated back into it included, shows what its movements add up to', async () => {
    const { o, call, w1, w2, a, b, k, buy, sell: sellIn } = await twoWarehouseShop(app, '歇业库存');
    const sell = (billDate: string, lines: object[]) => sellIn(billDate, w1, lines);
    // Moves in one month, nothing for three and more (135 days), then in two later months (40 days apart).
    await buy(inDays(-200), w1, [
      { skuId: a, qty: 10, price: 3 },
      { skuId: b, qty: 6, price: 4 },
    ]);
    await sell(inDays(-195), [{ skuId: a, qty: 4, price: 9 }]);
    await buy(inDays(-65), w1, [{ skuId: b, qty: 5, price: 5 }]);
    await sell(inDays(-25), [
      { skuId: a, qty: 2, price: 9 },
      { skuId: b, qty: 1, price: 9 },
    ]);
    const movedIn = [monthEndOnOrAfter(inDays(-200)), monthEndOnOrAfter(inDays(-65))];
    const idle: string[] = [];
    for (let m = monthEndAfter(movedIn[0]); m < movedIn[1]; m = monthEndAfter(m)) idle.push(m);
    assert.ok(idle.length >= 3, `${idle} idle`);
    const was = await keptMonths(o.companyId);
    assert.deepEqual(was, { through: monthEndBefore(inDays(-25)), listed: movedIn, stored: movedIn }, 'no idle month end kept');
    const total = async (day: string) => {
      const rows = (await flowUpTo(o.companyId, day)).map((r) => r.split(' ').map(Number));
      return { qty: rows.reduce((t, r) => t + r[2], 0), costAmount: rows.reduce((t, r) => t + r[3], 0) };
    };
    for (const day of [idle[0], inDays(-130), idle.at(-1)!])
      assert.deepEqual(await call('Stock/TotalSum', { asOfDate: day }), await total(day), `${day}: as the month moved in ended`);
    // A database from before migration 176 also stores the idle month ends, each a copy of the one before: 178 deletes them.
    for (const m of idle)
      await app.infra.pool.query(
        `insert into stock_balance_months select company_id, $3, sku_id, warehouse_id, qty, amount from stock_balance_months where company_id = $1 and month_end = $2`,
        [o.companyId, movedIn[0], m],
      );
    await app.infra.pool.query(`update stock_balance_marks set months = $2 where company_id = $1`, [
      o.companyId,
      [...movedIn, ...idle].sort(),
    ]);
    assert.equal((await keptMonths(o.companyId)).stored.length, movedIn.length + idle.length);
    await app.infra.pool.query(
      fs.readFileSync(path.join(__dirname, '../../../infra/migrations/178_stock_balance_idle_months.sql'), 'utf8'),
    );
    assert.deepEqual(await keptMonths(o.companyId), was, 'migration 178 keeps the month ends moved in, and only those');

    // Saved after those month ends were kept: a purchase dated back into an idle month, of a warehouse and a SKU new.
    await buy(inDays(-130), w2, [
      { skuId: k, qty: 7, price: 2 },
      { skuId: a, qty: 3, price: 4 },
    ]);
    assert.deepEqual(await keptMonths(o.companyId), was, 'the idle month it is dated in keeps no month end still');

    const days = [-201, -200, -195, -131, -130, -129, -100, -66, -65, -25, 0].map(inDays);
    days.push(...movedIn, ...idle, monthEndOnOrAfter(inDays(-25)));
    for (const day of days) {
      const want = await flowUpTo(o.companyId, day);
      const byValue = await call('Stock/PageQuery', { asOfDate: day, pageSize: 50, sortField: 'costAmount', sortOrder: 'descend' });
      const byQty = await call('Stock/PageQuery', { asOfDate: day, pageSize: 50, sortField: 'qty', sortOrder: 'ascend' });
      assert.deepEqual([...rowsOf(byValue)].sort(), want, `${day}: every row valued from a kept month end`);
      assert.deepEqual([...rowsOf(byQty)].sort(), want, `${day}: every row counted from a kept month end`);
      assert.deepEqual(await call('Stock/TotalSum', { asOfDate: day }), await total(day), `${day}: the totals`);
      assert.deepEqual(
        await call('Stock/TotalSum', { asOfDate: day, warehouseId: w2 }),
        await call('Stock/TotalSum', { asOfDate: day, warehouseId: w2, keyword: '品' }),
        `${day}: the warehouse dated back into, from a month end and probed row by row`,
      );
    }
    assert.deepEqual((await summaryEnd(idle[1], call)).totals, await total(idle[1]), '进销存汇总 in the gap');
  });

  test('the day balances rebuilt from the events are the same rows, and the same as the movements add up to', async () => {
    const dump = async () =>
      (
        await app.infra.pool.query(`select to_jsonb(b)::text as row from stock_balance_days b where company_id = $1 order by 1`, [
          c.companyId,
        ])
      ).rows.map((r) => r.row);
    // The migration fills the table from the flow by the same rule.
    const fromFlow = async () =>
      (
        await app.infra.pool.query(
          `select to_jsonb(b)::text as row from (select company_id, sku_id, warehouse_id, bill_date,
             sum(sum(in_qty - out_qty)) over w as qty, sum(sum(case when out_qty > 0 then -amount else amount end)) over w as amount
           from stock_flow where company_id = $1 group by company_id, sku_id, warehouse_id, bill_date
           window w as (partition by company_id, sku_id, warehouse_id order by bill_date)) b order by 1`,
          [c.companyId],
        )
      ).rows.map((r) => r.row);
    /** The month ends kept, of every company. */
    const months = async () =>
      (
        await app.infra.pool.query(
          `select to_jsonb(m)::text as row from stock_balance_months m union all select to_jsonb(k)::text from stock_balance_marks k order by 1`,
        )
      ).rows.map((r) => r.row);
    const before = await dump();
    const monthsBefore = await months();
    assert.ok(before.length >= 8);
    assert.ok(monthsBefore.length >= 8);
    assert.deepEqual(before, await fromFlow());
    await rebuildProjection(app.infra.store, app.infra.dataSource, stockAsOfProjection);
    assert.deepEqual(await dump(), before);
    assert.deepEqual(await months(), monthsBefore, 'the month ends, kept in other batches, are the same rows');
    // The migration lists each company's month ends from those it stores.
    const migration = fs.readFileSync(path.join(__dirname, '../../../infra/migrations/176_stock_balance_kept_months.sql'), 'utf8');
    await app.infra.pool.query(`update stock_balance_marks set months = '{}'`);
    await app.infra.pool.query(migration.slice(migration.indexOf('update stock_balance_marks')));
    assert.deepEqual(await months(), monthsBefore, 'the listed month ends');
  });
});

/** A company of edition 9 with two warehouses, a supplier, a customer and three SKUs, buying and selling audited. */
async function twoWarehouseShop(app: TestApp, name: string) {
  const o = await company(app, name, 9);
  const { call } = o;
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId as string;
  const w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId as string;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  const sku = async (productName: string, productCode: string) =>
    (await call('Product/Save', { productName, productCode, unitName: '个', skus: [{ salePrice: 9, purchasePrice: 3 }] })).skus[0]
      .skuId as string;
  const [a, b, k] = [await sku('甲品', 'PA'), await sku('乙品', 'PB'), await sku('丙品', 'PC')];
  const buy = (billDate: string, warehouseId: string, lines: object[]) =>
    call('Buy/Save', { supplierId, billDate, warehouseId, lines, audit: true });
  const sell = (billDate: string, warehouseId: string, lines: object[]) =>
    call('Sale/Save', { customId, billDate, warehouseId, lines, audit: true });
  return { o, call, w1, w2, a, b, k, buy, sell };
}
