import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { defer, Observable } from 'rxjs';

/** An interceptor that answers its observable at once, as ours do. */
export interface ChainedInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown>;
}

/**
 * The application's interceptors as one, each calling the next in the order given. Nest binds every interceptor's
 * `next` to an async resource of its own, and on Node 20 each bind builds two deprecation wrappers and changes their
 * prototypes: with five interceptors, about 7 % of the event loop's time on a simple read. Ours read the request's
 * context and never start another, so the one resource Nest binds around the chain serves them all.
 */
export function interceptorChain(...interceptors: ChainedInterceptor[]): NestInterceptor {
  return {
    intercept(ctx, next) {
      const from = (i: number): Observable<unknown> =>
        i === interceptors.length ? next.handle() : interceptors[i].intercept(ctx, { handle: () => defer(() => from(i + 1)) });
      return from(0);
    },
  };
}
