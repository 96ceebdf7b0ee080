import type { EventNames } from '../shared/es/event-names';
import { D, dec, toDb } from '../shared/decimal';
import { BusinessRuleError, ValidationError } from '../shared/errors';
import type { LifecycleStatus, LifecycleStep } from '../contracts';
import { lifecycleGuard } from './lifecycle';
import { DocLine, DocTotals, qtyBySku } from './lines';
import type { Move } from './moves';

/** What a save records: the whole document as it now stands. */
export interface DocumentSaved {
  docId: string;
  billType: number;
  billNo: string;
  billDate: string;
  /** Null on kinds without a partner. */
  partnerId: string | null;
  warehouseId: string;
  /** The kind's own header fields (DocumentKind.headerFields) by field; absent on kinds without them. */
  extra?: Record<string, string>;
  lines: DocLine[];
  totals: DocTotals;
  settleAmount: string;
  /** Settled from the partner's prepaid (DocumentKind.prepaid); absent when none. */
  prepaidAmount?: string;
  accountId: string | null;
  remark: string;
  sourceId: string | null;
}

export interface DocumentState {
  exists: boolean;
  status: LifecycleStatus;
  doc: DocumentSaved | null;
  moves: Move[];
  /** Main-unit quantities per SKU taken from this document by others (returned, or turned into a purchase). */
  consumed: Map<string, string>;
  /** Money received or paid against this document by receipts and payments (write-off, 核销). */
  settled: string;
  /** Approval levels passed since the last save (multi-level approval). */
  approvals: number;
  /** Per line number, the quantity (in the line's unit) the warehouse has still to confirm in or out (separatorWarehouse). */
  awaiting: Record<number, string>;
}

export const initialDocument: DocumentState = {
  exists: false,
  status: 'draft',
  doc: null,
  moves: [],
  consumed: new Map(),
  settled: '0',
  approvals: 0,
  awaiting: {},
};

/** What is still owed on an audited document: its total less what was settled on it (money and prepaid) and written off against it. */
export const openAmount = (s: DocumentState) =>
  dec(s.doc!.totals.totalAmount)
    .minus(s.doc!.settleAmount)
    .minus(s.doc!.prepaidAmount ?? 0)
    .minus(s.settled);

/** The events of a document, by their name within the kind (the stored name is the kind's, see DocumentKind.events). */
export type DocumentEvent =
  | { type: 'Saved'; data: DocumentSaved }
  | { type: 'Approved'; data: { level: number } }
  | { type: 'Audited'; data: Posting & { moves: Move[] } }
  | { type: 'WrittenBack'; data: Posting & { moves: Move[] } }
  | { type: 'Removed'; data: Record<string, never> }
  | { type: 'Settled'; data: Settlement }
  | { type: 'SettlementReversed'; data: Settlement }
  | { type: 'Consumed'; data: Consumption }
  | { type: 'ConsumptionReversed'; data: Consumption }
  | { type: 'StockAwaited'; data: StockAwaited }
  | { type: 'StockConfirmed'; data: StockConfirmed };

/** The events of a kind whose goods the warehouse confirms apart from the audit (DocumentKind.stockConfirmation). */
export type StockConfirmationEventName = 'StockAwaited' | 'StockConfirmed';

/** The lifecycle events every kind declares. */
export type DocumentEventName = Exclude<DocumentEvent['type'], StockConfirmationEventName>;

/** An audit that moved no stock: the warehouse is to confirm each line's quantity (in the line's unit) in or out. */
export interface StockAwaited {
  lines: { lineNo: number; qty: string }[];
}

/** The warehouse confirmed these quantities of these lines (line unit and main units), moving them; complete: nothing is left. */
export interface StockConfirmed extends Pick<Posting, 'billNo' | 'billDate' | 'partnerId'> {
  lines: { lineNo: number; qty: string; baseQty: string }[];
  moves: Move[];
  complete: boolean;
}

/** Money a receipt or payment wrote off against the document. */
export interface Settlement {
  by: string;
  billNo: string;
  amount: string;
}

/** A later document taking quantities from this one (a return, or an order turned into a purchase). */
export interface Consumption {
  by: string;
  billNo: string;
  qty: Record<string, string>;
}

/** The stored event names of kind K: its name followed by the event's, declared in full by each kind. */
export type DocumentEventTypes<K extends string> = EventNames<K, DocumentEventName>;

export function evolveDocument(s: DocumentState, e: DocumentEvent): DocumentState {
  switch (e.type) {
    case 'Saved':
      return { ...s, exists: true, status: 'draft', doc: e.data, approvals: 0 };
    case 'Approved':
      return { ...s, approvals: s.approvals + 1 };
    case 'Audited':
      return { ...s, status: 'audited', moves: e.data.moves };
    case 'WrittenBack':
      return { ...s, status: 'reversed' };
    case 'Removed':
      return { ...s, status: 'removed' };
    case 'Settled':
      return { ...s, settled: toDb(dec(s.settled).plus(e.data.amount)) };
    case 'SettlementReversed':
      return { ...s, settled: toDb(dec(s.settled).minus(e.data.amount)) };
    case 'Consumed':
    case 'ConsumptionReversed': {
      const sign = e.type === 'Consumed' ? 1 : -1;
      const consumed = new Map(s.consumed);
      for (const [sku, qty] of Object.entries(e.data.qty)) consumed.set(sku, toDb(dec(consumed.get(sku)).plus(dec(qty).times(sign))));
      return { ...s, consumed };
    }
    case 'StockAwaited':
      return { ...s, awaiting: Object.fromEntries(e.data.lines.map((l) => [l.lineNo, l.qty])) };
    case 'StockConfirmed': {
      const awaiting = { ...s.awaiting };
      for (const l of e.data.lines) awaiting[l.lineNo] = toDb(dec(awaiting[l.lineNo]).minus(l.qty));
      return {
        ...s,
        moves: [...s.moves, ...e.data.moves],
        awaiting: Object.fromEntries(Object.entries(awaiting).filter(([, q]) => !dec(q).isZero())),
      };
    }
  }
}

/** Goods value net of discounts and before tax: what a sale earns or a purchase costs, for profit and cost reports. */
const netAmount = (d: DocumentSaved) => toDb(d.lines.reduce((sum, l) => sum.plus(l.costAmount), dec(0)));

export type Posting = Pick<
  DocumentSaved,
  'billNo' | 'billDate' | 'partnerId' | 'settleAmount' | 'prepaidAmount' | 'accountId' | 'sourceId'
> & { totalAmount: string; netAmount: string };

export const postingOf = (d: DocumentSaved): Posting => ({
  billNo: d.billNo,
  billDate: d.billDate,
  partnerId: d.partnerId,
  totalAmount: d.totals.totalAmount,
  netAmount: netAmount(d),
  settleAmount: d.settleAmount,
  ...(d.prepaidAmount && { prepaidAmount: d.prepaidAmount }),
  accountId: d.accountId,
  sourceId: d.sourceId,
});

/** Lifecycle decisions of a document titled `title` (采购单, 销售单 …). */
export function decideDocument(title: string) {
  const must = (s: DocumentState, step: LifecycleStep) => lifecycleGuard(title, s, step);
  return {
    save: (doc: DocumentSaved): DocumentEvent[] => [{ type: 'Saved', data: doc }],
    edit(s: DocumentState, doc: DocumentSaved): DocumentEvent[] {
      must(s, 'edit');
      return [{ type: 'Saved', data: { ...doc, billNo: s.doc!.billNo } }];
    },
    remove(s: DocumentState): DocumentEvent[] {
      must(s, 'remove');
      return [{ type: 'Removed', data: {} }];
    },
    /** One level of a multi-level approval; the last level audits. */
    approve(s: DocumentState, level: number): DocumentEvent[] {
      must(s, 'approve');
      return [{ type: 'Approved', data: { level } }];
    },
    /** The audit carries what finance and stock read models need, so each can be projected on its own. */
    audit(s: DocumentState, moves: Move[]): DocumentEvent[] {
      must(s, 'audit');
      return [{ type: 'Audited', data: { moves, ...postingOf(s.doc!) } }];
    },
    writeBack(s: DocumentState): DocumentEvent[] {
      must(s, 'writeBack');
      return [{ type: 'WrittenBack', data: { moves: s.moves, ...postingOf(s.doc!) } }];
    },
    /**
     * A receipt or payment `by` writes `amount` off against this document (核销): only an audited document of its
     * partner, and no more than is still open; reversing it (the receipt written back) gives the amount back.
     */
    settle(s: DocumentState, w: Settlement & { partnerId: string }, reverse: boolean, partnerLabel: string): DocumentEvent[] {
      if (!s.exists || s.status !== 'audited' || s.doc!.partnerId !== w.partnerId)
        throw new ValidationError(`核销的${title}不存在、未审核或不属于该${partnerLabel}`, 'hxList');
      if (!reverse && dec(w.amount).gt(openAmount(s)))
        throw new BusinessRuleError('OVER_OPEN', `${s.doc!.billNo}未结金额为${openAmount(s)}，不能核销${dec(w.amount)}`);
      const data = { by: w.by, billNo: w.billNo, amount: w.amount };
      return [{ type: reverse ? 'SettlementReversed' : 'Settled', data }];
    },
    /**
     * A later document `by` (a return, a purchase made from an order) takes its lines' quantities from this one: only
     * from an audited document of the same partner, and no more than is still open. Its write-back gives them back.
     */
    consume(
      s: DocumentState,
      by: DocumentSaved,
      reverse: boolean,
      as: { label: string; field: string; partnerLabel: string; partnerField: string },
    ): DocumentEvent[] {
      if (!s.exists || s.status === 'removed') throw new ValidationError(`${as.label}不存在`, as.field);
      const want = qtyBySku(by.lines);
      if (!reverse) {
        if (s.status !== 'audited') throw new BusinessRuleError('BAD_STATUS', `${as.label}未审核或已红冲`);
        if (s.doc!.partnerId !== by.partnerId) throw new ValidationError(`${as.label}的${as.partnerLabel}与本单不同`, as.partnerField);
        const had = qtyBySku(s.doc!.lines);
        for (const [sku, qty] of want) {
          const open = (had.get(sku) ?? new D(0)).minus(s.consumed.get(sku) ?? 0);
          if (qty.gt(open))
            throw new BusinessRuleError('OVER_SOURCE', `数量超过${as.label}未处理的数量（剩余${open}）`, { skuId: sku, open: toDb(open) });
        }
      }
      const data = { by: by.docId, billNo: by.billNo, qty: Object.fromEntries([...want].map(([k, v]) => [k, toDb(v)])) };
      return [{ type: reverse ? 'ConsumptionReversed' : 'Consumed', data }];
    },
  };
}
