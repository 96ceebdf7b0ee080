import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Entry = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };

/** The lock entry a package at `from` would load `name` from: its own node_modules, then each parent's. */
function resolves(packages: Record<string, Entry>, from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  // npm install drops an optional platform package that the registry lacks, and npm ci then refuses the lock.
  it('lists every optional dependency, so that npm ci on a clean machine accepts it', () => {
    const lock = JSON.parse(readFileSync(join(__dirname, '../../package-lock.json'), 'utf8')) as {
      packages: Record<string, Entry>;
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(lock.packages, path, name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    assert.deepEqual(missing, []);
  });
});
