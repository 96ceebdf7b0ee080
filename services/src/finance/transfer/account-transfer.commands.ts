import { CommandHandler } from '@nestjs/cqrs';
import { DOCUMENTS } from '../../contracts';
import { Dec, dec, toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { CashDocCommand, CashDocHandler, CashDocKind } from '../cash-document/cash-document.commands';
import { ACCOUNT_TRANSFER_EVENTS, AccountTransferSaved, decideAccountTransfer } from './account-transfer';

export interface AccountTransferInput {
  outAccountId: string;
  inAccountId: string;
  billDate: string;
  amount: Dec;
  fee: Dec;
  remark?: string;
}

export class AccountTransferCommand extends CashDocCommand<AccountTransferInput> {}

const ACCOUNT_TRANSFER: CashDocKind<AccountTransferSaved, AccountTransferInput> = {
  streamType: DOCUMENTS.AccountTrans.kind,
  events: ACCOUNT_TRANSFER_EVENTS,
  decide: decideAccountTransfer,
  fields: (i) => ({ outAccountId: i.outAccountId, inAccountId: i.inAccountId, amount: toDb(i.amount), fee: toDb(i.fee) }),
  prefix: () => DOCUMENTS.AccountTrans.prefix,
  // The account the money leaves (the out account on audit, the in account on write-back) must hold it.
  outflow: (doc, posting) =>
    posting === 'Posted'
      ? { accountId: doc.outAccountId, amount: dec(doc.amount).plus(doc.fee) }
      : { accountId: doc.inAccountId, amount: dec(doc.amount) },
};

/**
 * 账户转账: the audit takes amount + fee out of one account and puts amount into the other; the write-back undoes it.
 * No account may go below zero by it (there is no setting for negative accounts).
 */
@CommandHandler(AccountTransferCommand)
export class AccountTransferHandler extends CashDocHandler<AccountTransferCommand, AccountTransferInput, AccountTransferSaved> {
  protected kind = () => ACCOUNT_TRANSFER;

  protected async checkInput({ session }: AccountTransferCommand, i: AccountTransferInput) {
    if (i.outAccountId === i.inAccountId) throw new ValidationError('转入账户不能与转出账户相同', 'inAccountId');
    await this.ctx.checkRef('Account', session.companyId, i.outAccountId, '转出账户', 'outAccountId');
    await this.ctx.checkRef('Account', session.companyId, i.inAccountId, '转入账户', 'inAccountId');
  }
}
