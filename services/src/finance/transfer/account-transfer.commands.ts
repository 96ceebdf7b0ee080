import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BILL_PREFIX } from '../../contracts';
import { DocumentContext } from '../../document-engine';
import { Session } from '../../identity';
import { Dec, dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { CashDocAction, runCashCommand } from '../cash-document/cash-document.commands';
import { ACCOUNT_TRANSFER_EVENTS, AccountTransferSaved, decideAccountTransfer } from './account-transfer';

export interface AccountTransferInput {
  outAccountId: string;
  inAccountId: string;
  billDate: string;
  amount: Dec;
  fee: Dec;
  remark?: string;
}

export type AccountTransferAction = CashDocAction<AccountTransferInput>;

export class AccountTransferCommand {
  constructor(
    readonly session: Session,
    readonly action: AccountTransferAction,
  ) {}
}

/**
 * 账户转账: the audit takes amount + fee out of one account and puts amount into the other; the write-back undoes it.
 * No account may go below zero by it (there is no setting for negative accounts).
 */
@CommandHandler(AccountTransferCommand)
export class AccountTransferHandler implements ICommandHandler<AccountTransferCommand, { docId: string; billNo: string; status: string }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
    private readonly ds: DataSource,
  ) {}

  async execute({ session, action }: AccountTransferCommand) {
    if (action.type === 'save') await this.checkInput(session, action.input);
    return runCashCommand(
      { es: this.es, ds: this.ds },
      session,
      {
        streamType: 'AccountTrans',
        events: ACCOUNT_TRANSFER_EVENTS,
        decide: decideAccountTransfer,
        build: (docId, billNo, i: AccountTransferInput): AccountTransferSaved => ({
          docId,
          billNo,
          billDate: i.billDate,
          outAccountId: i.outAccountId,
          inAccountId: i.inAccountId,
          amount: toDb(i.amount),
          fee: toDb(i.fee),
          remark: i.remark ?? '',
        }),
        prefix: () => BILL_PREFIX.AccountTrans!,
        // The account the money leaves (the out account on audit, the in account on write-back) must hold it.
        outflow: (doc, posting) =>
          posting === 'Posted'
            ? { accountId: doc.outAccountId, amount: dec(doc.amount).plus(doc.fee) }
            : { accountId: doc.inAccountId, amount: dec(doc.amount) },
      },
      action,
    );
  }

  private async checkInput(session: Session, i: AccountTransferInput) {
    if (i.outAccountId === i.inAccountId) throw new ValidationError('转入账户不能与转出账户相同', 'inAccountId');
    await this.ctx.checkRef('Account', session.companyId, i.outAccountId, '转出账户', 'outAccountId');
    await this.ctx.checkRef('Account', session.companyId, i.inAccountId, '转入账户', 'inAccountId');
  }
}
