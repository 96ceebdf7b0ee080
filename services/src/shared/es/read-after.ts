import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { comparePositions, formatPosition, GlobalPosition, parsePosition } from '@jxc/infra';
import { ProjectionRunner } from '@jxc/projections';
import { from, Observable, switchMap } from 'rxjs';
import { requestContext } from '../http/request-context';

const ANSWERS_FIRST = 'es:answersBeforeReadModels';

/**
 * With `true`, the response is made from the decision alone (a document's id, number and status) and the decision reads
 * no read model that such requests write, so the request's commits do not wait for the read models: the company's next
 * other request does (see ReadAfter).
 */
export const AnswersBeforeReadModels = (answers = true) => SetMetadata(ANSWERS_FIRST, answers);

/** Sent with such a response: where the read models must be before they show it. A client may send it back. */
export const READ_AFTER_HEADER = 'X-Read-After';

const FORGET_AFTER_MS = 10_000;
const TOLD = /^\d{1,19}:\d{1,19}$/;

interface Written {
  position: GlobalPosition;
  at: number;
}

/**
 * Read-your-writes for commits that answered before the read models showed them: every other request of the same
 * company waits until the read models pass what it wrote, so the user who saved, and a colleague reloading a list,
 * see the document. This process remembers what it answered; behind a load balancer, the position a client sends back
 * (X-Read-After, as the web app does) carries it to the other processes.
 */
@Injectable()
export class ReadAfter {
  private readonly companies = new Map<string, Written>();

  constructor(private readonly runner: ProjectionRunner) {}

  wrote(companyId: string, position: GlobalPosition): void {
    const now = Date.now();
    const kept = this.companies.get(companyId);
    if (!kept || comparePositions(position, kept.position) > 0) this.companies.set(companyId, { position, at: now });
    if (this.companies.size > 1000) for (const [k, w] of this.companies) if (now - w.at > FORGET_AFTER_MS) this.companies.delete(k);
  }

  /** Resolves once the read models show what the company wrote; `told` is a position the client sent back. */
  async settle(companyId: string, told?: string): Promise<void> {
    const kept = this.companies.get(companyId);
    const fresh = kept && Date.now() - kept.at <= FORGET_AFTER_MS ? kept.position : undefined;
    const sent = told && TOLD.test(told) ? parsePosition(told) : undefined;
    const position = fresh && sent ? (comparePositions(fresh, sent) > 0 ? fresh : sent) : (fresh ?? sent);
    if (!position) return;
    await this.runner.waitFor(position);
    if (kept && this.companies.get(companyId) === kept && comparePositions(kept.position, position) <= 0) this.companies.delete(companyId);
  }
}

/** A signed-in request that answers first has its commits report to ReadAfter; any other first settles. */
@Injectable()
export class ReadAfterInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly readAfter: ReadAfter,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request & { session?: { companyId: string } }>();
    if (!req.session) return next.handle();
    const { companyId } = req.session;
    const context = requestContext.getStore();
    if (!this.reflector.getAllAndOverride<boolean>(ANSWERS_FIRST, [ctx.getHandler(), ctx.getClass()]) || !context) {
      return from(this.readAfter.settle(companyId, req.header(READ_AFTER_HEADER))).pipe(switchMap(() => next.handle()));
    }
    const res = ctx.switchToHttp().getResponse<Response>();
    context.wrote = (position) => {
      this.readAfter.wrote(companyId, position);
      if (!res.headersSent) res.setHeader(READ_AFTER_HEADER, formatPosition(position));
    };
    return next.handle();
  }
}
