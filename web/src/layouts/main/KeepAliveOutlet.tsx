import { useContext, useEffect, useReducer, useRef, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router-dom';
import { routeByPath } from '@jxc/services/contracts';
import { onPagesClosed } from './keepAlive';

interface Kept {
  page: ReactNode;
  /** The location the page last had: a hidden page keeps reading it, not another page's query. */
  location: ContextType<typeof LocationContext>;
}

/**
 * The page of the current route, with the pages of keepAlive routes (the daily income and expense lists, seed §2)
 * kept mounted once opened: leaving one hides it with its state (filters, page, what was typed) and coming back
 * shows it as it was, until its tab is closed. Other routes (reports among them) are mounted afresh each time.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const location = useContext(LocationContext);
  const kept = useRef(new Map<string, Kept>());
  // The current page's tab may close before the app leaves it: it is not kept again on the way out.
  const closing = useRef<{ paths: string[]; at: string }>(undefined);
  const at = useRef(pathname);
  const [, forget] = useReducer((n: number) => n + 1, 0);
  at.current = pathname;
  if (closing.current && closing.current.at !== pathname) closing.current = undefined;
  const alive = !!routeByPath(pathname)?.keepAlive && !closing.current?.paths.includes(pathname);
  if (alive) kept.current.set(pathname, { page: outlet, location });

  useEffect(
    () =>
      onPagesClosed((paths) => {
        closing.current = { paths, at: at.current };
        if (paths.some((p) => kept.current.delete(p))) forget();
      }),
    [],
  );

  return (
    <>
      {[...kept.current].map(([path, k]) => (
        <div key={path} hidden={path !== pathname} data-kept-alive={path}>
          <LocationContext.Provider value={k.location}>{k.page}</LocationContext.Provider>
        </div>
      ))}
      {!alive && outlet}
    </>
  );
}
