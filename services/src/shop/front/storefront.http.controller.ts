import { Body, Controller, ExecutionContext, Inject, Injectable, Ip, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { AppConfig } from '@jxc/infra';
import type { StorefrontStore } from '../../contracts';
import { Public } from '../../identity';
import { D } from '../../shared/decimal';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { DAY, HOUR, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { array, decimal, object, text, validate } from '../../shared/validation/schema';
import { StoreOrderQueries } from '../order/store-orders.queries';
import { orderLimit } from './order-stock';
import { OrderInput, PlaceOrderCommand } from './place-order';
import { StoreCatalog } from '../catalog/store-catalog';
import { StorefrontQueries, takesOrders } from './storefront.queries';

/** Per address: what a phone browsing the store asks in a minute (the module's default), the orders it may place and look up. */
export const STOREFRONT_LIMITS = {
  reads: { ttl: 60_000, limit: 300 },
  orders: { ttl: 60_000, limit: 30 },
  lookups: { ttl: 60_000, limit: 30 },
};

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
  lines: array(
    '商品',
    object({
      skuId: text('商品').maxWidth(64),
      comboId: text('套餐').maxWidth(64),
      qty: decimal('数量').required().positive().places(2).max(99999),
    }),
  )
    .required()
    .minItems(1)
    .maxItems(100),
};

/** 我的订单 asks by the phone and the 查询码 of each order it was given (the browser keeps them, or the buyer types one). */
const LOOKUP = {
  ...STORE,
  phone: text('手机号').required().phone(),
  lookupCodes: array('查询码', text('').maxWidth(20)).required().minItems(1).maxItems(50),
};

/**
 * `/api/StoreFront/*`: the public storefront at /m/{storeCode}, without a token. It sees one store by its code: its
 * public settings, its categories, the products it has on sale (store price, what is left and what one order may
 * take, never a cost), a buyer's orders by phone and 查询码; and it places orders. Rate-limited per address.
 */
@Public()
@UseGuards(StorefrontThrottler)
@Controller('api/StoreFront')
export class StorefrontController {
  constructor(
    private readonly front: StorefrontQueries,
    private readonly catalog: StoreCatalog,
    private readonly commands: CommandBus,
    private readonly storeOrders: StoreOrderQueries,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Action('Store')
  async store(@Body() body: unknown): Promise<StorefrontStore> {
    const s = await this.front.store(storeCodeOf(body));
    return {
      storeCode: s.storeCode,
      storeName: s.storeName,
      logo: s.logo,
      notice: s.notice,
      phone: s.phone,
      address: s.address,
      open: takesOrders(s),
      openTime: s.openTime,
      closeTime: s.closeTime,
      delivery: s.delivery,
      pickup: s.pickup,
      minOrderAmount: s.minOrderAmount,
      categories: s.categories,
    };
  }

  @Action('Products')
  async products(@Body() body: unknown) {
    const q = parsePageQuery((body ?? {}) as Record<string, unknown>);
    const f = validate({ ...STORE, classId: text('分类').maxWidth(64), keyword: text('关键字').maxWidth(60) }, body);
    await this.front.store(f.storeCode);
    const { totalCount, data } = await this.catalog.products(f.storeCode, { classId: f.classId, keyword: f.keyword }, q);
    return toPage(
      q,
      totalCount,
      data.map((p) => ({ ...p, maxQty: orderLimit(new D(p.availableQty)).toNumber() })),
    );
  }

  /** Orders reserve stock: RATE_LIMIT_STORE_ORDER an hour per address and RATE_LIMIT_STORE_ORDER_PHONE a day per phone, in every process. */
  @Throttle({ default: STOREFRONT_LIMITS.orders })
  @Action('PlaceOrder')
  async placeOrder(@Body() body: unknown, @Ip() ip: string) {
    const i = validate(ORDER, body);
    const bad = i.lines.findIndex((l) => !l.skuId === !l.comboId);
    if (bad >= 0) throw new ValidationError(`商品第${bad + 1}行：${i.lines[bad].skuId ? '商品与套餐只能选其一' : '商品不能为空'}`, 'lines');
    const { storeOrder, storeOrderPhone } = this.config.rateLimits;
    await this.limits.enforce(
      [
        { name: 'store-order-address', key: ip, max: storeOrder, seconds: HOUR },
        { name: 'store-order-phone', key: i.phone, max: storeOrderPhone, seconds: DAY },
      ],
      '下单过于频繁，请稍后再试',
    );
    const input: OrderInput = {
      buyerName: i.buyerName,
      phone: i.phone,
      address: i.address,
      remark: i.remark,
      deliveryType: i.deliveryType as OrderInput['deliveryType'],
      lines: i.lines as OrderInput['lines'],
    };
    return this.commands.execute(new PlaceOrderCommand(i.storeCode, input));
  }

  /** 我的订单: the orders placed in this store with the phone and one of the 查询码, newest first. */
  @Throttle({ default: STOREFRONT_LIMITS.lookups })
  @Action('Orders')
  async orders(@Body() body: unknown) {
    const f = validate(LOOKUP, body);
    const store = await this.front.store(f.storeCode);
    const data = await this.storeOrders.ofBuyer(
      store.companyId,
      f.phone,
      f.lookupCodes.map((c) => c.toLowerCase()),
    );
    if (!data.length) throw new NotFoundError('没有找到订单，请核对手机号和查询码');
    return { data };
  }
}
