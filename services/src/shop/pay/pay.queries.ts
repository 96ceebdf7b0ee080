import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  PAY_CHANNEL_NAMES,
  PAY_PROVIDER_NAMES,
  PayChannelKey,
  PAY_STATUS_NAMES,
  PayOrderRow,
  PaySettingView,
  shopDayStartSql,
} from '../../contracts';
import { PageQuery, toPage } from '../../shared/page-query';

const providerName = (provider: string) => PAY_PROVIDER_NAMES[provider] ?? provider;

/** The rows of 移动支付流水: each payment, and each of its refunds beside it. */
const FLOW = `
  select p.company_id, p.pay_order_id as "payOrderId", null::text as "refundId", 'pay' as kind, p.order_id as "orderId", p.order_no as "orderNo",
         p.sale_id as "billId", p.bill_no as "billNo", p.source, p.provider, p.channel, p.trade_no as "tradeNo", p.payer, p.pay_type as "payType",
         p.amount, p.refunded_amount, p.status, p.created_at as "createdAt", p.paid_at as "payTime"
  from pay_orders p
  union all
  select r.company_id, r.pay_order_id, r.refund_id, 'refund', p.order_id, p.order_no, p.sale_id, p.bill_no, p.source, p.provider, p.channel,
         r.refund_no, p.payer, p.pay_type, r.amount, 0, r.status, r.created_at, r.refunded_at
  from pay_refunds r join pay_orders p on p.pay_order_id = r.pay_order_id`;

export interface OpenPayment {
  companyId: string;
  payOrderId: string;
}

/** Reads of the merchant accounts (pay_settings), the payments (pay_orders) and their refunds (pay_refunds). */
@Injectable()
export class PayQueries {
  constructor(private readonly ds: DataSource) {}

  /** The company's merchant accounts as saved, without their secrets, with the 结算账户's name. */
  async settings(companyId: string): Promise<PaySettingView[]> {
    const rows: Omit<PaySettingView, 'providerName'>[] = await this.ds.query(
      `select s.provider, s.merchant_id as "merchantId", s.app_id as "appId", s.field_values as values, s.secret_hints as "secretHints",
              s.account_id as "accountId", coalesce(a.name, '') as "accountName", s.enabled, s.updated_by as "updatedBy", s.updated_at as "updatedAt"
       from pay_settings s left join master_records a on a.record_id = s.account_id and a.company_id = s.company_id
       where s.company_id = $1 order by s.provider`,
      [companyId],
    );
    return rows.map((r) => ({ ...r, providerName: providerName(r.provider) }));
  }

  /** The providers whose accounts are enabled. */
  async enabled(companyId: string): Promise<string[]> {
    const rows: { provider: string }[] = await this.ds.query(
      `select provider from pay_settings where company_id = $1 and enabled order by provider`,
      [companyId],
    );
    return rows.map((r) => r.provider);
  }

  /** 移动支付流水: payments and refunds within the dates (by when they were asked), of a provider and status, matching the keyword. */
  async flow(
    companyId: string,
    q: PageQuery,
    f: { startDate?: string; endDate?: string; keyword?: string; provider?: string; status?: string },
  ) {
    const params: unknown[] = [companyId];
    let where = `company_id = $1`;
    if (f.startDate) where += ` and "createdAt" >= ${shopDayStartSql(`$${params.push(f.startDate)}`)}`;
    if (f.endDate) where += ` and "createdAt" < ${shopDayStartSql(`$${params.push(f.endDate)}`)} + interval '1 day'`;
    if (f.provider) where += ` and provider = $${params.push(f.provider)}`;
    if (f.status) where += ` and status = $${params.push(f.status)}`;
    if (f.keyword) {
      const n = params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`);
      where += ` and ("orderNo" ilike $${n} or "billNo" ilike $${n} or "tradeNo" ilike $${n} or payer ilike $${n} or "payOrderId" ilike $${n})`;
    }
    const [{ n, amount, refunded }] = await this.ds.query(
      `select count(*)::int as n, coalesce(sum(amount) filter (where kind = 'pay' and status = 'paid'), 0)::float8 as amount,
              coalesce(sum(amount) filter (where kind = 'refund' and status = 'success'), 0)::float8 as refunded
       from (${FLOW}) f where ${where}`,
      params,
    );
    const rows: (Omit<PayOrderRow, 'providerName' | 'channelName' | 'statusName' | 'amount' | 'refundedAmount'> & {
      amount: string;
      refunded_amount: string;
    })[] = await this.ds.query(
      `select "payOrderId", "refundId", kind, "orderId", "orderNo", "billId", "billNo", source, provider, channel, "tradeNo", payer, "payType",
              amount, refunded_amount, status, "createdAt", "payTime"
       from (${FLOW}) f where ${where}
       order by ${q.sortColumn ?? '"createdAt"'} ${q.sortColumn ? q.sortDirection : 'desc'}, "payOrderId", "refundId" nulls first limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    const data: PayOrderRow[] = rows.map(({ refunded_amount, ...r }) => ({
      ...r,
      amount: Number(r.amount),
      refundedAmount: Number(refunded_amount),
      providerName: providerName(r.provider),
      channelName: PAY_CHANNEL_NAMES[r.channel as PayChannelKey] ?? r.channel,
      statusName: PAY_STATUS_NAMES[r.status] ?? r.status,
    }));
    return { ...toPage<PayOrderRow>(q, n, data), totals: { amount: amount as number, refunded: refunded as number } };
  }

  /** The company of a payment asked of the provider, whoever asks (a provider's notification names no company). */
  async companyOf(payOrderId: string, provider: string): Promise<string | null> {
    const [payment] = await this.ds.query(`select company_id from pay_orders where pay_order_id = $1 and provider = $2`, [
      payOrderId,
      provider,
    ]);
    return payment?.company_id ?? null;
  }

  /** Whether the payment is the company's. */
  async owned(companyId: string, payOrderId: string): Promise<boolean> {
    const rows = await this.ds.query(`select 1 from pay_orders where company_id = $1 and pay_order_id = $2`, [companyId, payOrderId]);
    return rows.length > 0;
  }

  /** The order's payments, the open and paid ones (closed and failed ones have nothing left to do). */
  async ofOrder(companyId: string, orderId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(
      `select pay_order_id as id from pay_orders where company_id = $1 and order_id = $2 and status in ('created', 'paid') order by created_at`,
      [companyId, orderId],
    );
    return rows.map((r) => r.id);
  }

  /** Whether a 付款码 payment of the sale is still waiting for its buyer. */
  async payingForSale(companyId: string, saleId: string): Promise<boolean> {
    const rows = await this.ds.query(`select 1 from pay_orders where company_id = $1 and sale_id = $2 and status = 'created'`, [
      companyId,
      saleId,
    ]);
    return rows.length > 0;
  }

  /** The paid payments of a sale (at the counter, or of the store order turned into it). */
  async ofSale(companyId: string, saleId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(
      `select pay_order_id as id from pay_orders where company_id = $1 and sale_id = $2 and status = 'paid' order by paid_at`,
      [companyId, saleId],
    );
    return rows.map((r) => r.id);
  }

  /**
   * What is left to settle a minute on: payments still open and refunds under way (their providers are asked after
   * them), paid ones still without their receipt (a counter sale's, a statement's, an edition bought not yet applied, or a store
   * order's paid after it became a sale), and paid ones of a cancelled store order not yet refunded in full.
   */
  async unsettled(before: Date): Promise<OpenPayment[]> {
    return this.ds.query(
      `select company_id as "companyId", pay_order_id as "payOrderId" from pay_orders where status = 'created' and created_at <= $1
       union select company_id, pay_order_id from pay_refunds where status = 'processing' and created_at <= $1
       union select company_id, pay_order_id from pay_orders where status = 'paid' and source in ('counter', 'edition', 'statement') and receipt_id is null and paid_at <= $1
       union select p.company_id, p.pay_order_id from pay_orders p join store_orders o on o.company_id = p.company_id and o.order_id = p.order_id
             where p.status = 'paid' and p.source = 'store' and p.paid_at <= $1
               and ((p.receipt_id is null and o.sale_id is not null) or (o.status = 'cancelled' and p.refunded_amount < p.amount
                    and not exists (select 1 from pay_refunds r where r.pay_order_id = p.pay_order_id and r.status = 'processing')))
       limit 200`,
      [before.toISOString()],
    );
  }

  /** Our payments and refunds of a provider on a day (China time): what its bill should list. */
  async ofDay(
    companyId: string,
    provider: string,
    day: string,
  ): Promise<{ kind: 'pay' | 'refund'; payOrderId: string; refundId: string | null; tradeNo: string; amount: string }[]> {
    return this.ds.query(
      `select 'pay' as kind, pay_order_id as "payOrderId", null as "refundId", trade_no as "tradeNo", amount::text as amount from pay_orders
       where company_id = $1 and provider = $2 and status = 'paid' and paid_at >= ${shopDayStartSql('$3')} and paid_at < ${shopDayStartSql('$3')} + interval '1 day'
       union all
       select 'refund', r.pay_order_id, r.refund_id, coalesce(r.refund_no, ''), r.amount::text from pay_refunds r join pay_orders p on p.pay_order_id = r.pay_order_id
       where r.company_id = $1 and p.provider = $2 and r.status = 'success' and r.refunded_at >= ${shopDayStartSql('$3')} and r.refunded_at < ${shopDayStartSql('$3')} + interval '1 day'`,
      [companyId, provider, day],
    );
  }

  /** The status of any of the company's payments by id, for a bill line that names one not paid on that day. */
  async statusOf(companyId: string, payOrderId: string): Promise<string | null> {
    const [row] = await this.ds.query(`select status from pay_orders where company_id = $1 and pay_order_id = $2`, [companyId, payOrderId]);
    return row?.status ?? null;
  }
}
