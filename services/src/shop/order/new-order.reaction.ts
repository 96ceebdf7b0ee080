import type { Projection } from '@jxc/projections';
import type { EntityManager } from 'typeorm';
import { LIVE_CHANNEL } from '../../inventory';
import type { Stored } from '../../shared/es/event-names';
import { STORE_ORDER_EVENTS, StoreOrderEvent } from './store-order';

/**
 * Pushes 'storeOrder' to the company's staff (through PostgreSQL NOTIFY, to every API process, as stock warnings go)
 * when a buyer places an order: the bell and the order list hear it at once. It runs from the event store's order
 * like a projection (it owns no tables), so a crash delays the push but never loses it.
 */
export const newOrderReaction: Projection<Extract<Stored<'StoreOrder', StoreOrderEvent>, { type: 'StoreOrderPlaced' }>> = {
  name: 'store_order_push',
  eventTypes: [STORE_ORDER_EVENTS.Placed],
  tables: [],
  async apply(events, em: EntityManager) {
    const pushes = events.map((e) => {
      const o = e.data;
      const payload = {
        orderId: o.orderId,
        orderNo: o.orderNo,
        buyerName: o.buyerName,
        totalAmount: Number(o.totalAmount),
        deliveryType: o.deliveryType,
        at: e.metadata.at,
      };
      return JSON.stringify({ companyId: e.metadata.companyId, event: 'storeOrder', payload });
    });
    await em.query(`select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, i) order by i`, [LIVE_CHANNEL, pushes]);
  },
};
