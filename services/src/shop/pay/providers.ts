import { Injectable } from '@nestjs/common';
import type { PaidNotice } from './pay-order';

/** The providers a shop may hold a merchant account with, by key. */
export const PAY_PROVIDER_NAMES: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };

/** A company's merchant account with a provider, its key unsealed (only ever in the server's memory). */
export interface PayAccount {
  merchantId: string;
  appId: string;
  secret: string;
}

/**
 * An online-payment provider's adapter (the seed's OrderTrade and PayOrder): asks for a payment, reads and checks the
 * notifications the provider sends when the buyer has paid, and asks after a payment. No real provider is wired in by
 * default: a deployment adds its adapters to PaymentProviders.
 */
export interface PaymentProvider {
  readonly key: string;
  /** Asks for a payment of `amount` yuan; answers where the buyer pays (a cashier page or a QR code's URL). */
  createPayment(
    account: PayAccount,
    payment: { payOrderId: string; amount: string; subject: string; notifyUrl: string },
  ): Promise<{ payUrl: string }>;
  /** Which payment a notification is about and what it reports (null: not paid), read before its signature is checked. */
  read(notification: Record<string, unknown>): { payOrderId: string; paid: PaidNotice | null } | undefined;
  /** Whether the notification is signed with the merchant's key. */
  verify(account: PayAccount, notification: Record<string, unknown>): boolean;
  /** What the provider says of the payment now: paid, or null while it is not. */
  query(account: PayAccount, payOrderId: string): Promise<PaidNotice | null>;
}

/** The adapters this deployment has, by provider key: none unless one is added. */
@Injectable()
export class PaymentProviders {
  private readonly adapters = new Map<string, PaymentProvider>();

  add(provider: PaymentProvider): void {
    this.adapters.set(provider.key, provider);
  }

  find(key: string): PaymentProvider | undefined {
    return this.adapters.get(key);
  }
}
