import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { recordScope, Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import type { VisitView } from '../../contracts';
import { Page, PageQuery, toPage } from '../../shared/page-query';

export interface VisitFilters {
  keyword?: string;
  customId?: string;
  visitorId?: string;
  tagId?: string;
  status?: string;
  startDate?: string;
  endDate?: string;
}

export const CUSTOM_VISIT_SORTABLE = { visitDate: 'v.visit_date', signInAt: 'v.sign_in_at', customName: 'c.name' };

const COLUMNS = `v.visit_id as "visitId", v.custom_id as "customId", c.name as "customName", v.visitor_id as "visitorId", u.user_name as "visitorName",
  to_char(v.visit_date, 'YYYY-MM-DD') as "visitDate", v.tag_ids as "tagIds",
  coalesce((select array_agg(t.name order by t.name) from master_records t where t.record_id = any(v.tag_ids)), '{}') as "tagNames",
  coalesce((select jsonb_agg(jsonb_build_object('tagId', t.record_id, 'tagName', t.name) order by t.name) from master_records t where t.record_id = any(v.tag_ids)), '[]') as tags,
  v.remark, v.status, v.sign_in_at as "signInAt", v.sign_in_place as "signInPlace", v.sign_out_at as "signOutAt", v.sign_out_place as "signOutPlace",
  v.created_at as "createdAt"`;
const FROM = `custom_visits v left join master_records c on c.record_id = v.custom_id left join users u on u.user_id = v.visitor_id`;

/** The customer visits the caller may see: an employee their own, unless the bill permission or a branch lifts it (recordScope). */
@Injectable()
export class CustomVisitQueries {
  constructor(private readonly ds: DataSource) {}

  async page(s: Session, f: VisitFilters, q: PageQuery): Promise<Page<VisitView>> {
    const params: unknown[] = [s.companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['v.company_id = $1'];
    const { creatorIds } = recordScope(s);
    if (creatorIds) where.push(`v.visitor_id = any(${p(creatorIds)})`);
    if (f.keyword)
      where.push(`(c.name ilike ${p(`%${f.keyword}%`)} or c.code ilike $${params.length} or v.remark ilike $${params.length})`);
    if (f.customId) where.push(`v.custom_id = ${p(f.customId)}`);
    if (f.visitorId) where.push(`v.visitor_id = ${p(f.visitorId)}`);
    if (f.tagId) where.push(`${p(f.tagId)} = any(v.tag_ids)`);
    if (f.status) where.push(`v.status = ${p(f.status)}`);
    if (f.startDate) where.push(`v.visit_date >= ${p(f.startDate)}`);
    if (f.endDate) where.push(`v.visit_date <= ${p(f.endDate)}`);
    const sql = `from ${FROM} where ${where.join(' and ')}`;
    const [{ n }] = await this.ds.query(`select count(*)::int as n ${sql}`, params);
    const order = q.sortColumn ? `${q.sortColumn} ${q.sortDirection} nulls last, v.visit_id` : 'v.visit_date desc, v.created_at desc';
    const data = await this.ds.query(`select ${COLUMNS} ${sql} order by ${order} limit ${q.pageSize} offset ${q.offset}`, params);
    return toPage(q, n, data);
  }

  async detail(s: Session, visitId: string): Promise<VisitView> {
    const { creatorIds } = recordScope(s);
    const [row] = await this.ds.query(
      `select ${COLUMNS} from ${FROM} where v.company_id = $1 and v.visit_id = $2 and ($3::text[] is null or v.visitor_id = any($3))`,
      [s.companyId, visitId, creatorIds ?? null],
    );
    if (!row) throw new NotFoundError('客户拜访不存在');
    return row;
  }
}
