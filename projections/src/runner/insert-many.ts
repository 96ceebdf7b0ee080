import type { EntityManager } from 'typeorm';
import { queryPrepared } from './prepared-query';

/**
 * Inserts rows in one statement, each column sent as one typed array through unnest: a batch of events costs one
 * round trip, not one per event. `tail` may add an on-conflict clause.
 */
export async function insertMany(
  em: EntityManager,
  table: string,
  columns: readonly (readonly [name: string, type: string])[],
  rows: readonly unknown[][],
  tail = '',
): Promise<void> {
  if (!rows.length) return;
  await queryPrepared(
    em,
    `insert into ${table} (${columns.map(([name]) => name).join(', ')}) select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) ${tail}`,
    columns.map((_, i) => rows.map((r) => r[i])),
  );
}
