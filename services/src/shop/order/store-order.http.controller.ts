import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StoreOrderDetail } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { text, validate } from '../../shared/validation/schema';
import { ORDER_STATUS_NAMES, OrderStatus, orderStream, STORE_ORDER_TITLES } from './store-order';
import { OrderStep, StepOrderCommand, TurnOrderCommand } from './store-order.commands';
import { StoreOrderQueries } from './store-orders.queries';

const MENU = '1103';
const STATUSES = Object.keys(ORDER_STATUS_NAMES);
const idOf = (body: unknown) => validate({ orderId: text('订单').required().maxWidth(64) }, body).orderId;

/** `/api/StoreOrder/PageQuery|Detail|Accept|Turn|Ship|Done|Cancel` (商城订单, /shop/order/List): the company's own orders only. */
@Controller('api/StoreOrder')
export class StoreOrderController {
  constructor(
    private readonly orders: StoreOrderQueries,
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        status: text('状态').oneOf(STATUSES),
        keyword: text('关键字').maxWidth(60),
        startDate: text('开始日期').date(),
        endDate: text('结束日期').date(),
      },
      body,
    );
    return this.orders.page(s.companyId, q, f);
  }

  @Permission(MENU, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session): Promise<StoreOrderDetail> {
    const orderId = idOf(body);
    const order = await this.orders.detail(s.companyId, orderId);
    if (!order) throw new NotFoundError('订单不存在');
    return { ...order, history: await this.es.history(orderStream(orderId), s.companyId, STORE_ORDER_TITLES) };
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Accept')
  accept(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.step(s, idOf(body), { type: 'accept' });
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Ship')
  ship(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.step(s, idOf(body), { type: 'ship' });
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Done')
  done(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.step(s, idOf(body), { type: 'done' });
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Cancel')
  cancel(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate({ orderId: text('订单').required().maxWidth(64), reason: text('取消原因').required().maxWidth(200) }, body);
    return this.step(s, i.orderId, { type: 'cancel', reason: i.reason });
  }

  /** 订单转销售 from the warehouse chosen: a draft 销售单 (saleId, billNo) to audit as any sale. */
  @Permission(MENU, 'turnSale')
  @Write()
  @Action('Turn')
  async turn(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate({ orderId: text('订单').required().maxWidth(64), warehouseId: text('仓库').required().maxWidth(64) }, body);
    await this.owned(s, i.orderId);
    return this.commands.execute(new TurnOrderCommand(s, i.orderId, i.warehouseId));
  }

  private async step(s: Session, orderId: string, step: OrderStep) {
    await this.owned(s, orderId);
    const status: OrderStatus = await this.commands.execute(new StepOrderCommand(s, orderId, step));
    return { orderId, status, statusName: ORDER_STATUS_NAMES[status] };
  }

  /** Another company's order is not there for the caller. */
  private async owned(s: Session, orderId: string) {
    if (!(await this.orders.owns(s.companyId, orderId))) throw new NotFoundError('订单不存在');
  }
}
