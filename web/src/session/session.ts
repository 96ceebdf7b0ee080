import { createStorage, memoryBackend, type Backend } from './storage';
import { SESSION_DEFAULTS, SESSION_KEYS, type SessionValues } from './values';

/**
 * Login data is kept 31 days, as the server keeps the token (seed §9 "about 31 days"). The seed's figure
 * "26784000 ms" is a typo for 31 days: it is 7.44 hours; 31 days are 2,678,400,000 ms.
 */
export const LOGIN_TTL_MS = 31 * 24 * 60 * 60 * 1000;
export const STORAGE_PREFIX = 'pro__';

const backend: Backend = typeof localStorage === 'undefined' ? memoryBackend() : localStorage;
export const storage = createStorage(backend, STORAGE_PREFIX);

const listeners = new Set<() => void>();
let snapshot: SessionValues = read();
/** Front-end roles: set once per page load after the first navigation (seed §4: the single role qdUser). */
let roles: string[] = [];

function read(): SessionValues {
  const out = { ...SESSION_DEFAULTS };
  for (const k of SESSION_KEYS) (out as Record<string, unknown>)[k] = storage.get(k, SESSION_DEFAULTS[k]);
  return out;
}

function changed() {
  snapshot = read();
  listeners.forEach((l) => l());
}

export const getSession = (): SessionValues => snapshot;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(values: Partial<SessionValues>): void {
  for (const [k, v] of Object.entries(values)) if (v !== undefined) storage.set(k, v, LOGIN_TTL_MS);
  changed();
}

/** Clears the token, roles and every stored login value (seed §4 logout). */
export function clearSession(): void {
  roles = [];
  storage.clear();
  changed();
}

export const isLoggedIn = () => snapshot.token !== '';
export const isAdmin = () => snapshot.isAdmin === 1;
export const hasRoles = () => roles.length > 0;
export const setRoles = (r: string[]) => {
  roles = r;
};
