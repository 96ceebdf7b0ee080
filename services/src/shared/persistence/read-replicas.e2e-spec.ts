import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import { loadConfig } from '@jxc/infra';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { RunningApp, startApp } from '../../bootstrap';
import { startStreamingReplication, StreamingReplication } from '../../testing/streaming-replication';
import { today } from '../../testing/stock-shop';
import { requestContext, RequestContext } from '../http/request-context';
import { ReadReplicas, SkipReason } from './read-replicas';

/** The standbys replay each commit this late: a read there right after a save misses it unless it waited. */
const APPLY_DELAY_MS = 400;

let cluster: StreamingReplication;
let app: RunningApp;
let dataDir: string;

beforeAll(async () => {
  cluster = await startStreamingReplication({ standbys: 2, applyDelayMs: APPLY_DELAY_MS });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-replica-data-'));
  app = await startApp(
    loadConfig({
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: cluster.standbys.map((s) => s.url).join(','),
      // Generous for a loaded machine: a read that gives up on the standbys reads the primary, which the counts would show.
      DATABASE_REPLICA_WAIT_MS: '3000',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    }),
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await cluster?.stop();
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
  return answer.returnData;
};

/** Read calls served by the primary and by each standby (by its host:port), and the times each was left out as down. */
async function reads() {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const value = (name: string, labels: string) =>
    [...text.matchAll(new RegExp(`^${name}\\{${labels}[^}]*\\} (\\S+)$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  const host = (url: string) => new URL(url).host;
  return {
    primary: value('jxc_db_reads_total', 'pool="primary"'),
    standby: cluster.standbys.map((s) => value('jxc_db_reads_total', `pool="replica",replica="${host(s.url)}"`)),
    down: cluster.standbys.map((s) => value('jxc_db_replica_skips_total', `replica="${host(s.url)}",reason="down"`)),
  };
}
const total = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/** Whether a standby alone, asked directly, has the document. */
async function onStandby(url: string, docId: string): Promise<boolean> {
  const standby = new Client({ connectionString: url });
  await standby.connect();
  try {
    return ((await standby.query('select 1 from documents where doc_id = $1', [docId])).rowCount ?? 0) > 0;
  } finally {
    await standby.end();
  }
}

/** Calls as a read request makes them, on `replicas`, with what served each and the standbys left out. */
function caller(replicas: ReadReplicas) {
  const log = { served: [] as string[], skipped: [] as SkipReason[] };
  replicas.listen({ served: (pool) => log.served.push(pool), skipped: (_, reason) => log.skipped.push(reason) });
  const inCall = async <T>(read: (ds: DataSource) => Promise<T>): Promise<T> => {
    const context: RequestContext = { correlationId: `replica-${log.served.length}` };
    return requestContext.run(context, async () => {
      await replicas.forRequest(context);
      try {
        return await read(replicas.dataSource);
      } finally {
        replicas.finished(context);
      }
    });
  };
  return { log, inCall };
}

const recovering = async (ds: DataSource) => (await ds.query('select pg_is_in_recovery() as r'))[0].r as boolean;

/** Until the standby of `client` has replayed everything the primary has written. */
async function replayedAll(client: Client, primary: DataSource) {
  const [{ lsn }] = await primary.query('select pg_current_wal_lsn()::text as lsn');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const { rows } = await client.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn]);
    if (rows[0].done) return;
  }
  assert.fail('the standby did not replay what the primary wrote');
}

// First, while the primary is quiet: a later write would send every standby into the race again and hide this.
test('a standby that lost the race to catch up takes its turn again once it has, with no new write to wake it', async () => {
  await Promise.all(cluster.standbys.map((s) => s.start().catch(() => undefined)));
  const primary = await new DataSource({ type: 'postgres', url: cluster.primaryUrl }).initialize();
  const replicas = new ReadReplicas(
    primary,
    cluster.standbys.map((s) => s.url),
    undefined,
    { waitMs: 10_000, retryMs: 60_000 },
  );
  const served: string[] = [];
  replicas.listen({ served: (_, replica) => served.push(replica ?? 'primary'), skipped: () => undefined });
  const [winner, loser] = cluster.standbys.map((s) => new URL(s.url).host);
  const held = new Client({ connectionString: cluster.standbys[1].url });
  await held.connect();
  const { inCall } = caller(replicas);
  try {
    // The second standby holds its replay back: the first alone catches up with the write and serves.
    await held.query('select pg_wal_replay_pause()');
    await primary.query('create table race_probe (x int)');
    assert.equal(await inCall(recovering), true);
    await held.query('select pg_wal_replay_resume()');
    await replayedAll(held, primary);
    for (let i = 0; i < 4; i++) await inCall(recovering);
    assert.equal(served[0], winner);
    assert.ok(served.slice(1).includes(loser), `the second standby serves again: ${served.join(', ')}`);
  } finally {
    await held.query('select pg_wal_replay_resume()').catch(() => undefined);
    await held.end();
    await replicas.close();
    await primary.destroy();
  }
}, 60_000);

test('lists and reports are read on the standbys, a saved purchase is in the list at once, and losing them only sends reads to the primary', async () => {
  const owner = (
    await post('Register/Register', { companyName: '备库读', loginName: `replica${Date.now()}`, password: 'secret123', productType: 2 })
  ).token as string;
  const call = (route: string, body: object) => post(route, body, owner);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
  const product = { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] };
  const skuId = (await call('Product/Save', product)).skus[0].skuId as string;
  const buy = (qty: number) => ({ supplierId, billDate: today, warehouseId, lines: [{ skuId, qty, price: 10 }], audit: true });
  const billNos = async () => (await call('Buy/PageQuery', {})).data.map((d: { billNo: string }) => d.billNo).sort();
  const stock = async () => (await call('Stock/PageQuery', { pageSize: 50 })).data.map((r: { qty: number | string }) => Number(r.qty));
  const before = await reads();

  // Read-your-writes on a standby: a list waits for it to replay the save and the read models of it.
  assert.deepEqual(
    (await call('Product/PageQuery', {})).data.map((p: { productName: string }) => p.productName),
    ['酱油'],
  );
  const first = await call('Buy/Save', buy(3));
  for (const s of cluster.standbys)
    assert.equal(await onStandby(s.url, first.buyId), false, 'a standby alone does not show the purchase yet');
  assert.deepEqual(await billNos(), [first.billNo], 'the purchase just saved is in the list');
  assert.deepEqual(await stock(), [3], '库存查询 counts it');
  for (let i = 0; i < 4; i++) assert.deepEqual(await billNos(), [first.billNo]);
  // A call that reads what it has just written reads it on the primary.
  const sale = await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 20 }], audit: true });
  assert.deepEqual(await call('Sale/PrintCountAdd', { saleId: sale.saleId }), { saleId: sale.saleId, printCount: 1 });
  const served = await reads();
  assert.equal(total(served.standby) - total(before.standby), 7, 'the seven reads were served by the standbys');
  for (const [i, n] of served.standby.entries()) assert.ok(n > before.standby[i], `standby ${i + 1} served some of them`);
  assert.equal(served.primary - before.primary, 1, 'the print count after printing by the primary');

  // One standby stops: the other serves; both stop: the primary serves. No call fails, none waits long.
  await cluster.standbys[0].crash();
  const second = await call('Buy/Save', buy(2));
  assert.deepEqual(await billNos(), [first.billNo, second.billNo].sort());
  const one = await reads();
  assert.deepEqual([one.standby[1] - served.standby[1], one.primary - served.primary], [1, 0], 'the standby left serves');
  await cluster.standbys[1].crash();
  const third = await call('Buy/Save', buy(1));
  const started = Date.now();
  assert.deepEqual(await billNos(), [first.billNo, second.billNo, third.billNo].sort());
  assert.ok(Date.now() - started < 2000, `answered in ${Date.now() - started} ms`);
  assert.deepEqual(await stock(), [5]);
  const none = await reads();
  assert.equal(none.primary - one.primary, 2, 'both reads were served by the primary');
  assert.deepEqual(none.standby, one.standby);
  assert.ok(
    none.down.every((n, i) => n > before.down[i]),
    'each standby is counted down',
  );

  // Back again, a standby is tried again after a while and serves the reads once more.
  await cluster.standbys[0].start();
  const deadline = Date.now() + 30_000;
  for (;;) {
    assert.equal((await billNos()).length, 3);
    if ((await reads()).standby[0] > none.standby[0]) break;
    assert.ok(Date.now() < deadline, 'the standby is not used again');
    await new Promise((r) => setTimeout(r, 500));
  }
}, 120_000);

test('a standby that fails a statement mid-call, or does not catch up in time, hands the call to the primary', async () => {
  const [standby] = cluster.standbys;
  await standby.start().catch(() => undefined);
  const primary = await new DataSource({ type: 'postgres', url: cluster.primaryUrl }).initialize();
  const replicas = new ReadReplicas(primary, [standby.url], undefined, { waitMs: 1000, retryMs: 60_000 });
  const impatient = new ReadReplicas(primary, [standby.url], undefined, { waitMs: 100, retryMs: 60_000 });
  const { log, inCall } = caller(replicas);
  try {
    assert.deepEqual(await inCall(async (ds) => [await recovering(ds), await recovering(ds)]), [true, true], 'the standby serves the call');
    assert.equal(await recovering(replicas.dataSource), false, 'outside a call, the primary');

    // A write reaches the standby: it runs on the primary, as does the rest of the call; the standby stays in use.
    const wrote = await inCall(async (ds) => {
      await ds.query('create temporary table probe (x int)');
      return recovering(ds);
    });
    assert.equal(wrote, false);
    assert.deepEqual([log.served, log.skipped], [['replica', 'primary'], []]);

    // A commit the standby replays 400 ms late, with 100 ms to wait: the primary serves, the standby is left out.
    await primary.query('create table replica_probe (x int)');
    const late = caller(impatient);
    assert.deepEqual([await late.inCall(recovering), await late.inCall(recovering)], [false, false]);
    assert.deepEqual(late.log, { served: ['primary', 'primary'], skipped: ['behind'] });

    // The standby goes away in the middle of a call.
    const lost = await inCall(async (ds) => {
      const before = await recovering(ds);
      await standby.crash();
      return [before, await recovering(ds), await recovering(ds)];
    });
    assert.deepEqual(lost, [true, false, false]);
    assert.deepEqual([log.served.at(-1), log.skipped], ['primary', ['down']]);
    assert.equal(await inCall(recovering), false, 'left out: the next call reads the primary at once');
    assert.deepEqual(log.skipped, ['down']);
  } finally {
    await Promise.all([replicas.close(), impatient.close()]);
    await primary.destroy();
  }
});
