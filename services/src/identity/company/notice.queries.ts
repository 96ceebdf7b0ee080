import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NoticeRow, UpgradeRow } from '../../contracts';
import { Page, PageQuery, toPage } from '../../shared/page-query';

/** A 消息通知 (Notify) as a company reads it. */
export interface NotifyRow {
  notifyId: number;
  notifyTitle: string;
  notifyContent: string;
  startTime: string;
  upStatus: number;
}

/** A release of the phone app: where to get it, and (upStatus 1) whether an older app must update. */
export type MobileUpgradeRow = UpgradeRow & { downloadUrl: string };

/** A version's four parts as numbers, missing ones 0 (3.3 is 3.3.0.0), so that versions compare part by part. */
const parts = (v: string) => `string_to_array(${v} || repeat('.0', 3 - length(regexp_replace(${v}, '[^.]', '', 'g'))), '.')::int[]`;

/**
 * What the operators published and did not withdraw (the console's announcements), once its time has come, newest
 * first: the same for every company.
 */
@Injectable()
export class NoticeQueries {
  constructor(private readonly ds: DataSource) {}

  notices(q: PageQuery): Promise<Page<NoticeRow>> {
    return this.shown(q, 'Notice', `seq as "noticeId", title as "noticeTitle", content as "noticeContent", publish_at as "startTime"`);
  }

  notifies(q: PageQuery): Promise<Page<NotifyRow>> {
    return this.shown(q, 'Notify', `seq as "notifyId", title as "notifyTitle", content as "notifyContent", publish_at as "startTime"`);
  }

  upgrades(q: PageQuery): Promise<Page<UpgradeRow>> {
    return this.shown(q, 'Upgrade', `seq as "upgradeId", version, content as "versionContent", publish_at as "createTime"`);
  }

  mobileUpgrades(q: PageQuery): Promise<Page<MobileUpgradeRow>> {
    return this.shown(
      q,
      'MobileUpgrade',
      `seq as "upgradeId", version, content as "versionContent", download_url as "downloadUrl", publish_at as "createTime"`,
    );
  }

  /**
   * What an app of `version` is to do: the newest release (null when there is none newer), and whether some release
   * newer than it is a forced one (upStatus 1), so the app must update before going on.
   */
  async mobileCheck(version: string): Promise<{ newest: MobileUpgradeRow | null; mustUpgrade: boolean }> {
    const newer = `kind = 'MobileUpgrade' and status = 'published' and publish_at <= now() and ${parts('version')} > ${parts('$1')}`;
    const [newest] = await this.ds.query(
      `select seq as "upgradeId", version, content as "versionContent", download_url as "downloadUrl", publish_at as "createTime",
         up_status as "upStatus"
       from announcements where ${newer} order by ${parts('version')} desc limit 1`,
      [version],
    );
    const [{ must }] = await this.ds.query(`select exists (select 1 from announcements where ${newer} and up_status = 1) as must`, [
      version,
    ]);
    return { newest: newest ?? null, mustUpgrade: must };
  }

  private async shown<T>(q: PageQuery, kind: string, columns: string): Promise<Page<T>> {
    const rows: (T & { total: number })[] = await this.ds.query(
      `select ${columns}, up_status as "upStatus", count(*) over ()::int as total
       from announcements where kind = $1 and status = 'published' and publish_at <= now()
       order by publish_at desc, seq desc offset $2 limit $3`,
      [kind, q.offset, q.pageSize],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r as T),
    );
  }
}
