/**
 * `vite build` only when what the web app is built from changed since the last build: its sources, its build set-up,
 * the contracts it shares with the server, the print client's version and the installed packages. The fingerprint is kept in dist/ beside the
 * build, so a build interrupted half-way (no fingerprint) is done again.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const WEB = path.resolve(__dirname, '..');
const ROOT = path.resolve(WEB, '..');
const INPUTS = [
  'web/src',
  'web/public',
  'web/build',
  'web/index.html',
  'web/vite.config.mts',
  'web/package.json',
  'web/tsconfig.json',
  'services/src/contracts',
  // The print client's version, which the web app's 启动插件 link names.
  'print-client/package.json',
  'package-lock.json',
];
const STAMP = path.join(WEB, 'dist', '.sources.sha256');

function files(rel: string): string[] {
  const full = path.join(ROOT, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => files(path.join(rel, name)));
}

const hash = createHash('sha256');
for (const rel of INPUTS.flatMap(files))
  hash
    .update(rel)
    .update('\0')
    .update(fs.readFileSync(path.join(ROOT, rel)))
    .update('\0');
const fingerprint = hash.digest('hex');

if (fs.existsSync(path.join(WEB, 'dist', 'index.html')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === fingerprint) {
  console.log('前端未改动，沿用上次构建 (web/dist)');
} else {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: WEB, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  fs.writeFileSync(STAMP, fingerprint);
}
