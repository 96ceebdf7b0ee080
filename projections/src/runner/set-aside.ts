import type { EventStore, StoredEvent } from '@jxc/infra';
import type { DataSource, EntityManager } from 'typeorm';
import { Projection } from './projection';

type Queryable = Pick<EntityManager, 'query'>;

/** An event a projection could not apply, as the operator sees it. */
export interface ParkedEvent {
  projection: string;
  eventId: string;
  streamId: string;
  eventType: string;
  companyId: string | null;
  position: string;
  error: string;
  attempts: number;
  parkedAt: string;
  lastTriedAt: string;
}

/**
 * Failures that say nothing about the event: the connection, a deadlock or serialisation conflict, the server
 * shutting down or out of resources. The same batch is tried again later; every other failure is the event's own.
 */
export function isTransient(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown };
  const code = typeof err?.code === 'string' ? err.code : '';
  if (/^(08|40|53|55|57|58)/.test(code) || /^E(CONNRESET|CONNREFUSED|PIPE|TIMEDOUT|HOSTUNREACH)$/.test(code)) return true;
  return /Connection terminated|connection error|timeout/i.test(String(err?.message ?? ''));
}

const describe = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).slice(0, 2000);

/**
 * Applies events one at a time, each under a savepoint; an event that fails for a reason of its own is rolled back
 * alone and recorded in parked_events, and the rest go on. A transient failure is rethrown for the whole batch.
 */
export async function applySettingAside(
  projection: Projection,
  events: StoredEvent[],
  em: EntityManager,
  onParked?: (e: StoredEvent, error: unknown) => void,
): Promise<StoredEvent[]> {
  const parked: StoredEvent[] = [];
  for (const event of events) {
    await em.query('savepoint set_aside');
    try {
      await projection.apply([event], em);
      await em.query('release savepoint set_aside');
    } catch (e) {
      if (isTransient(e)) throw e;
      await em.query('rollback to savepoint set_aside');
      await park(em, projection.name, event, e);
      onParked?.(event, e);
      parked.push(event);
    }
  }
  return parked;
}

async function park(db: Queryable, projection: string, e: StoredEvent, error: unknown): Promise<void> {
  await db.query(
    `insert into parked_events (projection, event_id, transaction_id, position, stream_id, event_type, company_id, error)
     values ($1, $2, $3::text::xid8, $4, $5, $6, $7, $8)
     on conflict (projection, event_id) do update set error = excluded.error, attempts = parked_events.attempts + 1, last_tried_at = now()`,
    [
      projection,
      e.eventId,
      e.position.tx.toString(),
      e.position.pos.toString(),
      e.streamId,
      e.type,
      e.metadata?.companyId ?? null,
      describe(error),
    ],
  );
}

export async function countParked(db: Queryable): Promise<number> {
  const [{ n }] = await db.query('select count(*)::int as n from parked_events');
  return n;
}

export async function listParked(db: Queryable, projection?: string): Promise<ParkedEvent[]> {
  return db.query(
    `select projection, event_id as "eventId", stream_id as "streamId", event_type as "eventType", company_id as "companyId",
            transaction_id::text || '/' || position as position, error, attempts, parked_at as "parkedAt", last_tried_at as "lastTriedAt"
     from parked_events where $1::text is null or projection = $1 order by projection, transaction_id, position`,
    [projection ?? null],
  );
}

/** A rebuild replays every event from the start, so what was set aside before is tried again by it. */
export async function forgetParked(db: Queryable, projection: string): Promise<void> {
  await db.query('delete from parked_events where projection = $1', [projection]);
}

/**
 * Tries a projection's set-aside events again, in their original order, on top of the read model as it is now
 * (after a fix has been deployed); those that apply are taken off the list. Where later events built on the ones
 * set aside (running balances), `npm run projections:rebuild NAME` is the exact repair.
 */
export async function retryParked(
  store: EventStore,
  dataSource: DataSource,
  projection: Projection,
): Promise<{ applied: number; stillParked: number }> {
  return dataSource.transaction(async (em) => {
    await em.query('select 1 from projection_checkpoints where name = $1 for update', [projection.name]);
    const ids: { event_id: string }[] = await em.query(
      'select event_id from parked_events where projection = $1 order by transaction_id, position',
      [projection.name],
    );
    const events = await store.readEvents(ids.map((r) => r.event_id));
    const failed = new Set((await applySettingAside(projection, events, em)).map((e) => e.eventId));
    const applied = events.filter((e) => !failed.has(e.eventId)).map((e) => e.eventId);
    await em.query('delete from parked_events where projection = $1 and event_id = any($2::uuid[])', [projection.name, applied]);
    return { applied: applied.length, stillParked: failed.size };
  });
}
