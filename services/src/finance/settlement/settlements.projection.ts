import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { saveDraftRow, setRowStatus } from '../cash-document/cash-doc.projection';
import { settlementEvents } from './settlement-kinds';

async function settle(em: EntityManager, hx: { docId: string; amount: string }[], sign: 1 | -1) {
  for (const h of hx) {
    await em.query(
      `insert into document_settled (doc_id, amount) values ($1, $2::numeric * $3::int) on conflict (doc_id) do update set amount = document_settled.amount + excluded.amount`,
      [h.docId, h.amount, sign],
    );
  }
}

/** Receipts and payments for lists and details, and the amount written off against each sale or purchase. */
export const settlementsProjection: Projection = {
  name: 'settlements',
  eventTypes: settlementEvents.types(),
  tables: ['document_settled', 'settlements'],
  companyReset: [
    `delete from document_settled where doc_id in (select h->>'docId' from settlements s, jsonb_array_elements(s.hx) h where s.company_id = $1)`,
    'delete from settlements where company_id = $1',
  ],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const {
        kind: { kind },
        event: { type: suffix, data: d },
      } = settlementEvents.read(e);
      const docId = e.streamId.slice(kind.length + 1);
      if (suffix === 'Saved') {
        const columns = { kind, partner_id: d.partnerId, account_id: d.accountId, amount: d.amount, hx: JSON.stringify(d.hx) };
        await saveDraftRow(em, 'settlements', docId, e, d, columns);
        continue;
      }
      if (suffix === 'HxAppended') {
        await em.query(`update settlements set hx = hx || $2::jsonb, updated_at = $3 where doc_id = $1`, [
          docId,
          JSON.stringify(d.hx),
          e.metadata.at,
        ]);
        await settle(em, d.hx, 1);
        continue;
      }
      await setRowStatus(em, 'settlements', docId, suffix, e.metadata.at);
      if (suffix === 'Posted') await settle(em, d.hx, 1);
      if (suffix === 'Reversed') await settle(em, d.hx, -1);
    }
  },
};
