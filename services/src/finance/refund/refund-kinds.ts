import { BILL_PREFIX, DOC_TYPES } from '../../contracts';
import { eventIndex, EventNames, eventNames } from '../../shared/es/event-names';
import { REFUND_EVENTS } from './refund';

/** 客户退款 (money back to a customer) and 供应商退款 (money back from a supplier), described as data. */
export interface RefundKind {
  kind: 'CustomRefund' | 'SupplierRefund';
  title: string;
  events: EventNames<string, (typeof REFUND_EVENTS)[number]>;
  billType: number;
  prefix: string;
  menuId: string;
  partner: { field: 'customId' | 'supplierId'; nameField: 'customName' | 'supplierName'; kind: 'Custom' | 'Supplier'; label: string };
  /** The direction money moves through the account (+ in, − out). */
  cash: 1 | -1;
  /** What the credit on the partner's balance is called (多收款, 多付款). */
  credit: string;
}

export const CUSTOM_REFUND: RefundKind = {
  kind: 'CustomRefund',
  title: '客户退款单',
  events: eventNames('CustomRefund', REFUND_EVENTS),
  billType: DOC_TYPES.CustomRefund,
  prefix: BILL_PREFIX.CustomRefund!,
  menuId: '5010',
  partner: { field: 'customId', nameField: 'customName', kind: 'Custom', label: '客户' },
  cash: -1,
  credit: '多收款',
};

export const SUPPLIER_REFUND: RefundKind = {
  kind: 'SupplierRefund',
  title: '供应商退款单',
  events: eventNames('SupplierRefund', REFUND_EVENTS),
  billType: DOC_TYPES.SupplierRefund,
  prefix: BILL_PREFIX.SupplierRefund!,
  menuId: '5011',
  partner: { field: 'supplierId', nameField: 'supplierName', kind: 'Supplier', label: '供应商' },
  cash: 1,
  credit: '多付款',
};

export const REFUND_KINDS = [CUSTOM_REFUND, SUPPLIER_REFUND];

/** Which refund kind and which of its events each stored event is. */
export const refundEvents = eventIndex(REFUND_KINDS.map((k) => [k, k.events] as const));
