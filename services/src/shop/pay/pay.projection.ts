import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { PAY_ORDER_EVENTS, PayOrderEvent } from './pay-order';
import { PAY_SETTING_EVENTS, PaySettingEvent } from './pay-setting';

/** Each company's merchant account (pay_settings): a setting, kept by 系统重置. */
export const paySettingsProjection: Projection<Stored<'PaySetting', PaySettingEvent>> = {
  name: 'pay_settings',
  eventTypes: Object.values(PAY_SETTING_EVENTS),
  tables: ['pay_settings'],
  companyReset: 'keep',
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const d = e.data;
      const { companyId, userName, at } = e.metadata;
      await em.query(
        `insert into pay_settings (company_id, provider, merchant_id, app_id, sealed_secret, secret_hint, enabled, updated_by, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (company_id) do update set provider = excluded.provider, merchant_id = excluded.merchant_id, app_id = excluded.app_id, sealed_secret = excluded.sealed_secret,
           secret_hint = excluded.secret_hint, enabled = excluded.enabled, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        [companyId, d.provider, d.merchantId, d.appId, d.sealedSecret, d.secretHint, d.enabled, userName ?? '', at],
      );
    }
  },
};

/** The payments asked for store orders and what their providers reported (pay_orders): 移动支付流水's rows. */
export const payOrdersProjection: Projection<Stored<'PayOrder', PayOrderEvent>> = {
  name: 'pay_orders',
  eventTypes: Object.values(PAY_ORDER_EVENTS),
  tables: ['pay_orders'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { companyId, at } = e.metadata;
      if (e.type === PAY_ORDER_EVENTS.Created) {
        const d = e.data;
        await em.query(
          `insert into pay_orders (pay_order_id, company_id, order_id, order_no, provider, amount, status, created_at) values ($1, $2, $3, $4, $5, $6, 'created', $7) on conflict do nothing`,
          [d.payOrderId, companyId, d.orderId, d.orderNo, d.provider, d.amount, at],
        );
      } else {
        const d = e.data;
        await em.query(
          `update pay_orders set status = 'paid', trade_no = $2, payer = $3, pay_type = $4, paid_at = $5 where pay_order_id = $1`,
          [d.payOrderId, d.tradeNo, d.payer, d.payType, d.paidAt],
        );
      }
    }
  },
};
