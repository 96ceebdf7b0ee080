import type { LifecycleStatus } from '../../contracts';
import { lifecycleGuard } from '../../document-engine';
import { dec, toDb } from '../../shared/decimal';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';

/** An invoice recorded against an audited sale (issued to the customer) or purchase (received from the supplier). */
export interface InvoiceRecorded {
  invoiceId: string;
  billType: number;
  docId: string;
  billNo: string;
  partnerId: string | null;
  invoiceNo: string;
  invoiceDate: string;
  invoiceType: string;
  /** 价税合计: what counts against the document. */
  amount: string;
  taxRate: string | null;
  taxAmount: string;
  remark: string;
}

export interface InvoiceVoided {
  invoiceId: string;
  invoiceNo: string;
  amount: string;
  reason: string;
}

export type InvoicingEvent = { type: 'Issued' | 'Received'; data: InvoiceRecorded } | { type: 'Voided'; data: InvoiceVoided };

/** Stored as InvoiceIssued (开票, on a sale), InvoiceReceived (收票, on a purchase) and InvoiceVoided (作废). */
export const INVOICING_EVENTS = eventNames('Invoice', ['Issued', 'Received', 'Voided'] as const);

/** One document's invoicing: the stream `Invoicing-<docId>` holds every invoice against it. */
export interface InvoicingState {
  /** What the valid invoices add up to. */
  invoiced: string;
  invoices: Record<string, { invoiceNo: string; amount: string; voided: boolean }>;
}

export const initialInvoicing: InvoicingState = { invoiced: '0', invoices: {} };

export const invoicingStream = (docId: string) => `Invoicing-${docId}`;

export function evolveInvoicing(s: InvoicingState, e: InvoicingEvent): InvoicingState {
  if (e.type === 'Voided') {
    return {
      invoiced: toDb(dec(s.invoiced).minus(e.data.amount)),
      invoices: { ...s.invoices, [e.data.invoiceId]: { ...s.invoices[e.data.invoiceId], voided: true } },
    };
  }
  const { invoiceId, invoiceNo, amount } = e.data;
  return { invoiced: toDb(dec(s.invoiced).plus(amount)), invoices: { ...s.invoices, [invoiceId]: { invoiceNo, amount, voided: false } } };
}

/** The document as invoicing sees it: its title and verb (销售单 开票, 采购单 收票), status, and amount net of its audited returns. */
export interface Invoiceable {
  title: string;
  verb: string;
  status: LifecycleStatus | 'missing';
  amount: string;
}

/** What is still to invoice: the document's net amount less its valid invoices, never below zero. */
export const uninvoiced = (s: InvoicingState, doc: Pick<Invoiceable, 'amount'>) => {
  const open = dec(doc.amount).minus(s.invoiced);
  return open.isNegative() ? dec(0) : open;
};

export const decideInvoicing = {
  /** An invoice on an audited document, within what is still to invoice. */
  record(s: InvoicingState, doc: Invoiceable, event: 'Issued' | 'Received', invoice: InvoiceRecorded): InvoicingEvent[] {
    if (doc.status === 'missing' || doc.status === 'removed') throw new ValidationError(`${doc.title}不存在`, 'docId');
    lifecycleGuard(doc.title, { exists: true, status: doc.status }, { use: doc.verb });
    const open = uninvoiced(s, doc);
    if (dec(invoice.amount).gt(open))
      throw new ValidationError(`发票金额${dec(invoice.amount).toFixed()}超过${doc.title}未${doc.verb}金额${open.toFixed()}`, 'amount');
    return [{ type: event, data: invoice }];
  },

  /** 作废: the invoice stays on record, its amount no longer counts against the document. */
  void(s: InvoicingState, invoiceId: string, reason: string): InvoicingEvent[] {
    const invoice = s.invoices[invoiceId];
    if (!invoice) throw new NotFoundError('发票不存在');
    if (invoice.voided) throw new BusinessRuleError('BAD_STATUS', `发票${invoice.invoiceNo}已作废`);
    return [{ type: 'Voided', data: { invoiceId, invoiceNo: invoice.invoiceNo, amount: invoice.amount, reason } }];
  },
};
