import { randomBytes } from 'node:crypto';
import { Body, Controller, Headers, Inject, Ip } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@jxc/infra';
import { Action } from '../../shared/http/envelope.interceptor';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { DAY, HOUR } from '../../shared/http/rate-limits';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { text, validate } from '../../shared/validation/schema';
import { AllowExpired, CurrentSession, Public } from './decorators';
import { Session } from './session';
import { fillDemoCompany } from './demo-data';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegisterCompanyCommand } from '../company/register-company.commands';
import { captchaFields, loginNameField, passwordField, registerSchema } from '../identity.schemas';
import { IdentityQueries } from '../identity.queries';
import { SmsCodes } from '../sms/sms-codes.service';
import { Captchas, freeTries } from './captcha';

const DEMO_EDITION = 9;
/** A demo company lasts to the end of the next day (China Standard Time); then the demo purge clears it. */
export const DEMO_DAYS = 1;

@Controller('api/Login')
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly commands: CommandBus,
    private readonly captchas: Captchas,
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
   * A fresh demo company each time (RATE_LIMIT_DEMO an hour per address, the first of them without a captcha: see
   * freeTries), flagged isDemo, valid DEMO_DAYS, filled with a sample shop's records and a few weeks of its trade
   * (registerDemoData) so that the reports and the home page show something.
   */
  @Public()
  @Action('DemoLogin')
  async demo(@Body() body: unknown, @Ip() ip: string) {
    const max = this.config.rateLimits.demo;
    await this.captchas.countTry(
      [{ name: 'demo-address', key: ip, free: freeTries(max), max, seconds: HOUR }],
      validate(captchaFields, body ?? {}),
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

  @AllowExpired()
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
    private readonly captchas: Captchas,
    private readonly smsCodes: SmsCodes,
    private readonly queries: IdentityQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * RATE_LIMIT_REGISTER registrations an hour per address (the first of them without a captcha: see freeTries), and as
   * many a day per phone. A phone (Register_Mobile) comes with the code Sms/Send sent to it (purpose register) and must
   * be free; the code is checked last, once nothing else stands in the way, since checking uses it up.
   */
  @Public()
  @Action('Register')
  async register(@Body() body: unknown, @Ip() ip: string) {
    const { smsCode, captchaId, captchaCode, ...input } = validate(registerSchema, body);
    if (input.phone && !smsCode) throw new ValidationError('短信验证码不能为空：请先获取发送到手机的验证码', 'smsCode');
    const max = this.config.rateLimits.register;
    const phone = input.phone ? [{ name: 'register-phone', key: input.phone, free: max, max, seconds: DAY }] : [];
    await this.captchas.countTry(
      [{ name: 'register-address', key: ip, free: freeTries(max), max, seconds: HOUR }, ...phone],
      { captchaId, captchaCode },
      '注册过于频繁，请稍后再试',
    );
    if (await this.queries.loginNameTaken(input.loginName)) throw new ValidationError('登录账号已存在', 'loginName');
    if (input.phone) {
      if (await this.queries.phoneTaken(input.phone))
        throw new BusinessRuleError('PHONE_TAKEN', '该手机号已注册，请直接登录或找回密码', { field: 'phone' });
      await this.smsCodes.use(input.phone, 'register', smsCode!, ip);
    }
    const { userId, companyId } = await this.commands.execute(new RegisterCompanyCommand(input));
    return this.login.signIn(userId, companyId);
  }
}

@Controller('api/FindPassword')
export class FindPasswordController {
  constructor(private readonly reset: PasswordResetService) {}

  /** A code to the account's phone: answered the same whether or not the account exists or has a phone. */
  @Public()
  @Action('GetLicenseCode')
  code(@Body() body: unknown, @Ip() ip: string) {
    const input = validate({ loginName: text('登录账号').required().maxWidth(30), ...captchaFields }, body);
    return this.reset.sendCode(input, ip);
  }

  /** The new password, with the code sent for the account (loginName) or to the phone (Sms/Send, purpose reset). */
  @Public()
  @Action('ResetPassword')
  async resetPassword(@Body() body: unknown, @Ip() ip: string) {
    const input = validate(
      {
        loginName: loginNameField().optional(),
        phone: text('手机号').phone(),
        licenseCode: text('验证码')
          .required()
          .check((v) => /^\d{6}$/.test(v), '应为6位数字'),
        password: passwordField('新密码'),
        ...captchaFields,
      },
      body,
    );
    if (!input.loginName && !input.phone) throw new ValidationError('登录账号不能为空', 'loginName');
    await this.reset.reset(input, ip);
    return null;
  }
}
