import fs from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';

export const MIGRATIONS_DIR = path.join(__dirname, '..', '..', 'migrations');

/** Applies infra/migrations/*.sql in name order, once each, under an advisory lock so parallel starts are safe. */
export async function migrate(pool: Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock(7301001)');
    await client.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await client.query('select name from schema_migrations')).rows.map((r) => r.name));
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into schema_migrations(name) values ($1)', [file]);
        await client.query('commit');
        applied.push(file);
      } catch (e) {
        await client.query('rollback');
        throw new Error(`迁移 ${file} 失败: ${(e as Error).message}`);
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock(7301001)').catch(() => undefined);
    client.release();
  }
  return applied;
}
