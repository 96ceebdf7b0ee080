import { BusinessRuleError, NotFoundError, ValidationError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';
import type { LoggedAction } from '../console-log';

/** The four kinds an operator publishes to every company, by the seed's endpoint names. */
export const ANNOUNCEMENT_KINDS = ['Notice', 'Upgrade', 'MobileUpgrade', 'Notify'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export const KIND_NAMES: Record<AnnouncementKind, string> = {
  Notice: '系统公告',
  Upgrade: '版本更新',
  MobileUpgrade: '手机版更新',
  Notify: '消息通知',
};
/** Kinds that carry a version number (release notes). */
export const VERSIONED: readonly AnnouncementKind[] = ['Upgrade', 'MobileUpgrade'];

export const announcementStream = (announcementId: string) => `Announcement-${announcementId}`;

/**
 * What an entry says. upStatus 1: it comes forward by itself (the popup opens on a Notice or Upgrade, a Notify
 * pops up, a MobileUpgrade must be installed); 0: it is only listed under the bell (or offered, for MobileUpgrade).
 */
export interface AnnouncementText {
  title: string;
  content: string;
  version: string;
  downloadUrl: string;
  upStatus: 0 | 1;
}

export type AnnouncementEvent =
  | { type: 'Written'; data: AnnouncementText & { announcementId: string; kind: AnnouncementKind } }
  | { type: 'Edited'; data: AnnouncementText }
  /** subject: what is published or withdrawn, as the console's log names it (系统公告《…》, 版本更新 2.3.0). */
  | { type: 'Published'; data: { publishAt: string; subject: string } }
  | { type: 'Withdrawn'; data: { subject: string } };

export const ANNOUNCEMENT_EVENTS = eventNames('Announcement', ['Written', 'Edited', 'Published', 'Withdrawn'] as const);

export type AnnouncementStatus = 'draft' | 'published' | 'withdrawn';

export interface AnnouncementState {
  kind: AnnouncementKind | null;
  text: AnnouncementText | null;
  status: AnnouncementStatus;
  /** When it shows to companies: in the future while scheduled. */
  publishAt: string | null;
}

export const noAnnouncement: AnnouncementState = { kind: null, text: null, status: 'draft', publishAt: null };

export function evolveAnnouncement(s: AnnouncementState, e: AnnouncementEvent): AnnouncementState {
  switch (e.type) {
    case 'Written': {
      const { announcementId: _, kind, ...text } = e.data;
      return { ...s, kind, text };
    }
    case 'Edited':
      return { ...s, text: e.data };
    case 'Published':
      return { ...s, status: 'published', publishAt: e.data.publishAt };
    case 'Withdrawn':
      return { ...s, status: 'withdrawn' };
  }
}

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/** -1, 0 or 1 as version a is lower than, the same as or higher than b, part by part (1.10 is after 1.9). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
}

/** What each kind must say: a title for notices and messages, a well-formed version for release notes. */
function checked(kind: AnnouncementKind, t: AnnouncementText): AnnouncementText {
  if (VERSIONED.includes(kind)) {
    if (!t.version) throw new ValidationError('版本号不能为空', 'version');
    if (!VERSION.test(t.version)) throw new ValidationError('版本号格式不正确，应如 2.3.1', 'version');
  } else if (!t.title) throw new ValidationError(`${KIND_NAMES[kind]}标题不能为空`, 'title');
  if (!t.content) throw new ValidationError(`${VERSIONED.includes(kind) ? '更新说明' : '内容'}不能为空`, 'content');
  if (t.downloadUrl && kind !== 'MobileUpgrade') throw new ValidationError('只有手机版更新有下载地址', 'downloadUrl');
  return VERSIONED.includes(kind) ? t : { ...t, version: '' };
}

export const subjectOf = (kind: AnnouncementKind, t: Pick<AnnouncementText, 'title' | 'version'>) =>
  VERSIONED.includes(kind) ? `${KIND_NAMES[kind]} ${t.version}` : `${KIND_NAMES[kind]}《${t.title}》`;

const exists = (s: AnnouncementState) => {
  if (!s.kind || !s.text) throw new NotFoundError('公告不存在');
  return { kind: s.kind, text: s.text };
};
const live = (s: AnnouncementState, now: string) => s.status === 'published' && s.publishAt! <= now;

/**
 * An announcement's life: written as a draft, edited until it shows, published now or scheduled for later (a scheduled
 * one may be edited or published again at another time), withdrawn at any point, after which it is gone for good.
 */
export const decideAnnouncement = {
  write(s: AnnouncementState, announcementId: string, kind: AnnouncementKind, text: AnnouncementText): AnnouncementEvent[] {
    if (s.kind) throw new BusinessRuleError('ALREADY_EXISTS', '公告已存在');
    return [{ type: 'Written', data: { announcementId, kind, ...checked(kind, text) } }];
  },
  edit(s: AnnouncementState, text: AnnouncementText, now: string): AnnouncementEvent[] {
    const { kind } = exists(s);
    if (s.status === 'withdrawn') throw new BusinessRuleError('BAD_STATUS', '已撤回的公告不能修改');
    if (live(s, now)) throw new BusinessRuleError('BAD_STATUS', '公告已发布，不能修改；请撤回后重新发布');
    return [{ type: 'Edited', data: checked(kind, text) }];
  },
  /** `latestVersion`: the highest version of this kind already published (a release note must be newer). */
  publish(s: AnnouncementState, publishAt: string, now: string, latestVersion: string | null): AnnouncementEvent[] {
    const { kind, text } = exists(s);
    if (s.status === 'withdrawn') throw new BusinessRuleError('BAD_STATUS', '已撤回的公告不能再发布');
    if (live(s, now)) throw new BusinessRuleError('BAD_STATUS', '公告已发布');
    if (publishAt < now) throw new ValidationError('发布时间不能早于现在', 'publishAt');
    if (VERSIONED.includes(kind) && latestVersion && compareVersions(text.version, latestVersion) <= 0)
      throw new BusinessRuleError('VERSION_NOT_NEWER', `版本号须高于已发布的 ${latestVersion}`);
    return [{ type: 'Published', data: { publishAt, subject: subjectOf(kind, text) } }];
  },
  withdraw(s: AnnouncementState): AnnouncementEvent[] {
    const { kind, text } = exists(s);
    if (s.status === 'withdrawn') throw new BusinessRuleError('BAD_STATUS', '公告已撤回');
    return [{ type: 'Withdrawn', data: { subject: subjectOf(kind, text) } }];
  },
};

const beijing = (at: unknown) => new Date(String(at)).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** The operators' actions on announcements, as the console's log names them. */
export const ANNOUNCEMENT_LOGGED: Record<string, LoggedAction> = {
  [ANNOUNCEMENT_EVENTS.Written]: {
    title: '新建公告',
    detail: (d) => subjectOf(d.kind as AnnouncementKind, d as Pick<AnnouncementText, 'title' | 'version'>),
  },
  [ANNOUNCEMENT_EVENTS.Edited]: { title: '修改公告', detail: (d) => String(d.title || d.version) },
  [ANNOUNCEMENT_EVENTS.Published]: { title: '发布公告', detail: (d) => `${String(d.subject)}，${beijing(d.publishAt)} 起显示` },
  [ANNOUNCEMENT_EVENTS.Withdrawn]: { title: '撤回公告', detail: (d) => String(d.subject) },
};

/** The same titles for the 操作日志's catalog of every event type. */
export const ANNOUNCEMENT_EVENT_TITLES = Object.fromEntries(Object.entries(ANNOUNCEMENT_LOGGED).map(([type, a]) => [type, a.title]));
