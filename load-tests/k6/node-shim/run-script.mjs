// A k6 script run under Node for k6-scripts.e2e-spec.ts, in a worker thread: its `k6` imports are this folder's
// stand-ins (hooks.mjs), its http calls block this thread while the test's thread makes them (http.mjs), as k6's do.
// setup() once (its data passed on as JSON, as k6 does), then `iterations` rounds of the default function for each of
// `vus` virtual users; posts the script's options, its checks, its requests and what it logged as JSON.
import { register } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { results } from './results.mjs';

register('./hooks.mjs', import.meta.url);
Object.assign(globalThis, { __ENV: workerData.env, __VU: 0, __ITER: 0 });
console.warn = (...data) => results.logs.push(data.join(' '));

const script = await import(workerData.script);
const data = script.setup ? JSON.parse(JSON.stringify(script.setup() ?? null)) : undefined;
results.phase = 'iterations';
for (let iteration = 0; iteration < workerData.iterations; iteration++) {
  for (let vu = 1; vu <= workerData.vus; vu++) {
    Object.assign(globalThis, { __VU: vu, __ITER: iteration });
    script.default(data);
  }
}
parentPort.postMessage(JSON.stringify({ options: script.options, checks: results.checks, requests: results.requests, logs: results.logs }));
