import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';
import type { Logger } from '../../shared/http/logger';
import { DAY, MINUTE, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG, LOGGER } from '../../shared/persistence/tokens';
import { CaptchaAnswer, Captchas } from '../auth/captcha';
import { SmsCodeStore } from './sms-codes.queries';
import { SMS_SENDER, SmsPurpose, SmsSender } from './sms';

export const CODE_VALID_SECONDS = 5 * MINUTE;
export const RESEND_SECONDS = 60;
/** Codes a phone may be sent in a day, and an address may ask for (the first without a captcha). */
export const MAX_CODES_PER_PHONE = 5;
export const MAX_CODES_PER_ADDRESS = 20;
/** Wrong codes a phone may be checked with in a day, and an address: 6 digits leave a guesser one chance in 200,000. */
export const MAX_WRONG_CODES_PER_PHONE = 5;
export const MAX_WRONG_CODES_PER_ADDRESS = 20;

/** What Sms/Send answers: sent (or, in development with no provider, written to the log), and when another may be asked for. */
export interface SmsSent {
  sent: true;
  resendAfter: number;
  validMinutes: number;
  devLogged?: true;
}

const tooSoon = (seconds: number) => new BusinessRuleError('SMS_TOO_SOON', `验证码已发送，请${seconds}秒后再获取`, { seconds });

/**
 * Verification codes by text message: 6 digits, kept as a hash, good once for 5 minutes, another to the same phone only
 * after 60 seconds. With no provider configured a code is refused before anything is counted or written
 * (SMS_NOT_CONFIGURED), except in development, where it goes to the log and the answer says so.
 */
@Injectable()
export class SmsCodes {
  constructor(
    @Inject(SMS_SENDER) private readonly sender: SmsSender | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: SmsCodeStore,
    private readonly limits: RateLimits,
    private readonly captchas: Captchas,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  ensureAvailable(): void {
    if (!this.sender && !this.config.development)
      throw new BusinessRuleError('SMS_NOT_CONFIGURED', '短信服务未开通，无法发送验证码，请联系管理员');
  }

  /**
   * Sms/Send: a code to the phone, within the phone's and the address's day (429 past them; the address's first code
   * without a captcha). `deliver` false counts and keeps it all the same but sends nothing (找回密码 for a phone no
   * account has, so the answer does not tell).
   */
  async send(input: { phone: string; purpose: SmsPurpose } & CaptchaAnswer, address: string, deliver = true): Promise<SmsSent> {
    this.ensureAvailable();
    const wait = await this.store.secondsToWait(input.phone, input.purpose, RESEND_SECONDS);
    if (wait) throw tooSoon(wait);
    await this.captchas.countTry(
      [{ name: 'sms-address', key: address, free: 1, max: MAX_CODES_PER_ADDRESS, seconds: DAY }],
      input,
      '获取短信验证码过于频繁，请明天再试',
    );
    await this.limits.enforce(
      [{ name: 'sms-phone', key: input.phone, max: MAX_CODES_PER_PHONE, seconds: DAY }],
      '该手机号今日获取验证码次数已达上限，请明天再试',
    );
    if (!(await this.issue(input.phone, input.purpose, deliver)))
      throw tooSoon(await this.store.secondsToWait(input.phone, input.purpose, RESEND_SECONDS));
    return this.receipt();
  }

  /** What asking for a code is answered, the same whether one went or not where the caller must not tell. */
  receipt(): SmsSent {
    return {
      sent: true,
      resendAfter: RESEND_SECONDS,
      validMinutes: CODE_VALID_SECONDS / MINUTE,
      ...(this.sender ? {} : { devLogged: true as const }),
    };
  }

  /** A new code kept and sent (`deliver`), the caller having counted it; false when the phone had one within 60 seconds. */
  async issue(phone: string, purpose: SmsPurpose, deliver = true): Promise<boolean> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!(await this.store.keep(phone, purpose, code, CODE_VALID_SECONDS, RESEND_SECONDS))) return false;
    if (!deliver) return true;
    if (!this.sender) {
      this.logger.info({ phone, purpose, code }, '短信验证码（开发环境未配置短信服务，写入日志）');
      return true;
    }
    try {
      await this.sender.send(phone, code, purpose);
    } catch (e) {
      await this.store.forget(phone, purpose);
      throw e;
    }
    return true;
  }

  /** The code typed for the phone, used up when right; a wrong one counts against the phone and the address. */
  async use(phone: string, purpose: SmsPurpose, code: string, address: string): Promise<void> {
    const hits = await this.limits.enforce(
      [
        { name: 'sms-wrong-phone', key: phone, max: MAX_WRONG_CODES_PER_PHONE, seconds: DAY },
        { name: 'sms-wrong-address', key: address, max: MAX_WRONG_CODES_PER_ADDRESS, seconds: DAY },
      ],
      '短信验证码错误次数过多，请明天再试',
    );
    if (!(await this.store.take(phone, purpose, code)))
      throw new BusinessRuleError('BAD_SMS_CODE', '短信验证码错误或已过期', { field: 'smsCode' });
    await this.limits.takeBack(hits);
  }

  /** The phone's live code for the purpose, used up when right (the caller counts the tries). */
  take(phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
    return this.store.take(phone, purpose, code);
  }

  forgetExpired(): Promise<void> {
    return this.store.forgetExpired();
  }
}
