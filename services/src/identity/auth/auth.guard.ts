import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Action, canDo, entriesForEdition, MSG, splitMenuId } from '../../contracts';
import { BusinessRuleError, ForbiddenError, UnauthorizedError } from '../../shared/errors';
import { ADMIN_ONLY, PERMISSION, PUBLIC, WRITE } from './decorators';
import { Session } from './session';
import { SessionService } from './session.service';

export const isExpired = (endTime: string | null, today = new Date().toISOString().slice(0, 10)) => !!endTime && endTime < today;

/**
 * Every API call passes here: the token names the session; then the administrator-only, edition, menu-action and
 * closed-books rules of the seed §6 are checked on the server, whatever the screen showed.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const meta = <T>(key: string) => this.reflector.getAllAndOverride<T>(key, [ctx.getHandler(), ctx.getClass()]);
    if (ctx.getType() !== 'http' || meta<boolean>(PUBLIC)) return true;
    const req = ctx.switchToHttp().getRequest<Request & { session?: Session }>();
    const token = req.header('token');
    const session = token ? await this.sessions.resolve(token) : undefined;
    if (!session) throw new UnauthorizedError();
    req.session = session;
    if (isExpired(session.endTime)) throw new ForbiddenError(MSG.accountExpired, 'ACCOUNT_EXPIRED');
    if (meta<boolean>(ADMIN_ONLY) && !session.isAdmin) throw new ForbiddenError(MSG.notAdmin, 'NOT_ADMIN');
    const perm = meta<{ menuIds: string[]; action: Action }>(PERMISSION);
    if (perm) {
      const entries = entriesForEdition(session.productType);
      const allowed = perm.menuIds.some((menuId) => entries.some((e) => e.id === splitMenuId(menuId).entryId) && canDo(session.permissions, menuId, perm.action, session.isAdmin));
      if (!allowed) throw new ForbiddenError(MSG.noPermission);
    }
    if (meta<boolean>(WRITE) && session.isOldSob) throw new BusinessRuleError('CLOSED_BOOKS', MSG.closedBooks);
    return true;
  }
}
