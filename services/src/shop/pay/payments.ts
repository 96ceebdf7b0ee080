import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { WrongExpectedVersionError } from '@jxc/infra';
import type { AppConfig } from '@jxc/infra';
import type {
  CodePayResult,
  PayProviderOption,
  PayQueryResult,
  PayStarted,
  PayStatusView,
  RefundablePayment,
  RefundResult,
} from '../../contracts';
import { loadDocument, openAmount } from '../../document-engine';
import { BalanceQueries } from '../../finance';
import { actorOf, Session } from '../../identity';
import { SALE, SALE_RETURN } from '../../sales';
import { D, Dec, dec } from '../../shared/decimal';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../shared/errors';
import type { Actor } from '../../shared/es/event-sourcing';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { inLane, retrying } from '../../shared/es/retrying';
import type { Logger } from '../../shared/http/logger';
import { APP_CONFIG, LOGGER } from '../../shared/persistence/tokens';
import { ORDER_HOLD_MINUTES, ORDER_STATUS_NAMES } from '../order/store-order';
import { StoreOrderQueries } from '../order/store-orders.queries';
import {
  decidePayOrder,
  evolvePayOrder,
  MoneyPosted,
  noPayOrder,
  PAY_ORDER_EVENTS,
  PayOrderCreated,
  PayOrderEvent,
  PayOrderState,
  payOrderStream,
  PaySource,
  refundable,
  saleOf,
} from './pay-order';
import { PayAccounts } from './pay-accounts.service';
import { paySystem, PayPostings } from './pay-postings.service';
import { PayQueries } from './pay.queries';
import {
  NotifyAnswer,
  NotifyRequest,
  PAY_PROVIDER_NAMES,
  PaymentProvider,
  PaymentProviders,
  providerOfAuthCode,
  RefundState,
  TradeState,
} from './providers';

const loadPayOrder = evolveStored(PAY_ORDER_EVENTS, evolvePayOrder);
const newId = () => randomUUID().replace(/-/g, '');
const yuan = (v: Dec | string) => dec(v).toFixed(2);

/** Who records what a provider reported (or the sweep found out from it). */
const providerActor = (companyId: string, provider: string): Actor => ({
  companyId,
  userId: 'system',
  userName: `${PAY_PROVIDER_NAMES[provider] ?? provider}（支付通知）`,
});

/** How long a 付款码 payment may wait for the buyer's confirmation before it is reversed. */
const CODE_WAIT_MINUTES = 5;

/** What another module does once a payment of its source is paid (an edition bought applied), answering what it posted: done once. */
export type PaidFollowUp = (s: PayOrderState, companyId: string) => Promise<MoneyPosted>;

/** What the buyer was given to pay a payment with, given again when they ask again. */
export const startedOf = (c: PayOrderCreated): PayStarted => ({
  payOrderId: c.payOrderId,
  amount: Number(c.amount),
  channel: c.channel as 'qr' | 'wap',
  codeUrl: c.codeUrl,
  payUrl: c.payUrl,
  expiresAt: c.expiresAt,
});

/** A payment's status as the counter sees it: an open one is the buyer still paying. */
const counterStatus = (s: PayOrderState): CodePayResult['status'] => (s.status === 'created' ? 'paying' : s.status);

/**
 * Payments through the providers' adapters: a store order paid online by its buyer, a sale paid at the counter by the
 * customer's 付款码, what the providers report of them (a notification counts only once its signature, merchant,
 * app and amount check out; otherwise it is refused, logged and writes nothing), queries when a report is late,
 * closing, refunds, and the money each posts in finance (PayPostings).
 */
@Injectable()
export class Payments {
  private readonly followUps = new Map<PaySource, PaidFollowUp>();

  constructor(
    private readonly es: EventSourcing,
    private readonly pay: PayQueries,
    private readonly accounts: PayAccounts,
    private readonly postings: PayPostings,
    private readonly providers: PaymentProviders,
    private readonly orders: StoreOrderQueries,
    private readonly balances: BalanceQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The providers the store takes payments through: enabled, with an adapter, on a buyer's own device. */
  async storeProviders(companyId: string): Promise<PayProviderOption[]> {
    return (await this.pay.enabled(companyId))
      .map((key) => this.providers.find(key))
      .filter((p): p is PaymentProvider => !!p)
      .map((p) => ({ key: p.key, name: p.name, channels: p.channels.filter((c) => c === 'qr' || c === 'wap') }))
      .filter((p) => p.channels.length > 0);
  }

  /**
   * A payment of the whole of a store order still to be paid. Asked again while one is open, the same one is given
   * back for the same provider and channel; another is closed first.
   */
  startStore(
    actor: Actor,
    f: { orderId: string; provider: string; channel: 'qr' | 'wap'; returnUrl?: string; clientIp: string },
  ): Promise<PayStarted> {
    const { companyId } = actor;
    return inLane(`pay-order-${f.orderId}`, async () => {
      const order = await this.orders.toPay(companyId, f.orderId);
      if (!order) throw new NotFoundError('订单不存在');
      if (order.status === 'cancelled') throw new BusinessRuleError('BAD_STATUS', `订单${order.orderNo}已取消，不能支付`);
      if (order.status !== 'new' && order.status !== 'accepted')
        throw new BusinessRuleError('BAD_STATUS', `订单${order.orderNo}${ORDER_STATUS_NAMES[order.status]}，不能在线支付`);
      for (const id of await this.pay.ofOrder(companyId, f.orderId)) {
        const { state } = await this.load(companyId, id);
        const c = state.created!;
        if (state.status === 'paid') throw new BusinessRuleError('ALREADY_PAID', `订单${order.orderNo}已支付`);
        if (state.status !== 'created') continue;
        if (c.provider === f.provider && c.channel === f.channel && new Date(c.expiresAt).getTime() > Date.now()) return startedOf(c);
        const after = await this.close(companyId, state, '改用其他支付方式');
        if (after.status === 'paid') throw new BusinessRuleError('ALREADY_PAID', `订单${order.orderNo}已支付`);
      }
      return this.startFor(actor, {
        ...f,
        amount: order.amount,
        subject: `订单${order.orderNo}`,
        minutes: ORDER_HOLD_MINUTES,
        created: { source: 'store', orderId: f.orderId, orderNo: order.orderNo },
      });
    });
  }

  /** Another module's payments (source): what follows once one is paid, registered as that module starts. */
  followPaid(source: PaySource, followUp: PaidFollowUp): void {
    this.followUps.set(source, followUp);
  }

  /**
   * A payment by QR code or a phone's page into the merchant account of `actor.companyId`: a store order's, or one
   * another module asks for (an edition bought of the platform); `created` names what it pays for. One already
   * reserved (`payOrderId`, `expiresAt`) is asked under that 商户订单号, which a provider holds as one order however
   * often it is asked: when another caller recorded it first, theirs is answered.
   */
  async startFor(
    actor: Actor,
    f: {
      provider: string;
      channel: 'qr' | 'wap';
      amount: string;
      subject: string;
      minutes: number;
      clientIp: string;
      returnUrl?: string;
      created: Pick<
        PayOrderCreated,
        'source' | 'orderId' | 'orderNo' | 'purchaseId' | 'purchaseNo' | 'buyerId' | 'statementId' | 'partnerId'
      >;
      reserved?: { payOrderId: string; expiresAt: string };
    },
  ): Promise<PayStarted> {
    const { setting, provider, account } = await this.accounts.open(actor.companyId, f.provider, true);
    if (!provider.channels.includes(f.channel)) throw new ValidationError(`${provider.name}不支持该支付方式`, 'channel');
    const payOrderId = f.reserved?.payOrderId ?? newId();
    const amount = yuan(f.amount);
    const expiresAt = f.reserved ? new Date(f.reserved.expiresAt) : new Date(Date.now() + f.minutes * 60_000);
    const start = await provider.start(account, f.channel, {
      payOrderId,
      amount,
      subject: f.subject,
      notifyUrl: this.notifyUrl(provider.key, payOrderId),
      expiresAt,
      clientIp: f.clientIp,
      returnUrl: f.returnUrl,
    });
    const started = {
      codeUrl: start.channel === 'qr' ? start.codeUrl : undefined,
      payUrl: start.channel === 'wap' ? start.payUrl : undefined,
    };
    try {
      await this.create(actor, {
        ...f.created,
        payOrderId,
        provider: provider.key,
        channel: f.channel,
        amount,
        expiresAt: expiresAt.toISOString(),
        merchantId: setting.merchantId,
        appId: setting.appId,
        accountId: setting.accountId,
        ...started,
      });
    } catch (e) {
      if (!(f.reserved && e instanceof WrongExpectedVersionError)) throw e;
      return startedOf((await this.load(actor.companyId, payOrderId)).state.created!);
    }
    return { payOrderId, amount: Number(amount), channel: f.channel, ...started, expiresAt: expiresAt.toISOString() };
  }

  /** A payment as it stands (one never asked has no `created`). */
  async payment(companyId: string, payOrderId: string): Promise<PayOrderState> {
    return (await this.load(companyId, payOrderId)).state;
  }

  /** Closes a payment still open at its provider, answering what it came to (one paid meanwhile is recorded paid). */
  async closeOpen(companyId: string, payOrderId: string, reason: string): Promise<PayOrderState> {
    return this.close(companyId, await this.mine(companyId, payOrderId), reason);
  }

  /** A store payment's status for its buyer, asking the provider when it is still open (a notification may be lost). */
  async storeStatus(companyId: string, orderId: string, payOrderId: string): Promise<PayStatusView> {
    const { state } = await this.load(companyId, payOrderId);
    if (state.created?.orderId !== orderId) throw new NotFoundError('支付单不存在');
    return this.status(companyId, state);
  }

  /** A payment's status for whoever pays it, asking the provider when it is still open; `mustBe` its source, else 404. */
  async statusOf(companyId: string, payOrderId: string, mustBe: (c: PayOrderCreated) => boolean): Promise<PayStatusView> {
    const { state } = await this.load(companyId, payOrderId);
    if (!state.created || !mustBe(state.created)) throw new NotFoundError('支付单不存在');
    return this.status(companyId, state);
  }

  private async status(companyId: string, state: PayOrderState): Promise<PayStatusView> {
    const payOrderId = state.created!.payOrderId;
    // The buyer's page asks every few seconds: a provider not answering now leaves it as it was, for the next time.
    const s = await this.settle(companyId, state).catch((err: unknown) => {
      if (!(err instanceof BusinessRuleError)) throw err;
      this.logger.warn({ err, payOrderId }, 'asking the provider after a payment failed');
      return state;
    });
    return { payOrderId, status: s.status === 'failed' ? 'closed' : s.status, paidAmount: s.paid ? Number(s.paid.amount) : 0 };
  }

  /** A provider's notification: answered as the provider expects; recorded only when genuine and matching the payment. */
  async notified(key: string, payOrderId: string, request: NotifyRequest): Promise<NotifyAnswer | null> {
    const provider = this.providers.find(key);
    if (!provider) {
      this.logger.warn({ provider: key, payOrderId }, 'payment notification refused: no such provider');
      return null;
    }
    const ok = await this.notice(provider, payOrderId, request).catch((err: unknown) => {
      this.logger.warn({ provider: key, payOrderId, err }, 'payment notification refused');
      return false;
    });
    return provider.notifyAnswer(ok);
  }

  /** 扫码收款: the customer's 付款码 pays what the audited sale still owes (or `amount` of it); a paid one posts its 收款单. */
  codePay(session: Session, f: { saleId: string; authCode: string; amount?: Dec; clientIp: string }): Promise<CodePayResult> {
    const { companyId } = session;
    const key = providerOfAuthCode(f.authCode);
    if (!key) throw new ValidationError('付款码无法识别，请让顾客刷新付款码后重新扫描', 'authCode');
    return inLane(`counter-pay-${f.saleId}`, async () => {
      const sale = (await loadDocument(this.es, SALE, f.saleId, companyId)).state;
      if (!sale.exists || !sale.doc) throw new NotFoundError('销售单不存在');
      const billNo = sale.doc.billNo;
      if (sale.status !== 'audited') throw new BusinessRuleError('BAD_STATUS', `销售单${billNo}未审核，不能扫码收款`);
      if (await this.pay.payingForSale(companyId, f.saleId))
        throw new BusinessRuleError('PAYING', `销售单${billNo}有顾客正在支付的付款码收款，请先查询结果或撤销`);
      const open = openAmount(sale);
      const amount = f.amount ?? open;
      if (!amount.gt(0)) throw new BusinessRuleError('NOTHING_OWED', `销售单${billNo}已无未收金额`);
      if (amount.gt(open)) throw new ValidationError(`收款金额${yuan(amount)}超过销售单${billNo}未收金额${yuan(open)}`, '收款金额');
      const { setting, provider, account } = await this.accounts.open(companyId, key, true);
      if (!provider.channels.includes('code')) throw new BusinessRuleError('PAY_UNAVAILABLE', `${provider.name}不支持付款码收款`);
      const payOrderId = newId();
      const expiresAt = new Date(Date.now() + CODE_WAIT_MINUTES * 60_000);
      await this.create(actorOf(session), {
        payOrderId,
        source: 'counter',
        saleId: f.saleId,
        billNo,
        partnerId: sale.doc.partnerId ?? undefined,
        provider: key,
        channel: 'code',
        amount: yuan(amount),
        expiresAt: expiresAt.toISOString(),
        merchantId: setting.merchantId,
        appId: setting.appId,
        accountId: setting.accountId,
      });
      let trade: TradeState;
      // Not reached, the customer may have paid all the same: the payment stays open, to be asked after (Query, the sweep).
      let unsure: string | undefined;
      try {
        trade = await provider.codePay(account, {
          payOrderId,
          amount: yuan(amount),
          subject: `销售单${billNo}`,
          notifyUrl: this.notifyUrl(key, payOrderId),
          expiresAt,
          clientIp: f.clientIp,
          authCode: f.authCode,
        });
      } catch (e) {
        if (!(e instanceof BusinessRuleError)) throw e;
        if (e.code === 'PAY_REFUSED') trade = { state: 'failed', reason: e.message };
        else [trade, unsure] = [{ state: 'waiting' }, `支付结果未知（${e.message}），请稍后查询`];
      }
      const s = await this.record(companyId, payOrderId, trade, session);
      const message = trade.state === 'failed' ? trade.reason : s.status === 'created' ? (unsure ?? '等待顾客在手机上确认支付') : undefined;
      return { payOrderId, status: counterStatus(s), amount: Number(yuan(amount)), ...(message && { message }) };
    });
  }

  /** Staff ask after a payment: the provider is asked when it is still open; paid, its receipt is posted. */
  async query(session: Session, payOrderId: string): Promise<PayQueryResult> {
    const s = await this.settle(session.companyId, await this.mine(session.companyId, payOrderId), session);
    return { payOrderId, status: counterStatus(s), paid: s.status === 'paid' };
  }

  /** The clerk gives up a 付款码 payment the buyer has not confirmed: it is reversed at the provider (one paid meanwhile stays paid). */
  async cancel(session: Session, payOrderId: string): Promise<{ payOrderId: string; status: CodePayResult['status'] }> {
    const s = await this.close(session.companyId, await this.mine(session.companyId, payOrderId), '收银员撤销', session);
    return { payOrderId, status: counterStatus(s) };
  }

  /** A refund of a paid payment, whole or partial; with a 销售退货单 of its sale, the money paid back is posted against the return. */
  async refund(session: Session, f: { payOrderId: string; amount: Dec; reason: string; saleReturnId?: string }): Promise<RefundResult> {
    const { companyId } = session;
    const state = await this.mine(companyId, f.payOrderId);
    if (f.saleReturnId) {
      const ret = (await loadDocument(this.es, SALE_RETURN, f.saleReturnId, companyId)).state;
      if (!ret.exists || !ret.doc) throw new NotFoundError('销售退货单不存在');
      const no = ret.doc.billNo;
      if (ret.status !== 'audited') throw new BusinessRuleError('BAD_STATUS', `销售退货单${no}未审核，不能退款`);
      const saleId = saleOf(state);
      if (!saleId || ret.doc.sourceId !== saleId) throw new BusinessRuleError('NOT_SOURCE', `销售退货单${no}不是这笔支付所收销售单的退货`);
      const before = state.refunds
        .filter((r) => r.saleReturnId === f.saleReturnId && r.status !== 'failed')
        .reduce((t, r) => t.plus(r.amount), dec(0));
      const returned = dec(ret.doc.totals.totalAmount).minus(ret.doc.settleAmount);
      if (before.plus(f.amount).gt(returned))
        throw new BusinessRuleError('OVER_REFUND', `退款金额超过销售退货单${no}可退的${yuan(returned.minus(before))}`);
      const credit = dec(await this.balances.partnerBalance(companyId, ret.doc.partnerId!)).neg();
      if (credit.lt(f.amount))
        throw new BusinessRuleError('OVER_REFUND', `退款金额${yuan(f.amount)}超过客户可退的多收款${yuan(D.max(credit, 0))}`);
    }
    const { refundId, state: s } = await this.refundThrough(companyId, state, f, session);
    const r = s.refunds.find((x) => x.refundId === refundId)!;
    return { refundId, status: r.status, amount: Number(r.amount) };
  }

  /** The paid payments of a sale return's source sale that can still refund. */
  async refundableFor(companyId: string, saleReturnId: string): Promise<{ payments: RefundablePayment[] }> {
    const ret = (await loadDocument(this.es, SALE_RETURN, saleReturnId, companyId)).state;
    if (!ret.exists || !ret.doc) throw new NotFoundError('销售退货单不存在');
    const payments: RefundablePayment[] = [];
    for (const id of ret.doc.sourceId ? await this.pay.ofSale(companyId, ret.doc.sourceId) : []) {
      const { state } = await this.load(companyId, id);
      const left = refundable(state);
      if (!left.gt(0)) continue;
      const c = state.created!;
      payments.push({
        payOrderId: id,
        provider: c.provider,
        providerName: PAY_PROVIDER_NAMES[c.provider] ?? c.provider,
        amount: Number(state.paid!.amount),
        refundable: left.toNumber(),
        tradeNo: state.paid!.tradeNo,
        paidAt: state.paid!.paidAt,
      });
    }
    return { payments };
  }

  /**
   * A store order turned into a sale: what its paid payments brought in goes on the sale as 本次收款 into their
   * 结算账户 (the receipt travels with the sale, so once audited it owes nothing); `turned` then records it on each.
   */
  async paidForOrder(companyId: string, orderId: string): Promise<{ amount: Dec; accountId: string; payOrderIds: string[] } | null> {
    let amount = dec(0);
    let accountId = '';
    const payOrderIds: string[] = [];
    for (const id of await this.pay.ofOrder(companyId, orderId)) {
      const { state } = await this.load(companyId, id);
      if (state.status !== 'paid' || state.receipt) continue;
      amount = amount.plus(refundable(state));
      accountId ||= state.created!.accountId;
      payOrderIds.push(id);
    }
    return payOrderIds.length ? { amount, accountId, payOrderIds } : null;
  }

  async turned(actor: Actor, payOrderIds: string[], sale: { saleId: string; billNo: string }): Promise<void> {
    for (const id of payOrderIds)
      await this.step(actor.companyId, id, actor, (s) =>
        decidePayOrder.receiptPosted(s, { docId: sale.saleId, billNo: sale.billNo, saleId: sale.saleId, saleBillNo: sale.billNo }),
      );
  }

  /** The order lapsed or was cancelled: its open payments are closed at their providers, and what was paid is refunded. */
  async orderGone(companyId: string, orderId: string): Promise<void> {
    for (const id of await this.pay.ofOrder(companyId, orderId)) {
      try {
        const { state } = await this.load(companyId, id);
        await this.close(companyId, state, '订单已取消');
      } catch (err) {
        this.logger.warn({ err, payOrderId: id, orderId }, 'closing a cancelled order’s payment failed; the sweep tries again');
      }
    }
  }

  /** Open payments and refunds a minute old are asked after at their providers; open payments past their time are closed. */
  async sweep(at = new Date()): Promise<void> {
    for (const { companyId, payOrderId } of await this.pay.unsettled(new Date(at.getTime() - 60_000))) {
      try {
        const { state } = await this.load(companyId, payOrderId);
        let s = await this.settle(companyId, state);
        if (s.status === 'created' && new Date(s.created!.expiresAt).getTime() <= at.getTime())
          s = await this.close(companyId, s, '超时未支付');
        for (const r of s.refunds.filter((x) => x.status === 'processing'))
          s = await this.recordRefund(companyId, payOrderId, r.refundId, await this.refundNow(companyId, s, r));
      } catch (err) {
        this.logger.warn({ err, payOrderId }, 'settling an open payment failed; the next sweep tries again');
      }
    }
  }

  /**
   * Where a refund under way stands at its provider. One the provider does not know never reached it (it could not be
   * reached when asked): it is asked again under the same refund number, which a provider takes only once.
   */
  private async refundNow(companyId: string, s: PayOrderState, r: PayOrderState['refunds'][number]): Promise<RefundState> {
    const c = s.created!;
    const { provider, account } = await this.accounts.open(companyId, c.provider);
    const refused = (e: unknown): e is BusinessRuleError => e instanceof BusinessRuleError && e.code === 'PAY_REFUSED';
    try {
      return await provider.queryRefund(account, c.payOrderId, r.refundId);
    } catch (e) {
      if (!refused(e)) throw e;
    }
    const ask = { payOrderId: c.payOrderId, refundId: r.refundId, amount: yuan(r.amount), total: yuan(s.paid!.amount), reason: r.reason };
    return provider.refund(account, { ...ask, notifyUrl: this.notifyUrl(c.provider, c.payOrderId) }).catch((e: unknown) => {
      if (!refused(e)) throw e;
      return { state: 'failed', reason: e.message };
    });
  }

  /** Answers the company's payment, or 404 (another company's is not there for it). */
  private async mine(companyId: string, payOrderId: string): Promise<PayOrderState> {
    const { state } = await this.load(companyId, payOrderId);
    if (!state.created) throw new NotFoundError('支付单不存在');
    return state;
  }

  private load(companyId: string, payOrderId: string) {
    return this.es.load<PayOrderState>(payOrderStream(payOrderId), companyId, noPayOrder, loadPayOrder);
  }

  private notifyUrl(provider: string, payOrderId: string) {
    return `${this.config.publicUrl}/api/OrderTrade/Notify/${provider}/${payOrderId}`;
  }

  private async create(actor: Actor, payment: Parameters<typeof decidePayOrder.create>[1]) {
    await this.es.commit(
      [
        {
          streamId: payOrderStream(payment.payOrderId),
          streamType: 'PayOrder',
          expectedVersion: 'no_stream',
          events: toStored(PAY_ORDER_EVENTS, decidePayOrder.create(noPayOrder, payment)),
        },
      ],
      actor,
    );
  }

  /** Decides on the payment's stream (again on fresh state when another decision came first) and answers the state after. */
  private step(companyId: string, payOrderId: string, actor: Actor, decide: (s: PayOrderState) => PayOrderEvent[]): Promise<PayOrderState> {
    return retrying(async () => {
      const { state, version } = await this.load(companyId, payOrderId);
      const events = decide(state);
      if (events.length)
        await this.es.commit(
          [
            {
              streamId: payOrderStream(payOrderId),
              streamType: 'PayOrder',
              expectedVersion: version,
              events: toStored(PAY_ORDER_EVENTS, events),
            },
          ],
          actor,
        );
      return events.reduce(evolvePayOrder, state);
    });
  }

  private async notice(provider: PaymentProvider, payOrderId: string, request: NotifyRequest): Promise<boolean> {
    const refuse = (why: string, detail: Record<string, unknown> = {}) => {
      this.logger.warn({ provider: provider.key, payOrderId, ...detail }, `payment notification refused: ${why}`);
      return false;
    };
    const companyId = await this.pay.companyOf(payOrderId, provider.key);
    if (!companyId) return refuse('no such payment');
    const { state } = await this.load(companyId, payOrderId);
    const c = state.created!;
    const { account } = await this.accounts.open(companyId, provider.key);
    const n = provider.notification(account, request);
    if (!n) return refuse('signature does not verify');
    if (n.payOrderId !== payOrderId) return refuse('another payment', { named: n.payOrderId });
    if (n.merchantId !== c.merchantId || (n.appId && n.appId !== c.appId))
      return refuse('another merchant or app', { merchantId: n.merchantId, appId: n.appId });
    if (n.kind === 'refund') {
      await this.recordRefund(companyId, payOrderId, n.refundId, n.refund);
      return true;
    }
    if (n.trade.state === 'paid' && !dec(n.trade.paid.amount).eq(c.amount))
      return refuse('amount does not match', { amount: n.trade.paid.amount, asked: c.amount });
    await this.record(companyId, payOrderId, n.trade);
    return true;
  }

  /** Asks the provider after a payment still open, and records what it says; then does what the state asks for. */
  private async settle(companyId: string, state: PayOrderState, session?: Session): Promise<PayOrderState> {
    if (state.status !== 'created') return this.follow(companyId, state, session);
    const { provider, account } = await this.accounts.open(companyId, state.created!.provider);
    return this.record(companyId, state.created!.payOrderId, await provider.query(account, state.created!.payOrderId), session);
  }

  private async record(companyId: string, payOrderId: string, trade: TradeState, session?: Session): Promise<PayOrderState> {
    const { state } = await this.load(companyId, payOrderId);
    const actor = session ? actorOf(session) : providerActor(companyId, state.created!.provider);
    const decide = (s: PayOrderState): PayOrderEvent[] => {
      switch (trade.state) {
        case 'paid':
          return decidePayOrder.paid(s, { ...trade.paid, payOrderId });
        case 'closed':
          return decidePayOrder.closed(s, '支付服务商已关闭');
        case 'failed':
          return decidePayOrder.failed(s, trade.reason);
        case 'waiting':
          return [];
      }
    };
    return this.follow(companyId, await this.step(companyId, payOrderId, actor, decide), session);
  }

  /**
   * What a payment's state asks for next: a paid counter payment (or a store order's paid after the order became a
   * sale) its 收款单; a store order's paid after the order was cancelled, its refund.
   */
  private async follow(companyId: string, s: PayOrderState, session?: Session): Promise<PayOrderState> {
    const c = s.created!;
    if (s.status !== 'paid' || s.receipt) return s;
    const actor = providerActor(companyId, c.provider);
    const followUp = this.followUps.get(c.source);
    if (followUp) {
      const posted = await followUp(s, companyId);
      return this.step(companyId, c.payOrderId, actor, (x) => decidePayOrder.receiptPosted(x, posted));
    }
    if (c.source === 'counter') {
      const posted = await this.postings.receipt(paySystem(companyId, c.provider, session), s, c.saleId!);
      return this.step(companyId, c.payOrderId, session ? actorOf(session) : actor, (x) => decidePayOrder.receiptPosted(x, posted));
    }
    const order = await this.orders.toPay(companyId, c.orderId!);
    if (order?.status === 'cancelled' && refundable(s).gt(0))
      return (await this.refundThrough(companyId, s, { amount: refundable(s), reason: `订单${c.orderNo}已取消，原路退款` })).state;
    if (!order?.saleId) return s;
    const sale = (await loadDocument(this.es, SALE, order.saleId, companyId)).state;
    // Paid before the turn, the payment went on the sale as 本次收款 (its record of it may have been lost to a crash).
    const carried = !!sale.doc && dec(sale.doc.settleAmount).gte(s.paid!.amount);
    if (!carried && sale.status !== 'audited') return s;
    const posted = carried
      ? { docId: order.saleId, billNo: sale.doc!.billNo, saleId: order.saleId, saleBillNo: sale.doc!.billNo }
      : await this.postings.receipt(paySystem(companyId, c.provider), s, order.saleId);
    return this.step(companyId, c.payOrderId, actor, (x) => decidePayOrder.receiptPosted(x, posted));
  }

  /** Closes an open payment at its provider (asking after it first: one paid meanwhile is recorded paid instead). */
  private async close(companyId: string, state: PayOrderState, reason: string, session?: Session): Promise<PayOrderState> {
    const s = await this.settle(companyId, state, session);
    if (s.status !== 'created') return s;
    const c = s.created!;
    const { provider, account } = await this.accounts.open(companyId, c.provider);
    await provider.close(account, c.payOrderId, c.channel);
    return this.step(companyId, c.payOrderId, session ? actorOf(session) : providerActor(companyId, c.provider), (x) =>
      decidePayOrder.closed(x, reason),
    );
  }

  /** Asks the refund (recorded first, so refunds at once cannot pass what was paid), then the provider; records its answer. */
  private async refundThrough(
    companyId: string,
    state: PayOrderState,
    f: { amount: Dec; reason: string; saleReturnId?: string },
    session?: Session,
  ): Promise<{ refundId: string; state: PayOrderState }> {
    const c = state.created!;
    const refundId = newId();
    const actor = session ? actorOf(session) : providerActor(companyId, c.provider);
    const asked = await this.step(companyId, c.payOrderId, actor, (s) =>
      decidePayOrder.askRefund(s, {
        refundId,
        amount: yuan(f.amount),
        reason: f.reason,
        ...(f.saleReturnId && { saleReturnId: f.saleReturnId }),
      }),
    );
    const { provider, account } = await this.accounts.open(companyId, c.provider);
    let answer: RefundState;
    try {
      answer = await provider.refund(account, {
        payOrderId: c.payOrderId,
        refundId,
        amount: yuan(f.amount),
        total: yuan(asked.paid!.amount),
        reason: f.reason,
        notifyUrl: this.notifyUrl(c.provider, c.payOrderId),
      });
    } catch (e) {
      if (e instanceof BusinessRuleError && e.code === 'PAY_REFUSED')
        await this.step(companyId, c.payOrderId, actor, (s) => decidePayOrder.refundFailed(s, refundId, e.message));
      throw e;
    }
    return { refundId, state: await this.recordRefund(companyId, c.payOrderId, refundId, answer, session) };
  }

  /** What the provider says of a refund; a sale return's refund done posts its 客户退款单 (once). */
  private async recordRefund(
    companyId: string,
    payOrderId: string,
    refundId: string,
    answer: RefundState,
    session?: Session,
  ): Promise<PayOrderState> {
    const { state } = await this.load(companyId, payOrderId);
    const actor = session ? actorOf(session) : providerActor(companyId, state.created!.provider);
    let s =
      answer.state === 'success'
        ? await this.step(companyId, payOrderId, actor, (x) =>
            decidePayOrder.refunded(x, { refundId, refundNo: answer.refundNo, amount: answer.amount, at: answer.at }),
          )
        : answer.state === 'failed'
          ? await this.step(companyId, payOrderId, actor, (x) => decidePayOrder.refundFailed(x, refundId, answer.reason))
          : state;
    const r = s.refunds.find((x) => x.refundId === refundId);
    if (r?.status === 'success' && r.saleReturnId && !r.posted) {
      const ret = (await loadDocument(this.es, SALE_RETURN, r.saleReturnId, companyId)).state.doc!;
      const posted = await this.postings.returnRefund(paySystem(companyId, s.created!.provider, session), s, r, ret.partnerId!, ret.billNo);
      s = await this.step(companyId, payOrderId, actor, (x) => decidePayOrder.refundPosted(x, { ...posted, refundId }));
    }
    return s;
  }
}
