import { Body, Controller, Headers, Ip } from '@nestjs/common';
import { Public } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { text, validate } from '../shared/validation/schema';
import { ConsoleLogQueries } from './console-log.queries';
import { CurrentOperator, OPERATOR_TOKEN_HEADER, OperatorRoute } from './operator.guard';
import { CurrentOperatorInfo } from './operator-sessions.queries';
import { OperatorAccounts } from './operator.service';

/** The console's own sign-in and log (its token travels in `op-token`, never in a company's `token`). */
@Controller('api/Console')
export class ConsoleController {
  constructor(
    private readonly accounts: OperatorAccounts,
    private readonly log: ConsoleLogQueries,
  ) {}

  @Public()
  @Action('Login')
  login(@Body() body: unknown, @Ip() ip: string) {
    const input = validate(
      {
        loginName: text('登录账号').required().maxWidth(30),
        password: text('密码').required().maxWidth(64),
        totpCode: text('动态码').required().maxWidth(6),
      },
      body,
    );
    return this.accounts.signIn(input, ip);
  }

  @OperatorRoute()
  @Action('Logout')
  async logout(@Headers(OPERATOR_TOKEN_HEADER) token: string, @CurrentOperator() op: CurrentOperatorInfo) {
    await this.accounts.signOut(token, op);
    return null;
  }

  @OperatorRoute()
  @Action('Me')
  me(@CurrentOperator() op: CurrentOperatorInfo) {
    return op;
  }

  /** The console's log, newest first; `companyId` narrows it to one company's. */
  @OperatorRoute()
  @Action('Log')
  page(@Body() body: Record<string, unknown>) {
    const { companyId } = validate({ companyId: text('公司') }, { companyId: body?.companyId });
    return this.log.page(parsePageQuery(body ?? {}), { companyId: companyId || undefined });
  }
}
