import fs from 'node:fs';
import http from 'node:http';
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

/** Connections kept open between calls, as a browser keeps them: a call costs the client no new connection. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Posts to the API and answers its returnData, throwing on anything but invState 1. Through node:http with kept
 * connections rather than fetch, whose streams cost the client about three times the CPU for each call.
 */
export function post<T = any>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const req = http.request(
      `${url}/api/${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(token ? { token } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (json.invState !== 1) return reject(new Error(`${path}: ${res.statusCode} ${json.invMessage}`));
            resolve(json.returnData);
          } catch (e) {
            reject(e);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
