import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  correlationId: string;
  /** The client address (X-Forwarded-For only from trusted proxies, see TRUST_PROXY). */
  ip?: string;
  /** The path it came in on (`/api/Sale/Save`). */
  route?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentCorrelationId = (): string | undefined => requestContext.getStore()?.correlationId;

/** What every event appended while serving a request records of it: correlation id, client address and route. */
export function requestMetadata(): Partial<RequestContext> {
  const { correlationId, ip, route } = requestContext.getStore() ?? {};
  return { ...(correlationId && { correlationId }), ...(ip && { ip }), ...(route && { route }) };
}
