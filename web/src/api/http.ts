import { MSG } from '@jxc/services/contracts';
import { notifyError } from '../notify/bus';
import { clearSession, getSession } from '../session/session';
import { classify } from './envelope';
import type { Envelope } from './types';

export const TIMEOUT_MS = 15000;
const RELOAD_DELAY_MS = 1500;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'unauthorized' | 'forbidden' | 'validation' | 'failed',
    readonly errorCode?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** Do not toast ordinary failures: the caller shows the message (forms, login). Auth failures still notify. */
  quiet?: boolean;
  /** Longer than the seed's 15 s for a call known to take longer (a demo company being filled). */
  timeoutMs?: number;
}

let reloading = false;

/**
 * Where the read models must be before they show the last save that answered ahead of them (X-Read-After): sent once
 * with the next request, which waits for it on whichever server process it reaches.
 */
let readAfter: string | undefined;

/** Token gone or invalid: tell the user, drop the session and reload on the login page (seed §8). */
function expireSession() {
  if (reloading) return;
  reloading = true;
  notifyError('未授权', '授权验证失败，请重新登录');
  clearSession();
  setTimeout(() => window.location.assign('/Login'), RELOAD_DELAY_MS);
}

/** POST /api/{Group}/{Action} with the envelope contract of PRODUCT.md §1; resolves to returnData. */
export async function call<T>(path: string, payload: object = {}, opts: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const { token } = getSession();
  if (token) headers.token = token;
  const owed = readAfter;
  if (owed) headers['X-Read-After'] = owed;

  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
    });
  } catch {
    // Offline the header says so (the phone app works on); a toast for every call would only be noise.
    if (!opts.quiet && navigator.onLine) notifyError(MSG.networkError);
    throw new ApiError(MSG.networkError, 'network');
  }
  readAfter = res.headers.get('X-Read-After') ?? (readAfter === owed ? undefined : readAfter);
  const body = (await res.json().catch(() => null)) as Envelope | null;
  const outcome = classify(res.status, body);
  switch (outcome.kind) {
    case 'ok':
      return outcome.data as T;
    case 'unauthorized':
      // A failed login answers 401 too: that is the login form's message, not an expired session.
      if (!path.startsWith('Login/')) expireSession();
      throw new ApiError(outcome.message, 'unauthorized');
    case 'forbidden':
      notifyError('禁止访问', outcome.message);
      throw new ApiError(outcome.message, 'forbidden');
    case 'validation':
      throw new ApiError(outcome.message, 'validation', outcome.errorCode);
    case 'failed':
      if (!opts.quiet) notifyError(outcome.message);
      throw new ApiError(outcome.message, 'failed', outcome.errorCode, outcome.details);
  }
}

/** The message to show for any thrown value. */
export const errorMessage = (e: unknown) => (e instanceof Error && e.message ? e.message : MSG.failed);
