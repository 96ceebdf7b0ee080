import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../shared/es/event-names';
import { DATA_IMPORT_EVENTS, DataImportEvent } from './data-import';

const importIdOf = (streamId: string) => streamId.slice('DataImport-'.length);

/** The imports (data_imports) with their progress, and the documents each wrote by source bill number (data_import_docs). */
export const dataImportsProjection: Projection<Stored<'DataImport', DataImportEvent>> = {
  name: 'data_imports',
  eventTypes: Object.values(DATA_IMPORT_EVENTS),
  tables: ['data_imports', 'data_import_docs'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { companyId, userId, at } = e.metadata;
      const id = importIdOf(e.streamId);
      if (e.type === DATA_IMPORT_EVENTS.Added) {
        const d = e.data;
        await em.query(
          `insert into data_imports (import_id, company_id, user_id, kind, file_name, file_hash, status, documents, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, 'previewed', $7, $8, $8) on conflict (import_id) do nothing`,
          [id, companyId, userId, d.kind, d.fileName, d.fileHash, d.documents, at],
        );
      } else if (e.type === DATA_IMPORT_EVENTS.Applied) {
        await em.query(
          `update data_imports set status = case when documents = 0 then 'done' else 'running' end, updated_at = $2 where import_id = $1`,
          [id, at],
        );
      } else if (e.type === DATA_IMPORT_EVENTS.Entered) {
        const docs = e.data.docs;
        await em.query(
          `insert into data_import_docs (import_id, company_id, kind, source_no, doc_id, bill_no, message)
           select $1, i.company_id, i.kind, d.key, d."docId", d."billNo", d.message
           from data_imports i, jsonb_to_recordset($2::jsonb) as d(key text, "docId" text, "billNo" text, message text, skipped boolean)
           where i.import_id = $1 and not coalesce(d.skipped, false)
           on conflict (import_id, source_no) do nothing`,
          [id, JSON.stringify(docs)],
        );
        const written = docs.filter((d) => d.docId && !d.skipped).length;
        const failed = docs.filter((d) => d.message).length;
        await em.query(
          `update data_imports set written = written + $2, failed = failed + $3, skipped = skipped + $4, updated_at = $5,
             status = case when written + failed + skipped + $2 + $3 + $4 >= documents then 'done' else status end
           where import_id = $1`,
          [id, written, failed, docs.filter((d) => d.skipped).length, at],
        );
      } else {
        await em.query(`update data_imports set status = 'undone', updated_at = $2 where import_id = $1`, [id, at]);
        await em.query(`update data_import_docs set undone = true where import_id = $1`, [id]);
      }
    }
  },
};
