import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { DomainEvent, eventNames } from '../../shared/es/event-names';
import type { OrderStatus, StoreOrderBuyer } from '../../contracts';

export type { OrderStatus } from '../../contracts';

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  new: '待接单',
  accepted: '已接单',
  turning: '转销售中',
  turned: '已转销售',
  shipped: '已发货',
  done: '已完成',
  cancelled: '已取消',
};

/** Statuses whose goods are still promised to the buyer: the order reserves them in the store's warehouse. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['new', 'accepted', 'turning'];

/**
 * How long an order the shop has not taken (待接单) nor the buyer paid holds its goods: anyone with a phone number can
 * place one, so after this the system cancels it and the goods are free for others again.
 */
export const ORDER_HOLD_MINUTES = 30;
export const LAPSED_REASON = `已超时：下单${ORDER_HOLD_MINUTES}分钟内店家未接单，系统自动取消`;

export interface OrderLine {
  lineNo: number;
  /** A product, or else a 商品套餐 (comboId) sold by the set, whose parts are what the line takes of each component. */
  skuId: string | null;
  comboId?: string;
  parts?: { skuId: string; qty: string }[];
  productName: string;
  spec: string;
  unitName: string;
  qty: string;
  price: string;
  amount: string;
}

export interface OrderPlaced extends StoreOrderBuyer {
  orderId: string;
  orderNo: string;
  storeCode: string;
  warehouseId: string;
  lines: OrderLine[];
  totalAmount: string;
  /** 查询码: given to the buyer with the order; 我的订单 shows an order only with it and the phone (none before codes were given). */
  lookupCode?: string;
}

export type StoreOrderEvent =
  | DomainEvent<'Placed', OrderPlaced>
  | DomainEvent<'Accepted', Record<string, never>>
  | DomainEvent<'TurnStarted', { warehouseId: string }>
  | DomainEvent<'TurnFailed', { reason: string }>
  | DomainEvent<'Turned', { saleId: string; saleBillNo: string; customId: string; warehouseId: string }>
  | DomainEvent<'Shipped', Record<string, never>>
  | DomainEvent<'Done', Record<string, never>>
  | DomainEvent<'Cancelled', { reason: string }>;

export const STORE_ORDER_EVENTS = eventNames('StoreOrder', [
  'Placed',
  'Accepted',
  'TurnStarted',
  'TurnFailed',
  'Turned',
  'Shipped',
  'Done',
  'Cancelled',
] as const);

/** The 操作日志's and the order history's words for each event. */
export const STORE_ORDER_TITLES: Record<string, string> = {
  [STORE_ORDER_EVENTS.Placed]: '下单',
  [STORE_ORDER_EVENTS.Accepted]: '接单',
  [STORE_ORDER_EVENTS.TurnStarted]: '开始转销售单',
  [STORE_ORDER_EVENTS.TurnFailed]: '转销售单未成功',
  [STORE_ORDER_EVENTS.Turned]: '转为销售单',
  [STORE_ORDER_EVENTS.Shipped]: '发货',
  [STORE_ORDER_EVENTS.Done]: '完成',
  [STORE_ORDER_EVENTS.Cancelled]: '取消订单',
  StoreStockChecked: '核对商城库存',
};

export const orderStream = (orderId: string) => `StoreOrder-${orderId}`;

/** The event that takes a SKU's stream of store reservations: orders for the same SKU are decided one after another. */
export const STOCK_CHECKED = 'StoreStockChecked';
export const reservationStream = (companyId: string, warehouseId: string, skuId: string) =>
  `StoreStock-${companyId}-${warehouseId}-${skuId}`;

export interface OrderState {
  order: OrderPlaced | null;
  status: OrderStatus;
  /** The status a turn started from, to come back to when it fails. */
  before: OrderStatus;
  saleId: string | null;
}

export const initialOrder: OrderState = { order: null, status: 'new', before: 'new', saleId: null };

export function evolveOrder(s: OrderState, e: StoreOrderEvent): OrderState {
  switch (e.type) {
    case 'Placed':
      return { ...s, order: e.data, status: 'new' };
    case 'Accepted':
      return { ...s, status: 'accepted' };
    case 'TurnStarted':
      return { ...s, status: 'turning', before: s.status };
    case 'TurnFailed':
      return { ...s, status: s.before };
    case 'Turned':
      return { ...s, status: 'turned', saleId: e.data.saleId };
    case 'Shipped':
      return { ...s, status: 'shipped' };
    case 'Done':
      return { ...s, status: 'done' };
    case 'Cancelled':
      return { ...s, status: 'cancelled' };
  }
}

/** Refused unless the order is in one of `allowed` (422 BAD_STATUS naming what it is and what was asked). */
function must(s: OrderState, allowed: readonly OrderStatus[], action: string) {
  if (!s.order) throw new BusinessRuleError('NOT_FOUND', '订单不存在');
  if (s.status === 'turned' && action === '转销售单')
    throw new BusinessRuleError('BAD_STATUS', `订单${s.order.orderNo}已转为销售单，不能再转`);
  if (!allowed.includes(s.status))
    throw new BusinessRuleError('BAD_STATUS', `订单${s.order.orderNo}${ORDER_STATUS_NAMES[s.status]}，不能${action}`);
}

/** The order's lifecycle as decisions: each answers the events it makes, or refuses. */
export const decideOrder = {
  place(s: OrderState, order: OrderPlaced): StoreOrderEvent[] {
    if (s.order) throw new BusinessRuleError('BAD_STATUS', '订单已存在');
    return [{ type: 'Placed', data: order }];
  },
  accept(s: OrderState): StoreOrderEvent[] {
    must(s, ['new'], '接单');
    return [{ type: 'Accepted', data: {} }];
  },
  startTurn(s: OrderState, warehouseId: string): StoreOrderEvent[] {
    must(s, ['new', 'accepted'], '转销售单');
    return [{ type: 'TurnStarted', data: { warehouseId } }];
  },
  failTurn(s: OrderState, reason: string): StoreOrderEvent[] {
    must(s, ['turning'], '结束转销售');
    return [{ type: 'TurnFailed', data: { reason } }];
  },
  finishTurn(s: OrderState, sale: { saleId: string; saleBillNo: string; customId: string; warehouseId: string }): StoreOrderEvent[] {
    must(s, ['turning'], '完成转销售');
    return [{ type: 'Turned', data: sale }];
  },
  ship(s: OrderState): StoreOrderEvent[] {
    must(s, ['turned'], '发货');
    return [{ type: 'Shipped', data: {} }];
  },
  /** A pickup is done once turned into a sale; a delivery once shipped. */
  done(s: OrderState): StoreOrderEvent[] {
    must(s, s.order?.deliveryType === 'pickup' ? ['turned', 'shipped'] : ['shipped'], '完成');
    return [{ type: 'Done', data: {} }];
  },
  /** The system's cancel of an order not taken in time (ORDER_HOLD_MINUTES); one taken, turned or cancelled meanwhile stays as it is. */
  lapse(s: OrderState): StoreOrderEvent[] {
    return s.order && s.status === 'new' ? [{ type: 'Cancelled', data: { reason: LAPSED_REASON } }] : [];
  },
  cancel(s: OrderState, reason: string): StoreOrderEvent[] {
    if (!reason.trim()) throw new ValidationError('请填写取消原因', 'reason');
    must(s, ['new', 'accepted'], '取消');
    return [{ type: 'Cancelled', data: { reason: reason.trim() } }];
  },
};
