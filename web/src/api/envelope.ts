import { MSG } from '@jxc/services/contracts';
import type { Envelope } from './types';

/** What a response means to the client, decided from the HTTP status and the envelope alone. */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'validation'; message: string; errorCode: string }
  | { kind: 'failed'; message: string; errorCode?: string; details?: Record<string, unknown> };

export const STATE_OK = 1;
export const STATE_TOKEN_INVALID = 3;

export function classify(status: number, body: Envelope | null): Outcome {
  const state = body?.invState ?? body?.invStaus;
  const message = body?.invMessage?.trim() || '';
  if (status === 401 || state === STATE_TOKEN_INVALID) return { kind: 'unauthorized', message: message || MSG.tokenInvalid };
  if (status === 403) return { kind: 'forbidden', message: message || MSG.noPermission };
  if (status >= 200 && status < 300 && state === STATE_OK) return { kind: 'ok', data: body?.returnData };
  if (status === 400 && body?.errorCode === 'VALIDATION')
    return { kind: 'validation', message: message || MSG.failed, errorCode: 'VALIDATION' };
  return { kind: 'failed', message: message || MSG.failed, errorCode: body?.errorCode, ...(body?.details && { details: body.details }) };
}
