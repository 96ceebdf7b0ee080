import type { InvoiceableDocRow, InvoiceDirection, InvoiceRow as ContractInvoiceRow } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { FilteredQuery, Page } from '../../../api/types';

export type { InvoiceDirection };

/** An audited sale or purchase with what it has had invoiced and what is left (Invoice/OpenDocs). */
export type BillingRow = InvoiceableDocRow;

/** One invoice of 发票流水 (the contracts' row, indexable for the list kit). */
export type InvoiceRow = ContractInvoiceRow & Record<string, unknown>;

export interface InvoiceInput extends Record<string, unknown> {
  billType: number;
  docId: string;
  invoiceNo: string;
  invoiceDate: string;
  invoiceType: string;
  amount: number;
  taxRate?: number;
  taxAmount?: number;
  remark?: string;
}

/** `/api/Invoice/…`; writes are quiet, the dialogs show the refusal. */
export const invoiceApi = {
  page: (q: FilteredQuery) => call<Page<InvoiceRow>>('Invoice/PageQuery', q),
  openDocs: (q: FilteredQuery) => call<Page<BillingRow>>('Invoice/OpenDocs', q),
  save: (input: InvoiceInput) => call<{ invoiceId: string; taxAmount: number; openAmount: number }>('Invoice/Save', input, { quiet: true }),
  void: (invoiceId: string, reason: string) => call<unknown>('Invoice/Void', { invoiceId, reason }, { quiet: true }),
};
