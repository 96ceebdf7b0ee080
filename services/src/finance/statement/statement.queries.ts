import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PageQuery, toPage } from '../../shared/page-query';
import type { PartnerStatementRow, StatementSide } from '../../contracts';
import { statementPath } from './statement-link';

/** What became of the statement `s` last: revoked, expired, paid, confirmed or disputed, opened, sent or just issued. */
export const statementStatus = (s: string) =>
  `case when ${s}.revoked_at is not null then 'revoked' when ${s}.expires_at <= now() then 'expired'
       when ${s}.paid_amount > 0 and ${s}.paid_amount >= ${s}.closing_balance then 'paid' when ${s}.answer is not null then ${s}.answer
       when ${s}.opened_at is not null then 'opened' when ${s}.sent_at is not null then 'sent' else 'issued' end`;

const ROW = `s.statement_id as "statementId", s.partner_kind as "partnerKind", s.partner_id as "partnerId", coalesce(r.name, '') as "partnerName",
  to_char(s.start_date, 'YYYY-MM-DD') as "startDate", to_char(s.end_date, 'YYYY-MM-DD') as "endDate",
  s.opening_balance::float8 as "openingBalance", s.closing_balance::float8 as "closingBalance", s.code, s.expires_at as "expiresAt",
  s.issued_by as "issuedBy", s.issued_at as "issuedAt", s.sent_via as "sentVia", s.sent_at as "sentAt", s.opened_at as "openedAt",
  s.answer, s.answered_at as "answeredAt", s.dispute_note as "disputeNote", s.answered_ip as "answeredIp", s.answered_agent as "answeredAgent",
  s.revoked_at as "revokedAt", s.paid_amount::float8 as "paidAmount",
  ${statementStatus('s')} as status`;

const toRow = ({ code, ...r }: PartnerStatementRow & { code: string }): PartnerStatementRow => ({ ...r, url: statementPath(code) });

/** The statements read model: the staff's list per side and partner, a code's statement, and whom a bulk send reaches. */
@Injectable()
export class StatementQueries {
  constructor(private readonly ds: DataSource) {}

  async page(companyId: string, kind: StatementSide, q: PageQuery, f: { partnerId?: string; keyword?: string }) {
    const params: unknown[] = [companyId, kind];
    const where = [`s.company_id = $1`, `s.partner_kind = $2`];
    if (f.partnerId) where.push(`s.partner_id = $${params.push(f.partnerId)}`);
    if (f.keyword) where.push(`(r.name ilike $${params.push(`%${f.keyword}%`)} or r.code ilike $${params.length})`);
    const rows = await this.ds.query(
      `select ${ROW}, count(*) over ()::int as total from statements s left join master_records r on r.record_id = s.partner_id
       where ${where.join(' and ')} order by s.issued_at desc, s.statement_id offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }: PartnerStatementRow & { code: string; total: number }) => toRow(r)),
    );
  }

  async one(companyId: string, statementId: string): Promise<PartnerStatementRow | undefined> {
    const [row] = await this.ds.query(
      `select ${ROW} from statements s left join master_records r on r.record_id = s.partner_id where s.company_id = $1 and s.statement_id = $2`,
      [companyId, statementId],
    );
    return row && toRow(row);
  }

  /** The statement a signed code names, and its company: nothing else is found by a code. */
  async byCode(code: string): Promise<{ statementId: string; companyId: string } | undefined> {
    const [row] = await this.ds.query(`select statement_id as "statementId", company_id as "companyId" from statements where code = $1`, [
      code,
    ]);
    return row;
  }

  /** Who is named on a statement's page: the partner's name and phone. */
  async partner(companyId: string, partnerId: string): Promise<{ name: string; phone: string } | undefined> {
    const [row] = await this.ds.query(
      `select name, coalesce(data->>'phone', '') as phone from master_records where company_id = $1 and record_id = $2`,
      [companyId, partnerId],
    );
    return row;
  }

  /** A side's partners that owe (or are owed) something now, with their phone: whom a bulk send makes statements for. */
  async withBalance(companyId: string, kind: StatementSide): Promise<{ partnerId: string; name: string; phone: string }[]> {
    return this.ds.query(
      `select r.record_id as "partnerId", r.name, coalesce(r.data->>'phone', '') as phone
       from partner_balances b join master_records r on r.record_id = b.partner_id
       where b.company_id = $1 and b.partner_kind = $2 and not r.removed and (b.init_amount + b.add_amount - b.settled_amount) <> 0
       order by r.name`,
      [companyId, kind],
    );
  }
}
