import assert from 'node:assert/strict';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { rebuildCompany } from '@jxc/projections';
import { PROJECTIONS } from './read-models';
import { startTestApp, TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A company that bought, sold with a receipt, took a return and paid its supplier. */
async function trade(name: string, login: string) {
  const r = await app.call('Register/Register', {
    companyName: name,
    loginName: `${login}${Date.now()}`,
    password: 'secret123',
    productType: 2,
  });
  const { token, companyId } = r.body.returnData;
  const call = async (path: string, body: object) => {
    const res = await app.call(path, body, { token });
    assert.equal(res.status, 200, `${path}: ${res.body.invMessage}`);
    return res.body.returnData;
  };
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
  const accountId = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId;
  const skuId = (
    await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
  ).skus[0].skuId;
  const lines = (qty: number, price: number) => [{ skuId, qty, price }];
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: lines(10, 10), audit: true, payAmount: 40, accountId });
  const sale = await call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId,
    lines: lines(4, 20),
    audit: true,
    receiveAmount: 30,
    accountId,
  });
  await call('SaleReturn/Save', { customId, saleId: sale.saleId, billDate: today, warehouseId, lines: lines(1, 20), audit: true });
  return companyId as string;
}

/** Every row of the company in every table a projection owns, without the numbers drawn from sequences. */
async function rowsOf(companyId: string) {
  const { rows: columns } = await app.infra.pool.query(
    `select table_name, column_name, column_default like 'nextval%' or is_identity = 'YES' as generated
     from information_schema.columns where table_schema = current_schema()`,
  );
  const out: Record<string, string[]> = {};
  for (const table of PROJECTIONS.flatMap((p) => p.tables)) {
    const own = columns.filter((c) => c.table_name === table);
    if (!own.some((c) => c.column_name === 'company_id')) continue;
    const drop = own
      .filter((c) => c.generated)
      .map((c) => ` - '${c.column_name}'`)
      .join('');
    const { rows } = await app.infra.pool.query(`select (to_jsonb(t)${drop})::text as row from "${table}" t where company_id = $1`, [
      companyId,
    ]);
    out[table] = rows.map((r) => r.row).sort();
  }
  return out;
}

test("a company's read models rebuild from its events alone; another company's rows stay as they are", async () => {
  const [a, b] = [await trade('甲', 'jia'), await trade('乙', 'yi')];
  await app.infra.runner.waitFor(await app.infra.store.head(), 30_000);
  const [beforeA, beforeB] = [await rowsOf(a), await rowsOf(b)];
  expect(beforeA.stock).toHaveLength(1);
  expect(beforeA.documents.length).toBeGreaterThanOrEqual(3);

  await app.infra.pool.query(`delete from stock where company_id = $1`, [a]);
  await app.infra.pool.query(`update documents set total_amount = 0 where company_id = $1`, [a]);
  const { events, skipped } = await rebuildCompany(app.infra.store, app.infra.dataSource, PROJECTIONS, a);

  assert.ok(events > 20, `${events} events replayed`);
  assert.deepEqual(await rowsOf(a), beforeA);
  assert.deepEqual(await rowsOf(b), beforeB);
  assert.ok(skipped.includes('announcements'), 'the vendor’s announcements belong to no company');
});
