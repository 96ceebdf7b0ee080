import { setTimeout } from 'node:timers/promises';
import { comparePositions, EventStore, START, StoredEvent } from '@jxc/infra';
import type { DataSource, EntityManager } from 'typeorm';
import { ensureCheckpoints, saveCheckpoint } from './checkpoints';
import { Projection, typesOf } from './projection';
import { applySettingAside, forgetParked, isTransient } from './set-aside';

const HORIZON_POLL_MS = 20;

export interface RebuildProgress {
  done: number;
  total: number;
}

/**
 * Empties a projection's tables and replays every event it handles, in one transaction: readers keep seeing the
 * old read model until the rebuilt one commits, and the live runner skips the projection meanwhile. Events set
 * aside before are replayed with the rest; those that still fail are set aside again.
 */
export async function rebuildProjection(
  store: EventStore,
  dataSource: DataSource,
  projection: Projection,
  onProgress?: (p: RebuildProgress) => void,
  batchSize = 2000,
): Promise<number> {
  await ensureCheckpoints(dataSource.manager, [projection.name]);
  // Taken before the rebuild's transaction begins: every event committed by then is replayed, even while a
  // transaction still open elsewhere holds the read horizon back.
  const head = await store.head();
  const [{ total }] = await dataSource.query(`select count(*)::int as total from events where $1::text[] is null or event_type = any($1)`, [
    typesOf(projection) ?? null,
  ]);
  return dataSource.transaction(async (em) => {
    await em.query('select 1 from projection_checkpoints where name = $1 for update', [projection.name]);
    if (projection.tables.length) await em.query(`truncate ${projection.tables.map((t) => `"${t}"`).join(', ')}`);
    await forgetParked(em, projection.name);
    let at = START;
    let done = 0;
    onProgress?.({ done, total });
    for (;;) {
      const { events, horizon } = await store.readAll(at, { limit: batchSize, types: typesOf(projection) });
      if (events.length) await applyBatch(projection, events, em);
      done += events.length;
      onProgress?.({ done, total: Math.max(total, done) });
      at = horizon;
      if (comparePositions(at, head) >= 0) break;
      if (events.length < batchSize) await setTimeout(HORIZON_POLL_MS);
    }
    await saveCheckpoint(em, projection.name, at);
    return done;
  });
}

async function applyBatch(projection: Projection, events: StoredEvent[], em: EntityManager): Promise<void> {
  await em.query('savepoint rebuild_batch');
  try {
    await projection.apply(events, em);
    await em.query('release savepoint rebuild_batch');
  } catch (e) {
    if (isTransient(e)) throw e;
    await em.query('rollback to savepoint rebuild_batch');
    await applySettingAside(projection, events, em);
  }
}
