import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { PAY_ORDER_EVENTS, PayOrderEvent } from './pay-order';
import { PAY_SETTING_EVENTS, PaySettingEvent } from './pay-setting';

/** Each company's merchant account per provider (pay_settings), without its secrets: a setting, kept by 系统重置. */
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
        `insert into pay_settings (company_id, provider, merchant_id, app_id, field_values, secret_hints, account_id, enabled, updated_by, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (company_id, provider) do update set merchant_id = excluded.merchant_id, app_id = excluded.app_id, field_values = excluded.field_values,
           secret_hints = excluded.secret_hints, account_id = excluded.account_id, enabled = excluded.enabled, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        [
          companyId,
          d.provider,
          d.merchantId,
          d.appId,
          JSON.stringify(d.values ?? {}),
          JSON.stringify(d.secretHints ?? {}),
          d.accountId ?? '',
          d.enabled,
          userName ?? '',
          at,
        ],
      );
    }
  },
};

/** The payments asked of providers (pay_orders) and their refunds (pay_refunds): 移动支付流水's rows. */
export const payOrdersProjection: Projection<Stored<'PayOrder', PayOrderEvent>> = {
  name: 'pay_orders',
  eventTypes: Object.values(PAY_ORDER_EVENTS),
  tables: ['pay_orders', 'pay_refunds'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { companyId, at } = e.metadata;
      const payOrderId = e.streamId.slice(e.streamId.indexOf('-') + 1);
      switch (e.type) {
        case PAY_ORDER_EVENTS.Created: {
          const d = e.data;
          await em.query(
            `insert into pay_orders (pay_order_id, company_id, source, order_id, order_no, sale_id, bill_no, provider, channel, amount, status, expires_at, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'created', $11, $12) on conflict do nothing`,
            [
              d.payOrderId,
              companyId,
              d.source ?? 'store',
              d.orderId ?? d.purchaseId ?? null,
              d.orderNo ?? d.purchaseNo ?? null,
              d.saleId ?? null,
              d.billNo ?? null,
              d.provider,
              d.channel ?? 'qr',
              d.amount,
              d.expiresAt || null,
              at,
            ],
          );
          break;
        }
        case PAY_ORDER_EVENTS.Paid: {
          const d = e.data;
          await em.query(
            `update pay_orders set status = 'paid', trade_no = $2, payer = $3, pay_type = $4, paid_at = $5 where pay_order_id = $1`,
            [payOrderId, d.tradeNo, d.payer, d.payType, d.paidAt],
          );
          break;
        }
        case PAY_ORDER_EVENTS.Closed:
          await em.query(`update pay_orders set status = 'closed' where pay_order_id = $1`, [payOrderId]);
          break;
        case PAY_ORDER_EVENTS.Failed:
          await em.query(`update pay_orders set status = 'failed' where pay_order_id = $1`, [payOrderId]);
          break;
        case PAY_ORDER_EVENTS.RefundAsked: {
          const d = e.data;
          await em.query(
            `insert into pay_refunds (refund_id, pay_order_id, company_id, amount, reason, sale_return_id, status, created_at) values ($1, $2, $3, $4, $5, $6, 'processing', $7)
             on conflict do nothing`,
            [d.refundId, payOrderId, companyId, d.amount, d.reason, d.saleReturnId ?? null, at],
          );
          break;
        }
        case PAY_ORDER_EVENTS.Refunded: {
          const d = e.data;
          await em.query(`update pay_refunds set status = 'success', refund_no = $2, refunded_at = $3 where refund_id = $1`, [
            d.refundId,
            d.refundNo,
            d.at,
          ]);
          await em.query(`update pay_orders set refunded_amount = refunded_amount + $2 where pay_order_id = $1`, [payOrderId, d.amount]);
          break;
        }
        case PAY_ORDER_EVENTS.RefundFailed:
          await em.query(`update pay_refunds set status = 'failed' where refund_id = $1`, [e.data.refundId]);
          break;
        case PAY_ORDER_EVENTS.ReceiptPosted: {
          const d = e.data;
          await em.query(
            `update pay_orders set receipt_id = $2, sale_id = coalesce(sale_id, $3), bill_no = coalesce(bill_no, $4) where pay_order_id = $1`,
            [payOrderId, d.docId, d.saleId ?? null, d.saleBillNo ?? null],
          );
          break;
        }
        case PAY_ORDER_EVENTS.RefundPosted:
          await em.query(`update pay_refunds set posted_id = $2 where refund_id = $1`, [e.data.refundId, e.data.docId]);
          break;
      }
    }
  },
};
