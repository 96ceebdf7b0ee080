import type { StoredEvent } from '@jxc/infra';
import type { Projection } from '@jxc/projections';
import type { EntityManager } from 'typeorm';
import { dec, toDb } from '../../shared/decimal';
import type { Stored } from '../../shared/es/event-names';
import { STORE_USER_EVENTS } from '../user/store-user';
import { OPEN_STATUSES, OrderStatus, STOCK_CHECKED, STORE_ORDER_EVENTS, StoreOrderEvent } from './store-order';

type OrderEvent =
  | Stored<'StoreOrder', StoreOrderEvent>
  | Stored<'StoreUser', { type: 'Linked'; data: { phone: string; customId: string } }>
  | StoredEvent<unknown, typeof STOCK_CHECKED>;

const STATUS_AFTER: Record<string, OrderStatus | 'before'> = {
  [STORE_ORDER_EVENTS.Accepted]: 'accepted',
  [STORE_ORDER_EVENTS.TurnStarted]: 'turning',
  [STORE_ORDER_EVENTS.TurnFailed]: 'before',
  [STORE_ORDER_EVENTS.Turned]: 'turned',
  [STORE_ORDER_EVENTS.Shipped]: 'shipped',
  [STORE_ORDER_EVENTS.Done]: 'done',
  [STORE_ORDER_EVENTS.Cancelled]: 'cancelled',
};

async function placed(em: EntityManager, e: Extract<OrderEvent, { type: 'StoreOrderPlaced' }>) {
  const o = e.data;
  const companyId = e.metadata.companyId;
  const qty = o.lines.reduce((t, l) => t.plus(l.qty), dec(0));
  await em.query(
    `insert into store_orders (order_id, company_id, order_no, status, buyer_name, phone, address, delivery_type, pay_type, remark, warehouse_id, total_amount, qty, lookup_code, created_at, updated_at)
     values ($1, $2, $3, 'new', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) on conflict (order_id) do nothing`,
    [
      o.orderId,
      companyId,
      o.orderNo,
      o.buyerName,
      o.phone,
      o.address,
      o.deliveryType,
      o.payType,
      o.remark,
      o.warehouseId,
      o.totalAmount,
      toDb(qty),
      o.lookupCode ?? null,
      e.metadata.at,
    ],
  );
  await em.query(
    `insert into store_order_lines (order_id, line_no, company_id, sku_id, combo_id, warehouse_id, product_name, spec, unit_name, qty, price, amount, open)
     select $1, l.line_no, $2, l.sku_id, l.combo_id, $3, l.product_name, l.spec, l.unit_name, l.qty, l.price, l.amount, true
     from jsonb_to_recordset($4::jsonb) as l(line_no int, sku_id text, combo_id text, product_name text, spec text, unit_name text, qty numeric, price numeric, amount numeric)
     on conflict do nothing`,
    [
      o.orderId,
      companyId,
      o.warehouseId,
      JSON.stringify(
        o.lines.map((l) => ({
          line_no: l.lineNo,
          sku_id: l.skuId,
          combo_id: l.comboId ?? null,
          product_name: l.productName,
          spec: l.spec,
          unit_name: l.unitName,
          qty: l.qty,
          price: l.price,
          amount: l.amount,
        })),
      ),
    ],
  );
  const parts = o.lines.flatMap((l) => (l.parts ?? []).map((p) => ({ line_no: l.lineNo, sku_id: p.skuId, qty: p.qty })));
  if (parts.length) {
    await em.query(
      `insert into store_order_parts (order_id, line_no, sku_id, company_id, warehouse_id, qty, open)
       select $1, p.line_no, p.sku_id, $2, $3, p.qty, true from jsonb_to_recordset($4::jsonb) as p(line_no int, sku_id text, qty numeric) on conflict do nothing`,
      [o.orderId, companyId, o.warehouseId, JSON.stringify(parts)],
    );
  }
  await em.query(
    `insert into store_users (company_id, phone, buyer_name, addresses, order_count, order_amount, first_at, last_at)
     values ($1, $2, $3, case when $4 = '' then '{}'::text[] else array[$4] end, 1, $5, $6, $6)
     on conflict (company_id, phone) do update set buyer_name = excluded.buyer_name, order_count = store_users.order_count + 1,
       order_amount = store_users.order_amount + excluded.order_amount, last_at = excluded.last_at,
       addresses = case when $4 = '' or $4 = any(store_users.addresses) then store_users.addresses else array_append(store_users.addresses, $4) end`,
    [companyId, o.phone, o.buyerName, o.address, o.totalAmount, e.metadata.at],
  );
}

/** 商城订单 and their lines (open ones reserve stock, a combo line through its components' parts), and the store's buyers (小程序用户) counted from them. */
export const storeOrdersProjection: Projection<OrderEvent> = {
  name: 'store-orders',
  // StoreStockChecked is passed over: it is listed so that an order's stock check can wait for this read model to pass it.
  eventTypes: [...Object.values(STORE_ORDER_EVENTS), ...Object.values(STORE_USER_EVENTS), STOCK_CHECKED],
  tables: ['store_orders', 'store_order_lines', 'store_order_parts', 'store_users'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      if (e.type === STORE_ORDER_EVENTS.Placed) {
        await placed(em, e);
        continue;
      }
      if (e.type === STOCK_CHECKED) continue;
      if (e.type === STORE_USER_EVENTS.Linked) {
        await em.query(`update store_users set custom_id = $3 where company_id = $1 and phone = $2`, [
          e.metadata.companyId,
          e.data.phone,
          e.data.customId,
        ]);
        continue;
      }
      const orderId = e.streamId.slice('StoreOrder-'.length);
      const after = STATUS_AFTER[e.type];
      // A failed turn goes back to the status the turn started from (turned_from). An update answers its rows in a select.
      const [row] = await em.query(
        `with o as (update store_orders o set status = case when $2 = 'before' then coalesce(o.turned_from, 'new') else $2 end, updated_at = $3,
           cancel_reason = coalesce($4, o.cancel_reason), sale_id = coalesce($5, o.sale_id), sale_bill_no = coalesce($6, o.sale_bill_no),
           warehouse_id = coalesce($7, o.warehouse_id), turned_from = case when $2 = 'turning' then o.status else o.turned_from end
         where order_id = $1 returning o.company_id, o.phone, o.total_amount::text as total, o.status) select * from o`,
        [
          orderId,
          after,
          e.metadata.at,
          e.type === STORE_ORDER_EVENTS.Cancelled && e.data.reason ? e.data.reason : null,
          e.type === STORE_ORDER_EVENTS.Turned ? e.data.saleId : null,
          e.type === STORE_ORDER_EVENTS.Turned ? e.data.saleBillNo : null,
          e.type === STORE_ORDER_EVENTS.Turned ? e.data.warehouseId : null,
        ],
      );
      if (!row) continue;
      await em.query(`update store_order_lines set open = $2 where order_id = $1`, [orderId, OPEN_STATUSES.includes(row.status)]);
      await em.query(`update store_order_parts set open = $2 where order_id = $1`, [orderId, OPEN_STATUSES.includes(row.status)]);
      if (e.type === STORE_ORDER_EVENTS.Cancelled) {
        await em.query(
          `update store_users set order_count = order_count - 1, order_amount = order_amount - $3::numeric where company_id = $1 and phone = $2`,
          [row.company_id, row.phone, row.total],
        );
      }
    }
  },
};
