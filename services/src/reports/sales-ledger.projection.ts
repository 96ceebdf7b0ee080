import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection } from '@jxc/projections';
import { docStream, DocumentKind } from '../document-engine';
import { SALE, SALE_RETURN } from '../sales';
import { dec, toDb } from '../shared/decimal';

/**
 * What each posting adds to the ledger (+) or takes from it (−). Where the warehouse confirms the goods apart from the
 * audit (separatorWarehouse), the audit posts the sale with no cost and each confirmation the cost of what it moved.
 */
const POSTINGS = new Map<string, { kind: DocumentKind; sign: 1 | -1; costOnly?: true }>([
  [SALE.events.Audited, { kind: SALE, sign: 1 }], [SALE.events.WrittenBack, { kind: SALE, sign: -1 }],
  [SALE_RETURN.events.Audited, { kind: SALE_RETURN, sign: -1 }], [SALE_RETURN.events.WrittenBack, { kind: SALE_RETURN, sign: 1 }],
  [SALE.stockConfirmation!.StockConfirmed, { kind: SALE, sign: 1, costOnly: true }], [SALE_RETURN.stockConfirmation!.StockConfirmed, { kind: SALE_RETURN, sign: -1, costOnly: true }],
]);
const LEDGER_COLUMNS = [
  ['company_id', 'text'], ['doc_id', 'text'], ['bill_type', 'int'], ['bill_no', 'text'], ['bill_date', 'date'], ['partner_id', 'text'],
  ['sale_amount', 'numeric'], ['cost_amount', 'numeric'], ['at', 'timestamptz'],
] as const;
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
    const rows = events.map((e) => {
      const d = e.data;
      const { kind, sign, costOnly } = POSTINGS.get(e.type)!;
      const cost = (d.moves as { amount: string }[]).reduce((t, m) => t.plus(m.amount), dec(0)).times(sign);
      return [e.metadata.companyId, e.streamId.slice(docStream(kind, '').length), kind.billType, d.billNo, d.billDate, d.partnerId, costOnly ? '0' : sign === 1 ? d.netAmount : neg(d.netAmount), toDb(cost), e.metadata.at];
    });
    await insertMany(em, 'sales_ledger', LEDGER_COLUMNS, rows);
  },
};
