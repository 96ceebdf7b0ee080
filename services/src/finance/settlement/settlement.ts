import { lifecycleGuard } from '../../document-engine';
import { dec, toDb } from '../../shared/decimal';
import { BusinessRuleError } from '../../shared/errors';
import { cashDocDecider, CashDocEvent, CashDocState, evolveCashDoc, initialCashDoc, PartnerPayment } from '../cash-document/cash-document';

export interface HxLine {
  docId: string;
  amount: string;
}

export interface SettlementSaved extends PartnerPayment {
  hx: HxLine[];
}

export interface SettlementState extends CashDocState<SettlementSaved> {
  /** Write-offs made after the audit (/customHx), each still standing. */
  laterHx: HxLine[];
}

/** What an audit or a write-back posts to the partner's balance and the account. */
export type SettlementPosting = Pick<SettlementSaved, 'billNo' | 'billDate' | 'partnerId' | 'accountId' | 'amount' | 'hx'>;

/** A money document's lifecycle (stored as …Audited and …WrittenBack, see settlement-kinds), and the later write-offs. */
export type SettlementEvent = CashDocEvent<SettlementSaved, SettlementPosting> | { type: 'HxAppended'; data: { hx: HxLine[] } };

export const initialSettlement: SettlementState = { ...initialCashDoc<SettlementSaved>(), laterHx: [] };

export const evolveSettlement = (s: SettlementState, e: SettlementEvent): SettlementState =>
  e.type === 'HxAppended' ? { ...s, laterHx: [...s.laterHx, ...e.data.hx] } : evolveCashDoc<SettlementSaved, SettlementState>(s, e);

/** Amount of the receipt or payment not yet tied to any document. */
export const unallocated = (s: SettlementState) =>
  dec(s.doc!.amount).minus([...s.doc!.hx, ...s.laterHx].reduce((t, h) => t.plus(h.amount), dec(0)));

/** A receipt's or payment's lifecycle, a money document's: the audit posts its write-offs, the write-back all it wrote off since. */
export function decideSettlement(title: string) {
  const posting = (d: SettlementSaved, hx: HxLine[]): SettlementPosting => ({
    billNo: d.billNo,
    billDate: d.billDate,
    partnerId: d.partnerId,
    accountId: d.accountId,
    amount: d.amount,
    hx,
  });
  const lifecycle = cashDocDecider<SettlementSaved, SettlementPosting, SettlementState>(() => title, {
    post: (s, p) => posting(s.doc!, p === 'Posted' ? s.doc!.hx : [...s.doc!.hx, ...s.laterHx]),
  });
  return {
    ...lifecycle,
    appendHx(s: SettlementState, hx: HxLine[]): SettlementEvent[] {
      lifecycleGuard(title, s, 'settle');
      const total = hx.reduce((t, h) => t.plus(h.amount), dec(0));
      if (total.gt(unallocated(s))) throw new BusinessRuleError('OVER_AMOUNT', `核销金额${total}超过${title}未核销的金额${unallocated(s)}`);
      return [{ type: 'HxAppended', data: { hx: hx.map((h) => ({ docId: h.docId, amount: toDb(h.amount) })) } }];
    },
  };
}
