import type { OrderStatus, StoreOrderDetail, StoreOrderRow as OrderRow } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

export type { OrderStatus } from '@jxc/services/contracts';

export const ORDER_STATUS_OPTIONS: { value: OrderStatus; label: string }[] = [
  { value: 'new', label: '待接单' },
  { value: 'accepted', label: '已接单' },
  { value: 'turned', label: '已转销售' },
  { value: 'shipped', label: '已发货' },
  { value: 'done', label: '已完成' },
  { value: 'cancelled', label: '已取消' },
];

export const DELIVERY_NAMES = { delivery: '送货上门', pickup: '到店自提' } as const;
export const PAY_NAMES = { cod: '货到付款', store: '到店自提付款' } as const;

/** A store order as 商城订单 lists it (the contracts' row, as the list kit takes rows). */
export type StoreOrderRow = OrderRow & Record<string, unknown>;
export type { StoreOrderLine } from '@jxc/services/contracts';

export type StoreOrderQuery = PageQuery & { status?: string };
export type OrderStep = 'Accept' | 'Ship' | 'Done';

export const storeOrderPage = (q: StoreOrderQuery) => call<Page<StoreOrderRow>>('StoreOrder/PageQuery', q);
export const storeOrderDetail = (orderId: string) => call<StoreOrderDetail>('StoreOrder/Detail', { orderId });
export const stepOrder = (step: OrderStep, orderId: string) => call<{ status: OrderStatus }>(`StoreOrder/${step}`, { orderId });
export const cancelOrder = (orderId: string, reason: string) => call<{ status: OrderStatus }>('StoreOrder/Cancel', { orderId, reason });
export const turnOrder = (orderId: string, warehouseId: string) =>
  call<{ saleId: string; billNo: string }>('StoreOrder/Turn', { orderId, warehouseId });

export const orderPath = (screen: 'Detail' | 'Turn', orderId: string) => `/shop/order/${screen}?orderId=${encodeURIComponent(orderId)}`;

/** The steps an order of a status can take next, as the server allows them. */
export const nextSteps = (o: Pick<StoreOrderRow, 'status' | 'deliveryType'>) => ({
  accept: o.status === 'new',
  turn: o.status === 'new' || o.status === 'accepted',
  ship: o.status === 'turned' && o.deliveryType === 'delivery',
  done: o.status === 'shipped' || (o.status === 'turned' && o.deliveryType === 'pickup'),
  cancel: o.status === 'new' || o.status === 'accepted',
});
