import { MSG } from '@jxc/services/contracts';

/** One open page of the multi-tab bar, keyed by pathname; `url` keeps its query. */
export interface TabItem {
  key: string;
  url: string;
  title: string;
}

export const HOME_KEY = '/';

export type CloseKind = 'current' | 'right' | 'left' | 'all';

export interface CloseResult {
  tabs: TabItem[];
  /** The message to show when nothing could be closed. */
  error?: string;
}

/** Adds a tab, or refreshes its url and title when already open. The home tab always comes first. */
export function openTab(tabs: readonly TabItem[], tab: TabItem): TabItem[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  if (i >= 0) return tabs.map((t, j) => (j === i ? tab : t));
  return tab.key === HOME_KEY ? [tab, ...tabs] : [...tabs, tab];
}

/**
 * A page that replaced another in place (a saved 新增 form becoming its document's detail) takes over that page's
 * tab, or joins its own tab when that is open already; the home tab stays.
 */
export function moveTab(tabs: readonly TabItem[], from: string, tab: TabItem): TabItem[] {
  if (from === HOME_KEY || from === tab.key || !tabs.some((t) => t.key === from)) return openTab(tabs, tab);
  if (tabs.some((t) => t.key === tab.key))
    return openTab(
      tabs.filter((t) => t.key !== from),
      tab,
    );
  return tabs.map((t) => (t.key === from ? tab : t));
}

/** The seed's close commands around the tab `key`; the home tab is never closed. */
export function closeTabs(tabs: readonly TabItem[], key: string, kind: CloseKind): CloseResult {
  const i = tabs.findIndex((t) => t.key === key);
  const keep = (pred: (t: TabItem, j: number) => boolean) => tabs.filter((t, j) => t.key === HOME_KEY || pred(t, j));
  switch (kind) {
    case 'current':
      if (key === HOME_KEY || tabs.length <= 1) return { tabs: [...tabs], error: MSG.lastTab };
      return { tabs: keep((t) => t.key !== key) };
    case 'right':
      if (i === tabs.length - 1) return { tabs: [...tabs], error: MSG.noRightTab };
      return { tabs: keep((_, j) => j <= i) };
    case 'left':
      if (!tabs.some((t, j) => j < i && t.key !== HOME_KEY)) return { tabs: [...tabs], error: MSG.noLeftTab };
      return { tabs: keep((_, j) => j >= i) };
    case 'all':
      if (tabs.every((t) => t.key === HOME_KEY)) return { tabs: [...tabs], error: MSG.lastTab };
      return { tabs: keep(() => false) };
  }
}

/** Where to go after closing: stay if the active tab survived, else its left neighbour, else home. */
export function nextActive(before: readonly TabItem[], after: readonly TabItem[], activeKey: string): TabItem | undefined {
  if (after.some((t) => t.key === activeKey)) return undefined;
  const i = before.findIndex((t) => t.key === activeKey);
  for (let j = i - 1; j >= 0; j--) {
    const t = after.find((a) => a.key === before[j].key);
    if (t) return t;
  }
  return after[0];
}

const isTab = (t: unknown): t is TabItem =>
  !!t && typeof t === 'object' && ['key', 'url', 'title'].every((k) => typeof (t as Record<string, unknown>)[k] === 'string');

/** The tabs kept from before a reload: well-formed ones only, once each, with the home tab first. */
export function restoredTabs(stored: unknown, home: TabItem): TabItem[] {
  const kept = Array.isArray(stored) ? stored.filter(isTab) : [];
  return kept.reduce<TabItem[]>((tabs, t) => (tabs.some((x) => x.key === t.key) ? tabs : openTab(tabs, t)), [home]);
}
