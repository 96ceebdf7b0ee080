import { describe, it } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decideOrder, evolveOrder, initialOrder, LAPSED_REASON, OrderPlaced, StoreOrderEvent } from './store-order';

const given = decider(evolveOrder, initialOrder);
const order: OrderPlaced = {
  orderId: 'o1',
  orderNo: 'DD202611240001',
  storeCode: 'S1',
  warehouseId: 'w1',
  buyerName: '王小明',
  phone: '13800138000',
  address: '南京路1号',
  deliveryType: 'delivery',
  payType: 'cod',
  remark: '',
  lines: [{ lineNo: 1, skuId: 'k1', productName: '矿泉水', spec: '550ml', unitName: '瓶', qty: '2', price: '1.5', amount: '3' }],
  totalAmount: '3',
};
const placed: StoreOrderEvent = { type: 'Placed', data: order };
const pickup: StoreOrderEvent = { type: 'Placed', data: { ...order, deliveryType: 'pickup', address: '', payType: 'store' } };
const turned: StoreOrderEvent = { type: 'Turned', data: { saleId: 's1', saleBillNo: 'XS202611240001', customId: 'c1', warehouseId: 'w1' } };
const started: StoreOrderEvent = { type: 'TurnStarted', data: { warehouseId: 'w1' } };

describe('a store order (商城订单)', () => {
  it('is placed once and accepted once', () => {
    given()
      .when((s) => decideOrder.place(s, order))
      .then([placed]);
    given(placed)
      .when((s) => decideOrder.place(s, order))
      .refused('BAD_STATUS');
    given(placed)
      .when(decideOrder.accept)
      .then([{ type: 'Accepted', data: {} }]);
    given(placed, { type: 'Accepted', data: {} })
      .when(decideOrder.accept)
      .refused('BAD_STATUS', /已接单，不能接单/);
  });

  it('is turned into a sale once: a second turn is refused, also while the first is under way', () => {
    given(placed)
      .when((s) => decideOrder.startTurn(s, 'w1'))
      .then([started]);
    given(placed, { type: 'Accepted', data: {} })
      .when((s) => decideOrder.startTurn(s, 'w2'))
      .then([{ type: 'TurnStarted', data: { warehouseId: 'w2' } }]);
    given(placed, started)
      .when((s) => decideOrder.startTurn(s, 'w1'))
      .refused('BAD_STATUS', /转销售中，不能转销售单/);
    given(placed, started)
      .when((s) => decideOrder.finishTurn(s, turned.data as never))
      .then([turned]);
    given(placed, started, turned)
      .when((s) => decideOrder.startTurn(s, 'w1'))
      .refused('BAD_STATUS', /已转为销售单，不能再转/);
  });

  it('a turn that fails puts the order back where it was, so it can be turned again', () => {
    given(placed, { type: 'Accepted', data: {} }, started)
      .when((s) => decideOrder.failTurn(s, '仓库不存在'))
      .then([{ type: 'TurnFailed', data: { reason: '仓库不存在' } }]);
    given(placed, { type: 'Accepted', data: {} }, started, { type: 'TurnFailed', data: { reason: 'x' } })
      .when(decideOrder.accept)
      .refused('BAD_STATUS', /已接单/);
    given(placed, started, { type: 'TurnFailed', data: { reason: 'x' } })
      .when((s) => decideOrder.startTurn(s, 'w1'))
      .then([started]);
  });

  it('ships after the turn and is done after shipping; a pickup is done after the turn', () => {
    given(placed)
      .when(decideOrder.ship)
      .refused('BAD_STATUS', /待接单，不能发货/);
    given(placed, started, turned)
      .when(decideOrder.ship)
      .then([{ type: 'Shipped', data: {} }]);
    given(placed, started, turned)
      .when(decideOrder.done)
      .refused('BAD_STATUS', /已转销售，不能完成/);
    given(placed, started, turned, { type: 'Shipped', data: {} })
      .when(decideOrder.done)
      .then([{ type: 'Done', data: {} }]);
    given(pickup, started, turned)
      .when(decideOrder.done)
      .then([{ type: 'Done', data: {} }]);
  });

  it('lapses while the shop has not taken it: the system cancels it as 已超时; taken, turned or cancelled it stays', () => {
    given(placed)
      .when(decideOrder.lapse)
      .then([{ type: 'Cancelled', data: { reason: LAPSED_REASON } }]);
    given(placed, { type: 'Accepted', data: {} }).when(decideOrder.lapse).then([]);
    given(placed, started).when(decideOrder.lapse).then([]);
    given(placed, { type: 'Cancelled', data: { reason: 'x' } })
      .when(decideOrder.lapse)
      .then([]);
    given().when(decideOrder.lapse).then([]);
  });

  it('is cancelled with a reason while open, never after the turn', () => {
    given(placed)
      .when((s) => decideOrder.cancel(s, ' 缺货 '))
      .then([{ type: 'Cancelled', data: { reason: '缺货' } }]);
    given(placed)
      .when((s) => decideOrder.cancel(s, ' '))
      .refused('VALIDATION', /请填写取消原因/);
    given(placed, started, turned)
      .when((s) => decideOrder.cancel(s, '不要了'))
      .refused('BAD_STATUS', /已转销售，不能取消/);
    given(placed, { type: 'Cancelled', data: { reason: 'x' } })
      .when((s) => decideOrder.cancel(s, '再取消'))
      .refused('BAD_STATUS', /已取消，不能取消/);
    given().when(decideOrder.accept).refused('NOT_FOUND');
  });
});
