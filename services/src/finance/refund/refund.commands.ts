import { CommandHandler } from '@nestjs/cqrs';
import { prepaidAppend } from '../../document-engine';
import { Session } from '../../identity';
import { Dec, dec, toDb } from '../../shared/decimal';
import { CashDocAction, CashDocHandler, CashDocKind } from '../cash-document/cash-document.commands';
import { decideRefund, RefundFrom, RefundSaved } from './refund';
import { RefundKind } from './refund-kinds';
import { checkRefundable, overRefund } from './refundable';
import { settledCheck } from '../account-cover';

export interface RefundInput {
  partnerId: string;
  accountId: string;
  billDate: string;
  amount: Dec;
  refundFrom: RefundFrom;
  remark?: string;
}

export class RefundCommand {
  constructor(
    readonly def: RefundKind,
    readonly session: Session,
    readonly action: CashDocAction<RefundInput>,
  ) {}
}

/**
 * 客户退款 pays money out of the account back to a customer, 供应商退款 takes money in from a supplier, each of what
 * the partner had paid beyond what was owed, or of a customer's prepaid store value, never more; the write-back undoes
 * it. The account the money leaves may not go below zero.
 */
@CommandHandler(RefundCommand)
export class RefundHandler extends CashDocHandler<RefundCommand, RefundInput, RefundSaved> {
  protected async checkInput({ def, session: { companyId } }: RefundCommand, i: RefundInput, audit: boolean) {
    await this.ctx.checkRef(def.partner.kind, companyId, i.partnerId, def.partner.label, def.partner.field);
    await this.ctx.checkRef('Account', companyId, i.accountId, '结算账户', 'accountId');
    // A draft is held to what is refundable now too; an audit checks again when it posts.
    if (!audit) await checkRefundable(this.balances, companyId, def, { ...i, amount: toDb(i.amount) });
  }

  protected kind({ def, session: { companyId } }: RefundCommand): CashDocKind<RefundSaved, RefundInput> {
    return {
      streamType: def.kind,
      events: def.events,
      decide: decideRefund(def.title),
      fields: (i) => ({ partnerId: i.partnerId, accountId: i.accountId, amount: toDb(i.amount), refundFrom: i.refundFrom }),
      prefix: () => def.prefix,
      // What the partner overpaid, read so that two refunds of it at once cannot both take it.
      checkPosting: async (doc, posting) =>
        posting === 'Posted' && doc.refundFrom === 'overpaid'
          ? [
              await settledCheck(
                this.es,
                companyId,
                `PartnerCredit-${companyId}-${doc.partnerId}`,
                () => checkRefundable(this.balances, companyId, def, doc),
                {
                  type: 'PartnerCreditRefunded',
                  data: { partnerId: doc.partnerId, amount: doc.amount, billNo: doc.billNo, docId: doc.docId },
                },
              ),
            ]
          : [],
      // Money leaves the account on a customer refund's audit or a supplier refund's write-back.
      outflow: (doc, posting) =>
        (posting === 'Posted') === (def.cash === -1) ? { accountId: doc.accountId, amount: dec(doc.amount) } : null,
      // Store value refunded leaves the customer's prepaid in the same commit (its stream refuses a second refund of the same money).
      postsAlso: async (doc, posting) =>
        doc.refundFrom !== 'prepaid'
          ? []
          : [
              await prepaidAppend(
                this.es,
                companyId,
                posting === 'Posted' ? 'take' : 'add',
                {
                  partnerId: doc.partnerId,
                  kind: 'storeValue',
                  amount: doc.amount,
                  bill: { billType: def.billType, billNo: doc.billNo, docId: doc.docId, billDate: doc.billDate },
                },
                (held) => overRefund(def, { prepaid: held }, doc)!,
              ),
            ],
    };
  }
}
