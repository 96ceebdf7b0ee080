import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Pool } from 'pg';
import { from, lastValueFrom, Observable } from 'rxjs';
import { BusinessRuleError, ConflictError } from '../errors';
import { PG_POOL } from '../persistence/tokens';
import { requestContext } from './request-context';

const HEADER = 'idempotency-key';
/**
 * A first attempt that never answered (its process stopped between writing and keeping the answer): whether it wrote is
 * not known here, so the caller is told to look rather than wait for ever or write again.
 */
const ABANDONED_AFTER = '2 minutes';
const ABANDONED = '该请求的处理中断了，结果不明：请先在单据列表中核对是否已生成，再决定是否重新提交';

/**
 * A write sent with an `Idempotency-Key` header runs once (the events it appends record the key): the same key and body replay the first result and
 * write nothing more; the same key with another body is refused; a retry while the first is still running waits.
 * Keys are scoped to the signed-in user (so a phone's backlog resent after signing in again still runs once), else the
 * caller's address, and the route.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const key = req.header(HEADER);
    if (!key || req.method !== 'POST') return next.handle();
    return from(this.run(req, key, () => lastValueFrom(next.handle(), { defaultValue: null })));
  }

  private async run(req: Request, key: string, execute: () => Promise<unknown>): Promise<unknown> {
    if (key.length > 200) throw new BusinessRuleError('VALIDATION', 'Idempotency-Key 过长');
    const session = (req as Request & { session?: { companyId: string; userId: string } }).session;
    const caller = session ? `${session.companyId}:${session.userId}` : req.ip;
    const scope = `${caller}|${req.path}`;
    const hash = createHash('sha256')
      .update(JSON.stringify(req.body ?? null))
      .digest('hex');
    const claimed = await this.pool.query(
      `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3) on conflict do nothing returning 1`,
      [scope, key, hash],
    );
    if (!claimed.rowCount) return this.replay(scope, key, hash);
    const context = requestContext.getStore();
    if (context) context.idempotencyKey = key;
    try {
      const result = await execute();
      await this.pool.query(`update idempotency_keys set status = 200, response = $3 where scope = $1 and key = $2`, [
        scope,
        key,
        JSON.stringify(result ?? null),
      ]);
      return result;
    } catch (e) {
      await this.pool.query(`delete from idempotency_keys where scope = $1 and key = $2`, [scope, key]);
      throw e;
    }
  }

  private async replay(scope: string, key: string, hash: string): Promise<unknown> {
    const until = Date.now() + 10_000;
    for (;;) {
      const { rows } = await this.pool.query(
        `select request_hash, status, response, created_at < now() - interval '${ABANDONED_AFTER}' as abandoned
           from idempotency_keys where scope = $1 and key = $2`,
        [scope, key],
      );
      if (!rows.length) throw new ConflictError('同一幂等键的请求失败了，请重新提交');
      if (rows[0].request_hash !== hash) throw new BusinessRuleError('IDEMPOTENCY_MISMATCH', '该 Idempotency-Key 已用于内容不同的请求');
      if (rows[0].status !== null) return rows[0].response;
      if (rows[0].abandoned) throw new BusinessRuleError('IDEMPOTENCY_UNKNOWN', ABANDONED);
      if (Date.now() > until) throw new ConflictError('同一幂等键的请求仍在处理中');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
