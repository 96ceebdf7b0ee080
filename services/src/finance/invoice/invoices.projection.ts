import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { INVOICING_EVENTS, InvoicingEvent } from './invoicing';

const DIRECTION: Record<string, string> = { [INVOICING_EVENTS.Issued]: 'sale', [INVOICING_EVENTS.Received]: 'buy' };

/** Every invoice with its status, for 发票流水 and for what each sale or purchase has had invoiced (invoice.queries.ts). */
export const invoicesProjection: Projection<Stored<'Invoice', InvoicingEvent>> = {
  name: 'invoices',
  eventTypes: Object.values(INVOICING_EVENTS),
  tables: ['invoices'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      if (e.type === INVOICING_EVENTS.Voided) {
        const d = e.data;
        await em.query(`update invoices set status = 'voided', void_reason = $2, voided_by = $3, voided_at = $4 where invoice_id = $1`, [
          d.invoiceId,
          d.reason,
          e.metadata.userId,
          e.metadata.at,
        ]);
        continue;
      }
      const d = e.data;
      await em.query(
        `insert into invoices (invoice_id, company_id, direction, bill_type, doc_id, bill_no, partner_id, invoice_no, invoice_date, invoice_type, amount, tax_rate, tax_amount, remark, status, created_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'valid', $15, $16) on conflict (invoice_id) do nothing`,
        [
          d.invoiceId,
          e.metadata.companyId,
          DIRECTION[e.type],
          d.billType,
          d.docId,
          d.billNo,
          d.partnerId,
          d.invoiceNo,
          d.invoiceDate,
          d.invoiceType,
          d.amount,
          d.taxRate,
          d.taxAmount,
          d.remark,
          e.metadata.userId,
          e.metadata.at,
        ],
      );
    }
  },
};
