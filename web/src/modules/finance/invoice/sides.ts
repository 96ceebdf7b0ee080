import { DOC_TYPES } from '@jxc/services/contracts';
import type { Choice } from '../../../kit/ChoiceSelect';
import { searchCustomers, searchSuppliers } from '../../document-engine';
import type { InvoiceDirection } from './api';

/** The two sides of invoicing as data: 销售开票 against sales, 采购收票 against purchases. */
export interface InvoiceSide {
  direction: InvoiceDirection;
  title: string;
  menuId: string;
  billType: number;
  docTitle: string;
  /** 开票 or 收票. */
  verb: string;
  partner: { label: string; choices: (keyword: string) => Promise<Choice[]> };
}

export const SALE_BILLING: InvoiceSide = {
  direction: 'sale',
  title: '销售开票',
  menuId: '5003',
  billType: DOC_TYPES.Sale,
  docTitle: '销售单',
  verb: '开票',
  partner: { label: '客户', choices: searchCustomers },
};

export const BUY_BILLING: InvoiceSide = {
  direction: 'buy',
  title: '采购收票',
  menuId: '5004',
  billType: DOC_TYPES.Buy,
  docTitle: '采购单',
  verb: '收票',
  partner: { label: '供应商', choices: searchSuppliers },
};

export const INVOICE_SIDES: Record<InvoiceDirection, InvoiceSide> = { sale: SALE_BILLING, buy: BUY_BILLING };

/** 发票流水. */
export const INVOICE_FLOW = { menuId: '5005', path: '/community/invoice/Flow' };
