import { GlobalPosition, prepared, START } from '@jxc/infra';
import type { Pool } from 'pg';
import { queryPrepared } from './prepared-query';
import { EntityManager } from 'typeorm';

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

/** Locks the checkpoint rows for this transaction; a name a rebuild holds is missing from the answer. */
export async function lockCheckpoints(em: EntityManager, names: readonly string[]): Promise<Map<string, GlobalPosition>> {
  const rows: { name: string; tx: string; position: string }[] = await queryPrepared(
    em,
    `select name, transaction_id::text as tx, position::text from projection_checkpoints where name = any($1) for update skip locked`,
    [names],
  );
  return new Map(rows.map((r) => [r.name, { tx: BigInt(r.tx), pos: BigInt(r.position) }]));
}

/**
 * Moves checkpoints forward (never back) in one statement, skipping rows another transaction holds (a rebuild);
 * rows this transaction locked are its own to move.
 */
export async function advanceCheckpoints(db: Pool | EntityManager, at: ReadonlyMap<string, GlobalPosition>): Promise<void> {
  const text = `update projection_checkpoints c set transaction_id = v.tx::xid8, position = v.pos, updated_at = now()
     from unnest($1::text[], $2::text[], $3::bigint[]) as v(name, tx, pos)
     where c.name = v.name and (c.transaction_id, c.position) < (v.tx::xid8, v.pos)
       and c.name in (select name from projection_checkpoints where name = any($1) for update skip locked)`;
  const values = [[...at.keys()], [...at.values()].map((p) => p.tx.toString()), [...at.values()].map((p) => p.pos.toString())];
  // Every batch moves the checkpoints: prepared, it is planned once per connection.
  await (db instanceof EntityManager ? queryPrepared(db, text, values) : db.query(prepared(text, values)));
}

export async function saveCheckpoint(db: Queryable, name: string, at: GlobalPosition): Promise<void> {
  await db.query(`update projection_checkpoints set transaction_id = $2::text::xid8, position = $3, updated_at = now() where name = $1`, [
    name,
    at.tx.toString(),
    at.pos.toString(),
  ]);
}
