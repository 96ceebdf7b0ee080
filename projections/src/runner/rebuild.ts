import { setTimeout } from 'node:timers/promises';
import { comparePositions, EventStore, START, StoredEvent } from '@jxc/infra';
import type { DataSource, EntityManager } from 'typeorm';
import { ensureCheckpoints, loadCheckpoints, saveCheckpoint } from './checkpoints';
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

export interface CompanyRebuild {
  /** Events replayed, over every projection. */
  events: number;
  /** Projections left as they were: a table of theirs holds no company_id, so they are not partitioned by company. */
  skipped: string[];
}

/**
 * Rebuilds one company's rows of the projections from that company's events alone, in one transaction: each
 * projection's tables lose the company's rows and its events are replayed in the global order up to the projection's
 * checkpoint, which stays where it is (the live runner, held off meanwhile, goes on from there with everything
 * later). Readers of the read models see the old rows until it commits; other companies' rows are never touched.
 */
export async function rebuildCompany(
  store: EventStore,
  dataSource: DataSource,
  projections: readonly Projection[],
  companyId: string,
  batchSize = 2000,
): Promise<CompanyRebuild> {
  const names = projections.map((p) => p.name);
  await ensureCheckpoints(dataSource.manager, names);
  const columns: { table_name: string }[] = await dataSource.query(
    `select distinct table_name from information_schema.columns where table_schema = current_schema() and column_name = 'company_id'`,
  );
  const partitioned = new Set(columns.map((c) => c.table_name));
  const chosen = projections.filter((p) => p.tables.length && p.tables.every((t) => partitioned.has(t)));
  // Readers after what they read, as the live runner applies them.
  const order = [...chosen.filter((p) => !p.reads?.length), ...chosen.filter((p) => p.reads?.length)];
  return dataSource.transaction(async (em) => {
    const checkpoints = await loadCheckpoints(em, names);
    await em.query('select 1 from projection_checkpoints where name = any($1) for update', [names]);
    let replayed = 0;
    for (const projection of order) {
      for (const table of projection.tables) await em.query(`delete from "${table}" where company_id = $1`, [companyId]);
      const until = checkpoints.get(projection.name)!;
      let at = START;
      let done = 0;
      for (;;) {
        const { events, horizon } = await store.readAll(at, { limit: batchSize, types: typesOf(projection), companyId });
        const upTo = events.filter((e) => comparePositions(e.position, until) <= 0);
        if (upTo.length) await applyBatch(projection, upTo, em);
        done += upTo.length;
        if (upTo.length < events.length || comparePositions(horizon, until) >= 0 || comparePositions(horizon, at) === 0) break;
        at = horizon;
      }
      replayed += done;
    }
    return { events: replayed, skipped: projections.filter((p) => !chosen.includes(p)).map((p) => p.name) };
  });
}
