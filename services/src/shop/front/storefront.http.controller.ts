import { Body, Controller, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { Public } from '../../identity';
import { D } from '../../shared/decimal';
import { TooManyRequestsError, ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { array, decimal, object, text, validate } from '../../shared/validation/schema';
import { ORDER_STATUS_NAMES, OrderStatus } from '../order/store-order';
import { orderLimit } from './order-stock';
import { OrderInput, PlaceOrderCommand } from './place-order';
import { StoreCatalog } from '../catalog/store-catalog';
import { StorefrontQueries, takesOrders } from './storefront.queries';

/** Per address: what a phone browsing the store asks in a minute (the module's default), and the orders it may place. */
export const STOREFRONT_LIMITS = { reads: { ttl: 60_000, limit: 300 }, orders: { ttl: 60_000, limit: 30 } };

/** The storefront's limit per address, refused in the envelope with the house's words. */
@Injectable()
export class StorefrontThrottler extends ThrottlerGuard {
  protected async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new TooManyRequestsError('访问太频繁，请稍后再试');
  }
}

const STORE = { storeCode: text('店铺编号').required().maxWidth(40) };
const storeCodeOf = (body: unknown) => validate(STORE, body).storeCode;

const ORDER = {
  ...STORE,
  buyerName: text('收货人').required().maxWidth(40),
  phone: text('手机号').required().phone(),
  deliveryType: text('配送方式').required().oneOf(['delivery', 'pickup']),
  address: text('收货地址').maxWidth(200),
  remark: text('备注').maxWidth(200),
  lines: array('商品', object({ skuId: text('商品').maxWidth(64), comboId: text('套餐').maxWidth(64), qty: decimal('数量').required().positive().places(2).max(99999) })).required().minItems(1).maxItems(100),
};

/**
 * `/api/StoreFront/*`: the public storefront at /m/{storeCode}, without a token. It sees one store by its code: its
 * public settings, its categories, the products it has on sale (store price, what is left and what one order may
 * take, never a cost), its orders by the buyer's phone number; and it places orders. Rate-limited per address.
 */
@Public()
@UseGuards(StorefrontThrottler)
@Controller('api/StoreFront')
export class StorefrontController {
  constructor(private readonly front: StorefrontQueries, private readonly catalog: StoreCatalog, private readonly commands: CommandBus, private readonly ds: DataSource) {}

  @Action('Store')
  async store(@Body() body: unknown) {
    const s = await this.front.store(storeCodeOf(body));
    return {
      storeCode: s.storeCode, storeName: s.storeName, logo: s.logo, notice: s.notice, phone: s.phone, address: s.address, open: takesOrders(s), openTime: s.openTime,
      closeTime: s.closeTime, delivery: s.delivery, pickup: s.pickup, minOrderAmount: s.minOrderAmount, categories: s.categories,
    };
  }

  @Action('Products')
  async products(@Body() body: unknown) {
    const q = parsePageQuery((body ?? {}) as Record<string, unknown>);
    const f = validate({ ...STORE, classId: text('分类').maxWidth(64), keyword: text('关键字').maxWidth(60) }, body);
    await this.front.store(f.storeCode);
    const { totalCount, data } = await this.catalog.products(f.storeCode, { classId: f.classId, keyword: f.keyword }, q);
    return toPage(q, totalCount, data.map((p) => ({ ...p, maxQty: orderLimit(new D(p.availableQty)).toNumber() })));
  }

  @Throttle({ default: STOREFRONT_LIMITS.orders })
  @Action('PlaceOrder')
  async placeOrder(@Body() body: unknown) {
    const i = validate(ORDER, body);
    const bad = i.lines.findIndex((l) => !l.skuId === !l.comboId);
    if (bad >= 0) throw new ValidationError(`商品第${bad + 1}行：${i.lines[bad].skuId ? '商品与套餐只能选其一' : '商品不能为空'}`, 'lines');
    const input: OrderInput = { buyerName: i.buyerName, phone: i.phone, address: i.address, remark: i.remark, deliveryType: i.deliveryType as OrderInput['deliveryType'], lines: i.lines as OrderInput['lines'] };
    return this.commands.execute(new PlaceOrderCommand(i.storeCode, input));
  }

  /** 我的订单: the orders placed with a phone number in this store, newest first. */
  @Action('Orders')
  async orders(@Body() body: unknown) {
    const f = validate({ ...STORE, phone: text('手机号').required().phone() }, body);
    const store = await this.front.store(f.storeCode);
    const rows: { status: OrderStatus }[] = await this.ds.query(
      `select o.order_id as "orderId", o.order_no as "orderNo", o.status, o.delivery_type as "deliveryType", o.total_amount::float8 as "totalAmount",
              o.cancel_reason as "cancelReason", o.created_at as "createTime",
              (select json_agg(json_build_object('productName', l.product_name, 'spec', l.spec, 'unitName', l.unit_name, 'qty', l.qty::float8, 'price', l.price::float8) order by l.line_no)
               from store_order_lines l where l.order_id = o.order_id) as lines
       from store_orders o where o.company_id = $1 and o.phone = $2 order by o.created_at desc limit 50`,
      [store.companyId, f.phone],
    );
    return { data: rows.map((r) => ({ ...r, statusName: ORDER_STATUS_NAMES[r.status] })) };
  }
}
