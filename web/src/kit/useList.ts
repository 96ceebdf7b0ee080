import { useEffect, useState } from 'react';
import type { Page, PageQuery } from '../api/types';
import { useLoad } from '../hooks/useLoad';
import { DEFAULT_PAGE_SIZE, usePageNo } from '../hooks/usePageNo';
import { nextSort, type Sort } from './listQuery';

/** A list screen's query and its current page, as ListPage shows it. */
export interface ListState<T> {
  query: PageQuery;
  sort: Sort | undefined;
  page: Page<T> | undefined;
  loading: boolean;
  /** Goes up by one on every reload: a key for what depends on the list (counts beside it). */
  version: number;
  search(keyword: string): void;
  sortBy(field: string): void;
  goTo(pageNo: number): void;
  reload(): void;
}

/**
 * Loads a page query with the page number kept in the URL, a keyword and a sort; a page beyond the first that
 * comes back empty (its last row just removed) steps back by one (seed §4).
 */
export function useList<T>(load: (q: PageQuery) => Promise<Page<T>>, pageSize = DEFAULT_PAGE_SIZE): ListState<T> {
  const { pageNo, setPageNo, pageLoaded } = usePageNo();
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<Sort>();
  const [version, setVersion] = useState(0);
  const query: PageQuery = { pageNo, pageSize, ...(keyword && { keyword }), ...sort };
  const { data: page, loading } = useLoad(() => load(query), `${JSON.stringify(query)}#${version}`);

  useEffect(() => {
    if (page) pageLoaded(page.data.length);
    // Only a newly loaded page decides; pageLoaded changes with the page number it is about to move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  return {
    query,
    sort,
    page,
    loading,
    version,
    search: (k) => {
      setKeyword(k.trim());
      setPageNo(1);
      setVersion((v) => v + 1);
    },
    sortBy: (field) => setSort((s) => nextSort(s, field)),
    goTo: setPageNo,
    reload: () => setVersion((v) => v + 1),
  };
}
