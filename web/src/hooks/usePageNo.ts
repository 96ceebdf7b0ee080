import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_PAGE_SIZE = 10;

/**
 * The page number of a list screen, kept in the URL as ?pageNo= so back/forward and reloads keep it.
 * `pageLoaded(rowCount)` applies the seed's rule: an empty page beyond the first steps back by one.
 */
export function usePageNo() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('pageNo'));
  const pageNo = Number.isInteger(raw) && raw > 0 ? raw : 1;

  const setPageNo = useCallback(
    (n: number) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (n > 1) next.set('pageNo', String(n));
          else next.delete('pageNo');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const pageLoaded = useCallback(
    (rowCount: number) => {
      if (rowCount === 0 && pageNo > 1) setPageNo(pageNo - 1);
    },
    [pageNo, setPageNo],
  );

  return { pageNo, setPageNo, pageLoaded };
}
