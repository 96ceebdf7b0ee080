import { comparePositions, PostgresEventStore, START } from '@jxc/infra';
import type { DataSource } from 'typeorm';
import { ensureCheckpoints, saveCheckpoint } from './checkpoints';
import { Projection } from './projection';

export interface RebuildProgress {
  done: number;
  total: number;
}

/**
 * Empties a projection's tables and replays every event it handles, in one transaction: readers keep seeing the
 * old read model until the rebuilt one commits, and the live runner skips the projection meanwhile.
 */
export async function rebuildProjection(
  store: PostgresEventStore,
  dataSource: DataSource,
  projection: Projection,
  onProgress?: (p: RebuildProgress) => void,
  batchSize = 2000,
): Promise<number> {
  await ensureCheckpoints(dataSource.manager, [projection.name]);
  const [{ total }] = await dataSource.query(`select count(*)::int as total from events where event_type = any($1)`, [projection.eventTypes]);
  return dataSource.transaction(async (em) => {
    await em.query('select 1 from projection_checkpoints where name = $1 for update', [projection.name]);
    if (projection.tables.length) await em.query(`truncate ${projection.tables.map((t) => `"${t}"`).join(', ')}`);
    let at = START;
    let done = 0;
    onProgress?.({ done, total });
    for (;;) {
      const { events, horizon } = await store.readAll(at, { limit: batchSize, types: projection.eventTypes });
      if (events.length) await projection.apply(events, em);
      done += events.length;
      onProgress?.({ done, total: Math.max(total, done) });
      const finished = comparePositions(horizon, at) === 0 || events.length < batchSize;
      at = horizon;
      if (finished) break;
    }
    await saveCheckpoint(em, projection.name, at);
    return done;
  });
}
