import type { InvoiceStatus } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { FilteredQuery, Page } from '../../../api/types';

export type InvoiceDirection = 'sale' | 'buy';

/** An audited sale or purchase with what it has had invoiced and what is left (Invoice/OpenDocs). */
export interface BillingRow extends Record<string, unknown> {
  docId: string;
  billType: number;
  billNo: string;
  billDate: string;
  partnerId: string;
  partnerName: string;
  totalAmount: number;
  returnAmount: number;
  invoicedAmount: number;
  invoiceCount: number;
  openAmount: number;
}

/** One invoice of 发票流水 (Invoice/PageQuery). */
export interface InvoiceRow extends Record<string, unknown> {
  invoiceId: string;
  direction: InvoiceDirection;
  billType: number;
  docId: string;
  billNo: string;
  billDate: string;
  partnerId: string;
  partnerName: string;
  invoiceNo: string;
  invoiceDate: string;
  invoiceType: string;
  amount: number;
  taxRate: number | null;
  taxAmount: number;
  netAmount: number;
  remark: string;
  status: InvoiceStatus;
  voidReason: string;
  voidUserName: string | null;
  voidTime: string | null;
  userName: string;
  createTime: string;
}

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
