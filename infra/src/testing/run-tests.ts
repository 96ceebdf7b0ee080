/**
 * `npm test`: type-checks and lints, builds the web app when its browser tests run, then runs every *.spec.ts,
 * *.int-spec.ts and *.e2e-spec.ts of every workspace with jest (jest.config.js: one project per tier; its global
 * set-up prepares the PostgreSQL). Arguments filter the files by part of their path (then neither type checks nor
 * lint run); `--` passes what follows to jest as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const WORKSPACES = ['infra', 'projections', 'services', 'web', 'load-tests', 'print-client'];
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

function run(command: string, args: string[], title: string, quiet = false) {
  console.log(title);
  const done = spawnSync(command, args, { stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', cwd: ROOT });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

async function main() {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const filters = split < 0 ? args : args.slice(0, split);
  const passThrough = split < 0 ? [] : args.slice(split + 1);
  const files = WORKSPACES.flatMap((w) => findTests(path.join(ROOT, w))).filter(
    (f) => !filters.length || filters.some((x) => f.includes(x)),
  );
  if (!files.length) {
    console.error(`没有匹配 ${filters.join(' ')} 的测试文件`);
    process.exit(1);
  }
  if (!filters.length) {
    for (const project of ['tsconfig.json', 'web/tsconfig.json', 'load-tests/k6/tsconfig.json'])
      run(
        process.execPath,
        [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, project), '--noEmit'],
        `类型检查 (tsc -p ${project}) …`,
      );
    run('npm', ['run', '--silent', 'lint'], '代码检查 (npm run lint) …');
  }
  if (files.some((f) => f.startsWith('web/') && f.includes('.e2e-spec.')))
    run('npm', ['run', 'build:changed', '-w', 'web'], '构建前端 (npm run build:changed -w web) …', true);
  const jest = require.resolve('jest/bin/jest');
  const pattern = filters.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const child = spawn(process.execPath, [jest, '--ci', ...passThrough, ...pattern], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test' },
  });
  process.exit(await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
