import { DOCUMENTS, DocumentDescription, DocumentPartner } from '../../contracts';
import { eventIndex, EventNames, eventNames } from '../../shared/es/event-names';
import type { CashDocEvent } from '../cash-document/cash-document';
import { REFUND_EVENTS, type RefundSaved } from './refund';

/**
 * 客户退款 (money back to a customer) and 供应商退款 (money back from a supplier): the contracts' description (title,
 * type code, prefix, id field, menu, partner) and what the server adds.
 */
export interface RefundKind extends Omit<DocumentDescription, 'kind' | 'partner'> {
  kind: 'CustomRefund' | 'SupplierRefund';
  partner: DocumentPartner & { nameField: 'customName' | 'supplierName' };
  events: EventNames<string, (typeof REFUND_EVENTS)[number]>;
  /** The direction money moves through the account (+ in, − out). */
  cash: 1 | -1;
  /** What the credit on the partner's balance is called (多收款, 多付款). */
  credit: string;
}

export const CUSTOM_REFUND: RefundKind = {
  ...DOCUMENTS.CustomRefund,
  partner: { ...DOCUMENTS.CustomRefund.partner, nameField: 'customName' },
  events: eventNames('CustomRefund', REFUND_EVENTS),
  cash: -1,
  credit: '多收款',
};

export const SUPPLIER_REFUND: RefundKind = {
  ...DOCUMENTS.SupplierRefund,
  partner: { ...DOCUMENTS.SupplierRefund.partner, nameField: 'supplierName' },
  events: eventNames('SupplierRefund', REFUND_EVENTS),
  cash: 1,
  credit: '多付款',
};

export const REFUND_KINDS = [CUSTOM_REFUND, SUPPLIER_REFUND];

/** Which refund kind and which of its events each stored event is. */
export const refundEvents = eventIndex<RefundKind, (typeof REFUND_EVENTS)[number], CashDocEvent<RefundSaved>>(
  REFUND_KINDS.map((k) => [k, k.events] as const),
);
