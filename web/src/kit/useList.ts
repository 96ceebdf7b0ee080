import { useEffect, useState } from 'react';
import type { Page, PageQuery } from '../api/types';
import { useLoad } from '../hooks/useLoad';
import { DEFAULT_PAGE_SIZE, usePageNo } from '../hooks/usePageNo';
import { nextSort, type Sort } from './listQuery';

/** A list screen's query and its current page, as ListPage shows it. */
export interface ListState<T> {
  /** The page query with the current filters. */
  query: PageQuery & Record<string, unknown>;
  /** Filters beside the keyword (class, warehouse, status …); undefined or '' means not filtered. */
  filters: Record<string, unknown>;
  sort: Sort | undefined;
  page: Page<T> | undefined;
  loading: boolean;
  /** Goes up by one on every reload: a key for what depends on the list (counts beside it). */
  version: number;
  search(keyword: string): void;
  /** The page query itself, for what reads more than one page (export). */
  load(q: PageQuery & Record<string, unknown>): Promise<Page<T>>;
  /** Sets one filter and goes back to the first page. */
  filter(key: string, value: unknown): void;
  sortBy(field: string): void;
  goTo(pageNo: number): void;
  reload(): void;
}

/**
 * Loads a page query with the page number kept in the URL, a keyword and a sort; a page beyond the first that
 * comes back empty (its last row just removed) steps back by one (seed §4).
 */
export function useList<T, Q extends PageQuery = PageQuery>(load: (q: Q) => Promise<Page<T>>, pageSize = DEFAULT_PAGE_SIZE): ListState<T> {
  const { pageNo, setPageNo, pageLoaded } = usePageNo();
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<Sort>();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [version, setVersion] = useState(0);
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  const query = { pageNo, pageSize, ...set, ...(keyword && { keyword }), ...sort };
  const { data: page, loading } = useLoad(() => load(query as Q), `${JSON.stringify(query)}#${version}`);

  useEffect(() => {
    if (page) pageLoaded(page.data.length);
    // Only a newly loaded page decides; pageLoaded changes with the page number it is about to move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  return {
    query,
    filters,
    sort,
    page,
    loading,
    version,
    search: (k) => {
      setKeyword(k.trim());
      setPageNo(1);
      setVersion((v) => v + 1);
    },
    load: (q) => load(q as Q),
    filter: (key, value) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPageNo(1);
    },
    sortBy: (field) => setSort((s) => nextSort(s, field)),
    goTo: setPageNo,
    reload: () => setVersion((v) => v + 1),
  };
}
