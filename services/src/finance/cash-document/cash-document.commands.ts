import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AppendToStream } from '@jxc/infra';
import { billCap, commitNumbered, DocumentContext, PENDING_BILL_NO, refuseClosedMonth } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import type { Dec } from '../../shared/decimal';
import { coverOutflow } from '../account-cover';
import { BalanceQueries } from '../balance.queries';
import { CashDocDecider, CashDocEvent, CashDocHeader, CashPosting, CashDocState, evolveCashDoc, initialCashDoc } from './cash-document';

export type CashDocAction<I> =
  { type: 'save'; input: I; docId?: string; audit: boolean } | { type: 'audit' | 'writeBack' | 'remove'; docId: string };

/** What every money document's save input carries besides its own fields. */
export interface CashDocInput {
  billDate: string;
  remark?: string;
}

/** What one kind of cash document brings to the shared command: its stream, events, lifecycle, document and posting check. */
export interface CashDocKind<D extends CashDocHeader, I extends CashDocInput> {
  streamType: string;
  events: Record<CashDocEvent<D>['type'], string>;
  decide: CashDocDecider<D>;
  /** The kind's own fields of the saved document, from the input. */
  fields(input: I): Omit<D, keyof CashDocHeader>;
  /** The bill-number prefix of a document. */
  prefix(doc: D): string;
  /** The money a posting (the audit) or its reversal (the write-back) takes out of an account, which must hold it. */
  outflow(doc: D, posting: CashPosting): { accountId: string; amount: Dec } | null;
  /** Refuses a posting or its reversal for a reason of its own kind (with what its check appends, see settledCheck). */
  checkPosting?(doc: D, posting: CashPosting): Promise<AppendToStream[]>;
  /** Other streams the posting or its reversal moves, committed with the document (a top-up's customer prepaid). */
  postsAlso?(doc: D, posting: CashPosting): Promise<AppendToStream[]>;
}

export type CashDone = { docId: string; billNo: string; status: string };

/** A command on one cash document of a kind, which names it by a class of its own extending this one (its handler's). */
export abstract class CashDocCommand<I extends CashDocInput> {
  constructor(
    readonly session: Session,
    readonly action: CashDocAction<I>,
  ) {}
}

/**
 * The command handler of a kind of cash document: a save's input is checked first (what it names must exist, what it
 * asks must be allowed), then the shared command saves, audits, writes back or removes the document.
 */
@Injectable()
export abstract class CashDocHandler<
  C extends { session: Session; action: CashDocAction<I> },
  I extends CashDocInput,
  D extends CashDocHeader,
> {
  constructor(
    protected readonly es: EventSourcing,
    protected readonly ctx: DocumentContext,
    protected readonly balances: BalanceQueries,
  ) {}

  /** The kind the command is for. */
  protected abstract kind(command: C): CashDocKind<D, I>;

  /** Refuses a save's input (to be audited at once or not) before anything is loaded. */
  protected abstract checkInput(command: C, input: I, audit: boolean): Promise<void>;

  async execute(command: C): Promise<CashDone> {
    const { session, action } = command;
    if (action.type === 'save') await this.checkInput(command, action.input, action.audit);
    return runCashCommand({ es: this.es, balances: this.balances }, session, this.kind(command), action);
  }
}

export const cashDocStream = (streamType: string, docId: string) => `${streamType}-${docId}`;

/** Save (and audit), audit, write back or remove a cash document: load, decide, check the accounts, commit (numbered when new). */
function runCashCommand<D extends CashDocHeader, I extends CashDocInput>(
  { es, balances }: { es: EventSourcing; balances: BalanceQueries },
  session: Session,
  kind: CashDocKind<D, I>,
  action: CashDocAction<I>,
) {
  const docId = action.type === 'save' ? (action.docId ?? randomUUID()) : action.docId;
  const streamId = cashDocStream(kind.streamType, docId);
  const fold = (s: CashDocState<D>, events: CashDocEvent<D>[]) => events.reduce(evolveCashDoc<D>, s);
  return retrying(async () => {
    const { state, version } = await es.load(streamId, session.companyId, initialCashDoc<D>(), evolveStored(kind.events, evolveCashDoc<D>));
    await refuseClosedMonth(es, session.companyId, action.type === 'save' ? action.input.billDate : undefined, state.doc?.billDate);
    // New, numbered, when its stream has nothing yet: a caller may give a new document its id (a refund's 客户退款单).
    const fresh = action.type === 'save' && version === 0;
    let events: CashDocEvent<D>[];
    if (action.type === 'save') {
      const i = action.input;
      const header = { docId, billNo: fresh ? PENDING_BILL_NO : (state.doc?.billNo ?? ''), billDate: i.billDate, remark: i.remark ?? '' };
      events = kind.decide.save(state, { ...header, ...kind.fields(i) } as D);
      if (action.audit) events = [...events, ...kind.decide.audit(fold(state, events))];
    } else {
      events = kind.decide[action.type](state);
    }
    const after = fold(state, events);
    const posting = events.find((e) => e.type === 'Posted' || e.type === 'Reversed')?.type as CashPosting | undefined;
    const also = posting && kind.postsAlso ? await kind.postsAlso(after.doc!, posting) : [];
    const checked = (posting && (await kind.checkPosting?.(after.doc!, posting))) || [];
    const out = posting && kind.outflow(after.doc!, posting);
    const covered = out ? [await coverOutflow(es, balances, session.companyId, { ...out, billNo: after.doc!.billNo, docId })] : [];
    const streams = [
      { streamId, streamType: kind.streamType, expectedVersion: version || ('no_stream' as const), events: toStored(kind.events, events) },
      ...also,
      ...checked,
      ...covered,
    ];
    const billNo = fresh
      ? await commitNumbered(es, streams, actorOf(session), {
          prefix: kind.prefix(after.doc!),
          billDate: after.doc!.billDate,
          docId,
          cap: billCap(session),
        })
      : await es.commit(streams, actorOf(session)).then(() => after.doc!.billNo);
    return { docId, billNo, status: after.status };
  });
}
