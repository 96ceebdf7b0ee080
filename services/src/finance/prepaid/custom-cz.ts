import { DocumentDescription, DOCUMENTS } from '../../contracts';
import { lifecycleGuard, PrepaidKind, PrepaidMoved } from '../../document-engine';
import { dec, DecimalInput, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { cashDocDecider, CashDocEvent, CashDocHeader, CashDocState } from '../cash-document/cash-document';

/** A top-up of store value (预存款) or a deposit (押金). */
export type CzType = PrepaidKind;
export const CZ_TYPES: readonly CzType[] = ['storeValue', 'deposit'];

/** Their descriptions: titles, the bill type their account postings carry (客户预存 107, 客户押金 108) and menus. */
export const CZ_KINDS: Record<CzType, DocumentDescription> = { storeValue: DOCUMENTS.CustomCZ, deposit: DOCUMENTS.CustomJC };

export interface CustomCzSaved extends CashDocHeader {
  czType: CzType;
  customId: string;
  accountId: string;
  amount: string;
  /** Store value given on top of what was paid (赠送金额); a deposit has none. */
  giftAmount: string;
}

export const CUSTOM_CZ_EVENTS: Record<CashDocEvent<CustomCzSaved>['type'], string> = {
  Saved: 'CustomCzSaved',
  Posted: 'CustomCzPosted',
  Reversed: 'CustomCzReversed',
  Removed: 'CustomCzRemoved',
};

/** A deposit returned (退还), in part or whole: the money leaves `accountId` on `billDate`, posted as the deposit's own bill. */
export interface DepositReturned {
  billNo: string;
  czType: 'deposit';
  accountId: string;
  amount: string;
  billDate: string;
  remark: string;
}

export const DEPOSIT_RETURNED = 'CustomCzDepositReturned';

/**
 * 预存款 and 押金: the audit puts the amount into the account and into the customer's prepaid (a top-up with its
 * gift), apart from what they owe; a write-back takes both back out. A draft keeps its type.
 */
export const decideCustomCz = cashDocDecider<CustomCzSaved>((doc) => (doc ? CZ_KINDS[doc.czType].title : '预存单'), {
  checkEdit(before, after) {
    if (before.czType !== after.czType) throw new ValidationError('预存类型不能修改', 'czType');
  },
});

/** 退还: only an audited deposit is returned. How much it still holds is the customer's prepaid to say. */
export function decideDepositReturn(
  s: CashDocState<CustomCzSaved>,
  r: Omit<DepositReturned, 'billNo' | 'czType'>,
): { type: 'DepositReturned'; data: DepositReturned } {
  lifecycleGuard(CZ_KINDS.deposit.title, s);
  if (s.doc!.czType !== 'deposit') throw new ValidationError('只有押金可以退还，预存款请用客户退款', 'czId');
  lifecycleGuard(CZ_KINDS.deposit.title, s, { use: '退还' });
  return { type: 'DepositReturned', data: { ...r, billNo: s.doc!.billNo, czType: 'deposit' } };
}

/** What the document moves in the customer's prepaid: the amount with its gift into the store value, or the amount held as a deposit. */
export const czMove = (
  doc: CustomCzSaved,
  amount: DecimalInput = dec(doc.amount).plus(doc.giftAmount),
  billDate = doc.billDate,
): PrepaidMoved => ({
  partnerId: doc.customId,
  kind: doc.czType,
  amount: toDb(amount),
  bill: { billType: CZ_KINDS[doc.czType].billType, billNo: doc.billNo, docId: doc.docId, billDate },
});
