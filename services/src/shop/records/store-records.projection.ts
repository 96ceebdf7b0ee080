import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { eventIndex } from '../../shared/es/event-names';
import { STORE_RECORD_KINDS, storeRecordEvents, StoreRecordEvent, StoreRecordKind } from './store-record';
import { STORE_RECORD_DEFS } from './store-record-defs';

const index = eventIndex<StoreRecordKind, StoreRecordEvent['type'], StoreRecordEvent>(
  STORE_RECORD_KINDS.map((k) => [k, storeRecordEvents(k)] as const),
);

/** The store's ads, quick-menu entries and formulas (store_records): a row per record, its name, order and state as columns. */
export const storeRecordsProjection: Projection = {
  name: 'store_records',
  eventTypes: index.types(),
  tables: ['store_records'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { kind, event } = index.read(e);
      const { companyId, userName, at } = e.metadata;
      if (event.type === 'Removed') {
        await em.query(`update store_records set removed = true, updated_at = $4 where company_id = $1 and kind = $2 and record_id = $3`, [
          companyId,
          kind,
          event.data.recordId,
          at,
        ]);
        continue;
      }
      const { recordId, record } = event.data;
      const { nameField: name, sortField: sort, enabledField: enabled } = STORE_RECORD_DEFS[kind];
      await em.query(
        `insert into store_records (company_id, kind, record_id, name, sort, enabled, data, created_by, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         on conflict (company_id, kind, record_id) do update set name = excluded.name, sort = excluded.sort, enabled = excluded.enabled, data = excluded.data, updated_at = excluded.updated_at`,
        [
          companyId,
          kind,
          recordId,
          String(record[name] ?? ''),
          sort ? Number(record[sort] ?? 0) : 0,
          enabled ? record[enabled] !== false : true,
          record,
          userName ?? '',
          at,
        ],
      );
    }
  },
};
