import { DOC_TYPES } from '../contracts';

/** How a document moves stock when audited: in, out, or not at all (orders and quotations). */
export type StockDirection = 'in' | 'out' | 'none';

/**
 * One kind of trade document, described as data. The kit (lines, lifecycle, bill numbers, stock) serves every kind.
 */
export interface DocumentKind {
  kind: 'Buy' | 'BuyReturn' | 'BuyOffer';
  title: string;
  billType: number;
  prefix: string;
  idField: string;
  menuId: string;
  direction: StockDirection;
  partner: { field: string; kind: 'Supplier' | 'Custom'; label: string };
  /** The money paid or received on the document itself, and its label. */
  settle: { field: string; label: string };
  /** A document this one may be made from, and the field naming it. */
  source?: { kind: 'Buy' | 'BuyOffer'; field: string; label: string };
}

export const BUY: DocumentKind = {
  kind: 'Buy', title: '采购单', billType: DOC_TYPES.Buy, prefix: 'CG', idField: 'buyId', menuId: '4002', direction: 'in',
  partner: { field: 'supplierId', kind: 'Supplier', label: '供应商' }, settle: { field: 'payAmount', label: '本次付款' },
  source: { kind: 'BuyOffer', field: 'offerId', label: '采购订单' },
};

export const BUY_RETURN: DocumentKind = {
  kind: 'BuyReturn', title: '采购退货单', billType: DOC_TYPES.BuyReturn, prefix: 'CT', idField: 'returnId', menuId: '4003', direction: 'out',
  partner: { field: 'supplierId', kind: 'Supplier', label: '供应商' }, settle: { field: 'payAmount', label: '本次退款' },
  source: { kind: 'Buy', field: 'buyId', label: '原采购单' },
};

export const BUY_OFFER: DocumentKind = {
  kind: 'BuyOffer', title: '采购订单', billType: DOC_TYPES.BuyOffer, prefix: 'CD', idField: 'offerId', menuId: '4001', direction: 'none',
  partner: { field: 'supplierId', kind: 'Supplier', label: '供应商' }, settle: { field: 'payAmount', label: '预付款' },
};

export const DOCUMENT_KINDS = [BUY, BUY_RETURN, BUY_OFFER];
