import { useCallback, useEffect, useRef, useState } from 'react';
import type { NoticeRow, UpgradeRow } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { Page } from '../../api/types';
import { notify } from '../../notify/bus';

/** A 消息通知 (Notify/PageQuery). */
export interface NotifyRow {
  notifyId: number;
  notifyTitle: string;
  notifyContent: string;
  startTime: string;
  upStatus: number;
}
/** A phone app release (MobileUpgrade/PageQuery). */
export type MobileUpgradeRow = UpgradeRow & { downloadUrl: string };

const quiet = { quiet: true };
/** The newest notice and release note alone (page 1, size 1: the seed's check for what comes forward by itself). */
const newestNotice = () => call<Page<NoticeRow>>('Notice/PageQuery', { page: 1, pageSize: 1 }, quiet);
const newestUpgrade = () => call<Page<UpgradeRow>>('Upgrade/PageQuery', { page: 1, pageSize: 1 }, quiet);
/** Notify/PageQuery is read page 1, size 10 (seed §7). */
export const notifyPage = () => call<Page<NotifyRow>>('Notify/PageQuery', { page: 1, pageSize: 10 }, quiet);
export const mobileUpgradePage = () => call<Page<MobileUpgradeRow>>('MobileUpgrade/PageQuery', { page: 1, pageSize: 5 });

/** Up to when this user has seen announcements (notices and messages) and release notes in this browser: publish times. */
export interface Seen {
  notice: string;
  upgrade: string;
}

const seenKey = (userId: string) => `jxc_seen_announcements_${userId}`;

export function readSeen(userId: string): Seen {
  try {
    return { notice: '', upgrade: '', ...(JSON.parse(localStorage.getItem(seenKey(userId)) ?? '{}') as Partial<Seen>) };
  } catch {
    return { notice: '', upgrade: '' };
  }
}

export const saveSeen = (userId: string, seen: Seen) => localStorage.setItem(seenKey(userId), JSON.stringify(seen));

export interface Published {
  notice?: NoticeRow;
  upgrade?: UpgradeRow;
  notifies: NotifyRow[];
}

const after = (time: string, seen: string) => !seen || Date.parse(time) > Date.parse(seen);

/**
 * What comes forward by itself (upStatus 1) since the user last looked: the popup in announcement mode for a new
 * notice, else in version-update mode for a new release; new messages as toasts. Unread: new notices and messages.
 */
export function forward(p: Published, seen: Seen) {
  const newNotice = !!p.notice && after(p.notice.startTime, seen.notice);
  const newNotifies = p.notifies.filter((n) => after(n.startTime, seen.notice));
  const popup =
    newNotice && Number(p.notice!.upStatus) === 1
      ? ('notice' as const)
      : p.upgrade && Number(p.upgrade.upStatus) === 1 && after(p.upgrade.createTime, seen.upgrade)
        ? ('upgrade' as const)
        : null;
  return {
    popup,
    toasts: popup === 'notice' ? [] : newNotifies.filter((n) => Number(n.upStatus) === 1),
    unread: (newNotice ? 1 : 0) + newNotifies.length,
  };
}

export async function loadPublished(): Promise<Published> {
  const [notices, upgrades, notifies] = await Promise.all([newestNotice(), newestUpgrade(), notifyPage()]);
  return { notice: notices?.data?.[0], upgrade: upgrades?.data?.[0], notifies: notifies?.data ?? [] };
}

/** The latest of some moments ('' when there is none). */
export const latest = (...times: (string | undefined)[]) =>
  times.filter((t): t is string => !!t).reduce((a, b) => (!a || Date.parse(b) > Date.parse(a) ? b : a), '');

/**
 * On entering: what was published since the user last looked comes forward (the popup opens, messages toast), and
 * the bell counts it. `look(mode)`: the user opens the popup in that mode, which marks it seen.
 */
export function useAnnouncements(token: string, userId: string, openPopup: (mode: 'notice' | 'upgrade') => void) {
  const [unread, setUnread] = useState(0);
  const published = useRef<Published | null>(null);
  const opener = useRef(openPopup);
  opener.current = openPopup;

  const look = useCallback(
    (mode: 'notice' | 'upgrade') => {
      const p = published.current;
      if (!p) return;
      const seen = readSeen(userId);
      if (mode === 'notice') {
        saveSeen(userId, { ...seen, notice: latest(seen.notice, p.notice?.startTime, p.notifies[0]?.startTime) });
        setUnread(0);
      } else saveSeen(userId, { ...seen, upgrade: latest(seen.upgrade, p.upgrade?.createTime) });
    },
    [userId],
  );

  useEffect(() => {
    if (!token || !userId) return;
    let live = true;
    loadPublished().then(
      (p) => {
        if (!live) return;
        published.current = p;
        const f = forward(p, readSeen(userId));
        setUnread(f.unread);
        f.toasts.forEach((n) => notify({ intent: 'info', title: n.notifyTitle, body: n.notifyContent }));
        if (f.popup) {
          look(f.popup);
          opener.current(f.popup);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token, userId, look]);

  return { unread, look };
}
