import type { NewEvent, StoredEvent } from '@jxc/infra';
import { dec, toDb } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';
import { DocLine, DocTotals } from './lines';
import { Move } from './stock';

export type DocStatus = 'draft' | 'audited' | 'reversed' | 'removed';

/** What a save records: the whole document as it now stands. */
export interface DocumentSaved {
  docId: string;
  billType: number;
  billNo: string;
  billDate: string;
  partnerId: string;
  warehouseId: string;
  lines: DocLine[];
  totals: DocTotals;
  settleAmount: string;
  accountId: string | null;
  remark: string;
  sourceId: string | null;
}

export interface DocumentState {
  exists: boolean;
  status: DocStatus;
  doc: DocumentSaved | null;
  moves: Move[];
  /** Main-unit quantities per SKU taken from this document by others (returned, or turned into a purchase). */
  consumed: Map<string, string>;
  /** Money received or paid against this document by receipts and payments (write-off, 核销). */
  settled: string;
  /** Approval levels passed since the last save (multi-level approval). */
  approvals: number;
}

export const initialDocument: DocumentState = { exists: false, status: 'draft', doc: null, moves: [], consumed: new Map(), settled: '0', approvals: 0 };

/** What is still owed on an audited document: its total less what was settled on it and written off against it. */
export const openAmount = (s: DocumentState) => dec(s.doc!.totals.totalAmount).minus(s.doc!.settleAmount).minus(s.settled);

const suffix = (e: StoredEvent) => e.type.replace(/^(BuyReturn|BuyOffer|Buy|SaleReturn|SaleOffer|Sale)/, '');

export function evolveDocument(s: DocumentState, e: StoredEvent): DocumentState {
  switch (suffix(e)) {
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
      const sign = suffix(e) === 'Consumed' ? 1 : -1;
      const consumed = new Map(s.consumed);
      for (const [sku, qty] of Object.entries(e.data.qty as Record<string, string>)) consumed.set(sku, toDb(dec(consumed.get(sku)).plus(dec(qty).times(sign))));
      return { ...s, consumed };
    }
    default:
      return s;
  }
}

/** Goods value net of discounts and before tax: what a sale earns or a purchase costs, for profit and cost reports. */
const netAmount = (d: DocumentSaved) => toDb(d.lines.reduce((sum, l) => sum.plus(l.costAmount), dec(0)));

export const postingOf = (d: DocumentSaved) => ({
  billNo: d.billNo, billDate: d.billDate, partnerId: d.partnerId, totalAmount: d.totals.totalAmount, netAmount: netAmount(d), settleAmount: d.settleAmount,
  accountId: d.accountId, sourceId: d.sourceId,
});

const STATUS_NAMES: Record<DocStatus, string> = { draft: '草稿', audited: '已审核', reversed: '已红冲', removed: '已删除' };

/** Lifecycle decisions of a document of kind `kind` (event prefix) and title `title`. */
export function decideDocument(kind: string, title: string) {
  const exists = (s: DocumentState) => {
    if (!s.exists || s.status === 'removed') throw new BusinessRuleError('NOT_FOUND', `${title}不存在或已删除`);
  };
  const must = (s: DocumentState, status: DocStatus, action: string) => {
    exists(s);
    if (s.status !== status) throw new BusinessRuleError('BAD_STATUS', `${title}${STATUS_NAMES[s.status]}，不能${action}`);
  };
  return {
    save: (doc: DocumentSaved): NewEvent[] => [{ type: `${kind}Saved`, data: doc }],
    edit(s: DocumentState, doc: DocumentSaved): NewEvent[] {
      must(s, 'draft', '修改');
      return [{ type: `${kind}Saved`, data: { ...doc, billNo: s.doc!.billNo } }];
    },
    remove(s: DocumentState): NewEvent[] {
      must(s, 'draft', '删除');
      return [{ type: `${kind}Removed`, data: {} }];
    },
    /** One level of a multi-level approval; the last level audits. */
    approve(s: DocumentState, level: number): NewEvent[] {
      must(s, 'draft', '审批');
      return [{ type: `${kind}Approved`, data: { level } }];
    },
    /** The audit carries what finance and stock read models need, so each can be projected on its own. */
    audit(s: DocumentState, moves: Move[]): NewEvent[] {
      must(s, 'draft', '审核');
      return [{ type: `${kind}Audited`, data: { moves, ...postingOf(s.doc!) } }];
    },
    writeBack(s: DocumentState): NewEvent[] {
      must(s, 'audited', '红冲');
      return [{ type: `${kind}WrittenBack`, data: { moves: s.moves, ...postingOf(s.doc!) } }];
    },
  };
}
