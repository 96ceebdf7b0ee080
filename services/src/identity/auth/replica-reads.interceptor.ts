import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { finalize, from, Observable, switchMap } from 'rxjs';
import type { Action } from '../../contracts';
import { requestContext } from '../../shared/http/request-context';
import { ReadReplicas } from '../../shared/persistence/read-replicas';
import { PERMISSION, WRITE } from './decorators';
import { Session } from './session';

/** What a role holding only these may do reads: a screen's lists, details and reports (查询, 查看). */
const READING: readonly Action[] = ['query', 'get'];

/** A signed-in call whose permission is only to read, and no write: it may be served by a hot standby. */
function onlyReads(reflector: Reflector, ctx: ExecutionContext): boolean {
  const targets = [ctx.getHandler(), ctx.getClass()];
  const permission = reflector.getAllAndOverride<{ actions: Action[] } | undefined>(PERMISSION, targets);
  return !!permission && permission.actions.every((a) => READING.includes(a)) && !reflector.getAllAndOverride<boolean>(WRITE, targets);
}

/**
 * Reads on the replicas (DATABASE_REPLICA_URLS): a call that only reads takes a standby that has replayed what the
 * primary had committed when it began — after ReadAfter has waited for the read models — or the primary. Every other
 * call, commands and whatever they read before and after writing, stays on the primary.
 */
@Injectable()
export class ReplicaReadsInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ReadReplicas) private readonly replicas: ReadReplicas,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.replicas.configured || ctx.getType() !== 'http') return next.handle();
    const context = requestContext.getStore();
    if (!context || !ctx.switchToHttp().getRequest<Request & { session?: Session }>().session || !onlyReads(this.reflector, ctx))
      return next.handle();
    return from(this.replicas.forRequest(context)).pipe(
      switchMap(() => next.handle()),
      finalize(() => this.replicas.finished(context)),
    );
  }
}
