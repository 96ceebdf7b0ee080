import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { domainEvents } from '../../shared/es/event-names';
import { CashDocEvent, CashDocHeader, STATUS_AFTER } from './cash-document';

/**
 * A money document's row in its list table (account_transfers, refunds …) as saved: a draft with the header's columns
 * and the kind's `columns` (by column name), all taken again by a later save but the bill number.
 */
export function saveDraftRow(
  em: EntityManager,
  table: string,
  docId: string,
  e: Pick<StoredEvent, 'metadata'>,
  doc: Omit<CashDocHeader, 'docId'>,
  columns: Record<string, unknown>,
) {
  const row = {
    doc_id: docId,
    company_id: e.metadata.companyId,
    bill_no: doc.billNo,
    bill_date: doc.billDate,
    ...columns,
    remark: doc.remark,
  };
  const names = [...Object.keys(row), 'created_by', 'created_at'];
  const values = [...Object.values(row), e.metadata.userId, e.metadata.at];
  const updated = ['bill_date', ...Object.keys(columns), 'remark', 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ');
  return em.query(
    `insert into ${table} (${names.join(', ')}, status, updated_at) values (${values.map((_, i) => `$${i + 1}`).join(', ')}, 'draft', $${values.length})
     on conflict (doc_id) do update set ${updated}`,
    values,
  );
}

/** The row's status after the document's audit (Posted), write-back (Reversed) or removal. */
export const setRowStatus = (em: EntityManager, table: string, docId: string, event: keyof typeof STATUS_AFTER, at: string) =>
  em.query(`update ${table} set status = $2, updated_at = $3 where doc_id = $1`, [docId, STATUS_AFTER[event], at]);

/**
 * The list projection of a kind of money document whose streams are `${streamType}-<id>`, named after its `table`:
 * one row per document as its lifecycle goes (`row`: the kind's columns). `children` are tables of rows by doc_id,
 * cleared with it on a company reset; `saved` writes what else a save holds (lines); `also` takes the kind's other events.
 */
export function cashDocProjection<D extends CashDocHeader>(
  table: string,
  streamType: string,
  events: Record<CashDocEvent<D>['type'], string>,
  o: {
    row(doc: D): Record<string, unknown>;
    children?: string[];
    saved?(em: EntityManager, docId: string, doc: D): Promise<void>;
    also?: { types: string[]; apply(em: EntityManager, e: StoredEvent, docId: string): Promise<void> };
  },
): Projection {
  const read = domainEvents<CashDocEvent<D>>(events);
  return {
    name: table.replaceAll('_', '-'),
    eventTypes: [...Object.values<string>(events), ...(o.also?.types ?? [])],
    tables: [table, ...(o.children ?? [])],
    ...(o.children && {
      companyReset: [
        ...o.children.map((t) => `delete from ${t} where doc_id in (select doc_id from ${table} where company_id = $1)`),
        `delete from ${table} where company_id = $1`,
      ],
    }),
    async apply(stored, em) {
      for (const e of stored) {
        const docId = e.streamId.slice(streamType.length + 1);
        const event = read(e);
        if (!event) await o.also?.apply(em, e, docId);
        else if (event.type !== 'Saved') await setRowStatus(em, table, docId, event.type, e.metadata.at);
        else {
          await saveDraftRow(em, table, docId, e, event.data, o.row(event.data));
          await o.saved?.(em, docId, event.data);
        }
      }
    },
  };
}
