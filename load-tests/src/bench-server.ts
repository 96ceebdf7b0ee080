import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@jxc/infra';
import { RunningApp, startApp } from '@jxc/services';

/** The real server on a free port: DATABASE_URL's server, or an embedded cluster in a temporary folder. */
export async function startBenchServer(): Promise<RunningApp & { dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-bench-'));
  const running = await startApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), port: 0, dataDir });
  return {
    ...running,
    async dispose() {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function post<T = any>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.invState !== 1) throw new Error(`${path}: ${res.status} ${json.invMessage}`);
  return json.returnData;
}
