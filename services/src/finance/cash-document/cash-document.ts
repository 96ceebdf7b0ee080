import { LIFECYCLE_STEPS, LifecycleStatus } from '../../contracts';
import { lifecycleGuard } from '../../document-engine';

/** What every money document saves besides its own fields. */
export interface CashDocHeader {
  docId: string;
  billNo: string;
  billDate: string;
  remark: string;
}

/** Money paid to or taken from a partner through an account (收款, 付款, 退款). */
export interface PartnerPayment extends CashDocHeader {
  partnerId: string;
  accountId: string;
  amount: string;
}

export interface CashDocState<D> {
  exists: boolean;
  status: LifecycleStatus;
  doc: D | null;
}

/** The audit (Posted) and the write-back (Reversed) of a money document, as its decider's `post` is told. */
export type CashPosting = 'Posted' | 'Reversed';

/**
 * A money document's lifecycle events. Audit and write-back carry what they post to the accounts (`P`: the document
 * itself unless the kind posts less), so the read models need no other event.
 */
export type CashDocEvent<D, P = D> =
  { type: 'Saved'; data: D } | { type: CashPosting; data: P } | { type: 'Removed'; data: Record<string, never> };

export const initialCashDoc = <D>(): CashDocState<D> => ({ exists: false, status: 'draft', doc: null });

/** The status each lifecycle event leaves a money document in (a save leaves a draft): its fold's and its list row's. */
export const STATUS_AFTER = { Posted: 'audited', Reversed: 'reversed', Removed: 'removed' } as const satisfies Record<
  Exclude<CashDocEvent<unknown>['type'], 'Saved'>,
  LifecycleStatus
>;

/** The lifecycle's fold; a kind with more state (a receipt's later write-offs) keeps it through. */
export const evolveCashDoc = <D, S extends CashDocState<D> = CashDocState<D>>(s: S, e: CashDocEvent<D, unknown>): S =>
  e.type === 'Saved' ? { ...s, exists: true, status: 'draft', doc: e.data } : { ...s, status: STATUS_AFTER[e.type] };

/** What a money document's history calls its lifecycle's events, by their stored names (`more`: the kind's others). */
export const cashDocHistory = (events: Record<CashDocEvent<unknown>['type'], string>, more: Record<string, string> = {}) => ({
  [events.Saved]: '保存',
  [events.Posted]: LIFECYCLE_STEPS.audit.verb,
  [events.Reversed]: LIFECYCLE_STEPS.writeBack.verb,
  [events.Removed]: LIFECYCLE_STEPS.remove.verb,
  ...more,
});

/**
 * The lifecycle of a document that moves money (账户转账, 日常收支, 预存, 退款, 收款/付款): a draft is saved and changed
 * until audited; the audit posts it, a write-back takes it back. `title` names it in refusals (`doc` null: not there);
 * `checkEdit` refuses a change a saved draft may not take; `post` is what a posting carries when not the whole document.
 */
export function cashDocDecider<D extends { billNo: string }, P = D, S extends CashDocState<D> = CashDocState<D>>(
  title: (doc: D | null) => string,
  o: { checkEdit?: (before: D, after: D) => void; post?: (s: S, posting: CashPosting) => P } = {},
) {
  const must = (s: S, step: 'edit' | 'audit' | 'writeBack' | 'remove') =>
    lifecycleGuard(title(s.status === 'removed' ? null : s.doc), s, step);
  const post = o.post ?? ((s: S) => s.doc as unknown as P);
  return {
    save(s: S, doc: D): CashDocEvent<D, P>[] {
      if (s.exists) {
        must(s, 'edit');
        o.checkEdit?.(s.doc!, doc);
      }
      return [{ type: 'Saved', data: s.doc ? { ...doc, billNo: s.doc.billNo } : doc }];
    },
    audit(s: S): CashDocEvent<D, P>[] {
      must(s, 'audit');
      return [{ type: 'Posted', data: post(s, 'Posted') }];
    },
    writeBack(s: S): CashDocEvent<D, P>[] {
      must(s, 'writeBack');
      return [{ type: 'Reversed', data: post(s, 'Reversed') }];
    },
    remove(s: S): CashDocEvent<D, P>[] {
      must(s, 'remove');
      return [{ type: 'Removed', data: {} }];
    },
  };
}

export type CashDocDecider<D extends { billNo: string }> = ReturnType<typeof cashDocDecider<D>>;
