import type { BillLine } from '../providers';

/**
 * Reads 微信支付's 交易账单 (bill_type ALL): a header row, one row per payment (交易状态 SUCCESS) or refund (REFUND)
 * — every value behind a backtick, so a comma inside one does not split it —, then a summary header and its row.
 * Columns are found by their header names, as WeChat adds columns at the end over the years.
 */
export function readTradeBill(text: string): BillLine[] {
  const [header, ...rows] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const columns = header.split(',').map((c) => c.trim());
  const lines: BillLine[] = [];
  for (const row of rows) {
    if (!row.startsWith('`')) break; // the summary's header: 总交易单数,应结订单总金额,…
    const values = row.slice(1).split(',`');
    const value = (name: string) => values[columns.indexOf(name)]?.trim() ?? '';
    const at = value('交易时间').replace(' ', 'T') + '+08:00';
    const common = { payOrderId: value('商户订单号'), at };
    if (value('交易状态') === 'SUCCESS') lines.push({ kind: 'pay', ...common, tradeNo: value('微信订单号'), amount: value('订单金额') });
    else if (value('交易状态') === 'REFUND')
      lines.push({
        kind: 'refund',
        ...common,
        refundId: value('商户退款单号'),
        tradeNo: value('微信退款单号'),
        amount: value('申请退款金额'),
      });
  }
  return lines;
}
