import type { Page } from '../../../api/types';
import { consoleCall } from '../api';

export type AnnouncementKind = 'Notice' | 'Upgrade' | 'MobileUpgrade' | 'Notify';
export type AnnouncementStatus = 'draft' | 'scheduled' | 'published' | 'withdrawn';

export const KINDS: [AnnouncementKind, string][] = [
  ['Notice', '系统公告'],
  ['Upgrade', '版本更新'],
  ['MobileUpgrade', '手机版更新'],
  ['Notify', '消息通知'],
];
export const KIND_NAME = Object.fromEntries(KINDS) as Record<AnnouncementKind, string>;
export const STATUS_NAME: Record<AnnouncementStatus, string> = {
  draft: '草稿',
  scheduled: '定时发布',
  published: '已发布',
  withdrawn: '已撤回',
};
/** Release notes carry a version instead of a title. */
export const versioned = (kind: AnnouncementKind) => kind === 'Upgrade' || kind === 'MobileUpgrade';
/** What upStatus 1 does for each kind. */
export const UP_STATUS_LABEL: Record<AnnouncementKind, string> = {
  Notice: '登录后弹窗提醒',
  Upgrade: '登录后弹窗提醒',
  MobileUpgrade: '强制更新（旧版须先更新）',
  Notify: '弹出提醒',
};

export interface Announcement {
  announcementId: string;
  kind: AnnouncementKind;
  title: string;
  content: string;
  version: string;
  downloadUrl: string;
  upStatus: number;
  status: AnnouncementStatus;
  publishAt: string | null;
  writtenAt: string;
  writtenBy: string;
  updatedAt: string;
  updatedBy: string;
}

export type AnnouncementText = Pick<Announcement, 'title' | 'content' | 'version' | 'downloadUrl' | 'upStatus'>;

export interface AnnouncementFilter {
  pageNo: number;
  kind: string;
  status: string;
  keyword: string;
}

export const announcementPage = (f: AnnouncementFilter) =>
  consoleCall<Page<Announcement>>('Console/NoticePageQuery', { ...f, pageSize: 10 });
export const saveAnnouncement = (kind: AnnouncementKind, text: AnnouncementText) =>
  consoleCall<Announcement>('Console/NoticeSave', { kind, ...text }, { quiet: true });
export const updateAnnouncement = (announcementId: string, text: AnnouncementText) =>
  consoleCall<Announcement>('Console/NoticeUpdate', { announcementId, ...text }, { quiet: true });
/** publishAt: an ISO moment; none publishes now. */
export const publishAnnouncement = (announcementId: string, publishAt?: string) =>
  consoleCall<Announcement>('Console/NoticePublish', { announcementId, publishAt }, { quiet: true });
export const withdrawAnnouncement = (announcementId: string) => consoleCall<Announcement>('Console/NoticeWithdraw', { announcementId });
