import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { settlementEvents } from './settlement-kinds';
const STATUS: Record<string, string> = { Posted: 'audited', Reversed: 'reversed', Removed: 'removed' };

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
        await em.query(
          `insert into settlements (doc_id, company_id, kind, bill_no, bill_date, status, partner_id, account_id, amount, hx, remark, created_by, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $10, $11, $12, $12)
           on conflict (doc_id) do update set bill_date = excluded.bill_date, partner_id = excluded.partner_id, account_id = excluded.account_id,
             amount = excluded.amount, hx = excluded.hx, remark = excluded.remark, updated_at = excluded.updated_at`,
          [
            docId,
            e.metadata.companyId,
            kind,
            d.billNo,
            d.billDate,
            d.partnerId,
            d.accountId,
            d.amount,
            JSON.stringify(d.hx),
            d.remark,
            e.metadata.userId,
            e.metadata.at,
          ],
        );
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
      await em.query(`update settlements set status = $2, updated_at = $3 where doc_id = $1`, [docId, STATUS[suffix], e.metadata.at]);
      if (suffix === 'Posted') await settle(em, d.hx, 1);
      if (suffix === 'Reversed') await settle(em, d.hx, -1);
    }
  },
};
