import { Body, Controller, Inject, Ip } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { PAY_PROVIDER_NAMES } from '../contracts';
import { AdminOnly, AllowExpired, CurrentSession, Session } from '../identity';
import { CurrentOperator, CurrentOperatorInfo, OperatorRoute, operatorActor } from '../operator';
import { Action } from '../shared/http/envelope.interceptor';
import { APP_CONFIG } from '../shared/persistence/tokens';
import { bool, int, object, text, validate } from '../shared/validation/schema';
import { Billing } from './billing.service';
import { SOLD_EDITIONS, TERMS } from './edition-prices';

const purchaseId = text('购买单').required().maxWidth(64);

/**
 * /buy and /buyList: the editions on sale with their prices; the administrator buys one, pays, and keeps the receipts,
 * also once the company's trial or term has ended.
 */
@AllowExpired()
@Controller('api/Edition')
export class EditionController {
  constructor(
    private readonly billing: Billing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Action('Offers')
  async offers() {
    return { editions: await this.billing.offers(), providers: await this.billing.providers() };
  }

  @AdminOnly()
  @Action('Buy')
  buy(@Body() body: unknown, @Ip() ip: string, @CurrentSession() s: Session) {
    const f = validate(
      {
        productType: int('版本').required().oneOf(SOLD_EDITIONS),
        years: int('购买年限').required().oneOf(TERMS),
        provider: text('支付方式').required().oneOf(Object.keys(PAY_PROVIDER_NAMES)),
        channel: text('支付渠道').oneOf(['qr', 'wap']),
      },
      body,
    );
    const channel = (f.channel ?? 'qr') as 'qr' | 'wap';
    return this.billing.buy(s, { ...f, channel, clientIp: ip, returnUrl: `${this.config.publicUrl}/buyList` });
  }

  @AdminOnly()
  @Action('Status')
  status(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.billing.status(s, validate({ purchaseId }, body).purchaseId);
  }

  @AdminOnly()
  @Action('Purchases')
  async purchases(@CurrentSession() s: Session) {
    return { data: await this.billing.list(s.companyId) };
  }

  @AdminOnly()
  @Action('Receipt')
  receipt(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.billing.receipt(s, validate({ purchaseId }, body).purchaseId);
  }
}

/** The console's 版本价格: the editions' prices by term, and the platform's merchant accounts the purchases are paid into. */
@OperatorRoute()
@Controller('api/Console')
export class BillingConsoleController {
  constructor(private readonly billing: Billing) {}

  @Action('EditionPrices')
  async prices() {
    return { editions: await this.billing.offers(), terms: TERMS };
  }

  @Action('EditionPriceSave')
  async savePrices(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const f = validate({ productType: int('版本').required(), prices: object({}, '价格') }, body);
    const prices = ((body as { prices?: Record<string, string | null> }).prices ?? {}) as Record<string, string | null>;
    await this.billing.setPrices(operatorActor(op), f.productType, prices);
    return null;
  }

  @Action('MerchantAccounts')
  merchantAccounts() {
    return this.billing.merchantAccounts();
  }

  @Action('MerchantAccountSave')
  async saveMerchantAccount(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const f = validate(
      {
        provider: text('支付服务商').required().oneOf(Object.keys(PAY_PROVIDER_NAMES)),
        merchantId: text('商户号').required().maxWidth(40).code(),
        appId: text('应用ID').maxWidth(64).code(),
        enabled: bool('开通收款'),
        values: object({}, '商户参数').optional(),
      },
      body,
    );
    await this.billing.saveMerchantAccount(operatorActor(op), {
      provider: f.provider,
      merchantId: f.merchantId,
      appId: f.appId ?? '',
      enabled: f.enabled ?? false,
      values: ((body as { values?: Record<string, unknown> }).values ?? {}) as Record<string, unknown>,
    });
    return null;
  }
}
