import { createHmac } from 'node:crypto';
import type { PaymentProvider } from '../shop';

type Paid = NonNullable<Awaited<ReturnType<PaymentProvider['query']>>>;

/** The stand-in's signature: an HMAC-SHA256 of the fields but `sign` in key order, as real providers sign theirs. */
export const signFields = (secret: string, fields: Record<string, unknown>) =>
  createHmac('sha256', secret)
    .update(
      Object.keys(fields)
        .filter((k) => k !== 'sign')
        .sort()
        .map((k) => `${k}=${String(fields[k])}`)
        .join('&'),
    )
    .digest('hex');

/**
 * A stand-in for 微信支付, for tests only (no real provider is wired in): it hands out a cashier URL, reads and checks
 * notifications signed with the merchant key, and answers queries from `paid`. `notification` makes one it would send.
 */
export function fakeWechatPay() {
  const paid = new Map<string, Paid>();
  const provider: PaymentProvider = {
    key: 'wechat',
    createPayment: async (_account, p) => ({ payUrl: `https://pay.example.com/cashier/${p.payOrderId}?total=${p.amount}` }),
    read(n) {
      if (typeof n.out_trade_no !== 'string') return undefined;
      const notice =
        n.trade_state === 'SUCCESS'
          ? {
              payOrderId: n.out_trade_no,
              tradeNo: String(n.transaction_id),
              amount: String(n.total),
              payer: String(n.openid),
              payType: '微信支付',
              paidAt: String(n.success_time),
            }
          : null;
      return { payOrderId: n.out_trade_no, paid: notice };
    },
    verify: (account, n) => n.sign === signFields(account.secret, n),
    query: async (_account, payOrderId) => paid.get(payOrderId) ?? null,
  };
  const notification = (payOrderId: string, total: string, secret: string) => {
    const fields = {
      out_trade_no: payOrderId,
      transaction_id: `4200${Date.now()}`,
      total,
      openid: 'o-buyer-01',
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString(),
    };
    return { ...fields, sign: signFields(secret, fields) };
  };
  return { provider, paid, notification };
}
