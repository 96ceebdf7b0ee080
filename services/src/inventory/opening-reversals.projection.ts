import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@jxc/infra';
import { Projection } from '@jxc/projections';

/** Each opening stock taken back, with when and by whom: the 期初 list marks its entry 已撤销. */
export const openingReversalsProjection: Projection<StoredEvent> = {
  name: 'opening-reversals',
  eventTypes: ['OpeningStockReversed'],
  tables: ['opening_reversals'],
  async apply(events, em: EntityManager) {
    for (const e of events)
      await em.query(
        `insert into opening_reversals (company_id, doc_id, reversed_at, reversed_by) values ($1, $2, $3, $4) on conflict do nothing`,
        [e.metadata.companyId, (e.data as { docId: string }).docId, e.metadata.at, e.metadata.userName ?? ''],
      );
  },
};
