import { DOC_TYPES } from '../../contracts';
import type { DocumentKind } from '../../document-engine';
import { BUY } from '../../purchasing';
import { SALE } from '../../sales';
import { eventIndex, eventNames } from '../../shared/es/event-names';
import type { SettlementEvent } from './settlement';

/** Receipts from customers and payments to suppliers, each written off (核销) against the documents it settles. */
export interface SettlementKind {
  kind: 'CustomReceive' | 'SupplierPay';
  title: string;
  events: Record<SettlementEvent['type'], string>;
  billType: number;
  prefix: string;
  idField: string;
  menuId: string;
  /** The write-off screen's menu entry (/customHx, /supplierHx). */
  hxMenuId: string;
  partner: NonNullable<DocumentKind['partner']>;
  /** The documents it settles, and the direction money moves through the account (+ in, − out). */
  target: DocumentKind;
  cash: 1 | -1;
}

/** Events stored as {Kind}{Event}; the audit (Posted) and write-back (Reversed) keep their first names, …Audited and …WrittenBack. */
const AS_DECIDED = ['Saved', 'Removed', 'HxAppended'] as const;

export const CUSTOM_RECEIVE: SettlementKind = {
  kind: 'CustomReceive',
  title: '收款单',
  events: { ...eventNames('CustomReceive', AS_DECIDED), Posted: 'CustomReceiveAudited', Reversed: 'CustomReceiveWrittenBack' },
  billType: DOC_TYPES.CustomReceive,
  prefix: 'SK',
  idField: 'receiveId',
  menuId: '5006',
  hxMenuId: '5007',
  partner: SALE.partner!,
  target: SALE,
  cash: 1,
};

export const SUPPLIER_PAY: SettlementKind = {
  kind: 'SupplierPay',
  title: '付款单',
  events: { ...eventNames('SupplierPay', AS_DECIDED), Posted: 'SupplierPayAudited', Reversed: 'SupplierPayWrittenBack' },
  billType: DOC_TYPES.SupplierPay,
  prefix: 'FK',
  idField: 'payId',
  menuId: '5008',
  hxMenuId: '5009',
  partner: BUY.partner!,
  target: BUY,
  cash: -1,
};

export const SETTLEMENT_KINDS = [CUSTOM_RECEIVE, SUPPLIER_PAY];

/** Which receipt or payment kind and which of its events each stored event is. */
export const settlementEvents = eventIndex(SETTLEMENT_KINDS.map((k) => [k, k.events] as const));
