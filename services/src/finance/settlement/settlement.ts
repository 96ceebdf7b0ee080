import { dec, toDb } from '../../shared/decimal';
import { BusinessRuleError } from '../../shared/errors';

export interface HxLine {
  docId: string;
  amount: string;
}

export interface SettlementSaved {
  docId: string;
  billNo: string;
  billDate: string;
  partnerId: string;
  accountId: string;
  amount: string;
  hx: HxLine[];
  remark: string;
}

export interface SettlementState {
  exists: boolean;
  status: 'draft' | 'audited' | 'reversed' | 'removed';
  doc: SettlementSaved | null;
  /** Write-offs made after the audit (/customHx), each still standing. */
  laterHx: HxLine[];
}

/** What an audit or a write-back posts to the partner's balance and the account. */
export type SettlementPosting = Pick<SettlementSaved, 'billNo' | 'billDate' | 'partnerId' | 'accountId' | 'amount' | 'hx'>;

export type SettlementEvent =
  | { type: 'Saved'; data: SettlementSaved }
  | { type: 'Audited' | 'WrittenBack'; data: SettlementPosting }
  | { type: 'Removed'; data: Record<string, never> }
  | { type: 'HxAppended'; data: { hx: HxLine[] } };

export const SETTLEMENT_EVENTS = [
  'Saved',
  'Audited',
  'WrittenBack',
  'Removed',
  'HxAppended',
] as const satisfies readonly SettlementEvent['type'][];

export const initialSettlement: SettlementState = { exists: false, status: 'draft', doc: null, laterHx: [] };

export function evolveSettlement(s: SettlementState, e: SettlementEvent): SettlementState {
  switch (e.type) {
    case 'Saved':
      return { ...s, exists: true, status: 'draft', doc: e.data };
    case 'Audited':
      return { ...s, status: 'audited' };
    case 'WrittenBack':
      return { ...s, status: 'reversed' };
    case 'Removed':
      return { ...s, status: 'removed' };
    case 'HxAppended':
      return { ...s, laterHx: [...s.laterHx, ...e.data.hx] };
  }
}

/** Amount of the receipt or payment not yet tied to any document. */
export const unallocated = (s: SettlementState) =>
  dec(s.doc!.amount).minus([...s.doc!.hx, ...s.laterHx].reduce((t, h) => t.plus(h.amount), dec(0)));

export function decideSettlement(title: string) {
  const must = (s: SettlementState, status: SettlementState['status'], action: string) => {
    if (!s.exists || s.status === 'removed') throw new BusinessRuleError('NOT_FOUND', `${title}不存在或已删除`);
    if (s.status !== status)
      throw new BusinessRuleError(
        'BAD_STATUS',
        `${title}${{ draft: '是草稿', audited: '已审核', reversed: '已红冲', removed: '已删除' }[s.status]}，不能${action}`,
      );
  };
  const posting = (d: SettlementSaved, hx: HxLine[]): SettlementPosting => ({
    billNo: d.billNo,
    billDate: d.billDate,
    partnerId: d.partnerId,
    accountId: d.accountId,
    amount: d.amount,
    hx,
  });
  return {
    save: (s: SettlementState, doc: SettlementSaved): SettlementEvent[] => {
      if (s.exists) must(s, 'draft', '修改');
      return [{ type: 'Saved', data: s.doc ? { ...doc, billNo: s.doc.billNo } : doc }];
    },
    audit(s: SettlementState): SettlementEvent[] {
      must(s, 'draft', '审核');
      return [{ type: 'Audited', data: posting(s.doc!, s.doc!.hx) }];
    },
    writeBack(s: SettlementState): SettlementEvent[] {
      must(s, 'audited', '红冲');
      return [{ type: 'WrittenBack', data: posting(s.doc!, [...s.doc!.hx, ...s.laterHx]) }];
    },
    remove(s: SettlementState): SettlementEvent[] {
      must(s, 'draft', '删除');
      return [{ type: 'Removed', data: {} }];
    },
    appendHx(s: SettlementState, hx: HxLine[]): SettlementEvent[] {
      must(s, 'audited', '核销');
      const total = hx.reduce((t, h) => t.plus(h.amount), dec(0));
      if (total.gt(unallocated(s))) throw new BusinessRuleError('OVER_AMOUNT', `核销金额${total}超过${title}未核销的金额${unallocated(s)}`);
      return [{ type: 'HxAppended', data: { hx: hx.map((h) => ({ docId: h.docId, amount: toDb(h.amount) })) } }];
    },
  };
}
