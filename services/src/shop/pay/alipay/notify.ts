import type { AlipaySdk } from 'alipay-sdk';
import type { Notified, NotifyRequest, PayAccount, TradeState } from '../providers';
import { paidTrade } from './trade';

/** A percent-encoded value in the form's charset ("+" is a space). */
function decode(text: string, charset: string): string {
  const bytes: number[] = [];
  const plain = text.replace(/\+/g, ' ');
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] === '%' && /^[0-9a-fA-F]{2}$/.test(plain.slice(i + 1, i + 3))) {
      bytes.push(parseInt(plain.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(plain.charCodeAt(i));
  }
  return new TextDecoder(charset, { fatal: true }).decode(Uint8Array.from(bytes));
}

/**
 * An application/x-www-form-urlencoded body in the charset its Content-Type or its own `charset` field names (支付宝
 * notifies in the charset the payment was asked in: utf-8 here).
 */
function readForm(request: NotifyRequest): Record<string, string> {
  const raw = request.body.toString('latin1');
  const contentType = Object.entries(request.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  const named = /charset=([\w-]+)/i.exec(contentType)?.[1] ?? /(?:^|&)charset=([\w-]+)/.exec(raw)?.[1] ?? 'utf-8';
  const fields: Record<string, string> = {};
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    fields[decode(at < 0 ? pair : pair.slice(0, at), named)] = at < 0 ? '' : decode(pair.slice(at + 1), named);
  }
  return fields;
}

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
    const fields = readForm(request);
    if (!fields.sign || !sdk(account).checkNotifySignV2(fields)) return null;
    if (fields.app_id !== account.appId || fields.notify_type !== 'trade_status_sync' || !fields.out_trade_no) return null;
    const trade = tradeOf(fields);
    if (!trade) return null;
    return { kind: 'pay', merchantId: fields.seller_id ?? '', appId: fields.app_id, payOrderId: fields.out_trade_no, trade };
  } catch {
    return null;
  }
}
