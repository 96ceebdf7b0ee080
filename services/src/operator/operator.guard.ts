import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { OperatorOnly } from '../identity';
import { ForbiddenError, UnauthorizedError } from '../shared/errors';
import { CurrentOperatorInfo, OperatorSessions } from './operator-sessions.queries';

export const OPERATOR_TOKEN_HEADER = 'op-token';
export const OPERATORS_ONLY = '仅限运营人员';

type OperatorRequest = Request & { operator?: CurrentOperatorInfo };

/**
 * A console call needs an operator's token (`op-token`). A company's `token`, valid or not, is refused with 403 before
 * anything else: a company's user is never let into the console, even holding an operator's token as well.
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(private readonly sessions: OperatorSessions) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<OperatorRequest>();
    if (req.header('token') !== undefined) throw new ForbiddenError(OPERATORS_ONLY);
    const token = req.header(OPERATOR_TOKEN_HEADER);
    const operator = token ? await this.sessions.resolve(token) : undefined;
    if (!operator) throw new UnauthorizedError('请先登录运营后台');
    req.operator = operator;
    return true;
  }
}

/** An operators-only route (on a controller or a handler): see OperatorGuard. */
export const OperatorRoute = () => applyDecorators(OperatorOnly(), UseGuards(OperatorGuard));

/** The signed-in operator of an OperatorRoute: { operatorId, operatorName, loginName }. */
export const CurrentOperator = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): CurrentOperatorInfo => ctx.switchToHttp().getRequest<OperatorRequest>().operator!,
);

/** Who an operator's event is recorded against: the company it acts on ('' for none), the operator by id and name. */
export const operatorActor = (op: CurrentOperatorInfo, companyId = '') => ({
  companyId,
  userId: op.operatorId,
  userName: `${op.operatorName}（运营）`,
});
