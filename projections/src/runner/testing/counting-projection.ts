import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '../projection';

export const COUNTS_TABLE_SQL = `create table if not exists test_stream_counts (stream_id text primary key, n int not null, last_seq int not null)`;

type Counted = StoredEvent<{ seq: number }, 'Counted'>;

/** Counts events per stream and remembers the last `seq`: a double-applied or skipped event shows at once. */
export function countingProjection(
  name = 'test_counts',
  opts: { delayMs?: number; failOn?: (e: Counted) => boolean; transient?: boolean } = {},
): Projection<Counted> {
  return {
    name,
    eventTypes: ['Counted'],
    tables: ['test_stream_counts'],
    async apply(events, em: EntityManager) {
      for (const e of events) {
        if (opts.failOn?.(e)) throw Object.assign(new Error('projection failure for the test'), opts.transient ? { code: '40001' } : {});
        await em.query(
          `insert into test_stream_counts (stream_id, n, last_seq) values ($1, 1, $2)
           on conflict (stream_id) do update set n = test_stream_counts.n + 1, last_seq = excluded.last_seq`,
          [e.streamId, e.data.seq],
        );
      }
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    },
  };
}
