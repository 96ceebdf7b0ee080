import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { MSG } from '@jxc/services/contracts';
import { PageSpinner } from '../components/PageSpinner';
import { notifyError } from '../notify/bus';
import { clearSession, hasRoles, isLoggedIn } from '../session/session';
import { loadRoles } from '../session/signIn';
import { useSession } from '../session/useSession';
import { routeAccess, type Access } from './access';

export const loginPath = (redirect: string) => `/Login?redirect=${encodeURIComponent(redirect)}`;

/** The id of the route whose children all need a signed-in user (RequireAuth). */
export const GATED = 'gated';

/**
 * A signed-out visitor who opens a signed-in address goes to the login page before the router starts, as RequireAuth
 * would send them: the router would first load that screen's code and the main layout's.
 */
export function signInFirst(routes: RouteObject[]): void {
  if (isLoggedIn() || !matchRoutes(routes, window.location)?.some((m) => m.route.id === GATED)) return;
  window.history.replaceState(null, '', loginPath(window.location.pathname + window.location.search));
}

/** Refusals (seed §4, §8): the message, then where to go (the login page, for another account or back home). */
const REFUSED: Record<Exclude<Access, 'allow'>, { message: string; to: string }> = {
  denied: { message: MSG.noPageAccess, to: '/Login' },
  notAdmin: { message: MSG.notAdmin, to: '/exception/403' },
  notInEdition: { message: MSG.noPageAccess, to: '/exception/403' },
};

function Refuse({ access, from }: { access: Exclude<Access, 'allow'>; from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    notifyError(REFUSED[access].message);
    // The login page stays for a signed-in user turned away (turnedAway) and says why; signing in again goes to `from`.
    if (access === 'denied') navigate(loginPath(from), { replace: true, state: { turnedAway: true } });
    else navigate(REFUSED[access].to, { replace: true });
  }, [access, from, navigate]);
  return null;
}

/** The page is being left (a reload, another address): its requests are cut off, which is no failure to sign out for. */
let leaving = false;
for (const event of ['beforeunload', 'pagehide']) window.addEventListener(event, () => (leaving = true));
window.addEventListener('pageshow', () => (leaving = false));

/** The route guard: a token, then (once per page load) the roles and permissions, then the route's menu id. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(hasRoles);
  const here = location.pathname + location.search;

  // Roles load once per login: moving to another page does not load them again; `here` is only where a failed load
  // sends the user back to after logging in.
  const startLoadingRoles = useEffectEvent(() => {
    const from = here;
    loadRoles().then(
      () => setReady(true),
      () => {
        if (leaving) return;
        clearSession();
        navigate(loginPath(from), { replace: true });
      },
    );
  });
  useEffect(() => {
    if (session.token && !ready) startLoadingRoles();
  }, [session.token, ready]);

  if (!session.token) return <Navigate to={loginPath(here)} replace />;
  if (!ready) return <PageSpinner label="正在加载权限…" />;
  const access = routeAccess(location.pathname, {
    productType: session.product_Type,
    isAdmin: session.isAdmin === 1,
    perms: session.userPermission,
  });
  return access === 'allow' ? <>{children}</> : <Refuse access={access} from={here} />;
}
