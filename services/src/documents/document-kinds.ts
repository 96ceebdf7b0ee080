import { DOC_TYPES } from '../contracts';

/** How a document moves stock when audited: in, out, or not at all (orders and quotations). */
export type StockDirection = 'in' | 'out' | 'none';

/**
 * One kind of trade document, described as data. The kit (lines, lifecycle, bill numbers, stock) serves every kind.
 */
export interface DocumentKind {
  kind: 'Buy' | 'BuyReturn' | 'BuyOffer' | 'Sale' | 'SaleReturn' | 'SaleOffer';
  title: string;
  billType: number;
  prefix: string;
  idField: string;
  menuId: string;
  direction: StockDirection;
  partner: { field: string; kind: 'Supplier' | 'Custom'; label: string };
  /** The money paid or received on the document itself, and its label. */
  settle: { field: string; label: string };
  /** Other screens that list this kind's lines (e.g. 供应商退货汇总 under products lists purchase-return lines). */
  linesAlsoFor?: string[];
  /** A document this one may be made from, and the field naming it. */
  source?: { kind: 'Buy' | 'BuyOffer' | 'Sale' | 'SaleOffer'; field: string; label: string };
}

export const BUY: DocumentKind = {
  kind: 'Buy', title: '采购单', billType: DOC_TYPES.Buy, prefix: 'CG', idField: 'buyId', menuId: '4002', direction: 'in',
  partner: { field: 'supplierId', kind: 'Supplier', label: '供应商' }, settle: { field: 'payAmount', label: '本次付款' },
  source: { kind: 'BuyOffer', field: 'offerId', label: '采购订单' },
};

export const BUY_RETURN: DocumentKind = {
  kind: 'BuyReturn', title: '采购退货单', billType: DOC_TYPES.BuyReturn, prefix: 'CT', idField: 'returnId', menuId: '4003', direction: 'out', linesAlsoFor: ['3001V'],
  partner: { field: 'supplierId', kind: 'Supplier', label: '供应商' }, settle: { field: 'payAmount', label: '本次退款' },
  source: { kind: 'Buy', field: 'buyId', label: '原采购单' },
};

export const BUY_OFFER: DocumentKind = {
  kind: 'BuyOffer', title: '采购订单', billType: DOC_TYPES.BuyOffer, prefix: 'CD', idField: 'offerId', menuId: '4001', direction: 'none',
  partner: { field: 'supplierId', kind: 'Supplier', label: '供应商' }, settle: { field: 'payAmount', label: '预付款' },
};

const CUSTOMER = { field: 'customId', kind: 'Custom', label: '客户' } as const;

export const SALE: DocumentKind = {
  kind: 'Sale', title: '销售单', billType: DOC_TYPES.Sale, prefix: 'XS', idField: 'saleId', menuId: '2002', direction: 'out',
  partner: CUSTOMER, settle: { field: 'receiveAmount', label: '本次收款' }, source: { kind: 'SaleOffer', field: 'offerId', label: '销售报价单' },
};

/** A sale return names its sale or not: linked, goods come back at that sale's cost; otherwise at the current average. */
export const SALE_RETURN: DocumentKind = {
  kind: 'SaleReturn', title: '销售退货单', billType: DOC_TYPES.SaleReturn, prefix: 'XT', idField: 'returnId', menuId: '2003', direction: 'in',
  partner: CUSTOMER, settle: { field: 'receiveAmount', label: '本次退款' }, source: { kind: 'Sale', field: 'saleId', label: '原销售单' },
};

export const SALE_OFFER: DocumentKind = {
  kind: 'SaleOffer', title: '销售报价单', billType: DOC_TYPES.SaleOffer, prefix: 'BJ', idField: 'offerId', menuId: '2001', direction: 'none',
  partner: CUSTOMER, settle: { field: 'receiveAmount', label: '预收款' },
};

export const DOCUMENT_KINDS = [BUY, BUY_RETURN, BUY_OFFER, SALE, SALE_RETURN, SALE_OFFER];
