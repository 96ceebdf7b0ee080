/**
 * The k6 scripts against the real server, without k6 (it cannot be installed here): each script runs under Node
 * (node-shim/run-script.mjs, in a worker thread whose k6 http calls wait on this thread's fetch), its setup() once and
 * its default function for a few iterations of a few VUs; every request must be answered 2xx and every check pass, so
 * a field name the server refuses or an answer the checks do not expect fails here.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../services/src/testing/test-app';

const VUS = 2;
const ITERATIONS = 3;
const SCRIPTS = fs.readdirSync(__dirname).filter((f) => f.endsWith('.js'));

interface Run {
  options: { vus: number; duration: string; thresholds: Record<string, string[]> };
  checks: Record<string, { passes: number; fails: number }>;
  requests: { name: string; status: number; phase: 'setup' | 'iterations' }[];
  logs: string[];
}

/** Runs a k6 script (a file URL) against the app under `env`, ITERATIONS rounds of VUS virtual users. */
async function runScript(script: string, env: Record<string, string>): Promise<Run> {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  port1.on('message', async (r: { method: string; url: string; body: string; headers: Record<string, string> }) => {
    const answer = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body }).then(
      async (res) => ({ status: res.status, text: await res.text(), error: '' }),
      (e: Error) => ({ status: 0, text: '', error: e.message }),
    );
    port1.postMessage(answer);
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
  const worker = new Worker(path.join(__dirname, 'node-shim', 'run-script.mjs'), {
    workerData: { script, env, vus: VUS, iterations: ITERATIONS, port: port2, signal },
    transferList: [port2],
  });
  try {
    return await new Promise<Run>((resolve, reject) => {
      worker.once('message', (json: string) => resolve(JSON.parse(json)));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the script's worker stopped (${code}) without a result`)));
    });
  } finally {
    port1.close();
    await worker.terminate();
  }
}

const failedChecks = (run: Run) =>
  Object.entries(run.checks)
    .filter(([, c]) => c.fails > 0)
    .map(([name, c]) => `${name}: ${c.fails} failed`);

describe('k6 scripts against the real server', () => {
  let app: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    env = { BASE_URL: `${app.url}/`, VUS: '7', DURATION: '45s', PRODUCTS: '12', DAYS: '4' };
  });
  afterAll(() => app?.close());

  test('there is a script for every flow', () => {
    assert.deepEqual([...SCRIPTS].sort(), [
      'product-search.js',
      'profit-report.js',
      'purchase.js',
      'sale-contention.js',
      'sale.js',
      'sign-in.js',
      'stock-query.js',
    ]);
  });

  test.each(SCRIPTS)('%s: setup and iterations pass every check, on VUS and DURATION from the environment', async (file) => {
    const run = await runScript(pathToFileURL(path.join(__dirname, file)).href, env);
    assert.deepEqual([run.options.vus, run.options.duration], [7, '45s']);
    assert.deepEqual(run.logs, []);
    assert.deepEqual(
      run.requests.filter((r) => r.status !== 200),
      [],
    );
    assert.deepEqual(failedChecks(run), []);
    assert.ok(Object.keys(run.checks).length > 0, 'the script checks its answers');

    const thresholds = Object.keys(run.options.thresholds);
    assert.ok(thresholds.includes('http_req_failed') && thresholds.includes('checks'), thresholds.join(', '));
    const measured = thresholds.flatMap((t) => /^http_req_duration\{name:(.+)\}$/.exec(t)?.[1] ?? []);
    assert.equal(measured.length, 1, `one p95 threshold: ${thresholds.join(', ')}`);
    const timed = run.requests.filter((r) => r.phase === 'iterations' && r.name === measured[0]);
    assert.ok(
      timed.length >= VUS * ITERATIONS,
      `${measured[0]}, whose p95 the threshold bounds, is called every iteration (${timed.length})`,
    );
  });

  test('a script that sends a field the server does not know fails its checks', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k6-wrong-field-'));
    const lib = pathToFileURL(path.join(__dirname, 'lib', 'api.js')).href;
    fs.writeFileSync(
      path.join(dir, 'wrong-field.mjs'),
      `import { call, setUpCompany } from '${lib}';
       export function setup() { return setUpCompany('k6 字段错误', { products: 1 }); }
       export default function (c) { call('Custom/Save', { customerName: '客户' + __VU + '-' + __ITER }, c.token); }`,
    );
    try {
      const run = await runScript(pathToFileURL(path.join(dir, 'wrong-field.mjs')).href, env);
      assert.deepEqual(failedChecks(run), [`Custom/Save: invState 1: ${VUS * ITERATIONS} failed`]);
      assert.deepEqual([...new Set(run.logs)], ['Custom/Save: 客户名称不能为空']);
      assert.deepEqual([...new Set(run.requests.filter((r) => r.phase === 'iterations').map((r) => r.status))], [400]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
