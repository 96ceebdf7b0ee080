import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, Observable, switchMap } from 'rxjs';
import { NotFoundError } from '../../shared/errors';
import { IdentityQueries } from '../identity.queries';
import { scopeLimits, withinScope } from './data-scope';
import { Session } from './session';

const ID_KEY = /(Id|Ids|^ids)$/;
const MAX_IDS = 10_000;

/** The ids a body names: fields named …Id / …Ids / ids, at its top level and in its lists of objects (write-off rows …). */
export function namedIds(body: unknown): string[] {
  const ids = new Set<string>();
  const take = (o: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(o)) {
      if (ID_KEY.test(k)) for (const x of [v].flat()) if (typeof x === 'string' && x && ids.size < MAX_IDS) ids.add(x);
    }
  };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  take(body as Record<string, unknown>);
  for (const v of Object.values(body))
    if (Array.isArray(v)) for (const row of v) if (row && typeof row === 'object' && !Array.isArray(row)) take(row);
  return [...ids];
}

/**
 * The data scope on every action (seed §6): a call by an employee whose scope is limited that names a record outside it
 * (another's document, one of a warehouse they may not use) is answered as if the record did not exist, whichever route
 * it is — read, edit, audit, write-back, remove, print, export, write-off. It runs after the read models have caught up
 * with the company's last write (ReadAfter), so a record just made is seen here.
 */
@Injectable()
export class RecordScopeInterceptor implements NestInterceptor {
  constructor(private readonly identity: IdentityQueries) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request & { session?: Session }>();
    const s = req.session;
    const ids = s && scopeLimits(s) ? namedIds(req.body) : [];
    if (!ids.length) return next.handle();
    return from(this.identity.scopedRecords(s!.companyId, ids)).pipe(
      switchMap((records) => {
        if (records.some((r) => !withinScope(s!, r))) throw new NotFoundError('单据不存在');
        return next.handle();
      }),
    );
  }
}
