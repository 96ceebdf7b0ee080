import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_CATEGORIES, type AuditCategory, type AuditChange, type AuditRow } from '../contracts';
import { countRows, PageQuery, toPage } from '../shared/page-query';
import { billTypeOf, eventTitle, recordKindTitle } from './event-catalog';
import { shopDayStartSql } from '../contracts';

export interface AuditFilter {
  startDate?: string;
  endDate?: string;
  userId?: string;
  /** On the record's name or bill number. */
  keyword?: string;
  category?: string;
  /** One stored event type. */
  action?: string;
  /** One record's rows (its stream). */
  streamId?: string;
  /** One category of stream (UserSession: sign-ins and sign-outs). */
  streamType?: string;
  /** With what changes bring along (stock movements, bill numbers …). */
  related?: boolean;
}

/** Dates are the shop's, China Standard Time: a day runs from 00:00 to 24:00 +08:00. */
interface Row {
  event_id: string;
  at: Date;
  user_id: string;
  user_name: string;
  ip: string | null;
  route: string | null;
  event_type: string;
  category: AuditCategory;
  stream_id: string;
  stream_type: string;
  record: string;
  bill_no: string | null;
  changes: AuditChange[] | null;
}

/** A row as the 操作日志 shows it: 时间, 操作人, 来源, 操作, 对象, and the fields before and after. */
const view = (r: Row): AuditRow => {
  const billType = billTypeOf(r.stream_type);
  return {
    eventId: r.event_id,
    at: r.at.toISOString(),
    userId: r.user_id,
    userName: r.user_name,
    ip: r.ip,
    route: r.route,
    action: r.event_type,
    title: eventTitle(r.event_type) ?? r.event_type,
    category: r.category,
    categoryName: AUDIT_CATEGORIES[r.category] ?? r.category,
    recordKind: recordKindTitle(r.stream_type),
    record: r.record,
    billNo: r.bill_no ?? undefined,
    streamId: r.stream_id,
    ...(billType && { billType, docId: r.stream_id.slice(r.stream_type.length + 1) }),
    changes: r.changes ?? [],
  };
};

/** The 操作日志 read from the audit_records read model of every event. */
@Injectable()
export class AuditQueries {
  constructor(private readonly ds: DataSource) {}

  async page(companyId: string, q: PageQuery, f: AuditFilter) {
    const params: unknown[] = [companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['r.company_id = $1'];
    if (!f.related && !f.streamId) where.push('not r.related');
    if (f.startDate) where.push(`r.at >= ${shopDayStartSql(p(f.startDate))}`);
    if (f.endDate) where.push(`r.at < ${shopDayStartSql(p(f.endDate))} + interval '1 day'`);
    if (f.userId) where.push(`r.user_id = ${p(f.userId)}`);
    if (f.category) where.push(`r.category = ${p(f.category)}`);
    if (f.action) where.push(`r.event_type = ${p(f.action)}`);
    if (f.streamId) where.push(`r.stream_id = ${p(f.streamId)}`);
    if (f.streamType) where.push(`r.stream_type = ${p(f.streamType)}`);
    if (f.keyword) {
      const text = `lower(r.record || ' ' || coalesce(r.bill_no, ''))`;
      const kw = p(f.keyword.toLowerCase());
      const match = `strpos(${text}, ${kw}) > 0`;
      // Only the rows shown by default are in the keyword index (migration 105).
      const own = `${f.keyword.length > 1 ? `search_bigrams(${text}) @> search_bigrams(${kw}) and ` : ''}${match}`;
      where.push(where.includes('not r.related') ? own : `((not r.related and ${own}) or (r.related and ${match}))`);
    }
    const from = `from audit_records r where ${where.join(' and ')}`;
    const [total, rows] = await Promise.all([
      countRows(this.ds, `select 1 ${from}`, params),
      this.ds.query(
        `select r.event_id, r.at, r.user_id, r.user_name, r.ip, r.route, r.event_type, r.category, r.stream_id, r.stream_type, r.record, r.bill_no, r.changes
         ${from} order by r.at desc, r.pos desc offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
    ]);
    return toPage(q, total, (rows as Row[]).map(view));
  }
}
