import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/AppLink';
import { useWarnings } from '../../../components/notice/WarningsContext';
import { PageSpinner } from '../../../components/PageSpinner';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { HistoryTable } from '../../../kit/HistoryTable';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { useNumbers } from '../../../kit/numbers';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { CancelOrderDialog } from './CancelOrderDialog';
import { formatDateTime } from '../../../utils/format';
import { DELIVERY_NAMES, nextSteps, orderPath, PAY_NAMES, stepOrder, storeOrderDetail, type OrderStep, type StoreOrderLine } from './api';
import { ORDER_MENU } from './OrderList';
import { OrderStatusBadge } from './OrderStatusBadge';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
});

const STEP_DONE: Record<OrderStep, string> = { Accept: '已接单', Ship: '已发货', Done: '订单已完成' };

/** 订单详情: the buyer, how it is delivered and paid, its lines, the sale made from it and its history; the next steps as the role allows. */
export function OrderDetail() {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(ORDER_MENU);
  const { money, qty } = useNumbers();
  const { refresh } = useWarnings();
  const Rows = useBreakpoint() === 'mobile' ? ListCards : ListTable;
  const orderId = useSearchParams()[0].get('orderId') ?? '';
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const loaded = useLoad(() => storeOrderDetail(orderId), `${orderId}#${version}`);
  // The bell's count of new orders follows what is done here.
  useEffect(() => refresh(), [version, refresh]);
  const o = loaded.data;
  if (!o) return loaded.loading ? <PageSpinner /> : null;

  const next = nextSteps(o);
  const step = (to: OrderStep) =>
    stepOrder(to, o.orderId).then(
      () => {
        notifySuccess(STEP_DONE[to]);
        setVersion((v) => v + 1);
      },
      () => undefined,
    );
  const columns: Column<StoreOrderLine>[] = [
    { key: 'lineNo', title: '序号', width: 60 },
    { key: 'productName', title: '商品', width: 200, required: true },
    { key: 'spec', title: '规格' },
    { key: 'unitName', title: '单位', width: 70 },
    { key: 'qty', title: '数量', figure: 'qty', text: (l) => qty(l.qty) },
    { key: 'price', title: '单价', figure: 'money', text: (l) => money(l.price) },
    { key: 'amount', title: '金额', figure: 'money', text: (l) => money(l.amount) },
  ];

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">商城订单 {o.orderNo}</Subtitle2>
          <OrderStatusBadge status={o.status} name={o.statusName} />
          <div className={s.actions}>
            {next.accept && can('edit') && (
              <Button appearance="primary" onClick={() => void step('Accept')}>
                接单
              </Button>
            )}
            {next.turn && can('turnSale') && (
              <Button appearance="primary" onClick={() => navigate(orderPath('Turn', o.orderId))}>
                转销售单
              </Button>
            )}
            {next.ship && can('edit') && <Button onClick={() => void step('Ship')}>发货</Button>}
            {next.done && can('edit') && <Button onClick={() => void step('Done')}>完成</Button>}
            {next.cancel && can('edit') && <Button onClick={() => setCancelling(true)}>取消订单</Button>}
          </div>
        </div>
        <Facts
          label="订单"
          facts={[
            ['订单金额', money(o.totalAmount), true],
            ['收货人', o.buyerName],
            ['手机号', o.phone],
            ['配送方式', DELIVERY_NAMES[o.deliveryType]],
            ['收货地址', o.address || '—'],
            ['付款方式', PAY_NAMES[o.payType]],
            ['发货仓库', o.warehouseName ?? '—'],
            ['关联客户', o.customName ?? '零售客户'],
            ['下单时间', formatDateTime(o.createTime)],
            ['销售单', o.saleId ? <AppLink to={`/sale/Detail?saleId=${encodeURIComponent(o.saleId)}`}>{o.saleBillNo}</AppLink> : '—'],
            ...(o.remark ? [['备注', o.remark] as [string, string]] : []),
            ...(o.cancelReason ? [['取消原因', o.cancelReason] as [string, string]] : []),
          ]}
        />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">商品明细</Subtitle2>
        <Rows label="商品明细" rows={o.lines} rowKey={(l) => String(l.lineNo)} columns={columns} empty="无商品" />
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">操作记录</Subtitle2>
        <HistoryTable entries={o.history} />
      </Card>
      {cancelling && (
        <CancelOrderDialog
          order={o}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}
