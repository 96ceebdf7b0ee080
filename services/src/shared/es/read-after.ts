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

  /** How far the read models must be for this request: what the company wrote, or a position the client sent back. */
  owed(companyId: string, told?: string): GlobalPosition | undefined {
    const kept = this.companies.get(companyId);
    const fresh = kept && Date.now() - kept.at <= FORGET_AFTER_MS ? kept.position : undefined;
    const sent = told && TOLD.test(told) ? parsePosition(told) : undefined;
    return fresh && sent ? (comparePositions(fresh, sent) > 0 ? fresh : sent) : (fresh ?? sent);
  }

  /** Resolves once the read models have passed `position` (see owed); a company that wrote no further is forgotten. */
  async settle(companyId: string, position: GlobalPosition): Promise<void> {
    await this.runner.waitFor(position);
    const kept = this.companies.get(companyId);
    if (kept && comparePositions(kept.position, position) <= 0) this.companies.delete(companyId);
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
      const owed = this.readAfter.owed(companyId, req.header(READ_AFTER_HEADER));
      return owed ? from(this.readAfter.settle(companyId, owed)).pipe(switchMap(() => next.handle())) : next.handle();
    }
    const res = ctx.switchToHttp().getResponse<Response>();
    context.wrote = (position) => {
      this.readAfter.wrote(companyId, position);
      if (!res.headersSent) res.setHeader(READ_AFTER_HEADER, formatPosition(position));
    };
    return next.handle();
  }
}
