import type { InvoiceDirection } from '../../contracts';
import type { DocumentKind } from '../../document-engine';
import { BUY, BUY_RETURN } from '../../purchasing';
import { SALE, SALE_RETURN } from '../../sales';

export type { InvoiceDirection };

/** The two sides of invoicing, as data: 销售开票 (issued against sales) and 采购收票 (received against purchases). */
export interface InvoiceSide {
  direction: InvoiceDirection;
  /** The documents invoiced, and the returns that take from what is left to invoice when they name one. */
  doc: DocumentKind;
  returns: DocumentKind;
  event: 'Issued' | 'Received';
  verb: string;
  menuId: string;
  /** The kind under which the side's invoice numbers are reserved: unique per company and side. */
  numberKind: string;
}

export const INVOICE_SIDES: Record<InvoiceDirection, InvoiceSide> = {
  sale: { direction: 'sale', doc: SALE, returns: SALE_RETURN, event: 'Issued', verb: '开票', menuId: '5003', numberKind: 'InvoiceSale' },
  buy: { direction: 'buy', doc: BUY, returns: BUY_RETURN, event: 'Received', verb: '收票', menuId: '5004', numberKind: 'InvoiceBuy' },
};

/** 发票流水 (/community/invoice/Flow): every invoice of both sides, and 作废. */
export const INVOICE_FLOW_MENU = '5005';

/** The side of a document type code (201 销售单, 301 采购单). */
export const sideOfBillType = (billType: number) => Object.values(INVOICE_SIDES).find((s) => s.doc.billType === billType);
