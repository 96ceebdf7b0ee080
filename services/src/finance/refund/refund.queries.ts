import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RefundRow } from '../../contracts';
import { recordScope, Session } from '../../identity';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import { BalanceQueries } from '../balance.queries';
import { RefundKind } from './refund-kinds';
import { Refundable, refundableOf } from './refundable';

export interface RefundFilter {
  partnerId?: string;
  accountId?: string;
  status?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

/** A kind's refunds (refunds) the caller may see (their own only, under an own-records scope); removed ones never. */
@Injectable()
export class RefundQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly balances: BalanceQueries,
  ) {}

  /** What the partner may be refunded now, by where it comes from. */
  refundable(def: RefundKind, companyId: string, partnerId: string): Promise<Refundable> {
    return refundableOf(this.ds, this.balances, companyId, def, partnerId);
  }

  /** A refund's fields as saved, the partner under the kind's field (the amount exact, as text), to change its draft; null when not there for the caller. */
  async saved(
    def: RefundKind,
    s: Session,
    refundId: string,
  ): Promise<
    | ({ accountId: string; billDate: string; amount: string; refundFrom: string; remark: string | null } & Record<string, string | null>)
    | null
  > {
    const { creatorIds } = recordScope(s);
    const [row] = await this.ds.query(
      `select partner_id as "${def.partner.field}", account_id as "accountId", to_char(bill_date, 'YYYY-MM-DD') as "billDate", amount::text as amount, refund_from as "refundFrom", remark
       from refunds where doc_id = $1 and company_id = $2 and kind = $3 and status <> 'removed' and ($4::text[] is null or created_by = any($4))`,
      [refundId, s.companyId, def.kind, creatorIds ?? null],
    );
    return row ?? null;
  }

  /** A refund as its list shows it (with the list's total); null when not there for the caller. */
  async detail(def: RefundKind, s: Session, refundId: string): Promise<(RefundRow & { total: number }) | null> {
    const [row] = await this.rows(def, s, `and t.doc_id = $4`, [refundId]);
    return row ?? null;
  }

  /** Refunds of a partner, an account and a status, matching a keyword (number, partner or remark), within the dates; the latest first. */
  async page(def: RefundKind, s: Session, q: PageQuery, f: RefundFilter): Promise<Page<RefundRow>> {
    const rows = await this.rows(
      def,
      s,
      `and ($4::text is null or t.partner_id = $4) and ($5::text is null or t.account_id = $5) and ($6::text is null or t.status = $6)
       and ($7::text is null or t.bill_no ilike $7 or p.name ilike $7 or t.remark ilike $7) and ($8::date is null or t.bill_date >= $8) and ($9::date is null or t.bill_date <= $9)
       order by t.bill_date desc, t.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [
        f.partnerId ?? null,
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

  private rows(def: RefundKind, s: Session, tail: string, extra: unknown[]): Promise<(RefundRow & { total: number })[]> {
    const { field, nameField } = def.partner;
    const { creatorIds } = recordScope(s);
    return this.ds.query(
      `select t.doc_id as "refundId", t.bill_no as "billNo", to_char(t.bill_date, 'YYYY-MM-DD') as "billDate", t.status, t.partner_id as "${field}", p.name as "${nameField}",
              t.account_id as "accountId", a.name as "accountName", t.amount::float8 as amount, t.refund_from as "refundFrom", t.remark, u.user_name as "userName",
              t.created_at as "createTime", count(*) over ()::int as total
       from refunds t left join master_records p on p.record_id = t.partner_id left join master_records a on a.record_id = t.account_id left join users u on u.user_id = t.created_by
       where t.company_id = $1 and t.kind = $2 and t.status <> 'removed' and ($3::text[] is null or t.created_by = any($3)) ${tail}`,
      [s.companyId, def.kind, creatorIds ?? null, ...extra],
    );
  }
}
