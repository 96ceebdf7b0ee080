import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { HOME_ROUTE } from '@jxc/services/contracts';
import { notifyWarning } from '../../notify/bus';
import { useRouteTitle } from '../../router/handle';
import { useSession } from '../../session/useSession';
import { createStorage, memoryBackend } from '../../session/storage';
import { pagesClosed } from './keepAlive';
import { closeTabs, HOME_KEY, moveTab, nextActive, openTab, restoredTabs, type CloseKind, type TabItem } from './tabs';

const HOME_TAB: TabItem = { key: HOME_KEY, url: HOME_KEY, title: HOME_ROUTE.title };

/** The open tabs survive a reload of this browser tab, kept per company and user. */
const store = createStorage(typeof sessionStorage === 'undefined' ? memoryBackend() : sessionStorage, 'jxc_tabs__');

/** The multi-tab bar's state: every page opened becomes a tab; closing follows the seed's commands. */
export function useTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const { Company_Id, current_user_id } = useSession();
  const storeKey = `${Company_Id}:${current_user_id}`;
  const [tabs, setTabs] = useState<TabItem[]>(() => restoredTabs(store.get(storeKey, []), HOME_TAB));

  useEffect(() => store.set(storeKey, tabs), [storeKey, tabs]);

  // A replacing navigation (a saved form opening its detail) keeps to its tab: 新增 tabs do not pile up.
  const navigationType = useNavigationType();
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    const tab = { key: location.pathname, url: location.pathname + location.search + location.hash, title };
    const from = shownPath.current;
    shownPath.current = tab.key;
    if (navigationType !== NavigationType.Replace || from === tab.key) {
      setTabs((t) => openTab(t, tab));
      return;
    }
    setTabs((t) => moveTab(t, from, tab));
    if (from !== HOME_KEY) pagesClosed([from]);
  }, [location.pathname, location.search, location.hash, title, navigationType]);

  const close = useCallback(
    (key: string, kind: CloseKind) => {
      const result = closeTabs(tabs, key, kind);
      if (result.error) {
        notifyWarning(result.error);
        return;
      }
      setTabs(result.tabs);
      pagesClosed(tabs.filter((t) => !result.tabs.some((r) => r.key === t.key)).map((t) => t.key));
      const next = nextActive(tabs, result.tabs, location.pathname);
      if (next) navigate(next.url);
    },
    [tabs, location.pathname, navigate],
  );

  return { tabs, activeKey: location.pathname, close, open: (t: TabItem) => navigate(t.url) };
}
