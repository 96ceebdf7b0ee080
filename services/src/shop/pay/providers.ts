import { Injectable } from '@nestjs/common';

export { PAY_PROVIDER_NAMES } from '../../contracts';

/** One entry of a provider's merchant settings as the 移动支付 screen asks for it; a secret one is sealed and never read back. */
export interface PaySettingField {
  key: string;
  label: string;
  secret?: boolean;
  /** A PEM key or certificate: a text area. */
  multiline?: boolean;
  required?: boolean;
  maxWidth: number;
  placeholder?: string;
}

/** A company's merchant account with a provider, its secrets unsealed (only ever in the server's memory). */
export interface PayAccount {
  /** 商户号 (WeChat mchid; Alipay's seller PID 2088…). */
  merchantId: string;
  /** 应用ID (WeChat appid; Alipay app_id). */
  appId: string;
  /** The provider's other fields by PaySettingField key: the plain ones as saved, the secret ones opened. */
  values: Record<string, string>;
}

/** How a buyer pays: a QR code shown on a desktop, a phone browser's redirect, inside WeChat (JSAPI), or their 付款码 scanned at the counter. */
export type PayChannel = 'qr' | 'wap' | 'jsapi' | 'code';

/** A payment asked of a provider. Amounts are yuan with two decimals ("25.50"). */
export interface PaymentAsk {
  payOrderId: string;
  amount: string;
  subject: string;
  notifyUrl: string;
  /** When the provider should close the payment unpaid. */
  expiresAt: Date;
  /** The buyer's address (WeChat's H5 and 付款码 need it). */
  clientIp: string;
  /** Where a phone's browser returns after paying (wap). */
  returnUrl?: string;
  /** The buyer's openid (jsapi). */
  openId?: string;
}

/** How the buyer is to pay what was asked. */
export type PayStart =
  { channel: 'qr'; codeUrl: string } | { channel: 'wap'; payUrl: string } | { channel: 'jsapi'; params: Record<string, string> };

/** What a provider reports of a payment made: its own trade number, the amount, who paid, how and when. */
export interface PaidNotice {
  payOrderId: string;
  tradeNo: string;
  amount: string;
  payer: string;
  payType: string;
  paidAt: string;
}

/**
 * A payment's state at the provider. `waiting`: asked and not (yet) paid, including a 付款码 payment the buyer is still
 * confirming on their phone (USERPAYING / 10003); `closed`: closed, reversed or never made; `failed`: refused for good.
 */
export type TradeState =
  { state: 'paid'; paid: PaidNotice } | { state: 'waiting' } | { state: 'closed' } | { state: 'failed'; reason: string };

export interface RefundAsk {
  payOrderId: string;
  refundId: string;
  /** This refund's amount, and the payment's whole amount (WeChat asks for both). */
  amount: string;
  total: string;
  reason: string;
  notifyUrl: string;
}

export type RefundState =
  { state: 'success'; refundNo: string; amount: string; at: string } | { state: 'processing' } | { state: 'failed'; reason: string };

/** A provider's notification as it came over HTTP: the raw body is what its signature covers. */
export interface NotifyRequest {
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** What a verified notification says, with the merchant and app it was sent for (matched against the account by the caller too). */
export type Notified =
  | { kind: 'pay'; merchantId: string; appId: string; payOrderId: string; trade: TradeState }
  | { kind: 'refund'; merchantId: string; appId: string; payOrderId: string; refundId: string; refund: RefundState };

/** One line of a provider's trade bill for a day: a payment or a refund, by our ids and the provider's. */
export interface BillLine {
  kind: 'pay' | 'refund';
  payOrderId: string;
  refundId?: string;
  tradeNo: string;
  amount: string;
  at: string;
}

/** How to answer a provider's notification so it stops (or keeps) repeating it. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * An online-payment provider's adapter, on its published protocol. Every method throws a BusinessRuleError
 * (PAY_REFUSED with the provider's message, PAY_UNREACHABLE when it cannot be reached) rather than answer wrongly.
 */
export interface PaymentProvider {
  readonly key: string;
  readonly name: string;
  /** The merchant settings it needs beyond 商户号 and 应用ID. */
  readonly fields: readonly PaySettingField[];
  /** The channels it offers. */
  readonly channels: readonly PayChannel[];
  /** Asks for a payment the buyer makes on their own device (qr, wap or jsapi). */
  start(account: PayAccount, channel: Exclude<PayChannel, 'code'>, ask: PaymentAsk): Promise<PayStart>;
  /** Takes a payment by the buyer's 付款码 (authCode, scanned at the counter): paid, waiting while the buyer confirms, or failed. */
  codePay(account: PayAccount, ask: PaymentAsk & { authCode: string }): Promise<TradeState>;
  query(account: PayAccount, payOrderId: string): Promise<TradeState>;
  /** Closes an unpaid payment (a 付款码 one is reversed/cancelled), so it can no longer be paid. */
  close(account: PayAccount, payOrderId: string, channel: PayChannel): Promise<void>;
  refund(account: PayAccount, ask: RefundAsk): Promise<RefundState>;
  queryRefund(account: PayAccount, payOrderId: string, refundId: string): Promise<RefundState>;
  /** Checks a notification's signature with the account's keys and reads it; null when it is not genuine. */
  notification(account: PayAccount, request: NotifyRequest): Notified | null;
  notifyAnswer(ok: boolean): NotifyAnswer;
  /** The provider's trade bill for a day (YYYY-MM-DD, China time). */
  bill(account: PayAccount, day: string): Promise<BillLine[]>;
}

/** Whose 付款码 this is, by its published prefixes: WeChat 10–15 (18 digits), Alipay 25–30 (16–24 digits). */
export function providerOfAuthCode(authCode: string): string | undefined {
  if (/^1[0-5]\d{16}$/.test(authCode)) return 'wechat';
  if (/^(2[5-9]|30)\d{14,22}$/.test(authCode)) return 'alipay';
  return undefined;
}

/** The adapters this deployment has, by provider key. */
@Injectable()
export class PaymentProviders {
  private readonly adapters = new Map<string, PaymentProvider>();

  add(provider: PaymentProvider): void {
    this.adapters.set(provider.key, provider);
  }

  find(key: string): PaymentProvider | undefined {
    return this.adapters.get(key);
  }

  all(): PaymentProvider[] {
    return [...this.adapters.values()];
  }
}
