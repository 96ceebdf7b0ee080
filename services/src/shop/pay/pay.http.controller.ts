import { Body, Controller, Inject, Param, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { AppConfig } from '@jxc/infra';
import { actorOf, CurrentSession, Permission, Public, Session, Write } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { bool, text, validate } from '../../shared/validation/schema';
import { STOREFRONT_LIMITS, StorefrontThrottler } from '../front/storefront.http.controller';
import { Payments } from './payments';
import { PAY_PROVIDER_NAMES } from './providers';
import { StoreOrderQueries } from '../order/store-orders.queries';
import { PayQueries } from './pay.queries';

const SETTINGS_MENU = '7006';
const FLOW_MENU = '6004';

/** 移动支付 (/pay/List): the company's merchant account. The key is written, never read back: only its last four characters are shown. */
@Controller('api/PaySetting')
export class PaySettingController {
  constructor(
    private readonly payments: Payments,
    private readonly pay: PayQueries,
  ) {}

  @Permission(SETTINGS_MENU, 'query')
  @Action('Detail')
  async detail(@CurrentSession() s: Session) {
    const setting = await this.pay.setting(s.companyId);
    const providers = Object.entries(PAY_PROVIDER_NAMES).map(([key, name]) => ({ key, name, connected: this.payments.connected(key) }));
    return { setting, providers };
  }

  @Permission(SETTINGS_MENU, 'set')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        provider: text('支付服务商').required().oneOf(Object.keys(PAY_PROVIDER_NAMES)),
        merchantId: text('商户号').required().maxWidth(40).code(),
        appId: text('应用ID').maxWidth(64).code(),
        secret: text('商户密钥').maxWidth(128).minLength(8),
        enabled: bool('开通在线收款'),
      },
      body,
    );
    await this.payments.saveSetting(actorOf(s), {
      provider: f.provider,
      merchantId: f.merchantId,
      appId: f.appId ?? '',
      secret: f.secret,
      enabled: f.enabled ?? false,
    });
    return null;
  }
}

/** 移动支付流水 (/pay/PayList): the payments providers reported for store orders, newest first. */
@Controller('api/PayOrder')
export class PayOrderController {
  constructor(private readonly pay: PayQueries) {}

  @Permission(FLOW_MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, { payTime: 'paid_at', amount: 'amount' });
    const f = validate(
      { startDate: text('开始日期').date(), endDate: text('结束日期').date(), keyword: text('关键字').maxWidth(60) },
      body,
    );
    return this.pay.paid(s.companyId, q, f);
  }
}

/**
 * The seed's OrderTrade: a buyer pays a store order online (public, from the storefront, with the order's phone
 * number); the provider notifies the payment (public, checked by its signature); staff ask after a payment.
 * Rate-limited per address as the storefront is.
 */
@UseGuards(StorefrontThrottler)
@Throttle({ default: STOREFRONT_LIMITS.reads })
@Controller('api/OrderTrade')
export class OrderTradeController {
  constructor(
    private readonly payments: Payments,
    private readonly orders: StoreOrderQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Throttle({ default: STOREFRONT_LIMITS.orders })
  @Action('Pay')
  async pay(@Body() body: unknown) {
    const f = validate(
      {
        storeCode: text('店铺编号').required().maxWidth(40),
        orderId: text('订单').required().maxWidth(64),
        phone: text('手机号').required().phone(),
      },
      body,
    );
    const companyId = await this.orders.companyOfBuyerOrder(f.storeCode, f.orderId, f.phone);
    if (!companyId) throw new NotFoundError('订单不存在');
    return this.payments.createPayment(
      { companyId, userId: 'storefront', userName: `${f.phone}（商城顾客）` },
      f.orderId,
      this.config.publicUrl,
    );
  }

  /** Where a provider posts its notifications; answers what providers take as received. */
  @Public()
  @Action('Notify/:provider')
  async notify(@Param('provider') provider: string, @Body() body: unknown) {
    await this.payments.notified(provider, (body ?? {}) as Record<string, unknown>);
    return { received: true };
  }

  @Permission(FLOW_MENU, 'query')
  @Action('Query')
  async query(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ payOrderId: text('支付单').required().maxWidth(64) }, body);
    return { payOrderId: f.payOrderId, paid: await this.payments.query(s.companyId, f.payOrderId) };
  }
}
