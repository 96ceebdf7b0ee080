import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ResetCounts, shopDay, shopDayStartSql } from '../../contracts';

/** Saved documents of every type count towards the bill totals (and the monthly cap) once those modules exist. */
const BILL_EVENTS = ['BuySaved', 'BuyReturnSaved', 'SaleSaved', 'SaleReturnSaved', 'SaleOfferSaved', 'BuyOfferSaved'];

/** What the company's own screens count of its records. */
@Injectable()
export class CompanyQueries {
  constructor(private readonly ds: DataSource) {}

  /** The documents the company has saved, in all and since the first of this month (Beijing's). */
  async billCounts(companyId: string): Promise<{ billCount: number; billCountMonth: number }> {
    const [{ bill_count, bill_count_month }] = await this.ds.query(
      `select count(*) filter (where event_type like '%Saved')::int as bill_count,
              count(*) filter (where event_type like '%Saved' and created_at >= ${shopDayStartSql('$3')})::int as bill_count_month
       from events where company_id = $1 and event_type = any($2)`,
      [companyId, BILL_EVENTS, `${shopDay().slice(0, 8)}01`],
    );
    return { billCount: bill_count, billCountMonth: bill_count_month };
  }

  /** What a 系统重置 would clear and what it keeps, counted. */
  async resetCounts(companyId: string): Promise<ResetCounts> {
    const [counts] = await this.ds.query(
      `select (select count(*) from documents where company_id = $1 and status <> 'removed')::int as "documentCount",
              (select count(*) from products where company_id = $1 and not removed)::int as "productCount",
              (select count(*) from master_records where company_id = $1 and kind in ('Custom', 'Supplier', 'Account') and not removed)::int as "partnerAndAccountCount",
              (select count(*) from users where company_id = $1 and not removed)::int as "userCount",
              (select count(*) from roles where company_id = $1 and not removed)::int as "roleCount"`,
      [companyId],
    );
    return counts;
  }
}
