import type { NewEvent, StoredEvent } from '@jxc/infra';
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

export const initialSettlement: SettlementState = { exists: false, status: 'draft', doc: null, laterHx: [] };

export function evolveSettlement(s: SettlementState, e: StoredEvent): SettlementState {
  const suffix = e.type.replace(/^(CustomReceive|SupplierPay)/, '');
  switch (suffix) {
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
    default:
      return s;
  }
}

/** Amount of the receipt or payment not yet tied to any document. */
export const unallocated = (s: SettlementState) => dec(s.doc!.amount).minus([...s.doc!.hx, ...s.laterHx].reduce((t, h) => t.plus(h.amount), dec(0)));

export function decideSettlement(kind: string, title: string) {
  const must = (s: SettlementState, status: SettlementState['status'], action: string) => {
    if (!s.exists || s.status === 'removed') throw new BusinessRuleError('NOT_FOUND', `${title}不存在或已删除`);
    if (s.status !== status) throw new BusinessRuleError('BAD_STATUS', `${title}${{ draft: '是草稿', audited: '已审核', reversed: '已红冲', removed: '已删除' }[s.status]}，不能${action}`);
  };
  const posting = (d: SettlementSaved) => ({ billNo: d.billNo, billDate: d.billDate, partnerId: d.partnerId, accountId: d.accountId, amount: d.amount });
  return {
    save: (s: SettlementState, doc: SettlementSaved): NewEvent[] => {
      if (s.exists) must(s, 'draft', '修改');
      return [{ type: `${kind}Saved`, data: s.doc ? { ...doc, billNo: s.doc.billNo } : doc }];
    },
    audit(s: SettlementState): NewEvent[] {
      must(s, 'draft', '审核');
      return [{ type: `${kind}Audited`, data: { ...posting(s.doc!), hx: s.doc!.hx } }];
    },
    writeBack(s: SettlementState): NewEvent[] {
      must(s, 'audited', '红冲');
      return [{ type: `${kind}WrittenBack`, data: { ...posting(s.doc!), hx: [...s.doc!.hx, ...s.laterHx] } }];
    },
    remove(s: SettlementState): NewEvent[] {
      must(s, 'draft', '删除');
      return [{ type: `${kind}Removed`, data: {} }];
    },
    appendHx(s: SettlementState, hx: HxLine[]): NewEvent[] {
      must(s, 'audited', '核销');
      const total = hx.reduce((t, h) => t.plus(h.amount), dec(0));
      if (total.gt(unallocated(s))) throw new BusinessRuleError('OVER_AMOUNT', `核销金额${total}超过${title}未核销的金额${unallocated(s)}`);
      return [{ type: `${kind}HxAppended`, data: { hx: hx.map((h) => ({ docId: h.docId, amount: toDb(h.amount) })) } }];
    },
  };
}
