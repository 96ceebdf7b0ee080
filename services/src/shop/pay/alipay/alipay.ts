import type { PayAccount, PaymentAsk, PaymentProvider, RefundState, TradeState } from '../providers';
import { readBill } from './bill';
import { readNotification } from './notify';
import { paidTrade, yuan } from './trade';
import { type Answer, call, chinaTime, clientFor, instant, notExists, refusal, refused, unreachable } from './openapi';

/** What a payment asks of 支付宝 whatever the channel. */
const order = (ask: PaymentAsk) => ({
  out_trade_no: ask.payOrderId,
  total_amount: yuan(ask.amount),
  subject: ask.subject,
});

const refunded = (answer: Answer, amount: unknown, at: unknown): RefundState => ({
  state: 'success',
  refundNo: String(answer.trade_no),
  amount: yuan(String(amount)),
  at: instant(at),
});

/**
 * 支付宝 on its OpenAPI gateway (`gateway`, https://openapi.alipay.com/gateway.do in production), in public-key mode:
 * 当面付 (a QR code to scan, a 付款码 scanned at the counter) and 手机网站支付 (wap).
 */
export function alipay(gateway: string): PaymentProvider {
  const sdk = (account: PayAccount) => clientFor(gateway, account);

  async function query(account: PayAccount, payOrderId: string): Promise<TradeState> {
    const answer = await call(sdk(account), 'alipay.trade.query', { out_trade_no: payOrderId });
    // A QR code's or a wap page's trade exists at 支付宝 only once the buyer has scanned or opened it.
    if (notExists(answer)) return { state: 'waiting' };
    if (answer.code !== '10000') throw refusal(answer);
    switch (answer.trade_status) {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED':
        return paidTrade(answer, answer.send_pay_date);
      case 'WAIT_BUYER_PAY':
        return { state: 'waiting' };
      case 'TRADE_CLOSED':
        return { state: 'closed' };
      default:
        throw refused(`交易状态不明（${String(answer.trade_status)}）`);
    }
  }

  async function queryRefund(account: PayAccount, payOrderId: string, refundId: string): Promise<RefundState> {
    const answer = await call(sdk(account), 'alipay.trade.fastpay.refund.query', {
      out_trade_no: payOrderId,
      out_request_no: refundId,
      query_options: ['gmt_refund_pay'],
    });
    if (answer.code !== '10000') throw refusal(answer);
    return answer.refund_status === 'REFUND_SUCCESS'
      ? refunded(answer, answer.refund_amount, answer.gmt_refund_pay)
      : { state: 'processing' };
  }

  return {
    key: 'alipay',
    name: '支付宝',
    channels: ['qr', 'wap', 'code'],
    fields: [
      {
        key: 'privateKey',
        label: '应用私钥',
        secret: true,
        multiline: true,
        required: true,
        maxWidth: 4000,
        placeholder: '支付宝开放平台密钥工具生成的应用私钥（RSA2）',
      },
      {
        key: 'alipayPublicKey',
        label: '支付宝公钥',
        multiline: true,
        required: true,
        maxWidth: 1000,
        placeholder: '开放平台应用「开发设置 › 接口加签方式」中查看的支付宝公钥',
      },
    ],

    async start(account, channel, ask) {
      const timeExpire = chinaTime(ask.expiresAt);
      if (channel === 'qr') {
        const answer = await call(
          sdk(account),
          'alipay.trade.precreate',
          { ...order(ask), time_expire: timeExpire },
          { notify_url: ask.notifyUrl },
        );
        if (answer.code !== '10000') throw refusal(answer);
        return { channel, codeUrl: String(answer.qr_code) };
      }
      if (channel === 'wap') {
        const payUrl = sdk(account).pageExecute('alipay.trade.wap.pay', 'GET', {
          bizContent: {
            ...order(ask),
            product_code: 'QUICK_WAP_WAY',
            time_expire: timeExpire,
            ...(ask.returnUrl ? { quit_url: ask.returnUrl } : {}),
          },
          notify_url: ask.notifyUrl,
          ...(ask.returnUrl ? { return_url: ask.returnUrl } : {}),
        });
        return { channel, payUrl };
      }
      throw refused('不支持此支付方式');
    },

    async codePay(account, ask) {
      const answer = await call(
        sdk(account),
        'alipay.trade.pay',
        { ...order(ask), scene: 'bar_code', auth_code: ask.authCode },
        { notify_url: ask.notifyUrl },
      );
      switch (answer.code) {
        case '10000':
          return paidTrade(answer, answer.gmt_payment);
        case '10003':
          return { state: 'waiting' };
        case '40004':
          return { state: 'failed', reason: answer.sub_msg || answer.msg };
        case '20000':
          return query(account, ask.payOrderId);
        default:
          throw refusal(answer);
      }
    },

    query,

    async close(account, payOrderId, channel) {
      if (channel === 'code') {
        const answer = await call(sdk(account), 'alipay.trade.cancel', { out_trade_no: payOrderId });
        if (answer.code !== '10000') throw refusal(answer);
        return;
      }
      const answer = await call(sdk(account), 'alipay.trade.close', { out_trade_no: payOrderId });
      if (answer.code === '10000' || notExists(answer)) return;
      if ((await query(account, payOrderId)).state !== 'closed') throw refusal(answer);
    },

    async refund(account, ask) {
      const answer = await call(sdk(account), 'alipay.trade.refund', {
        out_trade_no: ask.payOrderId,
        refund_amount: yuan(ask.amount),
        out_request_no: ask.refundId,
        refund_reason: ask.reason,
      });
      if (answer.code === '20000' || answer.sub_code === 'ACQ.SYSTEM_ERROR') return { state: 'processing' };
      if (answer.code === '40004') return { state: 'failed', reason: answer.sub_msg || answer.msg };
      if (answer.code !== '10000') throw refusal(answer);
      // fund_change N: this request was answered before (or the money has not moved yet); its refund query says which.
      if (answer.fund_change !== 'Y') return queryRefund(account, ask.payOrderId, ask.refundId);
      return refunded(answer, ask.amount, answer.gmt_refund_pay);
    },

    queryRefund,

    notification(account, request) {
      return readNotification(sdk, account, request);
    },

    notifyAnswer: (ok) =>
      ok ? { status: 200, contentType: 'text/plain', body: 'success' } : { status: 400, contentType: 'text/plain', body: 'fail' },

    async bill(account, day) {
      const answer = await call(sdk(account), 'alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: day });
      if (answer.sub_code === 'isv.bill_not_exist') return [];
      if (answer.code !== '10000') throw refusal(answer);
      let zip: Buffer;
      try {
        const response = await fetch(String(answer.bill_download_url), { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        zip = Buffer.from(await response.arrayBuffer());
      } catch {
        throw unreachable();
      }
      return readBill(zip).catch(() => {
        throw refused('对账单无法读取');
      });
    },
  };
}
