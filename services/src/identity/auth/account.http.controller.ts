import { randomBytes } from 'node:crypto';
import { Body, Controller, Headers, Inject, Ip } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@jxc/infra';
import { Action } from '../../shared/http/envelope.interceptor';
import { DAY, HOUR, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { text, validate } from '../../shared/validation/schema';
import { CurrentSession, Public } from './decorators';
import { Session } from './session';
import { fillDemoCompany } from './demo-data';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegisterCompanyCommand } from '../company/register-company.commands';
import { captchaFields, loginNameField, passwordField, registerSchema } from '../identity.schemas';

const DEMO_EDITION = 9;
/** A demo company lasts to the end of the next day (China Standard Time); then the demo purge clears it. */
export const DEMO_DAYS = 1;

@Controller('api/Login')
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly commands: CommandBus,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Action('Login')
  async signIn(@Body() body: unknown, @Ip() ip: string) {
    const input = validate(
      { loginName: text('登录账号').required().maxWidth(30), password: text('密码').required().maxWidth(64), ...captchaFields },
      body,
    );
    return this.login.login(input, ip);
  }

  /**
   * A fresh demo company each time (RATE_LIMIT_DEMO an hour per address), flagged isDemo, valid DEMO_DAYS, filled with a
   * sample shop's records and a few weeks of its trade (registerDemoData) so that the reports and the home page show
   * something.
   */
  @Public()
  @Action('DemoLogin')
  async demo(@Ip() ip: string) {
    await this.limits.enforce(
      [{ name: 'demo-address', key: ip, max: this.config.rateLimits.demo, seconds: HOUR }],
      '体验演示次数过多，请稍后再试',
    );
    const loginName = `demo_${randomBytes(5).toString('hex')}`;
    const { userId, companyId } = await this.commands.execute(
      new RegisterCompanyCommand({
        companyName: '演示公司',
        loginName,
        password: randomBytes(12).toString('base64url'),
        productType: DEMO_EDITION,
        userName: '演示账号',
        isDemo: true,
        trialDays: DEMO_DAYS,
      }),
    );
    const signedIn = await this.login.signIn(userId, companyId);
    await fillDemoCompany(signedIn.token);
    return signedIn;
  }

  @Action('Logout')
  async signOut(@Headers('token') token: string, @CurrentSession() session: Session) {
    await this.login.signOut(token, session);
    return null;
  }
}

@Controller('api/Register')
export class RegisterController {
  constructor(
    private readonly login: LoginService,
    private readonly commands: CommandBus,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** RATE_LIMIT_REGISTER registrations an hour per address, and as many a day per phone. */
  @Public()
  @Action('Register')
  async register(@Body() body: unknown, @Ip() ip: string) {
    const input = validate(registerSchema, body);
    const max = this.config.rateLimits.register;
    const phone = input.phone ? [{ name: 'register-phone', key: input.phone, max, seconds: DAY }] : [];
    await this.limits.enforce([{ name: 'register-address', key: ip, max, seconds: HOUR }, ...phone], '注册过于频繁，请稍后再试');
    const { userId, companyId } = await this.commands.execute(new RegisterCompanyCommand(input));
    return this.login.signIn(userId, companyId);
  }
}

@Controller('api/FindPassword')
export class FindPasswordController {
  constructor(private readonly reset: PasswordResetService) {}

  @Public()
  @Action('GetLicenseCode')
  async code(@Body() body: unknown, @Ip() ip: string) {
    const input = validate({ loginName: text('登录账号').required().maxWidth(30), ...captchaFields }, body);
    await this.reset.sendCode(input, ip);
    return { sent: true };
  }

  @Public()
  @Action('ResetPassword')
  async resetPassword(@Body() body: unknown, @Ip() ip: string) {
    const input = validate(
      {
        loginName: loginNameField(),
        licenseCode: text('验证码')
          .required()
          .check((v) => /^\d{6}$/.test(v), '应为6位数字'),
        password: passwordField('新密码'),
        ...captchaFields,
      },
      body,
    );
    await this.reset.reset(input, ip);
    return null;
  }
}
