import { Body, Controller, Inject, Ip } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { Action } from '../../shared/http/envelope.interceptor';
import { HOUR, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { text, validate } from '../../shared/validation/schema';
import { IdentityQueries } from '../identity.queries';
import { Captchas } from './captcha';
import { Public } from './decorators';

/** `/api/Common/*`: what the sign-in, registration and password screens ask before their own call; public, limited per address. */
@Public()
@Controller('api/Common')
export class CommonController {
  constructor(
    private readonly captchas: Captchas,
    private readonly queries: IdentityQueries,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Action('GetImageCheckCode')
  image(@Ip() ip: string) {
    return this.captchas.issue(ip);
  }

  /** Whether a login name and a phone are still free to register (null for one not asked). */
  @Action('CheckRegisterInfo')
  async checkRegisterInfo(@Body() body: unknown, @Ip() ip: string) {
    const input = validate({ loginName: text('登录账号').maxWidth(30), phone: text('手机号').phone() }, body);
    await this.limits.enforce(
      [{ name: 'check-register-address', key: ip, max: this.config.rateLimits.checkRegister, seconds: HOUR }],
      '查询过于频繁，请稍后再试',
    );
    return {
      loginNameFree: input.loginName ? !(await this.queries.loginNameTaken(input.loginName)) : null,
      phoneFree: input.phone ? !(await this.queries.phoneTaken(input.phone)) : null,
    };
  }
}
