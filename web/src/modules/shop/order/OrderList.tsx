import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/AppLink';
import { useWarnings } from '../../../components/notice/WarningsContext';
import { FilterSelect } from '../../../kit/FilterSelect';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useNumbers } from '../../../kit/numbers';
import { useList } from '../../../kit/useList';
import { formatDateTime } from '../../../utils/format';
import { CancelOrderDialog } from './CancelOrderDialog';
import {
  DELIVERY_NAMES,
  nextSteps,
  ORDER_STATUS_OPTIONS,
  orderPath,
  stepOrder,
  storeOrderPage,
  type StoreOrderQuery,
  type StoreOrderRow,
} from './api';
import { OrderStatusBadge } from './OrderStatusBadge';

export const ORDER_MENU = '1103';

/** 商城订单: the storefront's orders, newest first, by status; a new one appears as it is placed. 接单, 转销售, 发货, 完成, 取消 as the status allows. */
export function OrderList() {
  const navigate = useNavigate();
  const { money, qty } = useNumbers();
  const { orderPushes, refresh } = useWarnings();
  const [cancelling, setCancelling] = useState<StoreOrderRow | null>(null);
  const list = useList<StoreOrderRow, StoreOrderQuery>(storeOrderPage, { filters: { status: '' } });
  const { reload, version } = list;

  useEffect(() => {
    if (orderPushes) reload();
    // Only a push reloads here; the list's own changes load it already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderPushes]);
  // The bell's count of new orders follows what is done here.
  useEffect(() => refresh(), [version, refresh]);

  const columns: Column<StoreOrderRow>[] = [
    {
      key: 'orderNo',
      title: '订单号',
      width: 170,
      required: true,
      render: (r) => <AppLink to={orderPath('Detail', r.orderId)}>{r.orderNo}</AppLink>,
    },
    { key: 'createTime', title: '下单时间', width: 150, text: (r) => formatDateTime(r.createTime) },
    { key: 'buyerName', title: '收货人' },
    { key: 'phone', title: '手机号', width: 120 },
    { key: 'deliveryType', title: '配送方式', width: 90, text: (r) => DELIVERY_NAMES[r.deliveryType] },
    { key: 'qty', title: '数量', width: 70, figure: 'qty', text: (r) => qty(r.qty) },
    { key: 'totalAmount', title: '订单金额', figure: 'money', text: (r) => money(r.totalAmount) },
    {
      key: 'status',
      title: '状态',
      width: 90,
      text: (r) => r.statusName,
      render: (r) => <OrderStatusBadge status={r.status} name={r.statusName} />,
    },
    {
      key: 'saleBillNo',
      title: '销售单',
      width: 160,
      text: (r) => r.saleBillNo ?? '',
      render: (r) => (r.saleId ? <AppLink to={`/sale/Detail?saleId=${encodeURIComponent(r.saleId)}`}>{r.saleBillNo}</AppLink> : null),
    },
  ];
  const actions: RowAction<StoreOrderRow>[] = [
    { label: '查看', action: 'get', onClick: (r) => navigate(orderPath('Detail', r.orderId)) },
    { label: '接单', action: 'edit', visible: (r) => nextSteps(r).accept, request: (r) => stepOrder('Accept', r.orderId) },
    { label: '转销售', action: 'turnSale', visible: (r) => nextSteps(r).turn, onClick: (r) => navigate(orderPath('Turn', r.orderId)) },
    { label: '发货', action: 'edit', visible: (r) => nextSteps(r).ship, request: (r) => stepOrder('Ship', r.orderId) },
    { label: '完成', action: 'edit', visible: (r) => nextSteps(r).done, request: (r) => stepOrder('Done', r.orderId) },
    { label: '取消', action: 'edit', danger: true, visible: (r) => nextSteps(r).cancel, onClick: setCancelling },
  ];

  return (
    <>
      <ListPage
        label="商城订单"
        permissionId={ORDER_MENU}
        list={list}
        rowKey={(r) => r.orderId}
        columns={columns}
        rowActions={actions}
        searchPlaceholder="订单号、收货人或手机号"
        filters={
          <FilterSelect
            label="状态"
            options={ORDER_STATUS_OPTIONS}
            value={list.filters.status}
            onChange={(v) => list.filter('status', v)}
          />
        }
        exportName="商城订单"
      />
      {cancelling && (
        <CancelOrderDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            reload();
          }}
        />
      )}
    </>
  );
}
