import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, test } from '@jest/globals';
import { Client } from 'pg';

const CLUSTER = path.join(__dirname, '..', 'testing', 'embedded-cluster.ts');
const REGISTER = require.resolve('@jxc/infra/register.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-embedded-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `check` against the embedded cluster of `dir`, started in a process of its own, then stops the cluster. */
async function withCluster(dir: string, check: (started: { url: string; logs: string[] }) => Promise<void>) {
  const child = spawn(process.execPath, ['-r', REGISTER, CLUSTER, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = await new Promise<{ url: string; logs: string[] }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  try {
    await check(started);
  } finally {
    child.stdin!.end();
    assert.equal(await exited, 0);
  }
}

/** The port the connection of `url` came from: -1 over a Unix socket. */
async function clientPort(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('select client_port from pg_stat_activity where pid = pg_backend_pid()')).rows[0].client_port;
  } finally {
    await c.end();
  }
}

test('the embedded cluster is reached over its socket in its own folder, and over TCP where that folder cannot hold one', async () => {
  // Given relative, as DATA_DIR may be: PostgreSQL would take a relative socket folder from its own data folder.
  await withCluster(path.relative(process.cwd(), dataDir), async ({ url }) => {
    assert.match(url, /\?host=/);
    assert.equal(await clientPort(url), -1);
  });
  // Something already at the socket's path: PostgreSQL cannot make its socket there and would not start with one.
  const port = fs.readFileSync(path.join(dataDir, 'pg.port'), 'utf8');
  fs.mkdirSync(path.join(dataDir, 'pg', `.s.PGSQL.${port}`));
  await withCluster(dataDir, async ({ url, logs }) => {
    assert.doesNotMatch(url, /\?host=/);
    assert.notEqual(await clientPort(url), -1);
    assert.ok(logs.includes('嵌入式数据库无法在数据目录中建立 Unix 套接字，改用 TCP 连接'));
  });
}, 90_000);
