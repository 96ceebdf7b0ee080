import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { refundEvents } from './refund-kinds';

const STATUS: Record<string, string> = { Posted: 'audited', Reversed: 'reversed', Removed: 'removed' };

/** Customer and supplier refunds for the lists and the detail (/refund/customList, /refund/supplierList). */
export const refundsProjection: Projection = {
  name: 'refunds',
  eventTypes: refundEvents.types(),
  tables: ['refunds'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { kind: def, event } = refundEvents.read(e);
      const docId = e.streamId.slice(`${def.kind}-`.length);
      if (event.type === 'Saved') {
        const d = event.data;
        await em.query(
          `insert into refunds (doc_id, company_id, kind, bill_no, bill_date, status, partner_id, account_id, amount, refund_from, remark, created_by, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $10, $11, $12, $12)
           on conflict (doc_id) do update set bill_date = excluded.bill_date, partner_id = excluded.partner_id, account_id = excluded.account_id, amount = excluded.amount,
             refund_from = excluded.refund_from, remark = excluded.remark, updated_at = excluded.updated_at`,
          [
            docId,
            e.metadata.companyId,
            def.kind,
            d.billNo,
            d.billDate,
            d.partnerId,
            d.accountId,
            d.amount,
            d.refundFrom,
            d.remark,
            e.metadata.userId,
            e.metadata.at,
          ],
        );
        continue;
      }
      await em.query(`update refunds set status = $2, updated_at = $3 where doc_id = $1`, [docId, STATUS[event.type], e.metadata.at]);
    }
  },
};
