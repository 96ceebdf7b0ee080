import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

const still = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), ms))]);

describe('a purchase answers before the read models show it; the company’s next request waits for them', () => {
  let app: TestApp;
  const loginName = `dh${Date.now()}`;
  let owner: string;
  let colleague: string;
  let buy: object;
  const call = async (path: string, body: object, token = owner) => {
    const r = await app.call(path, body, { token });
    assert.equal(r.status, 200, `${path}: ${r.body.invMessage}`);
    return r.body.returnData;
  };

  beforeAll(async () => {
    app = await startTestApp();
    owner = (await app.call('Register/Register', { companyName: '读后', loginName, password: 'secret123', productType: 2 })).body.returnData
      .token;
    colleague = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId;
    const skuId = (
      await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
    ).skus[0].skuId;
    buy = { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 3, price: 10 }], audit: true };
  });
  afterAll(() => app.close());

  for (const [who, reader] of [
    ['the user who saved', () => owner],
    ['a colleague', () => colleague],
  ] as const) {
    test(`${who} sees it`, async () => {
      await app.infra.runner.stop();
      try {
        const saved = await app.call('Buy/Save', buy, { token: owner, settle: false });
        assert.equal(saved.status, 200, saved.body.invMessage);
        assert.match(saved.headers.get('x-read-after') ?? '', /^\d+:\d+$/);
        const { rows } = await app.infra.pool.query('select 1 from documents where doc_id = $1', [saved.body.returnData.buyId]);
        assert.equal(rows.length, 0, 'answered while the read models were stopped');
        const list = call('Buy/PageQuery', {}, reader());
        assert.equal(await still(list, 300), true, 'the list waits for the read models');
        await app.infra.runner.start();
        assert.ok((await list).data.some((d: { billNo: string }) => d.billNo === saved.body.returnData.billNo));
      } finally {
        await app.infra.runner.start();
      }
    });
  }
});
