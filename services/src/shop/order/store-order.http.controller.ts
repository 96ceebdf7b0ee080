import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { text, validate } from '../../shared/validation/schema';
import { ORDER_STATUS_NAMES, OrderStatus, orderStream, STORE_ORDER_TITLES } from './store-order';
import { OrderStep, StepOrderCommand, TurnOrderCommand } from './store-order.commands';
import { shopDayStartSql } from '../../contracts';

const MENU = '1103';
const STATUSES = Object.keys(ORDER_STATUS_NAMES);
const idOf = (body: unknown) => validate({ orderId: text('订单').required().maxWidth(64) }, body).orderId;

const COLUMNS = `o.order_id as "orderId", o.order_no as "orderNo", o.status, o.buyer_name as "buyerName", o.phone, o.address, o.delivery_type as "deliveryType",
  o.pay_type as "payType", o.remark, o.warehouse_id as "warehouseId", w.name as "warehouseName", o.total_amount::float8 as "totalAmount", o.qty::float8 as qty,
  o.cancel_reason as "cancelReason", o.sale_id as "saleId", o.sale_bill_no as "saleBillNo", o.created_at as "createTime", o.updated_at as "updateTime"`;

const named = <T extends { status: OrderStatus }>(r: T) => ({ ...r, statusName: ORDER_STATUS_NAMES[r.status] });

/** `/api/StoreOrder/PageQuery|Detail|Accept|Turn|Ship|Done|Cancel` (商城订单, /shop/order/List): the company's own orders only. */
@Controller('api/StoreOrder')
export class StoreOrderController {
  constructor(
    private readonly ds: DataSource,
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
    const rows = await this.ds.query(
      `select ${COLUMNS}, count(*) over ()::int as total
       from store_orders o left join master_records w on w.record_id = o.warehouse_id
       where o.company_id = $1 and ($2::text is null or o.status = $2) and ($3::text is null or o.order_no ilike $3 or o.buyer_name ilike $3 or o.phone ilike $3)
         and ($4::date is null or o.created_at >= ${shopDayStartSql('$4')}) and ($5::date is null or o.created_at < ${shopDayStartSql('$5')} + interval '1 day')
       order by o.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [s.companyId, f.status ?? null, f.keyword ? `%${f.keyword}%` : null, f.startDate ?? null, f.endDate ?? null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }: { total: number; status: OrderStatus }) => named(r)),
    );
  }

  @Permission(MENU, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const orderId = idOf(body);
    const [order] = await this.ds.query(
      `select ${COLUMNS} from store_orders o left join master_records w on w.record_id = o.warehouse_id where o.order_id = $1 and o.company_id = $2`,
      [orderId, s.companyId],
    );
    if (!order) throw new NotFoundError('订单不存在');
    const lines = await this.ds.query(
      `select l.line_no as "lineNo", l.sku_id as "skuId", l.product_name as "productName", l.spec, l.unit_name as "unitName", l.qty::float8 as qty, l.price::float8 as price, l.amount::float8 as amount
       from store_order_lines l where l.order_id = $1 order by l.line_no`,
      [orderId],
    );
    const [user] = await this.ds.query(
      `select u.custom_id as "customId", c.name as "customName" from store_users u left join master_records c on c.record_id = u.custom_id where u.company_id = $1 and u.phone = $2`,
      [s.companyId, order.phone],
    );
    return {
      ...named(order),
      lines,
      customId: user?.customId ?? null,
      customName: user?.customName ?? null,
      history: await this.es.history(orderStream(orderId), s.companyId, STORE_ORDER_TITLES),
    };
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
    const [row] = await this.ds.query(`select 1 from store_orders where order_id = $1 and company_id = $2`, [orderId, s.companyId]);
    if (!row) throw new NotFoundError('订单不存在');
  }
}
