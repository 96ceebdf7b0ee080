import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BuyerOrder } from '../../contracts';
import { ORDER_HOLD_MINUTES, ORDER_STATUS_NAMES } from './store-order';

@Injectable()
export class StoreOrderQueries {
  constructor(private readonly ds: DataSource) {}

  /** 我的订单: the company's orders placed with this phone and one of these 查询码, newest first. */
  async ofBuyer(companyId: string, phone: string, lookupCodes: string[]): Promise<BuyerOrder[]> {
    const rows: Omit<BuyerOrder, 'statusName'>[] = await this.ds.query(
      `select o.order_id as "orderId", o.order_no as "orderNo", o.status, o.delivery_type as "deliveryType", o.total_amount::float8 as "totalAmount",
              o.cancel_reason as "cancelReason", o.created_at as "createTime",
              (select json_agg(json_build_object('productName', l.product_name, 'spec', l.spec, 'unitName', l.unit_name, 'qty', l.qty::float8, 'price', l.price::float8) order by l.line_no)
               from store_order_lines l where l.order_id = o.order_id) as lines
       from store_orders o where o.company_id = $1 and o.phone = $2 and o.lookup_code = any($3) order by o.created_at desc`,
      [companyId, phone, lookupCodes],
    );
    return rows.map((r) => ({ ...r, statusName: ORDER_STATUS_NAMES[r.status] }));
  }

  /**
   * The orders, of every company, still waiting at `at` for the shop (待接单) ORDER_HOLD_MINUTES after they were placed:
   * none paid, none whose payment was asked within that time (the buyer may be paying it now).
   */
  async overdue(at: Date): Promise<{ companyId: string; orderId: string }[]> {
    return this.ds.query(
      `select o.company_id as "companyId", o.order_id as "orderId" from store_orders o
       where o.status = 'new' and o.created_at <= $1::timestamptz - make_interval(mins => $2)
         and not exists (select 1 from pay_orders p where p.company_id = o.company_id and p.order_id = o.order_id
                          and (p.status = 'paid' or p.created_at > $1::timestamptz - make_interval(mins => $2)))
       order by o.created_at`,
      [at.toISOString(), ORDER_HOLD_MINUTES],
    );
  }
}
