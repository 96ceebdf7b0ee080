// `k6/http`'s post, synchronous as in k6: the request goes to the test's thread over `port`, this thread waits on
// `signal` until the answer is there, then takes it off the port.
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import { results } from './results.mjs';

const { port, signal } = workerData;

function request(method, url, body, params = {}) {
  Atomics.store(signal, 0, 0);
  port.postMessage({ method, url, body, headers: params.headers ?? {} });
  if (Atomics.wait(signal, 0, 0, 60_000) === 'timed-out') throw new Error(`${method} ${url}: no answer within 60 s`);
  const { status, text, error } = receiveMessageOnPort(port).message;
  results.requests.push({ name: params.tags?.name ?? url, status, phase: results.phase });
  return { status, body: text, error, json: () => JSON.parse(text) };
}

export default { post: (url, body, params) => request('POST', url, body, params) };
