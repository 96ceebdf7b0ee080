import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../shared/errors';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import type { AnnouncementKind } from './announcement';

/** As the console lists it: 'scheduled' is a published entry whose time has not come. */
export type AnnouncementListStatus = 'draft' | 'scheduled' | 'published' | 'withdrawn';

export interface AnnouncementView {
  announcementId: string;
  kind: AnnouncementKind;
  title: string;
  content: string;
  version: string;
  downloadUrl: string;
  upStatus: number;
  status: AnnouncementListStatus;
  publishAt: string | null;
  writtenAt: string;
  writtenBy: string;
  updatedAt: string;
  updatedBy: string;
}

export interface AnnouncementFilters {
  kind?: string;
  status?: string;
  keyword?: string;
}

/** An operator's name without the （运营） the event store's actor carries: in the console every one is an operator. */
const operator = (column: string) => `regexp_replace(${column}, '（运营）$', '')`;
const STATUS = `case when status = 'published' and publish_at > now() then 'scheduled' else status end`;
const COLUMNS = `announcement_id as "announcementId", kind, title, content, version, download_url as "downloadUrl",
  up_status as "upStatus", ${STATUS} as status, publish_at as "publishAt", written_at as "writtenAt", ${operator('written_by')} as "writtenBy",
  updated_at as "updatedAt", ${operator('updated_by')} as "updatedBy"`;

/** Every announcement for the console, whatever its status, the last changed first. */
@Injectable()
export class AnnouncementQueries {
  constructor(private readonly ds: DataSource) {}

  async page(f: AnnouncementFilters, q: PageQuery): Promise<Page<AnnouncementView>> {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['true'];
    if (f.kind) where.push(`kind = ${p(f.kind)}`);
    if (f.status) where.push(`${STATUS} = ${p(f.status)}`);
    if (f.keyword) where.push(`(title ilike ${p(`%${f.keyword}%`)} or content ilike $${params.length} or version ilike $${params.length})`);
    const sql = `from announcements where ${where.join(' and ')}`;
    const [{ n }] = await this.ds.query(`select count(*)::int as n ${sql}`, params);
    const data = await this.ds.query(
      `select ${COLUMNS} ${sql} order by updated_at desc, seq desc limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    return toPage(q, n, data);
  }

  async detail(announcementId: string): Promise<AnnouncementView> {
    const [row] = await this.ds.query(`select ${COLUMNS} from announcements where announcement_id::text = $1`, [announcementId]);
    if (!row) throw new NotFoundError('公告不存在');
    return row;
  }

  /** The highest version of a kind published (shown or scheduled) other than this entry's, or null. */
  async latestVersion(kind: AnnouncementKind, exceptId: string): Promise<string | null> {
    const [row] = await this.ds.query(
      `select version from announcements where kind = $1 and status = 'published' and announcement_id::text <> $2
       order by string_to_array(version, '.')::int[] desc limit 1`,
      [kind, exceptId],
    );
    return row?.version ?? null;
  }
}
