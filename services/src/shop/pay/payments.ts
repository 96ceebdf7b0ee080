import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { annexKey } from '../../catalog';
import { D, toDb } from '../../shared/decimal';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../shared/errors';
import type { Actor } from '../../shared/es/event-sourcing';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { decidePayOrder, evolvePayOrder, noPayOrder, PAY_ORDER_EVENTS, PayOrderState, payOrderStream } from './pay-order';
import {
  decidePaySetting,
  evolvePaySetting,
  noPaySetting,
  PAY_SETTING_EVENTS,
  PaySetting,
  PaySettingInput,
  PaySettingState,
  paySettingStream,
} from './pay-setting';
import { PAY_PROVIDER_NAMES, PayAccount, PaymentProvider, PaymentProviders } from './providers';
import { openSecret, sealSecret, secretHint } from './secret';
import { StoreOrderQueries } from '../order/store-orders.queries';
import { PayQueries } from './pay.queries';

const loadSetting = evolveStored(PAY_SETTING_EVENTS, evolvePaySetting);
const loadPayOrder = evolveStored(PAY_ORDER_EVENTS, evolvePayOrder);

/** Who records what a provider reported. */
const providerActor = (companyId: string, provider: string): Actor => ({
  companyId,
  userId: 'system',
  userName: `${PAY_PROVIDER_NAMES[provider] ?? provider}（支付通知）`,
});

/**
 * Online payments of store orders through a provider's adapter: the merchant account (移动支付), a payment asked for
 * an order, and what the provider reports of it, recorded once its signature checks out with the merchant's key.
 * What a provider refuses, and any notification not signed with the key, is never recorded.
 */
@Injectable()
export class Payments {
  constructor(
    private readonly es: EventSourcing,
    private readonly pay: PayQueries,
    private readonly orders: StoreOrderQueries,
    private readonly providers: PaymentProviders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async saveSetting(actor: Actor, input: Omit<PaySettingInput, 'secret'> & { secret?: string }): Promise<void> {
    const streamId = paySettingStream(actor.companyId);
    const { state, version } = await this.es.load<PaySettingState>(streamId, actor.companyId, noPaySetting, loadSetting);
    const secret = input.secret ? { sealed: sealSecret(annexKey(this.config), input.secret), hint: secretHint(input.secret) } : undefined;
    const events = decidePaySetting(state, { ...input, secret });
    if (events.length)
      await this.es.commit(
        [{ streamId, streamType: 'PaySetting', expectedVersion: version || 'no_stream', events: toStored(PAY_SETTING_EVENTS, events) }],
        actor,
      );
  }

  /** Whether this deployment can take payments through the provider. */
  connected = (provider: string) => !!this.providers.find(provider);

  /** A payment asked of the company's provider for the whole of a store order that is still to be paid. */
  async createPayment(actor: Actor, orderId: string, notifyBase: string): Promise<{ payOrderId: string; payUrl: string; amount: number }> {
    const { companyId } = actor;
    const order = await this.orders.toPay(companyId, orderId);
    if (!order) throw new NotFoundError('订单不存在');
    if (order.status === 'cancelled') throw new BusinessRuleError('BAD_STATUS', `订单${order.orderNo}已取消，不能支付`);
    if (await this.pay.orderPaid(companyId, orderId)) throw new BusinessRuleError('ALREADY_PAID', `订单${order.orderNo}已支付`);
    const { setting, provider, account } = await this.account(companyId);
    if (!setting.enabled) throw new BusinessRuleError('PAY_UNAVAILABLE', '本店未开通在线支付，请选择货到付款或到店付款');
    const payOrderId = randomUUID().replace(/-/g, '');
    const amount = toDb(order.amount, 2);
    const events = decidePayOrder.create(noPayOrder, { payOrderId, orderId, orderNo: order.orderNo, provider: provider.key, amount });
    const { payUrl } = await provider.createPayment(account, {
      payOrderId,
      amount,
      subject: `订单${order.orderNo}`,
      notifyUrl: `${notifyBase}/api/OrderTrade/Notify/${provider.key}`,
    });
    await this.es.commit(
      [
        {
          streamId: payOrderStream(payOrderId),
          streamType: 'PayOrder',
          expectedVersion: 'no_stream',
          events: toStored(PAY_ORDER_EVENTS, events),
        },
      ],
      actor,
    );
    return { payOrderId, payUrl, amount: new D(amount).toNumber() };
  }

  /** A provider's notification: refused unless it names a payment of ours and is signed with that merchant's key. */
  async notified(providerKey: string, notification: Record<string, unknown>): Promise<void> {
    const provider = this.providers.find(providerKey);
    if (!provider) throw new NotFoundError('支付服务商未接入');
    const read = provider.read(notification);
    if (!read) throw new ValidationError('支付通知格式不正确', 'notification');
    const companyId = await this.pay.companyOf(read.payOrderId, provider.key);
    if (!companyId) throw new NotFoundError('支付单不存在');
    const { account } = await this.account(companyId, provider.key);
    if (!provider.verify(account, notification)) throw new ValidationError('支付通知签名校验失败', 'sign');
    if (read.paid) await this.recordPaid(companyId, provider.key, read.payOrderId, read.paid);
  }

  /** Asks the provider after a payment (when its notification is late) and records it if paid; answers whether it is. */
  async query(companyId: string, payOrderId: string): Promise<boolean> {
    const payment = await this.pay.payment(companyId, payOrderId);
    if (!payment) throw new NotFoundError('支付单不存在');
    if (payment.status === 'paid') return true;
    const { provider, account } = await this.account(companyId, payment.provider);
    const paid = await provider.query(account, payOrderId);
    if (paid) await this.recordPaid(companyId, provider.key, payOrderId, paid);
    return !!paid;
  }

  private async recordPaid(companyId: string, provider: string, payOrderId: string, notice: Parameters<typeof decidePayOrder.paid>[1]) {
    const streamId = payOrderStream(payOrderId);
    const { state, version } = await this.es.load<PayOrderState>(streamId, companyId, noPayOrder, loadPayOrder);
    const events = decidePayOrder.paid(state, { ...notice, payOrderId });
    if (events.length)
      await this.es.commit(
        [{ streamId, streamType: 'PayOrder', expectedVersion: version, events: toStored(PAY_ORDER_EVENTS, events) }],
        providerActor(companyId, provider),
      );
  }

  /** The company's merchant account (from its stream: what was saved last) with its key opened, and the adapter of its provider (that of `expected` when given). */
  private async account(
    companyId: string,
    expected?: string,
  ): Promise<{ setting: PaySetting; provider: PaymentProvider; account: PayAccount }> {
    const { setting } = (await this.es.load<PaySettingState>(paySettingStream(companyId), companyId, noPaySetting, loadSetting)).state;
    if (!setting) throw new BusinessRuleError('PAY_UNAVAILABLE', '本店未开通在线支付，请选择货到付款或到店付款');
    const key = expected ?? setting.provider;
    const provider = this.providers.find(key);
    if (!provider || setting.provider !== key)
      throw new BusinessRuleError('PAY_UNAVAILABLE', `${PAY_PROVIDER_NAMES[key] ?? key}暂未接入，不能在线支付`);
    return {
      setting,
      provider,
      account: { merchantId: setting.merchantId, appId: setting.appId, secret: openSecret(annexKey(this.config), setting.sealedSecret) },
    };
  }
}
