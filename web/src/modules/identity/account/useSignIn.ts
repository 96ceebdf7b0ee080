import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginData } from '../../../api/types';
import { startSession } from '../../../session/signIn';

/** Only same-site paths are followed after login. */
export const safeRedirect = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : '/');

/** Stores a login answer and continues to `to`, or to the redirect query, or home. */
export function useSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (data: LoginData, to?: string, state?: unknown) => {
    startSession(data);
    navigate(to ?? safeRedirect(params.get('redirect')), { replace: true, state });
  };
}
