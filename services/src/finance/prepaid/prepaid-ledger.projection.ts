import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { PREPAID_EVENTS, type PrepaidEvent } from '../../document-engine';
import type { Stored } from '../../shared/es/event-names';

/**
 * The customers' prepaid per company, customer and kind (预存款, 押金): what came in and went out, and the flow of
 * every move with the balance after it. Moves are few (top-ups, sales spending them): one upsert and one row each.
 */
export const prepaidLedgerProjection: Projection<Stored<'Prepaid', PrepaidEvent>> = {
  name: 'prepaid-ledger',
  eventTypes: Object.values(PREPAID_EVENTS),
  tables: ['prepaid_flow', 'prepaid_balances'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const [inAmount, outAmount] = e.type === PREPAID_EVENTS.Added ? [d.amount, '0'] : ['0', d.amount];
      const [{ balance }] = await em.query(
        `insert into prepaid_balances as b (company_id, custom_id, kind, in_amount, out_amount) values ($1, $2, $3, $4, $5)
         on conflict (company_id, custom_id, kind) do update set in_amount = b.in_amount + excluded.in_amount, out_amount = b.out_amount + excluded.out_amount
         returning (in_amount - out_amount)::text as balance`,
        [e.metadata.companyId, d.partnerId, d.kind, inAmount, outAmount],
      );
      await em.query(
        `insert into prepaid_flow (company_id, custom_id, kind, bill_type, bill_no, doc_id, bill_date, in_amount, out_amount, balance, at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          e.metadata.companyId,
          d.partnerId,
          d.kind,
          d.bill.billType,
          d.bill.billNo,
          d.bill.docId,
          d.bill.billDate,
          inAmount,
          outAmount,
          balance,
          e.metadata.at,
        ],
      );
    }
  },
};
