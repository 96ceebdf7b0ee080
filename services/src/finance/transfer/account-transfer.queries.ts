import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountTransferRow } from '../../contracts';
import { recordScope, Session } from '../../identity';
import { Page, PageQuery, toPage } from '../../shared/page-query';

export interface AccountTransferFilter {
  accountId?: string;
  status?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

/** The 账户转账 (account_transfers) the caller may see (their own only, under an own-records scope); removed ones never. */
@Injectable()
export class AccountTransferQueries {
  constructor(private readonly ds: DataSource) {}

  /** A transfer's fields as saved (amounts exact, as text), to change its draft; null when not there for the caller. */
  async saved(
    s: Session,
    transId: string,
  ): Promise<{ outAccountId: string; inAccountId: string; billDate: string; amount: string; fee: string; remark: string | null } | null> {
    const { creatorIds } = recordScope(s);
    const [kept] = await this.ds.query(
      `select out_account_id as "outAccountId", in_account_id as "inAccountId", to_char(bill_date, 'YYYY-MM-DD') as "billDate", amount::text as amount, fee::text as fee, remark
       from account_transfers where doc_id = $1 and company_id = $2 and status <> 'removed' and ($3::text[] is null or created_by = any($3))`,
      [transId, s.companyId, creatorIds ?? null],
    );
    return kept ?? null;
  }

  /** A transfer as its list shows it (with the list's total); null when not there for the caller. */
  async detail(s: Session, transId: string): Promise<(AccountTransferRow & { total: number }) | null> {
    const [row] = await this.rows(s, `and t.doc_id = $3`, [transId]);
    return row ?? null;
  }

  /** Transfers out of or into an account, of a status, matching a keyword (number or remark), within the dates; the latest first. */
  async page(s: Session, q: PageQuery, f: AccountTransferFilter): Promise<Page<AccountTransferRow>> {
    const rows = await this.rows(
      s,
      `and ($3::text is null or $3 in (t.out_account_id, t.in_account_id)) and ($4::text is null or t.status = $4) and ($5::text is null or t.bill_no ilike $5 or t.remark ilike $5)
       and ($6::date is null or t.bill_date >= $6) and ($7::date is null or t.bill_date <= $7)
       order by t.bill_date desc, t.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [f.accountId ?? null, f.status ?? null, f.keyword ? `%${f.keyword}%` : null, f.startDate ?? null, f.endDate ?? null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  private rows(s: Session, tail: string, extra: unknown[]): Promise<(AccountTransferRow & { total: number })[]> {
    const { creatorIds } = recordScope(s);
    return this.ds.query(
      `select t.doc_id as "transId", t.bill_no as "billNo", to_char(t.bill_date, 'YYYY-MM-DD') as "billDate", t.status,
              t.out_account_id as "outAccountId", o.name as "outAccountName", t.in_account_id as "inAccountId", i.name as "inAccountName",
              t.amount::float8 as amount, t.fee::float8 as fee, t.remark, u.user_name as "userName", t.created_at as "createTime", count(*) over ()::int as total
       from account_transfers t left join master_records o on o.record_id = t.out_account_id left join master_records i on i.record_id = t.in_account_id
       left join users u on u.user_id = t.created_by
       where t.company_id = $1 and t.status <> 'removed' and ($2::text[] is null or t.created_by = any($2)) ${tail}`,
      [s.companyId, creatorIds ?? null, ...extra],
    );
  }
}
