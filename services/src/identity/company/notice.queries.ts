import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NoticeRow, UpgradeRow } from '../../contracts';
import { Page, PageQuery, toPage } from '../../shared/page-query';

/** The vendor's published announcements and release notes, newest first: the same for every company. */
@Injectable()
export class NoticeQueries {
  constructor(private readonly ds: DataSource) {}

  notices(q: PageQuery): Promise<Page<NoticeRow>> {
    return this.published(
      q,
      `notice_id as "noticeId", notice_title as "noticeTitle", notice_content as "noticeContent", start_time as "startTime", up_status as "upStatus"`,
      'notices',
      'start_time',
    );
  }

  upgrades(q: PageQuery): Promise<Page<UpgradeRow>> {
    return this.published(
      q,
      `upgrade_id as "upgradeId", version, version_content as "versionContent", create_time as "createTime", up_status as "upStatus"`,
      'upgrades',
      'create_time',
    );
  }

  /** A page of the published rows of `table`, newest (by `dateColumn`) first. */
  private async published<T>(q: PageQuery, columns: string, table: string, dateColumn: string): Promise<Page<T>> {
    const rows: (T & { total: number })[] = await this.ds.query(
      `select ${columns}, count(*) over ()::int as total
       from ${table} where up_status = 1 order by ${dateColumn} desc offset $1 limit $2`,
      [q.offset, q.pageSize],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r as T),
    );
  }
}
