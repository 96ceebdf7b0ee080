import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from '@jest/globals';
import { loadConfig } from '@jxc/infra';
import { startApp } from '../bootstrap';
import { shop, today } from '../testing/stock-shop';
import { appForTests, company, startTestApp } from '../testing/test-app';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape in Prometheus' text format. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      assert.ok(m, `not a sample: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

/** The sum of a metric's samples whose labels include `where`. */
const sum = (samples: Sample[], name: string, where: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v)).reduce((n, s) => n + s.value, 0);

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics without METRICS_TOKEN', () => {
  const app = appForTests();
  const scrape = async () => {
    const res = await fetch(`${app.url}/metrics`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
    return parse(await res.text());
  };

  test('is open to any scraper, outside the web app and the API: no session, no envelope', async () => {
    const samples = await scrape();
    assert.ok(samples.length > 50);
    assert.ok(
      samples.every((s) => s.labels.role === 'all'),
      'every series carries the ROLE',
    );
    const head = await fetch(`${app.url}/metrics`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
  });

  test('a short load moves the HTTP calls by group, the commands by outcome, the appends and the pools', async () => {
    const before = await scrape();
    const s = await shop(app, '指标');
    const customId = (await s.call('Custom/Save', { customName: '乙', customCode: 'C' })).customId;
    await s.buy(s.w1, [{ skuId: s.water, qty: 3, price: 3 }]);
    const sell = (qty: number) =>
      s.raw('Sale/Save', { customId, billDate: today, warehouseId: s.w1, lines: [{ skuId: s.water, qty, price: 10 }], audit: true });
    assert.equal((await sell(1)).status, 200);
    assert.equal((await sell(1)).status, 200);
    const refused = await sell(5);
    assert.equal(refused.body.errorCode, 'STOCK_SHORTAGE');
    await s.call('Stock/PageQuery', { pageSize: 10 });
    await s.call('Stock/PageQuery', { pageSize: 10 });
    assert.equal((await app.call('Stock/PageQuery', { pageSize: 10 })).status, 401, 'no token');
    assert.equal((await app.call('NoSuchGroup/Anything/123', {})).status, 404);
    const after = await scrape();

    const moved = (name: string, where: Record<string, string>) => sum(after, name, where) - sum(before, name, where);
    assert.equal(moved('jxc_http_requests_total', { group: 'Sale', status: '200' }), 2);
    assert.equal(moved('jxc_http_requests_total', { group: 'Sale', status: '422' }), 1);
    assert.equal(moved('jxc_http_requests_total', { group: 'Stock', status: '200' }), 2);
    assert.equal(moved('jxc_http_requests_total', { group: 'Stock', status: '401' }), 1, 'a call refused before its handler counts too');
    assert.equal(moved('jxc_http_requests_total', { group: 'unmatched', status: '404' }), 1);
    assert.equal(moved('jxc_http_request_duration_seconds_count', { group: 'Sale' }), 3);
    assert.ok(moved('jxc_http_request_duration_seconds_sum', { group: 'Sale' }) > 0);
    assert.deepEqual(
      after.filter((x) => x.name === 'jxc_http_requests_total' && /\d{2,}/.test(x.labels.group)),
      [],
      'no series per id',
    );

    const saleCommands = after.filter((x) => x.name === 'jxc_commands_total' && x.labels.code === 'STOCK_SHORTAGE');
    assert.equal(saleCommands.length, 1, JSON.stringify(saleCommands));
    const command = saleCommands[0].labels.command;
    assert.equal(moved('jxc_commands_total', { command, outcome: 'refused', code: 'STOCK_SHORTAGE' }), 1);
    assert.equal(command, 'SaveDocumentCommand');
    assert.equal(moved('jxc_commands_total', { command, outcome: 'ok', code: '' }), 3, 'the purchase and the two sales');
    assert.equal(moved('jxc_commands_total', { command: 'CreateProductCommand', outcome: 'ok' }), 3);
    assert.equal(moved('jxc_commands_total', { outcome: 'error' }), 0);

    assert.ok(moved('jxc_event_store_appends_total', { outcome: 'ok' }) >= 8);
    assert.ok(moved('jxc_event_store_events_appended_total', {}) > moved('jxc_event_store_appends_total', { outcome: 'ok' }));
    for (const pool of ['events', 'read_models']) {
      assert.ok(sum(after, 'jxc_db_pool_connections', { pool }) >= 1, pool);
      assert.ok(after.some((x) => x.name === 'jxc_db_pool_idle' && x.labels.pool === pool));
      assert.ok(after.some((x) => x.name === 'jxc_db_pool_waiting' && x.labels.pool === pool));
    }
    assert.equal(sum(after, 'jxc_kafka_publisher_lag_events'), 0, 'no KAFKA_BROKERS: nothing to publish');
    assert.ok(after.some((x) => x.name === 'jxc_kafka_publisher_lag_events'));
  });

  test("every read model's lag and set-aside events: counted behind the store's head and back to 0 once applied", async () => {
    const names = [...(await app.infra.runner.positions()).keys()];
    assert.ok(names.length > 20);
    const lagOf = (samples: Sample[]) =>
      Object.fromEntries(samples.filter((x) => x.name === 'jxc_projection_lag_events').map((x) => [x.labels.projection, x.value]));
    await app.infra.runner.waitFor(await app.infra.store.head());
    assert.deepEqual(lagOf(await scrape()), Object.fromEntries(names.map((n) => [n, 0])));

    const { token } = await company(app, '落后');
    await app.infra.runner.waitFor(await app.infra.store.head());
    await app.infra.runner.stop();
    try {
      const saved = await app.call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' }, { token, settle: false });
      assert.equal(saved.status, 200);
      const behind = lagOf(await scrape());
      assert.deepEqual(Object.keys(behind).sort(), [...names].sort());
      assert.ok(
        Object.values(behind).every((n) => n >= 1),
        JSON.stringify(behind),
      );
    } finally {
      await app.infra.runner.start();
    }
    await app.infra.runner.waitFor(await app.infra.store.head(), 10_000);
    assert.deepEqual(lagOf(await scrape()), Object.fromEntries(names.map((n) => [n, 0])));

    const parkedOf = (samples: Sample[]) =>
      Object.fromEntries(samples.filter((x) => x.name === 'jxc_parked_events').map((x) => [x.labels.projection, x.value]));
    assert.deepEqual(parkedOf(await scrape()), Object.fromEntries(names.map((n) => [n, 0])));
    await app.db.pool.query(
      `insert into parked_events (projection, event_id, transaction_id, position, stream_id, event_type, error)
       values ($1, $2, '1', 1, 'Sale-x', 'SaleSaved', 'Error: 测试')`,
      [names[0], randomUUID()],
    );
    assert.deepEqual(parkedOf(await scrape()), { ...Object.fromEntries(names.map((n) => [n, 0])), [names[0]]: 1 });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const app = appForTests({ env: { METRICS_TOKEN: TOKEN } });
  const get = (url: string, authorization?: string) => fetch(url, authorization ? { headers: { authorization } } : {});

  test('answers 401 without the bearer token or with another, and the metrics with it', async () => {
    const missing = await get(`${app.url}/metrics`);
    assert.equal(missing.status, 401);
    assert.equal(missing.headers.get('www-authenticate'), 'Bearer realm="metrics"');
    assert.doesNotMatch(await missing.text(), /jxc_/);
    assert.equal((await get(`${app.url}/metrics`, `Bearer ${TOKEN}x`)).status, 401);
    assert.equal((await get(`${app.url}/metrics`, TOKEN)).status, 401, 'the scheme is part of it');
    const ok = await get(`${app.url}/metrics`, `Bearer ${TOKEN}`);
    assert.equal(ok.status, 200);
    assert.ok(parse(await ok.text()).some((x) => x.name === 'jxc_projection_lag_events'));
  });

  test('a worker with METRICS_PORT serves its own metrics on that port only, under the token', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-metrics-'));
    const config = loadConfig({ ROLE: 'worker', LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN });
    const worker = await startApp({ ...config, databaseUrl: app.db.url, port: 0, dataDir, metrics: { ...config.metrics, port: 0 } });
    try {
      assert.ok(worker.metricsUrl);
      assert.equal((await get(`${worker.url}/metrics`, `Bearer ${TOKEN}`)).status, 404, 'not on PORT');
      assert.equal((await get(`${worker.url}/health`)).status, 200);
      assert.equal((await get(worker.metricsUrl)).status, 401);
      assert.equal((await get(worker.metricsUrl.replace('/metrics', '/health'), `Bearer ${TOKEN}`)).status, 404);
      const ok = await get(worker.metricsUrl, `Bearer ${TOKEN}`);
      assert.equal(ok.status, 200);
      const samples = parse(await ok.text());
      assert.ok(samples.every((x) => x.labels.role === 'worker'));
      assert.ok(samples.some((x) => x.name === 'jxc_projection_lag_events'));
      assert.equal(sum(samples, 'jxc_http_requests_total', { group: 'health', status: '200' }), 1);
      assert.equal(sum(samples, 'jxc_commands_total'), 0, 'a worker runs no commands of the API');
    } finally {
      await worker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('with METRICS_PORT the app answers GET /metrics as the web app would, never with the figures', async () => {
    const apart = await startTestApp({ sharing: app, env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' } });
    try {
      const res = await get(`${apart.url}/metrics`, `Bearer ${TOKEN}`);
      assert.doesNotMatch(await res.text(), /jxc_/);
    } finally {
      await apart.close();
    }
  });
});
