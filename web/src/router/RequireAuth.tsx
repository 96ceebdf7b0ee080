import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@jxc/services/contracts';
import { PageSpinner } from '../components/PageSpinner';
import { notifyError } from '../notify/bus';
import { clearSession, hasRoles } from '../session/session';
import { loadRoles } from '../session/signIn';
import { useSession } from '../session/useSession';
import { routeAccess, type Access } from './access';

export const loginPath = (redirect: string) => `/Login?redirect=${encodeURIComponent(redirect)}`;

/** Refusals (seed §4, §8): the message, then where to go. */
const REFUSED: Record<Exclude<Access, 'allow'>, { message: string; to: string }> = {
  denied: { message: MSG.noPageAccess, to: '/Login' },
  notAdmin: { message: MSG.notAdmin, to: '/exception/403' },
  notInEdition: { message: MSG.noPageAccess, to: '/exception/403' },
};

function Refuse({ access }: { access: Exclude<Access, 'allow'> }) {
  const navigate = useNavigate();
  useEffect(() => {
    notifyError(REFUSED[access].message);
    navigate(REFUSED[access].to, { replace: true });
  }, [access, navigate]);
  return null;
}

/** The route guard: a token, then (once per page load) the roles and permissions, then the route's menu id. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(hasRoles);
  const here = location.pathname + location.search;

  useEffect(() => {
    if (!session.token || ready) return;
    loadRoles().then(
      () => setReady(true),
      () => {
        clearSession();
        navigate(loginPath(here), { replace: true });
      },
    );
    // Roles load once per login; `here` only matters for the redirect at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.token, ready]);

  if (!session.token) return <Navigate to={loginPath(here)} replace />;
  if (!ready) return <PageSpinner label="正在加载权限…" />;
  const access = routeAccess(location.pathname, {
    productType: session.product_Type,
    isAdmin: session.isAdmin === 1,
    perms: session.userPermission,
  });
  return access === 'allow' ? <>{children}</> : <Refuse access={access} />;
}
