import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from '@jest/globals';
import { shopDay } from '../../contracts';
import { startTestApp } from '../../testing/test-app';

/**
 * What a phone's backlog of offline saves relies on: a save sent again with its Idempotency-Key answers the first
 * outcome and writes nothing, even when the phone signed in again meanwhile; a refused save writes nothing and is
 * refused again.
 */
test('a save resent under its key, after signing in again, answers the first outcome and writes nothing more; one whose first attempt stopped unanswered is reported', async () => {
  const app = await startTestApp();
  try {
    const loginName = `idem${Date.now()}`;
    const first = (await app.call('Register/Register', { companyName: '幂等', loginName, password: 'secret123', productType: 2 })).body
      .returnData.token as string;
    const again = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token as string;
    assert.notEqual(first, again);
    const send = (token: string, path: string, body: object, key: string) =>
      app.call(path, body, { token, headers: { 'idempotency-key': key } });
    const call = async (path: string, body: object) => {
      const r = await app.call(path, body, { token: first });
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body.returnData;
    };
    const warehouseId = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'MD' })).warehouseId;
    const customId = (await call('Custom/Save', { customName: '张三', customCode: 'ZS' })).customId;
    const skuId = (
      await call('Product/Save', { productName: '可乐', productCode: 'KL', unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 1 }] })
    ).skus[0].skuId;
    await call('InitStock/Save', { warehouseId, lines: [{ skuId, qty: 5, price: 1 }] });
    const billDate = shopDay();
    const sale = (qty: number) => ({ customId, warehouseId, billDate, lines: [{ skuId, qty, price: 3 }], audit: true });
    const stock = async () => (await call('Stock/Available', { skuIds: [skuId], warehouseId })).data[0].qty;

    const posted = await send(first, 'Sale/Save', sale(2), 'phone-sale-1');
    assert.equal(posted.status, 200, JSON.stringify(posted.body));
    const resent = await send(again, 'Sale/Save', sale(2), 'phone-sale-1');
    assert.deepEqual(resent.body.returnData, posted.body.returnData);
    assert.equal((await call('Sale/PageQuery', {})).totalCount, 1);
    assert.equal(await stock(), 3);
    const streamsOf = async (key: string) =>
      (
        await app.infra.pool.query(`select distinct stream_id from events where metadata->>'idempotencyKey' = $1 order by 1`, [key])
      ).rows.map((r) => r.stream_id as string);
    // The event store records the key on what the first save appended: one sale, its stock and its bill number.
    const documents = async (key: string, kind: string) => (await streamsOf(key)).filter((id) => id.startsWith(`${kind}-`));
    assert.equal((await documents('phone-sale-1', 'Sale')).length, 1);
    assert.equal((await streamsOf('phone-sale-1')).filter((id) => id.startsWith('Stock-')).length, 1);

    const count = { warehouseId, billDate, lines: [{ skuId, countQty: 4 }] };
    const counted = await send(first, 'Invtak/Save', count, 'phone-count-1');
    assert.equal(counted.status, 200, JSON.stringify(counted.body));
    assert.deepEqual((await send(again, 'Invtak/Save', count, 'phone-count-1')).body.returnData, counted.body.returnData);
    assert.equal((await call('Invtak/PageQuery', {})).totalCount, 1);
    assert.equal((await documents('phone-count-1', 'Invtak')).length, 1);

    for (const token of [first, again]) {
      const short = await send(token, 'Sale/Save', sale(10), 'phone-sale-2');
      assert.notEqual(short.status, 200);
      assert.match(short.body.invMessage, /库存/);
    }
    assert.equal((await call('Sale/PageQuery', {})).totalCount, 1);
    assert.equal(await stock(), 3);
    assert.deepEqual(await streamsOf('phone-sale-2'), [], 'a refused save appends nothing');

    // A first attempt that stopped before keeping its answer (its claim left unanswered) is reported, not waited on.
    const [caller] = (await app.infra.pool.query(`select scope from idempotency_keys where key = 'phone-sale-1'`)).rows[0].scope.split('|');
    const hash = createHash('sha256')
      .update(JSON.stringify(sale(1)))
      .digest('hex');
    await app.infra.pool.query(
      `insert into idempotency_keys (scope, key, request_hash, created_at) values ($1, 'phone-sale-3', $2, now() - interval '5 minutes')`,
      [`${caller}|/api/Sale/Save`, hash],
    );
    const stopped = await send(again, 'Sale/Save', sale(1), 'phone-sale-3');
    assert.equal(stopped.status, 422);
    assert.match(stopped.body.invMessage, /处理中断了，结果不明/);
    assert.equal((await call('Sale/PageQuery', {})).totalCount, 1);
  } finally {
    await app.close();
  }
});
