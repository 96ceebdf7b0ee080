import { GlobalPosition, START } from '@jxc/infra';
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

export async function ensureCheckpoints(db: Queryable, names: readonly string[]): Promise<void> {
  await db.query(`insert into projection_checkpoints (name) select unnest($1::text[]) on conflict do nothing`, [names]);
}

export async function loadCheckpoints(db: Queryable, names: readonly string[]): Promise<Map<string, GlobalPosition>> {
  const rows: { name: string; tx: string; position: string }[] = await db.query(
    `select name, transaction_id::text as tx, position::text from projection_checkpoints where name = any($1)`,
    [names],
  );
  const out = new Map<string, GlobalPosition>(names.map((n) => [n, START]));
  for (const r of rows) out.set(r.name, { tx: BigInt(r.tx), pos: BigInt(r.position) });
  return out;
}

/** Locks the checkpoint row for this transaction; undefined when a rebuild holds it. */
export async function lockCheckpoint(em: EntityManager, name: string): Promise<GlobalPosition | undefined> {
  const rows = await em.query(
    `select transaction_id::text as tx, position::text from projection_checkpoints where name = $1 for update skip locked`,
    [name],
  );
  return rows.length ? { tx: BigInt(rows[0].tx), pos: BigInt(rows[0].position) } : undefined;
}

export async function saveCheckpoint(db: Queryable, name: string, at: GlobalPosition): Promise<void> {
  await db.query(`update projection_checkpoints set transaction_id = $2::text::xid8, position = $3, updated_at = now() where name = $1`, [
    name,
    at.tx.toString(),
    at.pos.toString(),
  ]);
}
