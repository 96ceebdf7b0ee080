import { D } from '../../../shared/decimal';
import type { RefundState, TradeState } from '../providers';
import { refused } from './apiv3';

/** Yuan with two decimals ("25.50") as 微信支付 counts money: whole fen. */
export const toFen = (yuan: string) => new D(yuan).times(100).toDecimalPlaces(0).toNumber();

export const toYuan = (fen: number) => new D(fen).div(100).toFixed(2);

/** An instant as APIv3 writes times: RFC 3339 on China's clock (2026-11-28T20:15:00+08:00). */
export const chinaTime = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';

/** A payment as APIv3 reports it (查询订单, 付款码支付 and the TRANSACTION.SUCCESS notification). */
export interface WechatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  trade_state_desc?: string;
  success_time?: string;
  payer?: { openid?: string };
  amount?: { total: number };
}

/** A refund as APIv3 reports it: `status` when asked, `refund_status` in a REFUND.* notification. */
export interface WechatRefund {
  mchid?: string;
  out_trade_no: string;
  out_refund_no: string;
  refund_id: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
  amount: { refund: number; total: number };
}

export function tradeState(t: WechatTransaction): TradeState {
  switch (t.trade_state) {
    // REFUND: paid, and (some of) it refunded since; the refunds are followed on their own.
    case 'SUCCESS':
    case 'REFUND':
      return {
        state: 'paid',
        paid: {
          payOrderId: t.out_trade_no,
          tradeNo: t.transaction_id ?? '',
          amount: toYuan(t.amount?.total ?? 0),
          payer: t.payer?.openid ?? '',
          payType: '微信支付',
          paidAt: t.success_time ?? '',
        },
      };
    case 'NOTPAY':
    case 'USERPAYING':
      return { state: 'waiting' };
    case 'CLOSED':
    case 'REVOKED':
      return { state: 'closed' };
    case 'PAYERROR':
      return { state: 'failed', reason: t.trade_state_desc || '支付失败' };
    default:
      throw refused(`未知的交易状态 ${t.trade_state}`);
  }
}

export function refundState(r: WechatRefund): RefundState {
  switch (r.status ?? r.refund_status) {
    case 'SUCCESS':
      return { state: 'success', refundNo: r.refund_id, amount: toYuan(r.amount.refund), at: r.success_time ?? '' };
    case 'PROCESSING':
      return { state: 'processing' };
    case 'ABNORMAL':
      return { state: 'failed', reason: '退款异常（如用户的银行卡已注销），请到微信支付商户平台处理' };
    case 'CLOSED':
      return { state: 'failed', reason: '退款已关闭' };
    default:
      throw refused(`未知的退款状态 ${r.status ?? r.refund_status}`);
  }
}
