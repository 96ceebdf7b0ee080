import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const SRC = path.resolve(__dirname, '..');
const ROOT = path.resolve(SRC, '..', '..');

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) files(full, out);
    else if (/\.tsx?$/.test(e.name) && !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(e.name)) out.push(full);
  }
  return out;
}

const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
const rel = (f: string) => path.relative(ROOT, f);

/** Pure decision code: aggregates' decide/evolve, line and stock arithmetic. */
const DOMAIN = [
  ...files(SRC).filter((f) => f.includes(`${path.sep}domain${path.sep}`)),
  ...['documents/document.ts', 'documents/lines.ts', 'documents/stock.ts', 'catalog/class-tree/class-tree.ts', 'catalog/product/product.ts', 'catalog/master-data/master-record.ts', 'finance/settlement/settlement.ts'].map((f) => path.join(SRC, f)),
];

test('domain code imports no HTTP, database or framework library', () => {
  const forbidden = /^(@nestjs\/|typeorm|pg$|express|socket\.io)/;
  const offenders = DOMAIN.flatMap((f) => importsOf(f).filter((i) => forbidden.test(i)).map((i) => `${rel(f)} → ${i}`));
  assert.deepEqual(offenders, []);
});

test('the shared contracts depend on nothing but themselves', () => {
  const offenders = files(path.join(SRC, 'contracts')).flatMap((f) => importsOf(f).filter((i) => !i.startsWith('./')).map((i) => `${rel(f)} → ${i}`));
  assert.deepEqual(offenders, []);
});

test('the web app reaches the server only through the contracts', () => {
  const web = files(path.join(ROOT, 'web', 'src'));
  const offenders = web.flatMap((f) => importsOf(f).filter((i) => /^@jxc\/(services|infra|projections)/.test(i) && i !== '@jxc/services/contracts').map((i) => `${rel(f)} → ${i}`));
  assert.deepEqual(offenders, []);
});

test('projections and infra never import the API', () => {
  const offenders = [...files(path.join(ROOT, 'projections', 'src')), ...files(path.join(ROOT, 'infra', 'src'))].flatMap((f) =>
    importsOf(f).filter((i) => i.startsWith('@jxc/services') || i.includes('/services/src')).map((i) => `${rel(f)} → ${i}`),
  );
  assert.deepEqual(offenders, []);
});
