import { CommandHandler } from '@nestjs/cqrs';
import { heldFor, loadPrepaid, prepaidAppend, refuseClosedMonth } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { D, Dec, dec, toDb } from '../../shared/decimal';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { evolveStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import { coverOutflow } from '../account-cover';
import { evolveCashDoc, initialCashDoc } from '../cash-document/cash-document';
import { CashDocAction, CashDocHandler, CashDocKind, cashDocStream } from '../cash-document/cash-document.commands';
import {
  CUSTOM_CZ_EVENTS,
  CustomCzSaved,
  CZ_KINDS,
  CzType,
  czMove,
  decideCustomCz,
  decideDepositReturn,
  DEPOSIT_RETURNED,
} from './custom-cz';

export interface CustomCzInput {
  czType: CzType;
  customId: string;
  accountId: string;
  billDate: string;
  amount: Dec;
  giftAmount: Dec;
  remark?: string;
}

/** 退还 a deposit: all it still holds unless `amount` says less, out of its own account unless another is named. */
export interface DepositReturnInput {
  amount?: Dec;
  accountId?: string;
  billDate: string;
  remark?: string;
}

export type CustomCzAction = CashDocAction<CustomCzInput> | { type: 'returnDeposit'; docId: string; input: DepositReturnInput };

export class CustomCzCommand {
  constructor(
    readonly session: Session,
    readonly action: CustomCzAction,
  ) {}
}

export const customCzStream = (id: string) => cashDocStream('CustomCz', id);

/**
 * 预存款 / 押金 (CustomCz, 107): the audit puts the amount into the account and amount + gift into the customer's
 * prepaid (store value or a deposit), never into what they owe; the write-back takes both back, refused when the
 * prepaid has since been spent or the deposit returned. A deposit is returned (退还) out of an account.
 */
@CommandHandler(CustomCzCommand)
export class CustomCzHandler extends CashDocHandler<
  CustomCzCommand & { action: CashDocAction<CustomCzInput> },
  CustomCzInput,
  CustomCzSaved
> {
  override execute({ session, action }: CustomCzCommand) {
    return action.type === 'returnDeposit' ? this.returnDeposit(session, action.docId, action.input) : super.execute({ session, action });
  }

  protected kind({ session: { companyId } }: CustomCzCommand): CashDocKind<CustomCzSaved, CustomCzInput> {
    return {
      streamType: 'CustomCz',
      events: CUSTOM_CZ_EVENTS,
      decide: decideCustomCz,
      fields: (i) => ({
        czType: i.czType,
        customId: i.customId,
        accountId: i.accountId,
        amount: toDb(i.amount),
        giftAmount: toDb(i.giftAmount),
      }),
      prefix: (doc) => CZ_KINDS[doc.czType].prefix,
      // A write-back takes the money back out of the account.
      outflow: (doc, posting) => (posting === 'Reversed' ? { accountId: doc.accountId, amount: dec(doc.amount) } : null),
      postsAlso: async (doc, posting) => [
        await prepaidAppend(this.es, companyId, posting === 'Posted' ? 'add' : 'take', czMove(doc), (held) =>
          doc.czType === 'deposit'
            ? new BusinessRuleError('DEPOSIT_RETURNED', `押金已退还${dec(doc.amount).minus(held)}，不能红冲`)
            : new BusinessRuleError(
                'PREPAID_SHORTAGE',
                `客户的预存款余额${held}，已不足本单存入的${dec(doc.amount).plus(doc.giftAmount)}，不能红冲`,
              ),
        ),
      ],
    };
  }

  protected async checkInput({ session }: CustomCzCommand, i: CustomCzInput) {
    if (i.czType === 'deposit' && i.giftAmount.gt(0)) throw new ValidationError('押金没有赠送金额', 'giftAmount');
    await this.ctx.checkRef('Custom', session.companyId, i.customId, '客户', 'customId');
    await this.ctx.checkRef('Account', session.companyId, i.accountId, '结算账户', 'accountId');
  }

  /** 退还: the deposit's return leaves the account (which must hold it) and what the deposit holds, in one commit. */
  private returnDeposit(session: Session, docId: string, i: DepositReturnInput) {
    const { companyId } = session;
    return retrying(async () => {
      const streamId = customCzStream(docId);
      const { state, version } = await this.es.load(
        streamId,
        companyId,
        initialCashDoc<CustomCzSaved>(),
        evolveStored(CUSTOM_CZ_EVENTS, evolveCashDoc<CustomCzSaved>),
      );
      await refuseClosedMonth(this.es, companyId, i.billDate);
      const accountId = i.accountId ?? state.doc?.accountId ?? '';
      if (i.accountId) await this.ctx.checkRef('Account', companyId, i.accountId, '退还账户', 'accountId');
      const doc = state.doc!;
      const held = state.doc ? heldFor((await loadPrepaid(this.es, companyId, doc.customId)).state, czMove(doc)) : new D(0);
      const amount = i.amount ?? held;
      const event = decideDepositReturn(state, { accountId, amount: toDb(amount), billDate: i.billDate, remark: i.remark ?? '' });
      if (amount.lte(0)) throw new BusinessRuleError('DEPOSIT_RETURNED', `押金单${doc.billNo}已全部退还`);
      const prepaid = await prepaidAppend(
        this.es,
        companyId,
        'take',
        czMove(doc, amount, i.billDate),
        (left) => new ValidationError(`押金单${doc.billNo}尚可退还${left}，不能退还${amount}`, 'amount'),
      );
      const covered = await coverOutflow(this.es, this.balances, companyId, { accountId, amount, billNo: doc.billNo, docId });
      await this.es.commit(
        [
          { streamId, streamType: 'CustomCz', expectedVersion: version, events: [{ type: DEPOSIT_RETURNED, data: event.data }] },
          prepaid,
          covered,
        ],
        actorOf(session),
      );
      return { docId, billNo: doc.billNo, status: state.status, returned: toDb(amount), held: toDb(held.minus(amount)) };
    });
  }
}
