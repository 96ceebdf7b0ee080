import { prepared } from '@jxc/infra';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A select (or an insert without a result) of fixed text as a prepared statement (see infra's prepared), on the
 * transaction's connection when `on` is a transaction's manager, else on the data source's pool.
 */
export async function queryPrepared<T = Record<string, unknown>>(
  on: DataSource | EntityManager,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const em = on instanceof DataSource ? on.manager : on;
  const client: Pool | PoolClient = em.queryRunner
    ? await em.queryRunner.connect()
    : (em.connection.driver as unknown as { master: Pool }).master;
  return (await client.query(prepared(text, values))).rows;
}
