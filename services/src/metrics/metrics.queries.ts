import { GlobalPosition } from '@jxc/infra';
import type { DataSource } from 'typeorm';
import { PUBLISHER_CHECKPOINT } from '../outbox';

/** A reader further behind than this is reported at it: a scrape never counts a whole store (a rebuild from the start). */
export const BEHIND_CAP = 1_000_000;

/** How many events of the PostgreSQL store each reader's position has still to pass (at most BEHIND_CAP). */
export async function eventsBehind(ds: DataSource, at: ReadonlyMap<string, GlobalPosition>): Promise<Map<string, number>> {
  const rows: { name: string; behind: number }[] = await ds.query(
    `select v.name, (select count(*) from (select from events e where (e.transaction_id, e.global_position) > (v.tx::xid8, v.pos)
       limit $4) x)::int as behind
     from unnest($1::text[], $2::text[], $3::bigint[]) as v(name, tx, pos)`,
    [[...at.keys()], [...at.values()].map((p) => p.tx.toString()), [...at.values()].map((p) => p.pos.toString()), BEHIND_CAP],
  );
  return new Map(rows.map((r) => [r.name, r.behind]));
}

/** The events each read model has set aside (only those with any). */
export async function parkedByProjection(ds: DataSource): Promise<Map<string, number>> {
  const rows: { projection: string; n: number }[] = await ds.query(
    'select projection, count(*)::int as n from parked_events group by projection',
  );
  return new Map(rows.map((r) => [r.projection, r.n]));
}

/** Where the Kafka publisher has published up to. */
export async function publishedUpTo(ds: DataSource): Promise<GlobalPosition> {
  const [row]: { tx: string; pos: string }[] = await ds.query(
    'select transaction_id::text as tx, position::text as pos from kafka_publisher_checkpoint where publisher = $1',
    [PUBLISHER_CHECKPOINT],
  );
  return { tx: BigInt(row.tx), pos: BigInt(row.pos) };
}
