import { D, Dec, dec } from '../shared/decimal';
import { eventNames } from '../shared/es/event-names';

/**
 * What a partner paid ahead, held apart from what they owe: 预存款 (store value, which their sales may spend) and
 * 押金 (deposits, each held until it is returned).
 */
export type PrepaidKind = 'storeValue' | 'deposit';

/** The document that moved it. */
export interface PrepaidBill {
  billType: number;
  billNo: string;
  docId: string;
  billDate: string;
}

export interface PrepaidMoved {
  partnerId: string;
  kind: PrepaidKind;
  amount: string;
  bill: PrepaidBill;
}

export type PrepaidEvent = { type: 'Added' | 'Taken'; data: PrepaidMoved };

export const PREPAID_EVENTS = eventNames('Prepaid', ['Added', 'Taken'] as const);

/** One stream per partner: every move of their prepaid is appended to it, so two moves at once cannot both take the last of it. */
export const prepaidStream = (companyId: string, partnerId: string) => `Prepaid-${companyId}-${partnerId}`;

export interface PrepaidState {
  storeValue: Dec;
  /** What each deposit still holds, by its document. */
  deposits: ReadonlyMap<string, Dec>;
}

export const noPrepaid = (): PrepaidState => ({ storeValue: new D(0), deposits: new Map() });

export function evolvePrepaid(s: PrepaidState, e: PrepaidEvent): PrepaidState {
  const amount = e.type === 'Added' ? dec(e.data.amount) : dec(e.data.amount).negated();
  if (e.data.kind === 'storeValue') return { ...s, storeValue: s.storeValue.plus(amount) };
  const deposits = new Map(s.deposits);
  deposits.set(e.data.bill.docId, (deposits.get(e.data.bill.docId) ?? new D(0)).plus(amount));
  return { ...s, deposits };
}

/** What a move may take: the store value, or what its deposit (the move's document) still holds. */
export const heldFor = (s: PrepaidState, move: Pick<PrepaidMoved, 'kind' | 'bill'>) =>
  move.kind === 'storeValue' ? s.storeValue : (s.deposits.get(move.bill.docId) ?? new D(0));

/** Adds to the prepaid, or takes no more than it holds: `refuse` words the refusal, given what it holds. */
export function decidePrepaid(s: PrepaidState, way: 'add' | 'take', move: PrepaidMoved, refuse: (held: Dec) => Error): PrepaidEvent[] {
  if (way === 'take' && dec(move.amount).gt(heldFor(s, move))) throw refuse(heldFor(s, move));
  return [{ type: way === 'add' ? 'Added' : 'Taken', data: move }];
}
