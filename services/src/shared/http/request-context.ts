import { AsyncLocalStorage } from 'node:async_hooks';
import type { GlobalPosition } from '@jxc/infra';

export interface RequestContext {
  correlationId: string;
  /** The client address (X-Forwarded-For only from trusted proxies, see TRUST_PROXY). */
  ip?: string;
  /** The path it came in on (`/api/Sale/Save`). */
  route?: string;
  /** The Idempotency-Key the client sent with a write (a phone's offline document carries the one it was made with). */
  idempotencyKey?: string;
  /** Set on a request that answers before the read models show its commits: they report here instead (see ReadAfter). */
  wrote?: (position: GlobalPosition) => void;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentCorrelationId = (): string | undefined => requestContext.getStore()?.correlationId;

/** What every event appended while serving a request records of it: correlation id, client address, route and idempotency key. */
export function requestMetadata(): Partial<RequestContext> {
  const { correlationId, ip, route, idempotencyKey } = requestContext.getStore() ?? {};
  return { ...(correlationId && { correlationId }), ...(ip && { ip }), ...(route && { route }), ...(idempotencyKey && { idempotencyKey }) };
}
