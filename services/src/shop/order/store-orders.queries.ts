import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BuyerOrder, OrderStatus, shopDayStartSql, StoreOrderDetail, StoreOrderLine, StoreOrderRow, StoreUserRow } from '../../contracts';
import { PageQuery, toPage } from '../../shared/page-query';
import { ORDER_HOLD_MINUTES, ORDER_STATUS_NAMES } from './store-order';

const COLUMNS = `o.order_id as "orderId", o.order_no as "orderNo", o.status, o.buyer_name as "buyerName", o.phone, o.address, o.delivery_type as "deliveryType",
  o.pay_type as "payType", o.remark, o.warehouse_id as "warehouseId", w.name as "warehouseName", o.total_amount::float8 as "totalAmount", o.qty::float8 as qty,
  o.cancel_reason as "cancelReason", o.sale_id as "saleId", o.sale_bill_no as "saleBillNo", o.created_at as "createTime", o.updated_at as "updateTime"`;

const named = <T extends { status: StoreOrderRow['status'] }>(r: T) => ({ ...r, statusName: ORDER_STATUS_NAMES[r.status] });

@Injectable()
export class StoreOrderQueries {
  constructor(private readonly ds: DataSource) {}

  /** 商城订单: the company's orders of a status, matching a keyword (number, buyer or phone), placed within the dates; newest first. */
  async page(companyId: string, q: PageQuery, f: { status?: string; keyword?: string; startDate?: string; endDate?: string }) {
    const rows: (Omit<StoreOrderRow, 'statusName'> & { total: number })[] = await this.ds.query(
      `select ${COLUMNS}, count(*) over ()::int as total
       from store_orders o left join master_records w on w.record_id = o.warehouse_id
       where o.company_id = $1 and ($2::text is null or o.status = $2) and ($3::text is null or o.order_no ilike $3 or o.buyer_name ilike $3 or o.phone ilike $3)
         and ($4::date is null or o.created_at >= ${shopDayStartSql('$4')}) and ($5::date is null or o.created_at < ${shopDayStartSql('$5')} + interval '1 day')
       order by o.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [companyId, f.status ?? null, f.keyword ? `%${f.keyword}%` : null, f.startDate ?? null, f.endDate ?? null],
    );
    return toPage<StoreOrderRow>(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => named(r)),
    );
  }

  /** An order of the company with its lines and the 客户 its buyer is linked to; null when the company has no such order. */
  async detail(companyId: string, orderId: string): Promise<Omit<StoreOrderDetail, 'history'> | null> {
    const [order]: Omit<StoreOrderRow, 'statusName'>[] = await this.ds.query(
      `select ${COLUMNS} from store_orders o left join master_records w on w.record_id = o.warehouse_id where o.order_id = $1 and o.company_id = $2`,
      [orderId, companyId],
    );
    if (!order) return null;
    const lines: StoreOrderLine[] = await this.ds.query(
      `select l.line_no as "lineNo", l.sku_id as "skuId", l.product_name as "productName", l.spec, l.unit_name as "unitName", l.qty::float8 as qty, l.price::float8 as price, l.amount::float8 as amount
       from store_order_lines l where l.order_id = $1 order by l.line_no`,
      [orderId],
    );
    const [user]: { customId: string | null; customName: string | null }[] = await this.ds.query(
      `select u.custom_id as "customId", c.name as "customName" from store_users u left join master_records c on c.record_id = u.custom_id where u.company_id = $1 and u.phone = $2`,
      [companyId, order.phone],
    );
    return { ...named(order), lines, customId: user?.customId ?? null, customName: user?.customName ?? null };
  }

  /** Whether the order is the company's. */
  async owns(companyId: string, orderId: string): Promise<boolean> {
    const rows = await this.ds.query(`select 1 from store_orders where order_id = $1 and company_id = $2`, [orderId, companyId]);
    return rows.length > 0;
  }

  /** The company of an order of the store placed with this phone number (a buyer paying it names no company). */
  async companyOfBuyerOrder(storeCode: string, orderId: string, phone: string): Promise<string | null> {
    const [order] = await this.ds.query(
      `select o.company_id from store_orders o join stores s on s.company_id = o.company_id where s.store_code = $1 and o.order_id = $2 and o.phone = $3`,
      [storeCode, orderId, phone],
    );
    return order?.company_id ?? null;
  }

  /** What a payment of the order is asked for: its number, status and amount (exact, as text), and the sale it was turned into. */
  async toPay(
    companyId: string,
    orderId: string,
  ): Promise<{ orderNo: string; status: OrderStatus; amount: string; saleId: string | null } | null> {
    const [order] = await this.ds.query(
      `select order_no as "orderNo", status, total_amount::text as amount, sale_id as "saleId" from store_orders where company_id = $1 and order_id = $2`,
      [companyId, orderId],
    );
    return order ?? null;
  }

  /** A buyer of the store (a 小程序用户, known by the phone they ordered with) and the 客户 they are linked to; null when none ordered with it. */
  async buyer(companyId: string, phone: string): Promise<{ customId: string | null } | null> {
    const [user] = await this.ds.query(`select custom_id as "customId" from store_users where company_id = $1 and phone = $2`, [
      companyId,
      phone,
    ]);
    return user ?? null;
  }

  /** 小程序用户: the store's buyers matching a keyword (phone or name), the latest to order first. */
  async users(companyId: string, q: PageQuery, keyword?: string) {
    const rows: (StoreUserRow & { total: number })[] = await this.ds.query(
      `select u.phone, u.buyer_name as "buyerName", u.addresses, u.order_count as "orderCount", u.order_amount::float8 as "orderAmount",
              u.custom_id as "customId", c.name as "customName", u.first_at as "firstTime", u.last_at as "lastTime", count(*) over ()::int as total
       from store_users u left join master_records c on c.record_id = u.custom_id
       where u.company_id = $1 and ($2::text is null or u.phone ilike $2 or u.buyer_name ilike $2)
       order by u.last_at desc offset ${q.offset} limit ${q.pageSize}`,
      [companyId, keyword ? `%${keyword}%` : null],
    );
    return toPage<StoreUserRow>(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  /** 我的订单: the company's orders placed with this phone and one of these 查询码, newest first, with what was paid online (less refunds). */
  async ofBuyer(companyId: string, phone: string, lookupCodes: string[]): Promise<BuyerOrder[]> {
    const rows: Omit<BuyerOrder, 'statusName'>[] = await this.ds.query(
      `select o.order_id as "orderId", o.order_no as "orderNo", o.status, o.delivery_type as "deliveryType", o.total_amount::float8 as "totalAmount",
              o.cancel_reason as "cancelReason", o.created_at as "createTime",
              (select coalesce(sum(p.amount - p.refunded_amount), 0)::float8 from pay_orders p
               where p.company_id = o.company_id and p.order_id = o.order_id and p.status = 'paid') as "paidAmount",
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
