import { AppendToStream, Counter, CounterCapError } from '@jxc/infra';
import { MONTHLY_BILL_CAP, MSG } from '../contracts';
import type { Session } from '../identity';
import { BusinessRuleError } from '../shared/errors';
import { Actor, EventSourcing } from '../shared/es/event-sourcing';

/**
 * Stands for the bill number in the events of a new document until the commit gives it one. Input can never hold
 * it: text with NUL is refused where requests are parsed.
 */
export const PENDING_BILL_NO = '\u0000待编号';

export interface NewBill {
  prefix: string;
  billDate: string;
  docId: string;
  /** The monthly bill cap of the caller's edition, if it has one (see billCap). */
  cap?: number;
}

/** The free and startup editions count new documents per month (demo accounts do not). */
export const billCap = (session: Pick<Session, 'productType' | 'isDemo'>): number | undefined => (session.isDemo ? undefined : MONTHLY_BILL_CAP[session.productType] || undefined);

/**
 * Commits a new document's streams with its bill number: prefix + yyyyMMdd + a 4-digit daily sequence, unique per
 * company. The sequence is a stream per company, prefix and day (the monthly count one per company and month);
 * both are appended with the document, so a refused or failed document takes no number and counts for nothing.
 * Returns the number.
 */
export async function commitNumbered(es: EventSourcing, streams: AppendToStream[], actor: Actor, n: NewBill): Promise<string> {
  const day = n.billDate.replace(/-/g, '');
  const numberStream = `BillNo-${actor.companyId}-${n.prefix}${day}`;
  const countStream = `BillCount-${actor.companyId}-${new Date().toISOString().slice(0, 7).replace('-', '')}`;
  const counters: Counter[] = [{ streamId: numberStream, streamType: 'BillNo', event: { type: 'BillNoTaken', data: { docId: n.docId } } }];
  if (n.cap) counters.push({ streamId: countStream, streamType: 'BillCount', event: { type: 'BillCounted', data: { docId: n.docId } }, cap: n.cap });
  try {
    return (await es.commitCounted(streams, counters, { counter: numberStream, placeholder: PENDING_BILL_NO, prefix: `${n.prefix}${day}`, digits: 4 }, actor)).number;
  } catch (e) {
    if (e instanceof CounterCapError) throw new BusinessRuleError('MONTHLY_CAP', MSG.monthlyCap, { cap: n.cap });
    throw e;
  }
}
