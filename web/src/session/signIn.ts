import { logout } from '../modules/identity';
import { companyDetail, userPermission } from '../api/shell';
import type { LoginData } from '../api/types';
import { MSG } from '@jxc/services/contracts';
import { notifyError } from '../notify/bus';
import { clearSession, getSession, saveSession, setRoles } from './session';
import { fromCompany, fromLogin } from './values';

/** The single front-end role (seed §4). */
export const FRONT_ROLE = 'qdUser';

/** Replaces any previous session with a fresh login's values. */
export function startSession(data: LoginData): void {
  clearSession();
  saveSession(fromLogin(data));
}

/**
 * First navigation after login (or after a reload): non-admins fetch their permissions by user id, which must
 * succeed (offline, those kept from the last time stand); the company detail refreshes edition, counts and digits, and its failure is only reported.
 */
export async function loadRoles(): Promise<void> {
  const s = getSession();
  // Without a network (the phone app opened offline) the permissions kept from the last sign-in stand.
  const offline = () => !navigator.onLine;
  const company = companyDetail().then(
    (d) => saveSession(fromCompany(d)),
    () => offline() || notifyError(MSG.companyInfoFailed),
  );
  if (s.isAdmin !== 1 && !(offline() && s.userPermission.length)) {
    const perms = await userPermission(s.current_user_id);
    saveSession({ userPermission: perms?.data ?? [] });
  }
  await company;
  setRoles([FRONT_ROLE]);
}

/** Logs out on the server, then clears the session whatever the result (seed §4). */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // Logout failure is ignored (seed §8).
  } finally {
    clearSession();
  }
}
