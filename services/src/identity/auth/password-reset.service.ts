import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';
import { DAY, HOUR, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG, LOGGER } from '../../shared/persistence/tokens';
import type { Logger } from '../../shared/http/logger';
import { IdentityQueries } from '../identity.queries';
import { SmsCodes, SmsSent } from '../sms/sms-codes.service';
import { UpdateUserCommand } from '../user/user.commands';
import { CaptchaAnswer, Captchas, GuardedLimit } from './captcha';

/**
 * Wrong codes an account may be checked with in a day, over all its codes, and an address: the code keeps its 6 digits
 * (typed from a text message), so 5 tries a day give a guesser one chance in 200,000 a day.
 */
export const MAX_WRONG_CODES_PER_ACCOUNT = 5;
export const MAX_WRONG_CODES_PER_ADDRESS = 20;
/** Codes an account, and a phone, may be sent in a day (the address's hourly limit is RATE_LIMIT_RESET_CODE). */
export const MAX_CODES_PER_ACCOUNT = 5;
const CODE_SENT = { account: 'reset-code-account', address: 'reset-code-address', phone: 'reset-code-phone' };
const WRONG_CODE = { account: 'reset-wrong-account', address: 'reset-wrong-address' };

/**
 * 找回密码 by a code sent by text message to the account's phone (SmsCodes: 5 minutes, one use), asked for by login
 * name here or by phone through Sms/Send. Codes sent and wrong codes are counted per account and per address through
 * the shared limits, whatever code is current (a new code does not start the count again). The first code of the
 * account's day (of the address's hour) and the first wrong code of the day go without a captcha; every further try
 * needs one, and so does a new code once a wrong one was tried.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: IdentityQueries,
    private readonly smsCodes: SmsCodes,
    private readonly commands: CommandBus,
    private readonly limits: RateLimits,
    private readonly captchas: Captchas,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Answers the same whether or not the account exists or has a phone, so login names cannot be probed; within 60
   * seconds of the last code to the phone nothing new is sent (the last one still holds).
   */
  async sendCode(input: { loginName: string } & CaptchaAnswer, address: string): Promise<SmsSent> {
    this.smsCodes.ensureAvailable();
    const account = input.loginName.toLowerCase();
    const wrong = await this.limits.count(this.wrongCodes(account, address));
    await this.captchas.countTry(
      [
        { name: CODE_SENT.account, key: account, free: 1, max: MAX_CODES_PER_ACCOUNT, seconds: DAY },
        { name: CODE_SENT.address, key: address, free: 1, max: this.config.rateLimits.resetCode, seconds: HOUR },
      ],
      input,
      '获取验证码过于频繁，请稍后再试',
      wrong.some((n) => n > 0),
    );
    const user = await this.queries.userByLoginName(input.loginName);
    if (user?.phone) {
      await this.limits.enforce(
        [{ name: CODE_SENT.phone, key: user.phone, max: MAX_CODES_PER_ACCOUNT, seconds: DAY }],
        '该手机号今日获取验证码次数已达上限',
      );
      await this.smsCodes.issue(user.phone, 'reset');
    }
    return this.smsCodes.receipt();
  }

  /** A right code is used up by the reset (its check not counted); a wrong one counts against the account and the address. */
  async reset(
    input: { loginName?: string; phone?: string; licenseCode: string; password: string } & CaptchaAnswer,
    address: string,
  ): Promise<void> {
    const account = input.loginName?.toLowerCase() ?? input.phone!;
    const hits = await this.captchas.countTry(this.wrongCodes(account, address), input, '验证码错误次数过多，请明天再试');
    const users = input.loginName
      ? [await this.queries.userByLoginName(input.loginName)].filter((u) => !!u)
      : await this.queries.usersByPhone(input.phone!);
    if (users.length > 1) throw new BusinessRuleError('PHONE_SHARED', '该手机号绑定了多个账号，请输入登录账号找回密码');
    const user = users[0]?.phone && (await this.smsCodes.take(users[0].phone, 'reset', input.licenseCode)) ? users[0] : null;
    if (!user) throw new BusinessRuleError('BAD_LICENSE_CODE', '验证码错误或已过期');
    await this.limits.takeBack(hits);
    await this.commands.execute(
      new UpdateUserCommand({ companyId: user.companyId, userId: user.userId, userName: user.userName }, user.userId, {
        password: input.password,
      }),
    );
    this.logger.info({ userId: user.userId }, '密码已通过验证码重置');
  }

  /** Wrong codes: the first of a day without a captcha. */
  private wrongCodes(account: string, address: string): GuardedLimit[] {
    return [
      { name: WRONG_CODE.account, key: account, free: 1, max: MAX_WRONG_CODES_PER_ACCOUNT, seconds: DAY },
      { name: WRONG_CODE.address, key: address, free: 1, max: MAX_WRONG_CODES_PER_ADDRESS, seconds: DAY },
    ];
  }
}
