import { BusinessRuleError } from '../../shared/errors';

export type CashStatus = 'draft' | 'audited' | 'reversed' | 'removed';

export interface CashDocState<D> {
  exists: boolean;
  status: CashStatus;
  doc: D | null;
}

/** Audit and write-back carry what they post to the accounts, so the read models need no other event. */
export type CashDocEvent<D> = { type: 'Saved' | 'Posted' | 'Reversed'; data: D } | { type: 'Removed'; data: Record<string, never> };

export const initialCashDoc = <D>(): CashDocState<D> => ({ exists: false, status: 'draft', doc: null });

export function evolveCashDoc<D>(s: CashDocState<D>, e: CashDocEvent<D>): CashDocState<D> {
  switch (e.type) {
    case 'Saved':
      return { exists: true, status: 'draft', doc: e.data };
    case 'Posted':
      return { ...s, status: 'audited' };
    case 'Reversed':
      return { ...s, status: 'reversed' };
    case 'Removed':
      return { ...s, status: 'removed' };
  }
}

const STATUS_NAMES: Record<CashStatus, string> = { draft: '是草稿', audited: '已审核', reversed: '已红冲', removed: '已删除' };

/**
 * The lifecycle of a document that moves money between accounts and nothing else (账户转账, 日常收支): a draft is
 * saved and changed until audited; the audit posts it, a write-back takes it back. `title` names it in refusals
 * (`doc` null: not there); `checkEdit` refuses a change a saved draft may not take.
 */
export function cashDocDecider<D extends { billNo: string }>(title: (doc: D | null) => string, checkEdit?: (before: D, after: D) => void) {
  const must = (s: CashDocState<D>, status: CashStatus, action: string) => {
    if (!s.exists || s.status === 'removed') throw new BusinessRuleError('NOT_FOUND', `${title(null)}不存在或已删除`);
    if (s.status !== status) throw new BusinessRuleError('BAD_STATUS', `${title(s.doc)}${STATUS_NAMES[s.status]}，不能${action}`);
  };
  return {
    save(s: CashDocState<D>, doc: D): CashDocEvent<D>[] {
      if (s.exists) {
        must(s, 'draft', '修改');
        checkEdit?.(s.doc!, doc);
      }
      return [{ type: 'Saved', data: s.doc ? { ...doc, billNo: s.doc.billNo } : doc }];
    },
    audit(s: CashDocState<D>): CashDocEvent<D>[] {
      must(s, 'draft', '审核');
      return [{ type: 'Posted', data: s.doc! }];
    },
    writeBack(s: CashDocState<D>): CashDocEvent<D>[] {
      must(s, 'audited', '红冲');
      return [{ type: 'Reversed', data: s.doc! }];
    },
    remove(s: CashDocState<D>): CashDocEvent<D>[] {
      must(s, 'draft', '删除');
      return [{ type: 'Removed', data: {} }];
    },
  };
}

export type CashDocDecider<D extends { billNo: string }> = ReturnType<typeof cashDocDecider<D>>;
