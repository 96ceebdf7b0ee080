import { randomBytes } from 'node:crypto';
import { Body, Controller, Headers, Ip } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TRIAL_DAYS } from '../../contracts';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { CurrentSession, Public } from './decorators';
import { Session } from './session';
import { fillDemoCompany } from './demo-data';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegisterCompanyCommand } from '../company/register-company.command';
import { loginNameField, passwordField, registerSchema } from '../identity.schemas';

const DEMO_EDITION = 9;

@Controller('api/Login')
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Action('Login')
  async signIn(@Body() body: unknown, @Ip() ip: string) {
    const input = validate({ loginName: text('登录账号').required().maxWidth(30), password: text('密码').required().maxWidth(64) }, body);
    return this.login.login(input.loginName, input.password, ip);
  }

  /**
   * A fresh demo company each time, flagged isDemo, as long as a trial (seed §1: 15 days), filled with a sample shop's
   * records and a few weeks of its trade (registerDemoData) so that the reports and the home page show something.
   */
  @Public()
  @Action('DemoLogin')
  async demo() {
    const loginName = `demo_${randomBytes(5).toString('hex')}`;
    const { userId, companyId } = await this.commands.execute(
      new RegisterCompanyCommand({ companyName: '演示公司', loginName, password: randomBytes(12).toString('base64url'), productType: DEMO_EDITION, userName: '演示账号', isDemo: true, trialDays: TRIAL_DAYS }),
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
  ) {}

  @Public()
  @Action('Register')
  async register(@Body() body: unknown) {
    const input = validate(registerSchema, body);
    const { userId, companyId } = await this.commands.execute(new RegisterCompanyCommand(input));
    return this.login.signIn(userId, companyId);
  }
}

@Controller('api/FindPassword')
export class FindPasswordController {
  constructor(private readonly reset: PasswordResetService) {}

  @Public()
  @Action('GetLicenseCode')
  async code(@Body() body: unknown) {
    const input = validate({ loginName: text('登录账号').required().maxWidth(30) }, body);
    await this.reset.sendCode(input.loginName);
    return { sent: true };
  }

  @Public()
  @Action('ResetPassword')
  async resetPassword(@Body() body: unknown) {
    const input = validate({ loginName: loginNameField(), licenseCode: text('验证码').required().check((v) => /^\d{6}$/.test(v), '应为6位数字'), password: passwordField('新密码') }, body);
    await this.reset.reset(input.loginName, input.licenseCode, input.password);
    return null;
  }
}
