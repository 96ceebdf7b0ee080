import type { AlipaySdk } from 'alipay-sdk';
import type { Notified, NotifyRequest, PayAccount, TradeState } from '../providers';
import { paidTrade } from './trade';

/** The trade a trade_status_sync notification reports (a refund's notification reports the trade as it stands after it). */
function tradeOf(fields: Record<string, string>): TradeState | undefined {
  switch (fields.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return paidTrade(fields, fields.gmt_payment);
    case 'WAIT_BUYER_PAY':
      return { state: 'waiting' };
    case 'TRADE_CLOSED':
      // Closed by refunding it whole: it was paid; the refunds themselves are settled by their answers and queries.
      return fields.gmt_refund || fields.refund_fee ? paidTrade(fields, fields.gmt_payment) : { state: 'closed' };
    default:
      return undefined;
  }
}

/**
 * A 支付宝 asynchronous notification, read when 支付宝 signed it (RSA2 over the sorted fields but sign and sign_type,
 * with the 支付宝公钥) for this account's app; null for anything else.
 */
export function readNotification(sdk: (account: PayAccount) => AlipaySdk, account: PayAccount, request: NotifyRequest): Notified | null {
  try {
    // 支付宝 notifies in the charset the payment was asked in: UTF-8, the only one the SDK signs and checks.
    const fields = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
    if (!fields.sign || !sdk(account).checkNotifySignV2(fields)) return null;
    if (fields.app_id !== account.appId || fields.notify_type !== 'trade_status_sync' || !fields.out_trade_no) return null;
    const trade = tradeOf(fields);
    if (!trade) return null;
    return { kind: 'pay', merchantId: fields.seller_id ?? '', appId: fields.app_id, payOrderId: fields.out_trade_no, trade };
  } catch {
    return null;
  }
}
