import type { Pool } from 'pg';

export interface TableWrites {
  table: string;
  /** Rows inserted, updated or deleted. */
  rows: number;
  /** Index entries those rows added: one per index for an insert or an update that could not stay on its page (not HOT). */
  entries: number;
}

const WRITES = `select relname as table, n_tup_ins + n_tup_upd + n_tup_del as rows,
    (n_tup_ins + n_tup_upd - n_tup_hot_upd) * (select count(*) from pg_index i where i.indrelid = t.relid) as entries
  from pg_stat_user_tables t`;

/**
 * A backend hands its counts to PostgreSQL's statistics at most once a second while busy and within 10 s once idle
 * (PostgreSQL 15 on): a reading waits that long for the writes before it.
 */
const STATS_DELAY_MS = 11_000;

/** What the database's tables were written from the (delayed) start until the returned function is called, by table, most first. */
export async function rowsMeter(pool: Pool): Promise<() => Promise<TableWrites[]>> {
  const read = async (): Promise<Map<string, TableWrites>> => {
    await new Promise((resolve) => setTimeout(resolve, STATS_DELAY_MS));
    const { rows } = await pool.query(WRITES);
    return new Map(rows.map((r) => [r.table, { table: r.table, rows: Number(r.rows), entries: Number(r.entries) }]));
  };
  const before = await read();
  return async () =>
    [...(await read()).values()]
      .map((t) => ({
        table: t.table,
        rows: t.rows - (before.get(t.table)?.rows ?? 0),
        entries: t.entries - (before.get(t.table)?.entries ?? 0),
      }))
      .filter((t) => t.rows > 0)
      .sort((a, b) => b.rows - a.rows || b.entries - a.entries);
}

/** Rows and index entries per document, in all and for the tables written most. */
export function rowsPerDocument(writes: TableWrites[], documents: number, top = 12): string {
  const per = (n: number) => (n / documents).toFixed(1);
  const sum = (k: 'rows' | 'entries') => writes.reduce((n, t) => n + t[k], 0);
  const tables = writes
    .slice(0, top)
    .map((t) => `${t.table} ${per(t.rows)} (${per(t.entries)})`)
    .join(', ');
  return `  rows PostgreSQL wrote per document (index entries): ${per(sum('rows'))} (${per(sum('entries'))}) in ${writes.length} tables; ${tables}`;
}
