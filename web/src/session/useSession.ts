import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';
import type { SessionValues } from './values';

export function useSession(): SessionValues {
  return useSyncExternalStore(subscribeSession, getSession);
}
