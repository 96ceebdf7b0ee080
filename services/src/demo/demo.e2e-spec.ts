import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../testing/test-app';
import { inDays } from '../testing/stock-shop';
import { CommandBus } from '@nestjs/cqrs';
import { PurgeExpiredDemosCommand } from './demo-purge';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const day = (back: number) => inDays(-back);
const count = async (sql: string, companyId: string) => (await app.infra.pool.query(sql, [companyId])).rows[0].n as number;
const eventsOf = (companyId: string) => count('select count(*)::int as n from events where company_id = $1', companyId);

describe('演示账号: a demo login opens a company with a sample shop and two weeks of its trade', () => {
  test('products, partners, two weeks of documents, stock, money and reports, in about 350 events; valid to the end of the next day', async () => {
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
    assert.equal((await call('Company/Detail')).endTime, inDays(1), 'a demo lasts to the end of the next day');
    assert.equal((await call('Product/PageQuery', { pageSize: 50 })).totalCount, 10);
    assert.equal((await call('Custom/PageQuery', {})).totalCount, 6);
    assert.equal((await call('Supplier/PageQuery', {})).totalCount, 3);

    const sales = (await call('Sale/PageQuery', { pageSize: 200 })).data;
    assert.ok(sales.length >= 20, `${sales.length} sales`);
    assert.ok(new Set(sales.map((s: any) => s.billDate)).size >= 12, 'sales on most days of the two weeks');
    assert.ok(
      sales.some((s: any) => s.status === 'draft' && s.billDate === day(0)),
      'one left for the user to audit',
    );
    assert.equal((await call('Buy/PageQuery', {})).totalCount, 6);
    assert.equal((await call('SaleReturn/PageQuery', {})).totalCount, 1);
    assert.equal((await call('ChangePrice/PageQuery', {})).totalCount, 1);

    const stock = (await call('Stock/PageQuery', { pageSize: 50 })).data;
    assert.ok(stock.length >= 10 && stock.every((r: any) => r.qty > 0), 'every product in stock, none below zero');
    const report = await call('ReportForSale/ForBusiDate', { startDate: day(14), endDate: day(0), pageSize: 50 });
    assert.ok(report.totals.saleAmount > 1000 && report.totals.profit > 0, JSON.stringify(report.totals));
    const home = await call('ReportBIForManage/Overview', {});
    assert.ok(
      home.topProducts.length === 5 && home.receivable > 0,
      JSON.stringify({ top: home.topProducts.length, receivable: home.receivable }),
    );
    assert.ok((await call('Account/PageQuery', {})).data.every((a: any) => a.balance >= 0));
    const made = await eventsOf(demo.body.returnData.companyId);
    assert.ok(made <= 360, `${made} events`);
    console.log(`DemoLogin took ${took} ms, ${made} events`);
  });

  test('an expired demo is purged: its sessions end and its business data leaves the read models; its events stay; a second purge does nothing', async () => {
    const { token, companyId } = (await app.call('Login/DemoLogin')).body.returnData;
    const kept = await app.call('Login/DemoLogin');
    const events = await eventsOf(companyId);
    const documents = 'select count(*)::int as n from documents where company_id = $1';
    const products = 'select count(*)::int as n from products where company_id = $1';
    assert.ok((await count(documents, companyId)) > 20 && (await count(products, companyId)) === 10);

    const purge = (today: string): Promise<number> => app.module.get(CommandBus).execute(new PurgeExpiredDemosCommand(today));
    assert.equal(await purge(inDays(1)), 0, 'not before its last day is over');
    assert.ok((await purge(inDays(2))) >= 2, 'the demos of today are past their last day two days on');
    assert.equal((await app.call('Company/Detail', {}, { token })).status, 401, 'its sessions ended');
    assert.equal(await count(documents, companyId), 0);
    assert.equal(await count(products, companyId), 0);
    assert.equal(await count('select count(*)::int as n from sessions where company_id = $1', companyId), 0);
    assert.equal(
      await count('select count(*)::int as n from companies where company_id = $1 and demo_purged', companyId),
      1,
      'the company stays, marked purged',
    );
    assert.equal(await eventsOf(companyId), events + 1, 'every event stays, and the reset is one more');
    assert.equal(await purge(inDays(2)), 0, 'a purged demo is not purged again');
    assert.equal(await count(documents, kept.body.returnData.companyId), 0);
  });
});
