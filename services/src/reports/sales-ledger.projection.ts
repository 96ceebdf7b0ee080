import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { docStream, DocumentKind } from '../document-engine';
import { SALE, SALE_RETURN } from '../sales';

/** What each posting adds to the ledger (+) or takes from it (−). */
const POSTINGS = new Map<string, { kind: DocumentKind; sign: 1 | -1 }>([
  [SALE.events.Audited, { kind: SALE, sign: 1 }], [SALE.events.WrittenBack, { kind: SALE, sign: -1 }],
  [SALE_RETURN.events.Audited, { kind: SALE_RETURN, sign: -1 }], [SALE_RETURN.events.WrittenBack, { kind: SALE_RETURN, sign: 1 }],
]);
const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : `-${v}`);

/**
 * Sales amounts (net of discounts, before tax) and cost of goods sold at the moving average, per posting: returns
 * and write-backs are subtracted on both sides. The profit reports sum it by date, customer or product.
 */
export const salesLedgerProjection: Projection = {
  name: 'sales_ledger',
  eventTypes: [...POSTINGS.keys()],
  tables: ['sales_ledger'],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const { kind, sign } = POSTINGS.get(e.type)!;
      await em.query(
        `insert into sales_ledger (company_id, doc_id, bill_type, bill_no, bill_date, partner_id, sale_amount, cost_amount, at)
         values ($1, $2, $3, $4, $5, $6, $7, (select coalesce(sum(amount), 0) from unnest($8::numeric[]) as amount) * $9, $10)`,
        [e.metadata.companyId, e.streamId.slice(docStream(kind, '').length), kind.billType, d.billNo, d.billDate, d.partnerId,
          sign === 1 ? d.netAmount : neg(d.netAmount), (d.moves as { amount: string }[]).map((m) => m.amount), sign, e.metadata.at],
      );
    }
  },
};
