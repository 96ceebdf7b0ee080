import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { billCountStream, EDITIONS, OperatorCompanyDetail, OperatorCompanyRow, shopDay } from '../contracts';
import { NotFoundError } from '../shared/errors';
import { countRows, Page, PageQuery, toPage } from '../shared/page-query';

export type CompanyState = 'trial' | 'paid' | 'expired' | 'locked';

export interface CompanyFilter {
  keyword?: string;
  edition?: number;
  state?: CompanyState;
  demo?: boolean;
}

/** A row of companies as read here (end_day: end_time as yyyy-MM-dd). */
interface CompanyRecord {
  company_id: string;
  company_name: string;
  product_type: number;
  end_day: string | null;
  locked: boolean;
  is_demo: boolean;
  is_old_sob: boolean;
  demo_purged: boolean;
  phone: string;
  address: string;
  contact: string;
  created_at: Date;
}

/** A company paid for an edition (billing's EditionPurchasePaid, as Company/Detail's buyFlag reads it). */
const BOUGHT = `exists (select 1 from events b where b.company_id = c.company_id and b.event_type = 'EditionPurchasePaid')`;

const STATES: Record<CompanyState, string> = {
  trial: `c.end_time is not null and c.end_time >= $today and not c.locked and not ${BOUGHT}`,
  paid: BOUGHT,
  expired: `c.end_time < $today`,
  locked: `c.locked`,
};

/** Every customer company, for the operators: none of these reads is scoped to a company, and only OperatorRoute calls use them. */
@Injectable()
export class OperatorCompanyQueries {
  constructor(private readonly ds: DataSource) {}

  async page(q: PageQuery, f: CompanyFilter): Promise<Page<OperatorCompanyRow>> {
    const params: unknown[] = [];
    const where = ['true'];
    if (f.keyword) {
      const k = `$${params.push(`%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)}`;
      where.push(
        `(c.company_name ilike ${k} or c.phone ilike ${k} or c.company_id = $${params.push(f.keyword)}
          or exists (select 1 from users u where u.company_id = c.company_id and u.is_admin and (u.login_name ilike ${k} or u.phone ilike ${k})))`,
      );
    }
    if (f.edition !== undefined) where.push(`c.product_type = $${params.push(f.edition)}`);
    if (f.state)
      where.push(STATES[f.state].includes('$today') ? STATES[f.state].replaceAll('$today', `$${params.push(shopDay())}`) : STATES[f.state]);
    if (f.demo !== undefined) where.push(`c.is_demo = $${params.push(f.demo)}`);
    const from = `from companies c where ${where.join(' and ')}`;
    const total = await countRows(this.ds, `select 1 ${from}`, params);
    const rows: CompanyRecord[] = await this.ds.query(
      `select c.*, to_char(c.end_time, 'YYYY-MM-DD') as end_day from (select c.* ${from} order by c.created_at desc, c.company_id limit $${params.length + 1} offset $${params.length + 2}) c`,
      [...params, q.pageSize, q.offset],
    );
    return toPage(q, total, await this.figures(rows));
  }

  async detail(companyId: string): Promise<OperatorCompanyDetail> {
    const [c]: CompanyRecord[] = await this.ds.query(
      `select *, to_char(end_time, 'YYYY-MM-DD') as end_day from companies where company_id = $1`,
      [companyId],
    );
    if (!c) throw new NotFoundError('公司不存在');
    const [row] = await this.figures([c]);
    const [admin] = await this.ds.query(
      `select login_name as "loginName", user_name as "userName", phone from users where company_id = $1 and is_admin and not removed limit 1`,
      [companyId],
    );
    return {
      ...row,
      phone: c.phone,
      address: c.address,
      contact: c.contact,
      createdAt: new Date(c.created_at).toISOString(),
      admin: admin ?? null,
      isOldSob: c.is_old_sob,
      demoPurged: c.demo_purged,
    };
  }

  /** Demo companies: purged so far, expired and waiting for the purge, still open. */
  async demoCounts(): Promise<{ purged: number; pending: number; active: number }> {
    const [r] = await this.ds.query(
      `select count(*) filter (where demo_purged)::int as purged,
              count(*) filter (where not demo_purged and end_time < $1)::int as pending,
              count(*) filter (where not demo_purged and (end_time is null or end_time >= $1))::int as active
       from companies where is_demo`,
      [shopDay()],
    );
    return r;
  }

  /** Users, this month's documents, storage, last activity and whether it paid, for the companies of a page. */
  private async figures(companies: CompanyRecord[]): Promise<OperatorCompanyRow[]> {
    const ids = companies.map((c) => c.company_id);
    const rows: { company_id: string; users: number; bills: number; bytes: string; last_at: Date | null; bought: boolean }[] =
      await this.ds.query(
        `select c.company_id,
                (select count(*) from users u where u.company_id = c.company_id and not u.removed)::int as users,
                (select coalesce(max(b.stream_position), 0) from streams b where b.stream_id = ids.bill_stream)::int as bills,
                e.bytes, e.last_at, ${BOUGHT} as bought
         from unnest($1::text[], $2::text[]) as ids(company_id, bill_stream)
         join companies c on c.company_id = ids.company_id
         cross join lateral (select coalesce(sum(pg_column_size(x.data) + pg_column_size(x.metadata)), 0)::bigint as bytes, max(x.created_at) as last_at
                             from events x where x.company_id = c.company_id) e`,
        [ids, ids.map((id) => billCountStream(id))],
      );
    const by = new Map(rows.map((r) => [r.company_id, r]));
    const today = shopDay();
    return companies.map((c) => {
      const f = by.get(c.company_id)!;
      const endTime: string | null = c.end_day;
      return {
        companyId: c.company_id,
        companyName: c.company_name,
        productType: c.product_type,
        editionName: EDITIONS[c.product_type] ?? '',
        trial: !!endTime && !f.bought && endTime >= today,
        buyFlag: f.bought ? 1 : 0,
        endTime,
        locked: c.locked,
        userCount: f.users,
        billCountMonth: f.bills,
        storageBytes: Number(f.bytes),
        lastActiveAt: f.last_at ? new Date(f.last_at).toISOString() : null,
        isDemo: c.is_demo,
      };
    });
  }
}
