import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';

export const TEMPLATE_DB = 'jxc_test_template';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run tests through `npm test`');
  return url;
}

export function urlFor(database: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/** A fresh, migrated database cloned from the template the test runner prepared. */
export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = urlFor(name);
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (57P01) leaves the pool, as the server's own pool lets it; unheard, its error
  // would be thrown into whichever test of this worker runs at that moment. A query on a dead connection still fails.
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    },
  };
}

/** Polls until the probe stops throwing (async projections are eventually consistent). */
export async function eventually<T>(probe: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
