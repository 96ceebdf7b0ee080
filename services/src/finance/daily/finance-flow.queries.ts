import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FinanceFlowLine, FinanceFlowRow } from '../../contracts';
import { recordScope, Session } from '../../identity';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import { FlowType } from './finance-flow';

export interface FinanceFlowFilter {
  flowType: FlowType;
  accountId?: string;
  status?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

/** The 日常收支 (finance_flows and their lines) the caller may see (their own only, under an own-records scope); removed ones never. */
@Injectable()
export class FinanceFlowQueries {
  constructor(private readonly ds: DataSource) {}

  /** A document as its list shows it (with the list's total); null when not there for the caller. */
  async detail(s: Session, flowId: string): Promise<(FinanceFlowRow & { total: number }) | null> {
    const [row] = await this.rows(s, `and f.doc_id = $3`, [flowId]);
    return row ?? null;
  }

  /** A document's lines in their order, amounts exact (as text). */
  lines(flowId: string): Promise<FinanceFlowLine[]> {
    return this.ds.query(
      `select l.class_id as "classId", c.name as "className", l.amount::text as amount, l.remark from finance_flow_lines l left join master_records c on c.record_id = l.class_id
       where l.doc_id = $1 order by l.line_no`,
      [flowId],
    );
  }

  /** Whether a document of the company is an income or an expense; null when the company has none such. */
  async typeOf(companyId: string, flowId: string): Promise<FlowType | null> {
    const [row] = await this.ds.query(`select flow_type from finance_flows where doc_id = $1 and company_id = $2`, [flowId, companyId]);
    return row?.flow_type ?? null;
  }

  /** Incomes or expenses of an account, of a status, matching a keyword (number or remark), within the dates; the latest first. */
  async page(s: Session, q: PageQuery, f: FinanceFlowFilter): Promise<Page<FinanceFlowRow>> {
    const rows = await this.rows(
      s,
      `and f.flow_type = $3 and ($4::text is null or f.account_id = $4) and ($5::text is null or f.status = $5) and ($6::text is null or f.bill_no ilike $6 or f.remark ilike $6)
       and ($7::date is null or f.bill_date >= $7) and ($8::date is null or f.bill_date <= $8)
       order by f.bill_date desc, f.created_at desc offset ${q.offset} limit ${q.pageSize}`,
      [f.flowType, f.accountId ?? null, f.status ?? null, f.keyword ? `%${f.keyword}%` : null, f.startDate ?? null, f.endDate ?? null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  private rows(s: Session, tail: string, extra: unknown[]): Promise<(FinanceFlowRow & { total: number })[]> {
    const { creatorIds } = recordScope(s);
    return this.ds.query(
      `select f.doc_id as "flowId", f.flow_type as "flowType", f.bill_no as "billNo", to_char(f.bill_date, 'YYYY-MM-DD') as "billDate", f.status,
              f.account_id as "accountId", a.name as "accountName", f.custom_id as "customId", c.name as "customName", f.supplier_id as "supplierId", p.name as "supplierName",
              f.total::float8 as amount, f.remark, u.user_name as "userName", f.created_at as "createTime", count(*) over ()::int as total
       from finance_flows f left join master_records a on a.record_id = f.account_id left join master_records c on c.record_id = f.custom_id
       left join master_records p on p.record_id = f.supplier_id left join users u on u.user_id = f.created_by
       where f.company_id = $1 and f.status <> 'removed' and ($2::text[] is null or f.created_by = any($2)) ${tail}`,
      [s.companyId, creatorIds ?? null, ...extra],
    );
  }
}
