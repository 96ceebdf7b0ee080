import { Link } from 'react-router-dom';
import { formatDateTime } from '../../utils/format';
import type { ReportDefinition } from './kit/definition';
import { ReportScreen } from './kit/ReportScreen';

/**
 * 移动支付流水 (/pay/PayList): the store orders' online payments, as their provider reported them (设置 › 移动支付
 * names the provider and the merchant account), newest first, with the period's total.
 */
const PAY_FLOW: ReportDefinition = {
  title: '移动支付流水',
  menuId: '6004',
  call: 'PayOrder/PageQuery',
  groupKey: 'payOrderId',
  label: (r) => String(r.orderNo),
  keyword: '订单号、交易号、付款人',
  note: '网店订单顾客在线支付成功后，支付服务商通知到账的每一笔收款',
  columns: [
    { key: 'payTime', title: '收款时间', sortable: true, width: 170, text: (r) => formatDateTime(String(r.payTime)) },
    {
      key: 'orderNo',
      title: '订单号',
      width: 170,
      render: (r) => <Link to={`/shop/order/Detail?orderId=${encodeURIComponent(String(r.orderId))}`}>{String(r.orderNo)}</Link>,
    },
    { key: 'providerName', title: '支付方式', width: 100 },
    { key: 'tradeNo', title: '交易号', width: 200 },
    { key: 'payer', title: '付款人', width: 140 },
    { key: 'amount', title: '金额', format: 'money', sortable: true },
  ],
};

export const PayList = () => <ReportScreen def={PAY_FLOW} />;
