import { Body, Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';

/** Announcements and release notes from the vendor, shared by every company; only published ones (upStatus 1). */
@Controller('api/Notice')
export class NoticeController {
  constructor(private readonly ds: DataSource) {}

  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>) {
    const q = parsePageQuery(body ?? {});
    const rows = await this.ds.query(
      `select notice_id as "noticeId", notice_title as "noticeTitle", notice_content as "noticeContent", start_time as "startTime", up_status as "upStatus",
              count(*) over ()::int as total
       from notices where up_status = 1 order by start_time desc offset $1 limit $2`,
      [q.offset, q.pageSize],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total, ...r }: { total: number }) => r),
    );
  }
}

@Controller('api/Upgrade')
export class UpgradeController {
  constructor(private readonly ds: DataSource) {}

  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>) {
    const q = parsePageQuery(body ?? {});
    const rows = await this.ds.query(
      `select upgrade_id as "upgradeId", version, version_content as "versionContent", create_time as "createTime", up_status as "upStatus",
              count(*) over ()::int as total
       from upgrades where up_status = 1 order by create_time desc offset $1 limit $2`,
      [q.offset, q.pageSize],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total, ...r }: { total: number }) => r),
    );
  }
}
