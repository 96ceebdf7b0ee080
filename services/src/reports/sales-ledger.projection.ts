import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';

const SIGN: Record<string, 1 | -1> = { SaleAudited: 1, SaleWrittenBack: -1, SaleReturnAudited: -1, SaleReturnWrittenBack: 1 };
const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : `-${v}`);

/**
 * Sales amounts (net of discounts, before tax) and cost of goods sold at the moving average, per posting: returns
 * and write-backs are subtracted on both sides. The profit reports sum it by date, customer or product.
 */
export const salesLedgerProjection: Projection = {
  name: 'sales_ledger',
  eventTypes: Object.keys(SIGN),
  tables: ['sales_ledger'],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const sign = SIGN[e.type];
      await em.query(
        `insert into sales_ledger (company_id, doc_id, bill_type, bill_no, bill_date, partner_id, sale_amount, cost_amount, at)
         values ($1, $2, $3, $4, $5, $6, $7, (select coalesce(sum(amount), 0) from unnest($8::numeric[]) as amount) * $9, $10)`,
        [e.metadata.companyId, e.streamId.slice(e.streamId.indexOf('-') + 1), e.type.startsWith('SaleReturn') ? 202 : 201, d.billNo, d.billDate, d.partnerId,
          sign === 1 ? d.netAmount : neg(d.netAmount), (d.moves as { amount: string }[]).map((m) => m.amount), sign, e.metadata.at],
      );
    }
  },
};
