import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PayOrderRow, PaySettingView, shopDayStartSql } from '../../contracts';
import { PageQuery, toPage } from '../../shared/page-query';
import { PAY_PROVIDER_NAMES } from './providers';

const providerName = (provider: string) => PAY_PROVIDER_NAMES[provider] ?? provider;

/** Reads of the merchant accounts (pay_settings) and the payments asked for store orders (pay_orders). */
@Injectable()
export class PayQueries {
  constructor(private readonly ds: DataSource) {}

  /** The company's merchant account as saved, without its key. */
  async setting(companyId: string): Promise<PaySettingView | null> {
    const [row] = await this.ds.query(
      `select provider, merchant_id as "merchantId", app_id as "appId", secret_hint as "secretHint", enabled, updated_by as "updatedBy", updated_at as "updatedAt" from pay_settings where company_id = $1`,
      [companyId],
    );
    return row ? { ...row, providerName: providerName(row.provider) } : null;
  }

  /** 移动支付流水: the paid payments within the dates and matching the keyword (order, trade number or payer), with their sum. */
  async paid(companyId: string, q: PageQuery, f: { startDate?: string; endDate?: string; keyword?: string }) {
    const params: unknown[] = [companyId];
    let where = `company_id = $1 and status = 'paid'`;
    if (f.startDate) where += ` and paid_at >= ${shopDayStartSql(`$${params.push(f.startDate)}`)}`;
    if (f.endDate) where += ` and paid_at < ${shopDayStartSql(`$${params.push(f.endDate)}`)} + interval '1 day'`;
    if (f.keyword)
      where += ` and (order_no ilike $${params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`)} or trade_no ilike $${params.length} or payer ilike $${params.length})`;
    const [{ n, total }] = await this.ds.query(
      `select count(*)::int as n, coalesce(sum(amount), 0)::float8 as total from pay_orders where ${where}`,
      params,
    );
    const rows: Omit<PayOrderRow, 'providerName'>[] = await this.ds.query(
      `select pay_order_id as "payOrderId", order_id as "orderId", order_no as "orderNo", provider, trade_no as "tradeNo", payer, pay_type as "payType", amount::float8 as amount, paid_at as "payTime"
       from pay_orders where ${where} order by ${q.sortColumn ?? 'paid_at'} ${q.sortColumn ? q.sortDirection : 'desc'}, pay_order_id limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    return {
      ...toPage<PayOrderRow>(
        q,
        n,
        rows.map((r) => ({ ...r, providerName: providerName(r.provider) })),
      ),
      totals: { amount: total as number },
    };
  }

  /** Whether the order has a payment its provider reported paid. */
  async orderPaid(companyId: string, orderId: string): Promise<boolean> {
    const rows = await this.ds.query(`select 1 from pay_orders where company_id = $1 and order_id = $2 and status = 'paid'`, [
      companyId,
      orderId,
    ]);
    return rows.length > 0;
  }

  /** The company of a payment asked of the provider, whoever asks (a provider's notification names no company). */
  async companyOf(payOrderId: string, provider: string): Promise<string | null> {
    const [payment] = await this.ds.query(`select company_id from pay_orders where pay_order_id = $1 and provider = $2`, [
      payOrderId,
      provider,
    ]);
    return payment?.company_id ?? null;
  }

  async payment(companyId: string, payOrderId: string): Promise<{ provider: string; status: string } | null> {
    const [payment] = await this.ds.query(`select provider, status from pay_orders where company_id = $1 and pay_order_id = $2`, [
      companyId,
      payOrderId,
    ]);
    return payment ?? null;
  }
}
