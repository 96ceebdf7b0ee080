import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import { loadConfig } from '@jxc/infra';
import { Client } from 'pg';
import { RunningApp, startApp } from '../../bootstrap';
import { startStreamingPair, StreamingPair } from '../../testing/streaming-standby';
import { today } from '../../testing/stock-shop';

/** The standby replays each commit this late: a read there right after a save misses it unless it waited. */
const APPLY_DELAY_MS = 400;

let pair: StreamingPair;
let app: RunningApp;
let dataDir: string;

beforeAll(async () => {
  pair = await startStreamingPair({ applyDelayMs: APPLY_DELAY_MS });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-replica-data-'));
  app = await startApp(
    loadConfig({
      DATABASE_URL: pair.primaryUrl,
      DATABASE_REPLICA_URLS: pair.standbyUrl,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    }),
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await pair?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = async (route: string, body: object, token?: string) => {
  const res = await fetch(`${app.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = JSON.parse(await res.text());
  assert.equal(res.status, 200, `${route}: ${answer.invMessage}`);
  return { data: answer.returnData };
};

/** jxc_db_reads_total by pool, and jxc_db_replica_skips_total by reason, as scraped now. */
async function reads() {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const value = (name: string, label: string) => Number(new RegExp(`^${name}\\{${label}[^}]*\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    replica: value('jxc_db_reads_total', 'pool="replica"'),
    primary: value('jxc_db_reads_total', 'pool="primary"'),
    down: value('jxc_db_replica_skips_total', 'replica="[^"]+",reason="down"'),
  };
}

/** What the standby alone shows of a document, asked directly. */
async function onStandby(docId: string): Promise<number> {
  const standby = new Client({ connectionString: pair.standbyUrl });
  await standby.connect();
  try {
    return (await standby.query('select 1 from documents where doc_id = $1', [docId])).rowCount ?? 0;
  } finally {
    await standby.end();
  }
}

test('lists and reports are read on the standby, a saved purchase is in the list at once, and the standby’s loss only sends reads to the primary', async () => {
  const owner = (
    await post('Register/Register', { companyName: '备库读', loginName: `replica${Date.now()}`, password: 'secret123', productType: 2 })
  ).data.token as string;
  const call = (route: string, body: object) => post(route, body, owner);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).data.warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).data.supplierId;
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).data.customId;
  const product = { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] };
  const skuId = (await call('Product/Save', product)).data.skus[0].skuId as string;
  const buy = (qty: number) => ({ supplierId, billDate: today, warehouseId, lines: [{ skuId, qty, price: 10 }], audit: true });
  const before = await reads();

  // Read-your-writes on the standby: the list waits for it to replay the save (and the read models of it).
  assert.deepEqual(
    (await call('Product/PageQuery', {})).data.data.map((p: { productName: string }) => p.productName),
    ['酱油'],
  );
  const saved = (await call('Buy/Save', buy(3))).data;
  assert.equal(await onStandby(saved.buyId), 0, 'the standby alone does not show the purchase yet');
  const list = (await call('Buy/PageQuery', {})).data.data.map((d: { billNo: string }) => d.billNo);
  assert.deepEqual(list, [saved.billNo], 'the purchase just saved is in the list');
  const stock = (await call('Stock/PageQuery', { pageSize: 50 })).data.data;
  assert.deepEqual(
    stock.map((r: { qty: number | string }) => Number(r.qty)),
    [3],
    '库存查询 counts it',
  );
  // A call that reads what it has just written reads it on the primary.
  const sale = (await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 20 }], audit: true }))
    .data;
  assert.deepEqual((await call('Sale/PrintCountAdd', { saleId: sale.saleId })).data, { saleId: sale.saleId, printCount: 1 });
  const served = await reads();
  assert.equal(served.replica - before.replica, 3, 'the three reads were served by the standby');
  assert.equal(served.primary - before.primary, 1, 'the print count after printing by the primary');

  // The standby stops: reads answer from the primary, the next save included, with no error.
  await pair.crashStandby();
  const second = (await call('Buy/Save', buy(2))).data;
  const started = Date.now();
  const afterLoss = (await call('Buy/PageQuery', {})).data.data.map((d: { billNo: string }) => d.billNo).sort();
  assert.deepEqual(afterLoss, [saved.billNo, second.billNo].sort());
  assert.ok(Date.now() - started < 2000, `answered in ${Date.now() - started} ms`);
  assert.deepEqual(
    (await call('Stock/PageQuery', { pageSize: 50 })).data.data.map((r: { qty: number | string }) => Number(r.qty)),
    [4],
  );
  const lost = await reads();
  assert.equal(lost.primary - served.primary, 2, 'both reads were served by the primary');
  assert.equal(lost.replica, served.replica);
  assert.ok(lost.down > served.down, 'the standby is counted down');

  // Back again, it is tried again after a while and serves the reads once more.
  await pair.startStandby();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = (await call('Buy/PageQuery', {})).data.data;
    assert.equal(rows.length, 2);
    if ((await reads()).replica > lost.replica) break;
    assert.ok(Date.now() < deadline, 'the standby is not used again');
    await new Promise((r) => setTimeout(r, 500));
  }
}, 120_000);
