import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../testing/test-app';
import { inDays } from '../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const day = (back: number) => inDays(-back);

describe('演示账号: a demo login opens a company with a sample shop and a few weeks of its trade', () => {
  test('products, partners, three weeks of documents, stock, money and reports; valid as long as a trial', async () => {
    const started = Date.now();
    const demo = await app.call('Login/DemoLogin');
    assert.equal(demo.status, 200, JSON.stringify(demo.body));
    const took = Date.now() - started;
    const { token, isDemo } = demo.body.returnData;
    assert.equal(isDemo, 1);
    const call = async (path: string, body: object = {}) => {
      const r = await app.call(path, body, { token });
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body.returnData;
    };
    assert.equal((await call('Company/Detail')).endTime, inDays(15), 'the seed’s 15 days');
    assert.equal((await call('Product/PageQuery', { pageSize: 50 })).totalCount, 10);
    assert.equal((await call('Custom/PageQuery', {})).totalCount, 6);
    assert.equal((await call('Supplier/PageQuery', {})).totalCount, 3);

    const sales = (await call('Sale/PageQuery', { pageSize: 200 })).data;
    assert.ok(sales.length >= 30, `${sales.length} sales`);
    assert.ok(new Set(sales.map((s: any) => s.billDate)).size >= 18, 'sales on most days of the three weeks');
    assert.ok(sales.some((s: any) => s.status === 'draft' && s.billDate === day(0)), 'one left for the user to audit');
    assert.equal((await call('Buy/PageQuery', {})).totalCount, 9);
    assert.equal((await call('SaleReturn/PageQuery', {})).totalCount, 1);
    assert.equal((await call('ChangePrice/PageQuery', {})).totalCount, 1);

    const stock = (await call('Stock/PageQuery', { pageSize: 50 })).data;
    assert.ok(stock.length >= 10 && stock.every((r: any) => r.qty > 0), 'every product in stock, none below zero');
    const report = await call('ReportForSale/ForBusiDate', { startDate: day(21), endDate: day(0), pageSize: 50 });
    assert.ok(report.totals.saleAmount > 1000 && report.totals.profit > 0, JSON.stringify(report.totals));
    const home = await call('ReportBIForManage/Overview', {});
    assert.ok(home.topProducts.length === 5 && home.receivable > 0, JSON.stringify({ top: home.topProducts.length, receivable: home.receivable }));
    assert.ok((await call('Account/PageQuery', {})).data.every((a: any) => a.balance >= 0));
    console.log(`DemoLogin took ${took} ms`);
  });
});
