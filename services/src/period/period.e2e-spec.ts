import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { appForTests, company, TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';

const app = appForTests();
const thisMonth = today.slice(0, 7);
const lastMonth = previous(thisMonth);
const inLastMonth = `${lastMonth}-15`;
const lastTitle = `${lastMonth.slice(0, 4)}年${Number(lastMonth.slice(5))}月`;

function previous(month: string) {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const eventCount = async (a: TestApp, companyId: string) =>
  Number((await a.db.pool.query(`select count(*) from events where company_id = $1`, [companyId])).rows[0].count);

async function openShop(productType = 2) {
  const shop = await company(app, '结账', productType);
  const { call } = shop;
  const ids = {
    warehouseId: (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId,
    customId: (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId,
    supplierId: (await call('Supplier/Save', { supplierName: '李四', supplierCode: 'S1' })).supplierId,
    accountId: (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId,
    skuId: (
      await call('Product/Save', { productName: '茶叶', productCode: 'T1', unitName: '盒', skus: [{ salePrice: 10, purchasePrice: 5 }] })
    ).skus[0].skuId,
  };
  const { warehouseId, supplierId, skuId } = ids;
  const stocked = `${previous(lastMonth)}-01`;
  await call('Buy/Save', { supplierId, warehouseId, billDate: stocked, lines: [{ skuId, qty: 100, price: 5 }], audit: true });
  const sale = (billDate: string, audit = true) => ({
    customId: ids.customId,
    warehouseId: ids.warehouseId,
    billDate,
    lines: [{ skuId: ids.skuId, qty: 1, price: 10 }],
    audit,
  });
  const receipt = (billDate: string) => ({ customId: ids.customId, accountId: ids.accountId, billDate, amount: 3, audit: true });
  return { ...shop, ids, sale, receipt };
}

describe('month-end closing', () => {
  test('a closed month refuses every write dated in it, writing nothing, until it is reopened', async () => {
    const shop = await openShop();
    const { call, raw, sale, receipt } = shop;
    const audited = await call('Sale/Save', sale(inLastMonth));
    const draft = await call('Sale/Save', sale(inLastMonth, false));

    const closed = await call('Period/Close', { month: lastMonth });
    assert.deepEqual(
      [closed.month, closed.closed, closed.canClose, closed.canReopen, closed.closedBy !== '', !!closed.closedAt],
      [lastMonth, true, false, true, true, true],
    );
    const before = await eventCount(app, shop.companyId);
    const refusals = await Promise.all([
      raw('Sale/Save', sale(inLastMonth)),
      raw('CustomReceive/Save', receipt(inLastMonth)),
      raw('CustomCz/Save', { customId: shop.ids.customId, accountId: shop.ids.accountId, billDate: inLastMonth, amount: 5, audit: true }),
      raw('Buy/Save', {
        supplierId: shop.ids.supplierId,
        warehouseId: shop.ids.warehouseId,
        billDate: inLastMonth,
        lines: [{ skuId: shop.ids.skuId, qty: 1, price: 5 }],
      }),
      raw('Sale/Audit', { saleId: draft.saleId }),
      raw('Sale/Save', { ...sale(today, false), saleId: draft.saleId }),
      raw('Sale/Remove', { saleId: draft.saleId }),
      raw('Sale/WriteBack', { saleId: audited.saleId }),
    ]);
    for (const r of refusals) {
      assert.equal(r.status, 422, JSON.stringify(r.body));
      assert.equal(r.body.errorCode, 'PERIOD_CLOSED');
      assert.equal(r.body.invMessage, `${lastTitle}已结账，不能新增或修改该月的单据；如需修改，请先反结账`);
    }
    assert.equal(await eventCount(app, shop.companyId), before, 'the refusals wrote nothing');

    // This month stays open: a sale and a receipt dated today, settling the closed month's sale, are taken.
    await call('Sale/Save', sale(today));
    await call('CustomReceive/Save', { ...receipt(today), hxList: [{ saleId: audited.saleId, amount: 3 }] });

    const list = await call('Period/List', {});
    assert.equal(list.closedThrough, lastMonth);
    assert.deepEqual(
      list.months
        .slice(0, 2)
        .map((m: { month: string; closed: boolean; canClose: boolean; canReopen: boolean }) => [
          m.month,
          m.closed,
          m.canClose,
          m.canReopen,
        ]),
      [
        [thisMonth, false, true, false],
        [lastMonth, true, false, true],
      ],
    );

    const reopened = await call('Period/Reopen', { month: lastMonth });
    assert.deepEqual([reopened.closed, reopened.canClose, reopened.canReopen, reopened.closedBy], [false, true, false, '']);
    await call('Sale/Save', sale(inLastMonth));
    await call('CustomReceive/Save', receipt(inLastMonth));
    assert.equal((await call('Sale/WriteBack', { saleId: audited.saleId })) !== undefined, true);
    const again = await raw('Period/Reopen', { month: lastMonth });
    assert.deepEqual([again.status, again.body.errorCode, again.body.invMessage], [422, 'PERIOD_ORDER', `${lastTitle}未结账`]);
  });

  test('months close in order, only the latest reopens, and the month is checked', async () => {
    const { call, raw } = await openShop();
    await call('Period/Close', { month: previous(lastMonth) });
    const skip = await raw('Period/Close', { month: thisMonth });
    assert.deepEqual([skip.status, skip.body.invMessage], [422, `请先结账${lastTitle}`]);
    await call('Period/Close', { month: lastMonth });
    const early = await raw('Period/Reopen', { month: previous(lastMonth) });
    assert.equal(early.body.invMessage, `请先反结账${lastTitle}，只能反结账最近结账的月份`);
    const future = await raw('Period/Close', { month: `${Number(thisMonth.slice(0, 4)) + 1}-01` });
    assert.equal(future.status, 422);
    for (const month of ['2026-13', '2026-1', '', '2026-10-01']) {
      const bad = await raw('Period/Close', { month });
      assert.equal(bad.status, 400, month);
      assert.match(bad.body.invMessage, /^月份/);
    }
  });

  test('only the administrator closes and reopens a month', async () => {
    const { call, token } = await openShop();
    const loginName = `pe${Date.now()}`;
    await call('User/Save', { loginName, password: 'secret123', userName: '会计' });
    const staff = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    for (const path of ['Period/Close', 'Period/Reopen']) {
      const r = await app.call(path, { month: lastMonth }, { token: staff });
      assert.deepEqual([r.status, r.body.errorCode], [403, 'NOT_ADMIN'], path);
    }
    assert.equal((await app.call('Period/List', {}, { token })).body.returnData.closedThrough, '');
  });

  test("another company's closed month changes nothing for this one", async () => {
    const closer = await openShop();
    await closer.call('Period/Close', { month: lastMonth });
    const other = await openShop();
    await other.call('Sale/Save', other.sale(inLastMonth));
    assert.equal((await other.call('Period/List', {})).closedThrough, '');
  });
});

describe('archiving the books (归档账套)', () => {
  test('once every month before this one is closed, the administrator archives the books: every write is refused, reads go on, the 操作日志 shows it', async () => {
    const { call, raw, sale } = await openShop();
    const early = await raw('Period/Archive', { confirmText: '确认归档' });
    assert.deepEqual([early.status, early.body.invMessage], [422, `请先结账至${lastTitle}，再归档账套`]);
    await call('Period/Close', { month: previous(lastMonth) });
    await call('Period/Close', { month: lastMonth });
    const mistyped = await raw('Period/Archive', { confirmText: '归档' });
    assert.deepEqual([mistyped.status, mistyped.body.invMessage], [400, '确认文字应为“确认归档”']);
    assert.equal((await call('Period/List', {})).archived, false);

    const archived = await call('Period/Archive', { confirmText: '确认归档' });
    assert.deepEqual([archived.archived, archived.closedThrough], [true, lastMonth]);
    for (const [path, body] of [
      ['Sale/Save', sale(today)],
      ['Period/Reopen', { month: lastMonth }],
      ['Period/Archive', { confirmText: '确认归档' }],
    ] as const) {
      const r = await raw(path, body);
      assert.deepEqual([r.status, r.body.errorCode, r.body.invMessage], [422, 'CLOSED_BOOKS', '当前为已结存账套,不可做任何操作'], path);
    }
    assert.equal((await call('Company/Detail', {})).isOldSob, 1);
    const log = (await call('AuditRecord/PageQuery', { pageSize: 50 })).data as { title: string; recordKind: string; record: string }[];
    const before = previous(lastMonth);
    assert.deepEqual(
      log.filter((r) => ['结账', '反结账', '结存账套'].includes(r.title)).map((r) => [r.title, r.recordKind, r.record]),
      [
        ['结存账套', '公司', '结账'],
        ['结账', '会计期间', lastTitle],
        ['结账', '会计期间', `${before.slice(0, 4)}年${Number(before.slice(5))}月`],
      ],
    );
  });
});

describe('one bill count', () => {
  test('the home page, Company/Detail and the cap count each new document of every kind this month: the free shop stops at 80/80', async () => {
    const shop = await openShop(1);
    const { call, raw, sale, receipt } = shop;
    const count = async () => (await call('Company/Detail', {})).billCountMonth;
    assert.equal(await count(), 1, 'the purchase that stocked the shop');
    const first = await call('Sale/Save', sale(today, false));
    await call('Sale/Save', { ...sale(today, false), saleId: first.saleId, remark: '改' });
    await call('Sale/Audit', { saleId: first.saleId });
    assert.equal(await count(), 2, 'an edit or an audit is not a new document');
    await call('CustomReceive/Save', receipt(today));
    assert.equal(await count(), 3, 'a money document counts');
    for (let i = 0; i < 76; i++) await call('Sale/Save', sale(today, false));
    await call('CustomReceive/Save', receipt(today));
    assert.equal(await count(), 80);
    const before = await eventCount(app, shop.companyId);
    for (const [path, body] of [
      ['Sale/Save', sale(today, false)],
      ['CustomReceive/Save', receipt(today)],
    ] as const) {
      const r = await raw(path, body);
      assert.deepEqual([r.status, r.body.errorCode, r.body.invMessage], [422, 'MONTHLY_CAP', '抱歉！单据量超月上限,已停止新增。'], path);
    }
    assert.equal(await eventCount(app, shop.companyId), before);
    assert.equal(await count(), 80);
  });
});
