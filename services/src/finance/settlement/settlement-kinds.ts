import { DOCUMENTS, DocumentDescription, DocumentPartner } from '../../contracts';
import type { DocumentKind } from '../../document-engine';
import { BUY } from '../../purchasing';
import { SALE } from '../../sales';
import { eventIndex, eventNames } from '../../shared/es/event-names';
import type { SettlementEvent } from './settlement';

/**
 * Receipts from customers and payments to suppliers, each written off (核销) against the documents it settles: the
 * contracts' description (title, type code, prefix, id field, menu, partner) and what the server adds.
 */
export interface SettlementKind extends Omit<DocumentDescription, 'kind' | 'partner'> {
  kind: 'CustomReceive' | 'SupplierPay';
  partner: DocumentPartner;
  events: Record<SettlementEvent['type'], string>;
  /** The write-off screen's menu entry (/customHx, /supplierHx). */
  hxMenuId: string;
  /** The documents it settles, and the direction money moves through the account (+ in, − out). */
  target: DocumentKind;
  cash: 1 | -1;
}

/** Events stored as {Kind}{Event}; the audit (Posted) and write-back (Reversed) keep their first names, …Audited and …WrittenBack. */
const AS_DECIDED = ['Saved', 'Removed', 'HxAppended'] as const;

export const CUSTOM_RECEIVE: SettlementKind = {
  ...DOCUMENTS.CustomReceive,
  events: { ...eventNames('CustomReceive', AS_DECIDED), Posted: 'CustomReceiveAudited', Reversed: 'CustomReceiveWrittenBack' },
  hxMenuId: '5007',
  target: SALE,
  cash: 1,
};

export const SUPPLIER_PAY: SettlementKind = {
  ...DOCUMENTS.SupplierPay,
  events: { ...eventNames('SupplierPay', AS_DECIDED), Posted: 'SupplierPayAudited', Reversed: 'SupplierPayWrittenBack' },
  hxMenuId: '5009',
  target: BUY,
  cash: -1,
};

export const SETTLEMENT_KINDS = [CUSTOM_RECEIVE, SUPPLIER_PAY];

/** Which receipt or payment kind and which of its events each stored event is. */
export const settlementEvents = eventIndex<SettlementKind, SettlementEvent['type'], SettlementEvent>(
  SETTLEMENT_KINDS.map((k) => [k, k.events] as const),
);
