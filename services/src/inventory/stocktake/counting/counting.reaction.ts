import type { Projection } from '@jxc/projections';
import type { StoredEvent } from '@jxc/infra';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { INVTAK } from '../stocktake.kind';
import { COUNT_EVENTS, type Counted } from './counting';

/** The PostgreSQL channel counts travel on, so every API process tells its own sockets counting that stocktake. */
export const COUNT_CHANNEL = 'jxc_stocktake_count';

/**
 * Tells the people counting a stocktake together that someone counted, or that the owner audited it (they read the
 * merged counts again). It runs from the event store's global order like a projection and owns no tables: a crash
 * delays the news, never loses it.
 */
export const stocktakeCountReaction: Projection<StoredEvent<Partial<Counted>>> = {
  name: 'stocktake_count_push',
  eventTypes: [COUNT_EVENTS.Counted, INVTAK.events.Audited],
  tables: [],
  reads: [],
  async apply(events, em: EntityManager) {
    const stocktakes = [
      ...new Set(
        events.map((e) =>
          JSON.stringify({ companyId: e.metadata.companyId, invtakId: e.data.invtakId ?? e.streamId.slice(`${INVTAK.kind}-`.length) }),
        ),
      ),
    ];
    await em.query(`select pg_notify($1, p) from unnest($2::text[]) as t(p)`, [COUNT_CHANNEL, stocktakes]);
  },
};

/** Hears the stocktakes counted on, on a connection of its own (LISTEN); answers the stopping. */
export async function listenForCounts(pool: Pool, heard: (counted: { companyId: string; invtakId: string }) => void) {
  const client = await pool.connect();
  client.on('notification', (n) => {
    if (n.channel === COUNT_CHANNEL && n.payload) heard(JSON.parse(n.payload));
  });
  await client.query(`listen ${COUNT_CHANNEL}`);
  return async () => {
    await client.query(`unlisten ${COUNT_CHANNEL}`).catch(() => undefined);
    client.release();
  };
}
