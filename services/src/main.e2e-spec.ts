import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, test } from '@jest/globals';
import { Client } from 'pg';

const MAIN = path.join(__dirname, 'main.ts');
const REGISTER = require.resolve('@jxc/infra/register.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('npm start on its own embedded database talks to it over its Unix socket, and stops on SIGTERM without reporting the connections it let go as failed', async () => {
  const { DATABASE_URL: _, ...env } = process.env;
  const child = spawn(process.execPath, ['-r', REGISTER, MAIN], {
    env: { ...env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: { msg?: string; url?: string }[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const log = line.startsWith('{') ? JSON.parse(line) : {};
      logs.push(log);
      if (log.msg === '云进销存已启动') resolve(log.url);
    });
  });
  // Concurrent logins leave the pool several idle connections.
  await Promise.all(
    Array.from({ length: 8 }, () =>
      fetch(`${url}/api/Login/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginName: 'nobody', password: 'wrong-pass' }),
      }),
    ),
  );
  const port = fs.readFileSync(path.join(dataDir, 'pg.port'), 'utf8');
  const db = new Client({ host: path.join(dataDir, 'pg'), port: Number(port), user: 'jxc', password: 'jxc', database: 'jxc' });
  await db.connect();
  const { rows } = await db.query(
    `select count(*) filter (where client_port = -1)::int as socket, count(*) filter (where client_port <> -1)::int as tcp
     from pg_stat_activity where datname = 'jxc' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  await db.end();
  assert.ok(rows[0].socket > 0, 'the server has connections over the socket');
  assert.equal(rows[0].tcp, 0);
  child.kill('SIGTERM');
  assert.equal(await exited, 0);
  assert.deepEqual(
    logs.filter((l) => l.msg === 'idle database connection failed'),
    [],
  );
}, 60_000);
