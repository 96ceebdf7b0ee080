import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { billCountStream, ResetCounts } from '../../contracts';

/** What the company's own screens count of its records. */
@Injectable()
export class CompanyQueries {
  constructor(private readonly ds: DataSource) {}

  /**
   * The company's new documents of every kind: all it ever numbered, and this month's (China time) as the monthly cap
   * counts them (billCountStream): the versions of its number sequences and of the month's count (counters keep no
   * events, see EventStore.appendCounted). The sequences' ids begin `BillNo-<company>-` (a range of the key).
   */
  async billCounts(companyId: string): Promise<{ billCount: number; billCountMonth: number }> {
    const [{ bill_count, bill_count_month }] = await this.ds.query(
      `select (select coalesce(sum(stream_position), 0) from streams where stream_id like $1)::int as bill_count,
              (select coalesce(max(stream_position), 0) from streams where stream_id = $2)::int as bill_count_month`,
      [`BillNo-${companyId}-%`, billCountStream(companyId)],
    );
    return { billCount: bill_count, billCountMonth: bill_count_month };
  }

  /** buyFlag: whether the company ever paid for an edition (billing's EditionPurchasePaid; billing is built on identity). */
  async bought(companyId: string): Promise<boolean> {
    const [{ bought }] = await this.ds.query(
      `select exists (select 1 from events where company_id = $1 and event_type = 'EditionPurchasePaid') as bought`,
      [companyId],
    );
    return bought;
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
