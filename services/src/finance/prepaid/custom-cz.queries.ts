import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CustomCzRow, DepositReturnRow, PrepaidFlowRow } from '../../contracts';
import { recordScope, Session } from '../../identity';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import { CzType } from './custom-cz';

export interface CustomCzFilter {
  /** The types the caller may list. */
  types: CzType[];
  customId?: string;
  accountId?: string;
  status?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

/**
 * The customers' 预存款 and 押金 documents (custom_czs, their deposit returns custom_cz_returns) the caller may see
 * (their own only, under an own-records scope; removed ones never), and the moves of the prepaid (prepaid_flow).
 */
@Injectable()
export class CustomCzQueries {
  constructor(private readonly ds: DataSource) {}

  /** A document as its list shows it (with the list's total); null when not there for the caller. */
  async detail(s: Session, czId: string): Promise<(CustomCzRow & { total: number }) | null> {
    const [row] = await this.rows(s, `and c.doc_id = $3`, [czId]);
    return row ?? null;
  }

  /** A deposit's returns in the order they were made. */
  returns(czId: string): Promise<DepositReturnRow[]> {
    return this.ds.query(
      `select to_char(r.bill_date, 'YYYY-MM-DD') as "billDate", r.account_id as "accountId", a.name as "accountName", r.amount::float8 as amount, r.remark, u.user_name as "userName", r.at as "createTime"
       from custom_cz_returns r left join master_records a on a.record_id = r.account_id left join users u on u.user_id = r.created_by where r.doc_id = $1 order by r.return_id`,
      [czId],
    );
  }

  /** Whether a document of the company is store value or a deposit; null when the company has none such. */
  async typeOf(companyId: string, czId: string): Promise<CzType | null> {
    const [row] = await this.ds.query(`select cz_type from custom_czs where doc_id = $1 and company_id = $2`, [czId, companyId]);
    return row?.cz_type ?? null;
  }

  /** Documents of the types, a customer, an account and a status, matching a keyword (number, remark or customer), within the dates; the latest first. */
  async page(s: Session, q: PageQuery, f: CustomCzFilter): Promise<Page<CustomCzRow>> {
    const rows = await this.rows(
      s,
      `and c.cz_type = any($3) and ($4::text is null or c.custom_id = $4) and ($5::text is null or c.account_id = $5) and ($6::text is null or c.status = $6)
       and ($7::text is null or c.bill_no ilike $7 or c.remark ilike $7 or k.name ilike $7) and ($8::date is null or c.bill_date >= $8) and ($9::date is null or c.bill_date <= $9)
       order by c.bill_date desc, c.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [
        f.types,
        f.customId ?? null,
        f.accountId ?? null,
        f.status ?? null,
        f.keyword ? `%${f.keyword}%` : null,
        f.startDate ?? null,
        f.endDate ?? null,
      ],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  /** Every move of the customers' prepaid of the types (top-ups, sales spending it, returns, write-backs) with the balance after it, the latest first. */
  async flow(
    companyId: string,
    q: PageQuery,
    f: { types: CzType[]; customId?: string; startDate?: string; endDate?: string },
  ): Promise<Page<PrepaidFlowRow>> {
    const rows: (PrepaidFlowRow & { total: number })[] = await this.ds.query(
      `select fl.custom_id as "customId", k.name as "customName", fl.kind as "czType", fl.bill_type as "billType", fl.bill_no as "billNo", fl.doc_id as "docId",
              to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", fl.in_amount::float8 as "inAmount", fl.out_amount::float8 as "outAmount", fl.balance::float8 as balance,
              fl.at as "createTime", count(*) over ()::int as total
       from prepaid_flow fl left join master_records k on k.record_id = fl.custom_id
       where fl.company_id = $1 and fl.kind = any($2) and ($3::text is null or fl.custom_id = $3) and ($4::date is null or fl.bill_date >= $4) and ($5::date is null or fl.bill_date <= $5)
       order by fl.flow_id desc offset ${q.offset} limit ${q.pageSize}`,
      [companyId, f.types, f.customId ?? null, f.startDate ?? null, f.endDate ?? null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  private rows(s: Session, tail: string, extra: unknown[]): Promise<(CustomCzRow & { total: number })[]> {
    const { creatorIds } = recordScope(s);
    return this.ds.query(
      `select c.doc_id as "czId", c.cz_type as "czType", c.bill_no as "billNo", to_char(c.bill_date, 'YYYY-MM-DD') as "billDate", c.status,
              c.custom_id as "customId", k.name as "customName", c.account_id as "accountId", a.name as "accountName", c.amount::float8 as amount,
              c.gift_amount::float8 as "giftAmount", c.returned_amount::float8 as "returnedAmount",
              (case when c.cz_type = 'deposit' and c.status = 'audited' then c.amount - c.returned_amount else 0 end)::float8 as "heldAmount",
              c.remark, u.user_name as "userName", c.created_at as "createTime", count(*) over ()::int as total
       from custom_czs c left join master_records k on k.record_id = c.custom_id left join master_records a on a.record_id = c.account_id
       left join users u on u.user_id = c.created_by
       where c.company_id = $1 and c.status <> 'removed' and ($2::text[] is null or c.created_by = any($2)) ${tail}`,
      [s.companyId, creatorIds ?? null, ...extra],
    );
  }
}
