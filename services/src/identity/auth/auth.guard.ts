import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Action, ALL_ENTRIES, canDo, EDITIONS, entriesForEdition, MSG, splitMenuId } from '../../contracts';
import { BusinessRuleError, ForbiddenError, UnauthorizedError } from '../../shared/errors';
import { ADMIN_ONLY, ALLOW_EXPIRED, OPERATOR, PERMISSION, PUBLIC, WRITE } from './decorators';
import { Session } from './session';
import { SessionService } from './session.service';
import { shopDay } from '../../contracts';

/** What the users of a company an operator locked are told, at sign-in and on every call. */
export const COMPANY_LOCKED = '公司账号已被停用，请联系客服';

export const isExpired = (endTime: string | null, today = shopDay()) => !!endTime && endTime < today;

/**
 * The seed's menu-action rule, for checks that depend on the request (an attachment follows its owner's menu): the
 * edition must have one of the entries and the role allow one of the actions on it; otherwise 403.
 */
export function requirePermission(session: Session, menuIds: readonly string[], actions: readonly Action[]): void {
  const inEdition = (productType: number) =>
    menuIds.filter((menuId) => entriesForEdition(productType).some((e) => e.id === splitMenuId(menuId).entryId));
  const present = inEdition(session.productType);
  if (!present.length) throw new ForbiddenError(editionRefusal(menuIds, inEdition), 'EDITION');
  if (!present.some((menuId) => actions.some((action) => canDo(session.permissions, menuId, action, session.isAdmin))))
    throw new ForbiddenError(MSG.noPermission);
}

/** What an edition without the screen is told: which editions have it (门店/机构管理仅多店协同版、多店旗舰版可用). */
function editionRefusal(menuIds: readonly string[], inEdition: (productType: number) => string[]): string {
  const entry = ALL_ENTRIES.find((e) => e.id === splitMenuId(menuIds[0]).entryId);
  const editions = Object.entries(EDITIONS)
    .filter(([productType]) => inEdition(Number(productType)).length)
    .map(([, name]) => name);
  return entry && editions.length ? `${entry.title}仅${editions.join('、')}可用，当前版本不支持` : MSG.noPermission;
}

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
    if (ctx.getType() !== 'http' || meta<boolean>(PUBLIC) || meta<boolean>(OPERATOR)) return true;
    const req = ctx.switchToHttp().getRequest<Request & { session?: Session }>();
    const token = req.header('token');
    const session = token ? await this.sessions.resolve(token) : undefined;
    if (!session) throw new UnauthorizedError();
    req.session = session;
    if (session.companyLocked) throw new ForbiddenError(COMPANY_LOCKED, 'COMPANY_LOCKED');
    if (isExpired(session.endTime) && !(session.isAdmin && meta<boolean>(ALLOW_EXPIRED)))
      throw new ForbiddenError(MSG.accountExpired, 'ACCOUNT_EXPIRED');
    if (meta<boolean>(ADMIN_ONLY) && !session.isAdmin) throw new ForbiddenError(MSG.notAdmin, 'NOT_ADMIN');
    const perm = meta<{ menuIds: string[]; actions: Action[] }>(PERMISSION);
    if (perm) requirePermission(session, perm.menuIds, perm.actions);
    if (meta<boolean>(WRITE) && session.isOldSob) throw new BusinessRuleError('CLOSED_BOOKS', MSG.closedBooks);
    return true;
  }
}
