import { createHmac } from 'node:crypto';
import type { BillLine, Notified, PaidNotice, PayAccount, PaymentProvider, RefundState, TradeState } from '../shop';
import { BusinessRuleError } from '../shared/errors';
import { shopDay } from '../contracts';

/** The secret the fake signs its notifications with: the merchant's 'apiKey' field. */
const sign = (account: Pick<PayAccount, 'values'>, body: string) =>
  createHmac('sha256', account.values.apiKey ?? '')
    .update(body)
    .digest('hex');

/** A 付款码 ending in 0 keeps the buyer confirming on their phone (USERPAYING) until `pay`; one ending in 5 is paid, but the answer is lost. */
const WAITS = /0$/;
const LOST = /5$/;

/**
 * An in-memory provider for fast tests, on the PaymentProvider interface: payments started are held here and paid by
 * `pay` (as a buyer would), notifications are JSON signed with an HMAC of the merchant's 'apiKey' (`notice` makes
 * one), refunds succeed at once, and the bill lists what happened (plus any `planted` line).
 */
export function fakePay(key: 'wechat' | 'alipay' = 'wechat') {
  const trades = new Map<string, { amount: string; state: TradeState }>();
  const refunds = new Map<string, { payOrderId: string; state: RefundState }>();
  const planted: BillLine[] = [];
  const calls: string[] = [];
  /** While set, refunds cannot reach the provider. */
  const outage = { refunds: false };
  let serial = 0;
  const paidNotice = (payOrderId: string, amount: string): PaidNotice => ({
    payOrderId,
    tradeNo: `T${key}${++serial}${Date.now()}`,
    amount,
    payer: 'o-buyer-01',
    payType: key === 'wechat' ? '微信支付' : '支付宝',
    paidAt: new Date().toISOString(),
  });
  const found = (payOrderId: string) => {
    const t = trades.get(payOrderId);
    if (!t) throw new BusinessRuleError('PAY_REFUSED', '订单不存在');
    return t;
  };
  const provider: PaymentProvider = {
    key,
    name: key === 'wechat' ? '微信支付' : '支付宝',
    fields: [
      { key: 'apiKey', label: 'API密钥', secret: true, required: true, maxWidth: 64 },
      { key: 'serialNo', label: '证书序列号', maxWidth: 40 },
    ],
    channels: ['qr', 'wap', 'code'],
    async start(_account, channel, ask) {
      calls.push(`start ${ask.payOrderId}`);
      trades.set(ask.payOrderId, { amount: ask.amount, state: { state: 'waiting' } });
      if (channel === 'qr') return { channel, codeUrl: `weixin://wxpay/bizpayurl?pr=${ask.payOrderId}` };
      if (channel === 'wap') return { channel, payUrl: `https://pay.example.com/h5/${ask.payOrderId}` };
      throw new BusinessRuleError('PAY_REFUSED', '不支持的支付方式');
    },
    async codePay(_account, ask) {
      calls.push(`codePay ${ask.payOrderId}`);
      const state: TradeState = WAITS.test(ask.authCode)
        ? { state: 'waiting' }
        : { state: 'paid', paid: paidNotice(ask.payOrderId, ask.amount) };
      trades.set(ask.payOrderId, { amount: ask.amount, state });
      if (LOST.test(ask.authCode)) throw new BusinessRuleError('PAY_UNREACHABLE', '无法连接微信支付，请稍后再试');
      return state;
    },
    async query(_account, payOrderId) {
      calls.push(`query ${payOrderId}`);
      return found(payOrderId).state;
    },
    async close(_account, payOrderId) {
      calls.push(`close ${payOrderId}`);
      const t = found(payOrderId);
      if (t.state.state === 'paid') throw new BusinessRuleError('PAY_REFUSED', '订单已支付');
      t.state = { state: 'closed' };
    },
    async refund(_account, ask) {
      if (outage.refunds) throw new BusinessRuleError('PAY_UNREACHABLE', '无法连接微信支付，请稍后再试');
      calls.push(`refund ${ask.payOrderId} ${ask.amount}`);
      const known = refunds.get(ask.refundId);
      if (known) return known.state;
      if (found(ask.payOrderId).state.state !== 'paid') throw new BusinessRuleError('PAY_REFUSED', '订单未支付');
      const state: RefundState = { state: 'success', refundNo: `RF${++serial}`, amount: ask.amount, at: new Date().toISOString() };
      refunds.set(ask.refundId, { payOrderId: ask.payOrderId, state });
      return state;
    },
    async queryRefund(_account, _payOrderId, refundId) {
      const r = refunds.get(refundId);
      if (!r) throw new BusinessRuleError('PAY_REFUSED', '退款单不存在');
      return r.state;
    },
    notification(account, request): Notified | null {
      const body = request.body.toString('utf8');
      if (request.headers['x-fake-signature'] !== sign(account, body)) return null;
      const n = JSON.parse(body) as { mchid: string; appid: string; payOrderId: string; paid: PaidNotice };
      return { kind: 'pay', merchantId: n.mchid, appId: n.appid, payOrderId: n.payOrderId, trade: { state: 'paid', paid: n.paid } };
    },
    notifyAnswer: (ok) => ({
      status: ok ? 200 : 400,
      contentType: 'application/json',
      body: JSON.stringify(ok ? { code: 'SUCCESS' } : { code: 'FAIL' }),
    }),
    async bill(_account, day) {
      const lines: BillLine[] = [];
      for (const [payOrderId, t] of trades)
        if (t.state.state === 'paid' && shopDay(new Date(t.state.paid.paidAt)) === day)
          lines.push({ kind: 'pay', payOrderId, tradeNo: t.state.paid.tradeNo, amount: t.state.paid.amount, at: t.state.paid.paidAt });
      for (const [refundId, r] of refunds)
        if (r.state.state === 'success' && shopDay(new Date(r.state.at)) === day)
          lines.push({
            kind: 'refund',
            payOrderId: r.payOrderId,
            refundId,
            tradeNo: r.state.refundNo,
            amount: r.state.amount,
            at: r.state.at,
          });
      return [...lines, ...planted];
    },
  };
  return {
    provider,
    calls,
    planted,
    outage,
    /** The buyer pays (or finishes confirming a 付款码 payment): the provider now answers it paid. */
    pay(payOrderId: string, amount?: string): PaidNotice {
      const t = found(payOrderId);
      const paid = paidNotice(payOrderId, amount ?? t.amount);
      t.state = { state: 'paid', paid };
      return paid;
    },
    trade: (payOrderId: string) => trades.get(payOrderId),
    /** A notification of a payment made, as the provider posts it, signed with `apiKey` (the merchant's, or another for a forgery). */
    notice(paid: PaidNotice, apiKey: string, merchant = { mchid: '1600000001', appid: 'wx8888' }) {
      const body = JSON.stringify({ ...merchant, payOrderId: paid.payOrderId, paid });
      return { body, headers: { 'content-type': 'application/json', 'x-fake-signature': sign({ values: { apiKey } }, body) } };
    },
  };
}
