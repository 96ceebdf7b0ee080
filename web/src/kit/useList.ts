import { useEffect, useEffectEvent, useState } from 'react';
import type { Page, PageQuery } from '../api/types';
import { useLoad } from '../hooks/useLoad';
import { nextSort, type Sort } from './listQuery';
import { activeFilters, type Filters } from './listState';
import { useListState } from './useListState';

/** A list screen's query and its current page, as ListPage shows it. */
export interface ListState<T> {
  /** The page query with the current filters. */
  query: PageQuery & Record<string, unknown>;
  /** The list's filters beside the keyword (class, warehouse, status …); '' means not filtered. */
  filters: Filters;
  /** What the filters picked from a look-up are called (by filter), as filter() was told. */
  labels: Filters;
  /** The keyword searched for ('' for none). */
  keyword: string;
  sort: Sort | undefined;
  page: Page<T> | undefined;
  loading: boolean;
  /** Goes up by one on every reload: a key for what depends on the list (counts beside it). */
  version: number;
  search(keyword: string): void;
  /** The page query itself, for what reads more than one page (export). */
  load(q: PageQuery & Record<string, unknown>): Promise<Page<T>>;
  /** Sets one filter ('' or undefined: not filtered), with what it is called if picked from a look-up, and goes back to the first page. */
  filter(key: string, value: string | undefined, label?: string): void;
  sortBy(field: string): void;
  goTo(pageNo: number): void;
  reload(): void;
}

/** A list's filters and their starting values, and its page size. */
export interface ListOptions {
  filters?: Filters;
  pageSize?: number;
}

/**
 * Loads a page query with its page, page size, sort, keyword and filters kept in the URL (useListState); a page
 * beyond the first that comes back empty (its last row just removed) steps back by one (seed §4).
 */
export function useList<T, Q extends PageQuery = PageQuery>(load: (q: Q) => Promise<Page<T>>, options: ListOptions = {}): ListState<T> {
  const state = useListState(options);
  const { pageNo, pageSize, keyword, sort, filters, labels, change } = state;
  const [version, setVersion] = useState(0);
  const query = { pageNo, pageSize, ...activeFilters(filters), ...(keyword && { keyword }), ...sort };
  const { data: page, loading } = useLoad(() => load(query as unknown as Q), `${JSON.stringify(query)}#${version}`);

  // Only a newly loaded page decides; the page number is the one it was loaded for.
  const stepBackIfEmpty = useEffectEvent((loaded: Page<T>) => {
    if (loaded.data.length === 0 && pageNo > 1) change({ pageNo: pageNo - 1 });
  });
  useEffect(() => {
    if (page) stepBackIfEmpty(page);
  }, [page]);

  return {
    query,
    filters,
    labels,
    keyword,
    sort,
    page,
    loading,
    version,
    search: (k) => {
      change({ keyword: k.trim(), pageNo: 1 });
      setVersion((v) => v + 1);
    },
    load: (q) => load(q as unknown as Q),
    filter: (key, value, label) => change({ filters: { [key]: value ?? '' }, ...(label && { labels: { [key]: label } }), pageNo: 1 }),
    sortBy: (field) => change({ sort: nextSort(sort, field) }),
    goTo: (n) => change({ pageNo: n }),
    reload: () => setVersion((v) => v + 1),
  };
}
