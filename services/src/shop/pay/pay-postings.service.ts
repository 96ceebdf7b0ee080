import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { shopDay } from '../../contracts';
import { loadDocument, openAmount } from '../../document-engine';
import { CUSTOM_RECEIVE, CUSTOM_REFUND, RefundCommand, SettlementCommand } from '../../finance';
import type { Session } from '../../identity';
import { SALE } from '../../sales';
import { D, dec } from '../../shared/decimal';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { PAY_PROVIDER_NAMES } from './providers';
import type { MoneyPosted, PayOrderState, RefundState } from './pay-order';

/** A document id made from what it is of: the same payment or refund always names the same 收款单 or 客户退款单. */
export function idOf(what: string): string {
  const h = createHash('sha256').update(what).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${'89ab'[parseInt(h[16], 16) & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Who posts a payment's money documents when no clerk does (a provider's notification, the sweep). */
export const paySystem = (companyId: string, provider: string, session?: Session): Session =>
  session ?? ({ companyId, userId: 'system', userName: `${PAY_PROVIDER_NAMES[provider] ?? provider}（移动支付）` } as Session);

/**
 * The money a payment moves, in finance's own documents: a paid counter payment's 收款单 writing off its sale, and a
 * sale return's refund paid back as a 客户退款单 (of what the return left the customer overpaid, so 应收 comes back
 * to what it was). Each is posted once whatever repeats it: its id is made from the payment or refund, so a second
 * attempt finds it there (after a crash between the document and the payment's record of it) instead of making another.
 */
@Injectable()
export class PayPostings {
  constructor(
    private readonly es: EventSourcing,
    private readonly commands: CommandBus,
  ) {}

  /** The 收款单 of the paid payment, writing off what its audited sale still owes of it (any rest stays the customer's credit). */
  async receipt(session: Session, s: PayOrderState, saleId: string): Promise<MoneyPosted> {
    const c = s.created!;
    const docId = idOf(`receipt:${c.payOrderId}`);
    const done = await this.posted(session.companyId, CUSTOM_RECEIVE.kind, docId);
    const sale = (await loadDocument(this.es, SALE, saleId, session.companyId)).state;
    const of = { saleId, saleBillNo: sale.doc!.billNo };
    if (done) return { docId, billNo: done, ...of };
    const amount = dec(s.paid!.amount);
    const open = D.min(openAmount(sale), amount);
    const input = {
      partnerId: sale.doc!.partnerId!,
      accountId: c.accountId,
      billDate: shopDay(),
      amount,
      hx: open.gt(0) ? [{ docId: saleId, amount: open }] : [],
      remark: `${PAY_PROVIDER_NAMES[c.provider] ?? c.provider}${c.source === 'counter' ? '付款码收款' : `在线支付，商城订单${c.orderNo}`}，销售单${of.saleBillNo}，交易号${s.paid!.tradeNo}`,
    };
    const billNo = await this.once(session.companyId, CUSTOM_RECEIVE.kind, docId, () =>
      this.commands.execute(new SettlementCommand(CUSTOM_RECEIVE, session, { type: 'save', docId, input, audit: true })),
    );
    return { docId, billNo, ...of };
  }

  /** The 收款单 of a customer's balance paid from their 对账单's link: money received against what they owe, no document written off. */
  async statementReceipt(session: Session, s: PayOrderState): Promise<MoneyPosted> {
    const c = s.created!;
    const docId = idOf(`receipt:${c.payOrderId}`);
    const done = await this.posted(session.companyId, CUSTOM_RECEIVE.kind, docId);
    if (done) return { docId, billNo: done };
    const input = {
      partnerId: c.partnerId!,
      accountId: c.accountId,
      billDate: shopDay(),
      amount: dec(s.paid!.amount),
      hx: [],
      remark: `${PAY_PROVIDER_NAMES[c.provider] ?? c.provider}在线支付对账单，交易号${s.paid!.tradeNo}`,
    };
    const billNo = await this.once(session.companyId, CUSTOM_RECEIVE.kind, docId, () =>
      this.commands.execute(new SettlementCommand(CUSTOM_RECEIVE, session, { type: 'save', docId, input, audit: true })),
    );
    return { docId, billNo };
  }

  /** The 客户退款单 of a sale return's refund made through the payment: the money left the 结算账户 back to the customer. */
  async returnRefund(session: Session, s: PayOrderState, r: RefundState, partnerId: string, returnBillNo: string): Promise<MoneyPosted> {
    const c = s.created!;
    const docId = idOf(`refund:${r.refundId}`);
    const input = {
      partnerId,
      accountId: c.accountId,
      billDate: shopDay(),
      amount: dec(r.amount),
      refundFrom: 'overpaid' as const,
      remark: `销售退货单${returnBillNo}原路退款（${PAY_PROVIDER_NAMES[c.provider] ?? c.provider}，退款单号${r.refundNo ?? ''}）`,
    };
    const done = await this.posted(session.companyId, CUSTOM_REFUND.kind, docId);
    const billNo =
      done ??
      (await this.once(session.companyId, CUSTOM_REFUND.kind, docId, () =>
        this.commands.execute(new RefundCommand(CUSTOM_REFUND, session, { type: 'save', docId, input, audit: true })),
      ));
    return { docId, billNo, refundId: r.refundId };
  }

  /** The bill number of a document already posted under this id, if it is. */
  private async posted(companyId: string, kind: string, docId: string): Promise<string | undefined> {
    const { state, version } = await this.es.load(
      `${kind}-${docId}`,
      companyId,
      '',
      (no, e) => (e.data as { billNo?: string }).billNo || no,
    );
    return version ? state : undefined;
  }

  /** Posts it, or finds it posted by a concurrent attempt that won the race. */
  private async once(companyId: string, kind: string, docId: string, post: () => Promise<{ billNo: string }>): Promise<string> {
    try {
      return (await post()).billNo;
    } catch (e) {
      const done = await this.posted(companyId, kind, docId);
      if (done === undefined) throw e;
      return done;
    }
  }
}
