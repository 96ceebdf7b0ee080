/**
 * `npm test`: type-checks and lints, prepares one PostgreSQL (DATABASE_URL's server, or an embedded cluster in a
 * temporary folder) with a migrated template database, then runs every *.spec.ts, *.int-spec.ts and *.e2e-spec.ts of
 * every workspace with Node's test runner. Arguments filter the files (then neither type checks nor lint run).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { startEmbeddedPostgres } from '../database/embedded';
import { migrate } from '../database/migrate';
import { TEMPLATE_DB } from './test-database';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const WORKSPACES = ['infra', 'projections', 'services', 'web', 'load-tests'];
const TEST_FILE = /\.(spec|int-spec|e2e-spec)\.tsx?$/;

function findTests(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findTests(full, out);
    else if (TEST_FILE.test(entry.name)) out.push(path.relative(ROOT, full));
  }
  return out;
}

async function prepareTemplate(adminUrl: string) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${TEMPLATE_DB}`;
  const pool = new Pool({ connectionString: u.toString(), max: 1 });
  await migrate(pool);
  await pool.end();
}

async function main() {
  const filters = process.argv.slice(2);
  const files = WORKSPACES.flatMap((w) => findTests(path.join(ROOT, w))).filter((f) => !filters.length || filters.some((x) => f.includes(x)));
  if (!filters.length) {
    for (const project of ['tsconfig.json', 'web/tsconfig.json']) {
      console.log(`类型检查 (tsc -p ${project}) …`);
      const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, project), '--noEmit'], { stdio: 'inherit', cwd: ROOT });
      if (tsc.status !== 0) process.exit(tsc.status ?? 1);
    }
    console.log('代码检查 (npm run lint) …');
    const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit', cwd: ROOT });
    if (lint.status !== 0) process.exit(lint.status ?? 1);
  }
  if (files.some((f) => f.startsWith('web/') && f.includes('.e2e-spec.'))) {
    console.log('构建前端 (npm run build -w web) …');
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: ['ignore', 'ignore', 'inherit'], cwd: ROOT });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const needsDb = files.some((f) => /\.(int|e2e)-spec\.tsx?$/.test(f));
  let stop = async () => undefined as void;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} -r ${path.join(ROOT, 'infra', 'register.js')}`.trim() };
  if (needsDb) {
    let adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-test-pg-'));
      const db = await startEmbeddedPostgres(dir, { database: 'postgres' });
      adminUrl = db.url;
      stop = async () => {
        await db.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
    await prepareTemplate(adminUrl);
    env.TEST_DATABASE_URL = adminUrl;
    delete env.DATABASE_URL;
  }
  const concurrency = String(Math.max(1, Number(process.env.TEST_CONCURRENCY ?? os.availableParallelism())));
  // Asynchronously: this process must keep reading the embedded PostgreSQL's log pipe, or once it is full every
  // backend that logs (each failed statement does) blocks, and the tests with it.
  const child = spawn(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], { stdio: 'inherit', cwd: ROOT, env });
  const status = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  await stop();
  process.exit(status);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
