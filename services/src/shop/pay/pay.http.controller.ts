import { Body, Controller, Inject, Param, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { AppConfig } from '@jxc/infra';
import { DataSource } from 'typeorm';
import { actorOf, CurrentSession, Permission, Public, Session, Write } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { bool, text, validate } from '../../shared/validation/schema';
import { STOREFRONT_LIMITS, StorefrontThrottler } from '../front/storefront.http.controller';
import { Payments } from './payments';
import { PAY_PROVIDER_NAMES } from './providers';
import { shopDayStartSql } from '../../contracts';

const SETTINGS_MENU = '7006';
const FLOW_MENU = '6004';

/** 移动支付 (/pay/List): the company's merchant account. The key is written, never read back: only its last four characters are shown. */
@Controller('api/PaySetting')
export class PaySettingController {
  constructor(
    private readonly payments: Payments,
    private readonly ds: DataSource,
  ) {}

  @Permission(SETTINGS_MENU, 'query')
  @Action('Detail')
  async detail(@CurrentSession() s: Session) {
    const [row] = await this.ds.query(
      `select provider, merchant_id as "merchantId", app_id as "appId", secret_hint as "secretHint", enabled, updated_by as "updatedBy", updated_at as "updatedAt" from pay_settings where company_id = $1`,
      [s.companyId],
    );
    const providers = Object.entries(PAY_PROVIDER_NAMES).map(([key, name]) => ({ key, name, connected: this.payments.connected(key) }));
    return { setting: row ? { ...row, providerName: PAY_PROVIDER_NAMES[row.provider] ?? row.provider } : null, providers };
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
  constructor(private readonly ds: DataSource) {}

  @Permission(FLOW_MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, { payTime: 'paid_at', amount: 'amount' });
    const f = validate(
      { startDate: text('开始日期').date(), endDate: text('结束日期').date(), keyword: text('关键字').maxWidth(60) },
      body,
    );
    const params: unknown[] = [s.companyId];
    let where = `company_id = $1 and status = 'paid'`;
    if (f.startDate) where += ` and paid_at >= ${shopDayStartSql(`$${params.push(f.startDate)}`)}`;
    if (f.endDate) where += ` and paid_at < ${shopDayStartSql(`$${params.push(f.endDate)}`)} + interval '1 day'`;
    if (f.keyword)
      where += ` and (order_no ilike $${params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`)} or trade_no ilike $${params.length} or payer ilike $${params.length})`;
    const [{ n, total }] = await this.ds.query(
      `select count(*)::int as n, coalesce(sum(amount), 0)::float8 as total from pay_orders where ${where}`,
      params,
    );
    const rows = await this.ds.query(
      `select pay_order_id as "payOrderId", order_id as "orderId", order_no as "orderNo", provider, trade_no as "tradeNo", payer, pay_type as "payType", amount::float8 as amount, paid_at as "payTime"
       from pay_orders where ${where} order by ${q.sortColumn ?? 'paid_at'} ${q.sortColumn ? q.sortDirection : 'desc'}, pay_order_id limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    return {
      ...toPage(
        q,
        n,
        rows.map((r: { provider: string }) => ({ ...r, providerName: PAY_PROVIDER_NAMES[r.provider] ?? r.provider })),
      ),
      totals: { amount: total },
    };
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
    private readonly ds: DataSource,
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
    const [order] = await this.ds.query(
      `select o.company_id from store_orders o join stores s on s.company_id = o.company_id where s.store_code = $1 and o.order_id = $2 and o.phone = $3`,
      [f.storeCode, f.orderId, f.phone],
    );
    if (!order) throw new NotFoundError('订单不存在');
    return this.payments.createPayment(
      { companyId: order.company_id, userId: 'storefront', userName: `${f.phone}（商城顾客）` },
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
