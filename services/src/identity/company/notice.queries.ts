import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NoticeRow, UpgradeRow } from '../../contracts';
import { Page, PageQuery, toPage } from '../../shared/page-query';

/** The vendor's published announcements and release notes, newest first: the same for every company. */
@Injectable()
export class NoticeQueries {
  constructor(private readonly ds: DataSource) {}

  async notices(q: PageQuery): Promise<Page<NoticeRow>> {
    const rows: (NoticeRow & { total: number })[] = await this.ds.query(
      `select notice_id as "noticeId", notice_title as "noticeTitle", notice_content as "noticeContent", start_time as "startTime", up_status as "upStatus",
              count(*) over ()::int as total
       from notices where up_status = 1 order by start_time desc offset $1 limit $2`,
      [q.offset, q.pageSize],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  async upgrades(q: PageQuery): Promise<Page<UpgradeRow>> {
    const rows: (UpgradeRow & { total: number })[] = await this.ds.query(
      `select upgrade_id as "upgradeId", version, version_content as "versionContent", create_time as "createTime", up_status as "upStatus",
              count(*) over ()::int as total
       from upgrades where up_status = 1 order by create_time desc offset $1 limit $2`,
      [q.offset, q.pageSize],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }
}
