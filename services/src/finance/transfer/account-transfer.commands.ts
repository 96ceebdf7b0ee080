import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BILL_PREFIX } from '../../contracts';
import { commitNumbered, DocumentContext, PENDING_BILL_NO } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { Dec, dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { checkAccountCovers } from '../account-cover';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import { ACCOUNT_TRANSFER_EVENTS, AccountTransferEvent, AccountTransferSaved, AccountTransferState, decideAccountTransfer, evolveAccountTransfer, initialAccountTransfer } from './account-transfer';

export interface AccountTransferInput {
  outAccountId: string;
  inAccountId: string;
  billDate: string;
  amount: Dec;
  fee: Dec;
  remark?: string;
}

export type AccountTransferAction = { type: 'save'; input: AccountTransferInput; docId?: string; audit: boolean } | { type: 'audit' | 'writeBack' | 'remove'; docId: string };

export class AccountTransferCommand {
  constructor(readonly session: Session, readonly action: AccountTransferAction) {}
}

const streamOf = (id: string) => `AccountTrans-${id}`;
const fold = (s: AccountTransferState, events: AccountTransferEvent[]) => events.reduce(evolveAccountTransfer, s);

/**
 * 账户转账: the audit takes amount + fee out of one account and puts amount into the other; the write-back undoes it.
 * No account may go below zero by it (there is no setting for negative accounts).
 */
@CommandHandler(AccountTransferCommand)
export class AccountTransferHandler implements ICommandHandler<AccountTransferCommand, { docId: string; billNo: string; status: string }> {
  constructor(private readonly es: EventSourcing, private readonly ctx: DocumentContext, private readonly ds: DataSource) {}

  async execute({ session, action }: AccountTransferCommand) {
    const docId = action.type === 'save' ? (action.docId ?? randomUUID()) : action.docId;
    const fresh = action.type === 'save' && !action.docId;
    if (action.type === 'save') await this.checkInput(session, action.input);
    return retrying(async () => {
      const { state, version } = await this.es.load(streamOf(docId), session.companyId, initialAccountTransfer, evolveStored(ACCOUNT_TRANSFER_EVENTS, evolveAccountTransfer));
      let events: AccountTransferEvent[];
      if (action.type === 'save') {
        const i = action.input;
        const doc: AccountTransferSaved = { docId, billNo: fresh ? PENDING_BILL_NO : (state.doc?.billNo ?? ''), billDate: i.billDate, outAccountId: i.outAccountId, inAccountId: i.inAccountId, amount: toDb(i.amount), fee: toDb(i.fee), remark: i.remark ?? '' };
        events = decideAccountTransfer.save(state, doc);
        if (action.audit) events = [...events, ...decideAccountTransfer.audit(fold(state, events))];
      } else {
        events = decideAccountTransfer[action.type](state);
      }
      const after = fold(state, events);
      const posted = events.find((e) => e.type === 'Transferred' || e.type === 'Reversed');
      if (posted) await this.checkCovered(session, after.doc!, posted.type === 'Transferred');
      const streams = [{ streamId: streamOf(docId), streamType: 'AccountTrans', expectedVersion: version || ('no_stream' as const), events: toStored(ACCOUNT_TRANSFER_EVENTS, events) }];
      const billNo = fresh && action.type === 'save'
        ? await commitNumbered(this.es, streams, actorOf(session), { prefix: BILL_PREFIX.AccountTrans!, billDate: action.input.billDate, docId })
        : await this.es.commit(streams, actorOf(session)).then(() => after.doc!.billNo);
      return { docId, billNo, status: after.status };
    });
  }

  private async checkInput(session: Session, i: AccountTransferInput) {
    if (i.outAccountId === i.inAccountId) throw new ValidationError('转入账户不能与转出账户相同', 'inAccountId');
    await this.ctx.checkRef('Account', session.companyId, i.outAccountId, '转出账户', 'outAccountId');
    await this.ctx.checkRef('Account', session.companyId, i.inAccountId, '转入账户', 'inAccountId');
  }

  /** The account the money leaves (the out account on audit, the in account on write-back) must hold it. */
  private checkCovered(session: Session, doc: AccountTransferSaved, audit: boolean) {
    const [accountId, need] = audit ? [doc.outAccountId, dec(doc.amount).plus(doc.fee)] : [doc.inAccountId, dec(doc.amount)];
    return checkAccountCovers(this.ds, session.companyId, accountId, need);
  }
}
