import { useState } from 'react';
import type { Page, PageQuery } from '../../api/types';
import { useLoad } from '../../hooks/useLoad';

const PICKER_PAGE_SIZE = 10;

/** What the picker dialog's frame needs: the keyword box and the pager. */
export interface PickerPaging {
  query: PageQuery;
  totalCount: number;
  keyword: string;
  setKeyword: (keyword: string) => void;
  search: () => void;
  goTo: (pageNo: number) => void;
}

/** Paging and keyword of a picker dialog: kept in the dialog, not in the page's URL. */
export function usePickerPage<T>(load: (q: PageQuery) => Promise<Page<T>>): PickerPaging & { rows: T[]; loading: boolean } {
  const [pageNo, setPageNo] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const query: PageQuery = { pageNo, pageSize: PICKER_PAGE_SIZE, ...(searched && { keyword: searched }) };
  const { data, loading } = useLoad(() => load(query), JSON.stringify(query));
  return {
    query,
    rows: data?.data ?? [],
    totalCount: data?.totalCount ?? 0,
    loading,
    keyword,
    setKeyword,
    search: () => {
      setSearched(keyword.trim());
      setPageNo(1);
    },
    goTo: setPageNo,
  };
}
