import { Body, Controller, Headers, Inject, Ip, Param, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { AppConfig } from '@jxc/infra';
import { actorOf, CurrentSession, Permission, Public, Session, Write } from '../../identity';
import { SALE } from '../../sales';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { bool, decimal, object, text, validate } from '../../shared/validation/schema';
import { STOREFRONT_LIMITS, StorefrontThrottler } from '../front/storefront.http.controller';
import { StoreOrderQueries } from '../order/store-orders.queries';
import { StoreQueries } from '../store/store.queries';
import { PayAccounts } from './pay-accounts.service';
import { PayQueries } from './pay.queries';
import { Payments } from './payments';
import { Reconciliation } from './reconciliation.service';
import { PAY_PROVIDER_NAMES } from './providers';

const SETTINGS_MENU = '7006';
const FLOW_MENU = '6004';
/** 扫码收款 is part of making a sale (销售单, 零售): whoever may add or edit sales may take its payment. */
const COUNTER = [SALE.menuId, ['add', 'edit']] as const;

const payOrderId = text('支付单').required().maxWidth(64);

/** 移动支付 (/pay/List): the company's merchant account per provider. Secrets are written, never read back: only their hints are shown. */
@Controller('api/PaySetting')
export class PaySettingController {
  constructor(private readonly accounts: PayAccounts) {}

  @Permission(SETTINGS_MENU, 'query')
  @Action('Detail')
  detail(@CurrentSession() s: Session) {
    return this.accounts.detail(s.companyId);
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
        accountId: text('结算账户').required().maxWidth(64),
        enabled: bool('开通在线收款'),
        values: object({}, '商户参数').optional(),
      },
      body,
    );
    await this.accounts.save(actorOf(s), {
      provider: f.provider,
      merchantId: f.merchantId,
      appId: f.appId ?? '',
      accountId: f.accountId,
      enabled: f.enabled ?? false,
      values: ((body as { values?: Record<string, unknown> }).values ?? {}) as Record<string, unknown>,
    });
    return null;
  }
}

/** 移动支付流水 (/pay/PayList): every payment and refund with its status and the provider's ids; the day's reconciliation. */
@Controller('api/PayOrder')
export class PayOrderController {
  constructor(
    private readonly pay: PayQueries,
    private readonly reconciliation: Reconciliation,
  ) {}

  @Permission(FLOW_MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, { createdAt: '"createdAt"', payTime: '"payTime"', amount: 'amount' });
    const f = validate(
      {
        startDate: text('开始日期').date(),
        endDate: text('结束日期').date(),
        keyword: text('关键字').maxWidth(60),
        provider: text('支付服务商').oneOf(Object.keys(PAY_PROVIDER_NAMES)),
        status: text('状态').oneOf(['created', 'paid', 'closed', 'failed', 'processing', 'success']),
      },
      body,
    );
    return this.pay.flow(s.companyId, q, f);
  }

  @Permission(FLOW_MENU, 'query')
  @Action('Reconcile')
  reconcile(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      { provider: text('支付服务商').required().oneOf(Object.keys(PAY_PROVIDER_NAMES)), date: text('对账日期').required().date() },
      body,
    );
    return this.reconciliation.day(s.companyId, f.provider, f.date);
  }
}

/**
 * The seed's OrderTrade. Public, from the storefront (rate-limited per address as the storefront is): a buyer pays a
 * store order with the order's phone number, and sees whether it is paid; providers post their notifications. Staff:
 * 扫码收款 at the counter, asking after and cancelling a payment, refunds.
 */
@UseGuards(StorefrontThrottler)
@Throttle({ default: STOREFRONT_LIMITS.reads })
@Controller('api/OrderTrade')
export class OrderTradeController {
  constructor(
    private readonly payments: Payments,
    private readonly orders: StoreOrderQueries,
    private readonly stores: StoreQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Action('Providers')
  async providers(@Body() body: unknown) {
    const f = validate({ storeCode: text('店铺编号').required().maxWidth(40) }, body);
    const store = await this.stores.byCode(f.storeCode);
    if (!store) throw new NotFoundError('店铺不存在');
    return { providers: await this.payments.storeProviders(store.companyId) };
  }

  @Public()
  @Throttle({ default: STOREFRONT_LIMITS.orders })
  @Action('Pay')
  async pay(@Body() body: unknown, @Ip() ip: string, @Headers('origin') origin?: string) {
    const f = validate(
      {
        ...buyerOrder,
        provider: text('支付方式').required().oneOf(Object.keys(PAY_PROVIDER_NAMES)),
        channel: text('支付渠道').required().oneOf(['qr', 'wap']),
        returnUrl: text('返回地址').maxWidth(500),
      },
      body,
    );
    if (f.returnUrl && !this.ours(f.returnUrl, origin)) throw new ValidationError('返回地址不是本站地址', '返回地址');
    const companyId = await this.buyersCompany(f);
    return this.payments.startStore(
      { companyId, userId: 'storefront', userName: `${f.phone}（商城顾客）` },
      { orderId: f.orderId, provider: f.provider, channel: f.channel as 'qr' | 'wap', returnUrl: f.returnUrl, clientIp: ip },
    );
  }

  @Public()
  @Action('Status')
  async status(@Body() body: unknown) {
    const f = validate({ ...buyerOrder, payOrderId }, body);
    return this.payments.storeStatus(await this.buyersCompany(f), f.orderId, f.payOrderId);
  }

  /** Where a provider posts its notifications (the raw body, which its signature covers); answered in its own words. */
  @Public()
  @Action('Notify/:provider/:payOrderId')
  async notify(@Param('provider') provider: string, @Param('payOrderId') id: string, @Req() req: Request, @Res() res: Response) {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    const answer = await this.payments.notified(provider, id.slice(0, 64), { headers, body });
    if (!answer) return res.status(404).type('text/plain').send('unknown provider');
    res.status(answer.status).type(answer.contentType).send(answer.body);
  }

  @Permission(...COUNTER)
  @Write()
  @Action('CodePay')
  codePay(@Body() body: unknown, @Ip() ip: string, @CurrentSession() s: Session) {
    const f = validate(
      {
        saleId: text('销售单').required().maxWidth(64),
        authCode: text('付款码').required().maxWidth(32),
        amount: decimal('收款金额').places(2).positive(),
      },
      body,
    );
    return this.payments.codePay(s, { saleId: f.saleId, authCode: f.authCode, amount: f.amount, clientIp: ip });
  }

  @Permission(...COUNTER)
  @Write()
  @Action('Query')
  query(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.payments.query(s, validate({ payOrderId }, body).payOrderId);
  }

  @Permission(...COUNTER)
  @Write()
  @Action('Cancel')
  cancel(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.payments.cancel(s, validate({ payOrderId }, body).payOrderId);
  }

  @Permission(...COUNTER)
  @Write()
  @Action('Refund')
  refund(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        payOrderId,
        amount: decimal('退款金额').required().places(2).positive(),
        reason: text('退款原因').required().maxWidth(80),
        saleReturnId: text('销售退货单').maxWidth(64),
      },
      body,
    );
    return this.payments.refund(s, { payOrderId: f.payOrderId, amount: f.amount, reason: f.reason, saleReturnId: f.saleReturnId });
  }

  @Permission(...COUNTER)
  @Action('Refundable')
  refundable(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.payments.refundableFor(
      s.companyId,
      validate({ saleReturnId: text('销售退货单').required().maxWidth(64) }, body).saleReturnId,
    );
  }

  /** Whether a phone's browser may be sent back there: to this site, as PUBLIC_URL or the page that asked names it. */
  private ours(url: string, origin?: string) {
    try {
      return [new URL(this.config.publicUrl).origin, origin].includes(new URL(url).origin);
    } catch {
      return false;
    }
  }

  /** The company of the buyer's order, known by the store, the order and the phone it was placed with. */
  private async buyersCompany(f: { storeCode: string; orderId: string; phone: string }) {
    const companyId = await this.orders.companyOfBuyerOrder(f.storeCode, f.orderId, f.phone);
    if (!companyId) throw new NotFoundError('订单不存在');
    return companyId;
  }
}

const buyerOrder = {
  storeCode: text('店铺编号').required().maxWidth(40),
  orderId: text('订单').required().maxWidth(64),
  phone: text('手机号').required().phone(),
};
