import { Body, Controller, Headers, Ip } from '@nestjs/common';
import { BusinessRuleError, UnauthorizedError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { Public } from '../auth/decorators';
import { SessionService } from '../auth/session.service';
import { IdentityQueries } from '../identity.queries';
import { captchaFields } from '../identity.schemas';
import { SmsCodes } from './sms-codes.service';
import { SMS_PURPOSES, SmsPurpose } from './sms';

/**
 * `/api/Sms/Send`: a verification code by text message. register: the phone must be free; reset: answered the same
 * whether or not an account has the phone (sent only if one does); bind: for the signed-in user (its token), the
 * phone free of other accounts (their own phone too, to prove it before 解绑).
 */
@Public()
@Controller('api/Sms')
export class SmsController {
  constructor(
    private readonly codes: SmsCodes,
    private readonly queries: IdentityQueries,
    private readonly sessions: SessionService,
  ) {}

  @Action('Send')
  async send(@Body() body: unknown, @Ip() ip: string, @Headers('token') token?: string) {
    const input = validate(
      { phone: text('手机号').required().phone(), purpose: text('用途').required().oneOf(SMS_PURPOSES), ...captchaFields },
      body,
    );
    const purpose = input.purpose as SmsPurpose;
    this.codes.ensureAvailable();
    const holders = await this.queries.usersByPhone(input.phone);
    if (purpose === 'register' && holders.length)
      throw new BusinessRuleError('PHONE_TAKEN', '该手机号已注册，请直接登录或找回密码', { field: 'phone' });
    if (purpose === 'bind') {
      const session = token ? await this.sessions.resolve(token) : undefined;
      if (!session) throw new UnauthorizedError();
      if (holders.some((u) => u.userId !== session.userId))
        throw new BusinessRuleError('PHONE_TAKEN', '该手机号已被其他账号绑定', { field: 'phone' });
    }
    return this.codes.send({ ...input, purpose }, ip, purpose !== 'reset' || holders.length > 0);
  }
}
