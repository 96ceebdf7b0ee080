/**
 * The phone's outbox: sales and stock counts made without the network, sent in the order they were made once it is
 * back. Each carries the key it was made with, so sending it again (an answer lost on the way) posts nothing twice.
 */

export type OutgoingKind = 'sale' | 'count';

export interface Outgoing {
  /** The Idempotency-Key, made on the phone when the document was saved. */
  key: string;
  kind: OutgoingKind;
  /** `${companyId}:${userId}`: only its maker sends it. */
  owner: string;
  /** Order made: sent in this order. */
  seq: number;
  madeAt: number;
  /** What the list shows: customer or warehouse, lines, amount. */
  summary: string;
  /** The {Doc}/Save body. */
  body: Record<string, unknown>;
  /** The form as typed, to take it back to the form when it is refused. */
  form: unknown;
  state: 'waiting' | 'posted' | 'refused';
  billNo?: string;
  docId?: string;
  reason?: string;
}

/** What the server answered: posted with its bill, or refused with its reason. A lost connection throws instead. */
export type Outcome = { posted: true; billNo: string; docId: string } | { posted: false; reason: string };

export interface OutboxStore {
  waiting(): Promise<Outgoing[]>;
  settle(key: string, change: Pick<Outgoing, 'state' | 'billNo' | 'docId' | 'reason'>): Promise<void>;
}

export type Send = (item: Outgoing) => Promise<Outcome>;

/**
 * Sends what waits, oldest first, one at a time. A refusal is kept with its reason and the next one goes on; a lost
 * connection (send throws) stops the round, leaving it and the rest waiting for the next. Answers how many settled.
 */
export async function sendWaiting(store: OutboxStore, send: Send): Promise<number> {
  const items = (await store.waiting()).sort((a, b) => a.seq - b.seq);
  let settled = 0;
  for (const item of items) {
    let outcome: Outcome;
    try {
      outcome = await send(item);
    } catch {
      break;
    }
    await store.settle(
      item.key,
      outcome.posted ? { state: 'posted', billNo: outcome.billNo, docId: outcome.docId } : { state: 'refused', reason: outcome.reason },
    );
    settled++;
  }
  return settled;
}

/** One round at a time in this page (and across the app's tabs where the browser has Web Locks). */
export function oneAtATime(run: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | null = null;
  const locked = (): Promise<number> =>
    typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('jxc-outbox', run).then((n) => n) : run();
  return () => {
    running ??= locked().finally(() => {
      running = null;
    });
    return running;
  };
}

/** A new key for a document being saved on this phone. */
export const newKey = () => `phone-${crypto.randomUUID()}`;
