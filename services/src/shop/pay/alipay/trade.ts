import { D } from '../../../shared/decimal';
import type { TradeState } from '../providers';
import { instant } from './openapi';

/** An amount as 支付宝 writes it: yuan with two decimals. */
export const yuan = (amount: string) => new D(amount).toFixed(2);

/** A paid trade as 支付宝 describes it (an answer of trade.pay or trade.query, or a notification). */
export const paidTrade = (fields: Record<string, unknown>, paidAt: unknown): TradeState => ({
  state: 'paid',
  paid: {
    payOrderId: String(fields.out_trade_no),
    tradeNo: String(fields.trade_no),
    amount: yuan(String(fields.total_amount)),
    payer: String(fields.buyer_logon_id || fields.buyer_user_id || fields.buyer_id || ''),
    payType: '支付宝',
    paidAt: instant(paidAt),
  },
});
