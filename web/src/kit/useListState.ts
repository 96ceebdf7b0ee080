import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListState, writeListState, type ListDefaults, type ListUrlState } from './listState';

/**
 * A list screen's page, page size, sort, keyword and filters, kept in the URL's search parameters (see
 * listState.ts for the names) so that a tab switch, a reload or Back shows the list as it was left. Changes
 * replace the history entry; several changes in one event add up.
 */
export function useListState(defaults: ListDefaults = {}) {
  const [params, setParams] = useSearchParams();
  // The defaults are compared by value: screens pass a fresh object on every render.
  const key = JSON.stringify(defaults);
  const search = params.toString();
  const state = useMemo(() => readListState(new URLSearchParams(search), JSON.parse(key) as ListDefaults), [search, key]);
  // The URL as this event's earlier changes left it, until the router has taken them.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [search]);

  const change = useCallback(
    (c: Partial<ListUrlState>) => {
      const next = writeListState(pending.current ?? new URLSearchParams(search), c, JSON.parse(key) as ListDefaults);
      pending.current = next;
      setParams(next, { replace: true });
    },
    [search, key, setParams],
  );

  return { ...state, change };
}
