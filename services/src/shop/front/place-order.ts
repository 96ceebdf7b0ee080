import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AppendToStream } from '@jxc/infra';
import { commitNumbered, PENDING_BILL_NO } from '../../document-engine';
import { D, Dec, toDb } from '../../shared/decimal';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import {
  decideOrder,
  initialOrder,
  OrderLine,
  OrderPlaced,
  orderStream,
  reservationStream,
  STOCK_CHECKED,
  STORE_ORDER_EVENTS,
} from '../order/store-order';
import { StoreCatalog } from '../catalog/store-catalog';
import { LineNeeds, takeStock } from './order-stock';
import { StorefrontQueries, takesOrders } from './storefront.queries';
import { shopDay } from '../../contracts';
import { randomCode } from '../random-code';

export interface OrderInput {
  buyerName: string;
  phone: string;
  address?: string;
  deliveryType: 'delivery' | 'pickup';
  remark?: string;
  /** Each a product (skuId) or a 商品套餐 (comboId). */
  lines: { skuId?: string; comboId?: string; qty: Dec }[];
}

/** The order placed, with the 查询码 the buyer keeps to look it up in 我的订单. */
export interface PlacedOrder {
  orderId: string;
  orderNo: string;
  totalAmount: number;
  lookupCode: string;
}

export class PlaceOrderCommand {
  constructor(
    readonly storeCode: string,
    readonly input: OrderInput,
  ) {}
}

/**
 * A buyer's order on the storefront (no staff behind it). Refused whole, nothing written: a closed store, a way of
 * delivery the store does not offer, a product not on sale, less than the minimum order, more than the warehouse can
 * still promise or than one order may take (每单限购, orderLimit; of a combo: of any of its components). The promise
 * is airtight: each SKU's reservation stream is read once the orders read model has passed it, and appended with the
 * order at that version, so two buyers of the last unit cannot both have it (the loser decides again on what the
 * first left, and is refused).
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, PlacedOrder> {
  constructor(
    private readonly es: EventSourcing,
    private readonly catalog: StoreCatalog,
    private readonly front: StorefrontQueries,
  ) {}

  async execute({ storeCode, input }: PlaceOrderCommand) {
    const store = await this.front.store(storeCode);
    if (!takesOrders(store)) {
      throw new BusinessRuleError(
        'STORE_CLOSED',
        store.open ? `店铺的营业时间为${store.openTime}-${store.closeTime}，现在不接单` : '店铺休息中，暂不接单',
      );
    }
    if (!store.warehouseId) throw new BusinessRuleError('STORE_CLOSED', '店铺未设置发货仓库，暂不接单');
    if (input.deliveryType === 'delivery' && !store.delivery)
      throw new ValidationError('本店不提供送货上门，请选择到店自提', 'deliveryType');
    if (input.deliveryType === 'pickup' && !store.pickup) throw new ValidationError('本店不提供到店自提，请选择送货上门', 'deliveryType');
    const address = input.deliveryType === 'delivery' ? (input.address ?? '').trim() : '';
    if (input.deliveryType === 'delivery' && !address) throw new ValidationError('请填写收货地址', 'address');
    const companyId = store.companyId;
    const warehouseId = store.warehouseId;
    const orderId = randomUUID();
    const lookupCode = randomCode();
    const actor = { companyId, userId: 'storefront', userName: `${input.buyerName}（商城顾客）` };
    return retrying(async () => {
      const combos = await this.front.components(
        companyId,
        input.lines.flatMap((l) => (l.comboId ? [l.comboId] : [])),
      );
      const needsOf = (l: OrderInput['lines'][number]): LineNeeds =>
        l.comboId ? (combos.get(l.comboId) ?? []) : [{ skuId: l.skuId!, each: new D(1) }];
      const skuIds = [...new Set(input.lines.flatMap((l) => needsOf(l).map((n) => n.skuId)))];
      const versions = await Promise.all(
        skuIds.map((k) => this.es.settledVersion(reservationStream(companyId, warehouseId, k), companyId, [STOCK_CHECKED])),
      );
      const { data } = await this.catalog.products(storeCode, {
        items: { skuIds: input.lines.flatMap((l) => l.skuId ?? []), comboIds: [...combos.keys()] },
      });
      const byItem = new Map(data.map((r) => [r.skuId ?? r.comboId, r]));
      const available = await this.front.available(companyId, warehouseId, skuIds);
      const wanted = new Map<string, Dec>();
      const lines = input.lines.map((l, i): OrderLine => {
        const p = byItem.get(l.skuId ?? l.comboId!);
        if (!p || (l.comboId && !combos.has(l.comboId))) throw new ValidationError(`第${i + 1}行：商品未上架或已下架`, 'lines');
        const needs = needsOf(l);
        const refused = takeStock(wanted, available, needs, l.qty, !!l.comboId);
        if (refused) {
          const [code, words, detail] =
            refused.why === 'stock' ? ['STOCK_SHORTAGE', '库存不足，最多可订', 'available'] : ['ORDER_LIMIT', '每单最多可订', 'limit'];
          throw new BusinessRuleError(
            code,
            `第${i + 1}行：${p.productName}${p.spec ? `（${p.spec}）` : ''}${words}${refused.most}${p.unitName}`,
            { lineNo: i + 1, ...(l.comboId ? { comboId: l.comboId } : { skuId: l.skuId }), [detail]: toDb(refused.most) },
          );
        }
        const price = new D(p.storePrice);
        const item = l.comboId
          ? { skuId: null, comboId: l.comboId, parts: needs.map((n) => ({ skuId: n.skuId, qty: toDb(n.each.times(l.qty)) })) }
          : { skuId: l.skuId! };
        return {
          lineNo: i + 1,
          ...item,
          productName: p.productName,
          spec: p.spec,
          unitName: p.unitName,
          qty: toDb(l.qty),
          price: toDb(price),
          amount: toDb(l.qty.times(price)),
        };
      });
      const total = lines.reduce((t, l) => t.plus(l.amount), new D(0));
      if (total.lt(store.minOrderAmount))
        throw new BusinessRuleError('BELOW_MINIMUM', `订单金额${total}元，未达到起订金额${store.minOrderAmount}元`, {
          totalAmount: toDb(total),
          minOrderAmount: store.minOrderAmount,
        });
      const order: OrderPlaced = {
        orderId,
        orderNo: PENDING_BILL_NO,
        storeCode,
        warehouseId,
        buyerName: input.buyerName,
        phone: input.phone,
        address,
        deliveryType: input.deliveryType,
        payType: input.deliveryType === 'pickup' ? 'store' : 'cod',
        remark: input.remark ?? '',
        lines,
        totalAmount: toDb(total),
        lookupCode,
      };
      const streams: AppendToStream[] = [
        {
          streamId: orderStream(orderId),
          streamType: 'StoreOrder',
          expectedVersion: 'no_stream',
          events: toStored(STORE_ORDER_EVENTS, decideOrder.place(initialOrder, order)),
        },
        ...skuIds.map((skuId, i): AppendToStream => ({
          streamId: reservationStream(companyId, warehouseId, skuId),
          streamType: 'StoreStock',
          expectedVersion: versions[i] || 'no_stream',
          events: [{ type: STOCK_CHECKED, data: { orderId, skuId, warehouseId, qty: toDb(wanted.get(skuId)!) } }],
        })),
      ];
      const orderNo = await commitNumbered(this.es, streams, actor, { prefix: 'DD', billDate: shopDay(), docId: orderId });
      return { orderId, orderNo, totalAmount: total.toNumber(), lookupCode };
    });
  }
}
