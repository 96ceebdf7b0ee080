import { useEffect, useRef, useState } from 'react';
import type { FilteredQuery } from '../../../api/trade';
import type { Page, PageQuery } from '../../../api/types';
import { useList, type ListState } from '../../../kit/useList';

export type Filters = Record<string, string>;

/** The filters with the blank ones left out, as a page query takes them. */
export const activeFilters = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));

/**
 * A list (page number in the URL, keyword, sort) with a screen's own filters: changing a filter goes back to the
 * first page and reloads.
 */
export function useFilteredList<T>(load: (q: FilteredQuery) => Promise<Page<T>>, initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const list: ListState<T> = useList((q: PageQuery) => load({ ...q, ...activeFilters(filters) }));
  const key = JSON.stringify(filters);
  const shown = useRef(key);

  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    list.goTo(1);
    list.reload();
    // Only a change of filters restarts the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setFilter = (name: string, value: string) => setFilters((f) => ({ ...f, [name]: value }));
  return { list, filters, setFilter };
}
