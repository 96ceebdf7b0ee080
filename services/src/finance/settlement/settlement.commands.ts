import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream } from '@jxc/infra';
import {
  billCap,
  commitNumbered,
  decideDocument,
  documentAppend,
  DocumentContext,
  loadDocument,
  PENDING_BILL_NO,
  refuseClosedMonth,
} from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { Dec, dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import {
  decideSettlement,
  evolveSettlement,
  HxLine,
  initialSettlement,
  SettlementEvent,
  SettlementSaved,
  SettlementState,
} from './settlement';
import { SettlementKind } from './settlement-kinds';

export interface SettlementInput {
  partnerId: string;
  accountId: string;
  billDate: string;
  amount: Dec;
  hx: { docId: string; amount: Dec }[];
  remark?: string;
}

export type SettlementAction =
  | { type: 'save'; input: SettlementInput; docId?: string; audit: boolean }
  | { type: 'audit' | 'writeBack' | 'remove'; docId: string }
  | { type: 'hx'; docId: string; hx: { docId: string; amount: Dec }[] };

export class SettlementCommand {
  constructor(
    readonly def: SettlementKind,
    readonly session: Session,
    readonly action: SettlementAction,
  ) {}
}

const streamOf = (def: SettlementKind, id: string) => `${def.kind}-${id}`;
const fold = (s: SettlementState, events: SettlementEvent[]) => events.reduce(evolveSettlement, s);

/**
 * Receipts and payments: save, audit, write back, remove, and write off (核销) against audited documents of the
 * same partner, never more than a document still owes. The documents' streams record each write-off, so two
 * receipts settling one sale at once cannot both take its last open amount.
 */
@CommandHandler(SettlementCommand)
export class SettlementHandler implements ICommandHandler<SettlementCommand, { docId: string; billNo: string; status: string }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
  ) {}

  async execute({ def, session, action }: SettlementCommand) {
    const decide = decideSettlement(def.title);
    const docId = action.type === 'save' ? (action.docId ?? randomUUID()) : action.docId;
    if (action.type === 'save') await this.checkInput(def, session, action.input);
    return retrying(async () => {
      const { state, version } = await this.es.load(
        streamOf(def, docId),
        session.companyId,
        initialSettlement,
        evolveStored(def.events, evolveSettlement),
      );
      await refuseClosedMonth(this.es, session.companyId, action.type === 'save' ? action.input.billDate : undefined, state.doc?.billDate);
      // New, numbered, when its stream has nothing yet: a caller may give a new document its id (a payment's receipt).
      const fresh = action.type === 'save' && version === 0;
      let events: SettlementEvent[];
      let targets: { hx: HxLine[]; sign: 1 | -1 } | undefined;
      if (action.type === 'save') {
        const i = action.input;
        const doc: SettlementSaved = {
          docId,
          billNo: fresh ? PENDING_BILL_NO : (state.doc?.billNo ?? ''),
          billDate: i.billDate,
          partnerId: i.partnerId,
          accountId: i.accountId,
          amount: toDb(i.amount),
          hx: i.hx.map((h) => ({ docId: h.docId, amount: toDb(h.amount) })),
          remark: i.remark ?? '',
        };
        events = decide.save(state, doc);
        if (action.audit) {
          const saved = fold(state, events);
          events = [...events, ...decide.audit(saved)];
          targets = { hx: doc.hx, sign: 1 };
        }
      } else if (action.type === 'hx') {
        const hx = action.hx.map((h) => ({ docId: h.docId, amount: toDb(h.amount) }));
        events = decide.appendHx(state, hx);
        targets = { hx, sign: 1 };
      } else {
        events = decide[action.type](state);
        if (action.type === 'audit') targets = { hx: state.doc!.hx, sign: 1 };
        if (action.type === 'writeBack') targets = { hx: [...state.doc!.hx, ...state.laterHx], sign: -1 };
      }
      const streams: AppendToStream[] = [
        {
          streamId: streamOf(def, docId),
          streamType: def.kind,
          expectedVersion: version || 'no_stream',
          events: toStored(def.events, events),
        },
      ];
      if (targets) streams.push(...(await this.targetAppends(def, session, fold(state, events).doc!, targets.hx, targets.sign)));
      const after = fold(state, events);
      const billNo =
        fresh && action.type === 'save'
          ? await commitNumbered(this.es, streams, actorOf(session), {
              prefix: def.prefix,
              billDate: action.input.billDate,
              docId,
              cap: billCap(session),
            })
          : await this.es.commit(streams, actorOf(session)).then(() => after.doc!.billNo);
      return { docId, billNo, status: after.status };
    });
  }

  private async checkInput(def: SettlementKind, session: Session, i: SettlementInput) {
    await this.ctx.checkRef(def.partner.kind, session.companyId, i.partnerId, def.partner.label, def.partner.field);
    await this.ctx.checkRef('Account', session.companyId, i.accountId, '结算账户', 'accountId');
    const total = i.hx.reduce((t, h) => t.plus(h.amount), dec(0));
    if (total.gt(i.amount)) throw new ValidationError(`核销金额合计${total}不能大于${def.title}金额${i.amount}`, 'hxList');
    if (new Set(i.hx.map((h) => h.docId)).size !== i.hx.length) throw new ValidationError('同一单据只能核销一次', 'hxList');
  }

  /** Each document written off must be an audited one of the partner with enough still open. */
  private async targetAppends(
    def: SettlementKind,
    session: Session,
    doc: SettlementSaved,
    hx: HxLine[],
    sign: 1 | -1,
  ): Promise<AppendToStream[]> {
    const out: AppendToStream[] = [];
    for (const h of hx) {
      const { state, version } = await loadDocument(this.es, def.target, h.docId, session.companyId);
      const events = decideDocument(def.target.title).settle(
        state,
        { by: doc.docId, billNo: doc.billNo, amount: h.amount, partnerId: doc.partnerId },
        sign === -1,
        def.partner.label,
      );
      out.push(documentAppend(def.target, h.docId, version, events));
    }
    return out;
  }
}
