import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { Pool } from 'pg';
import { create as drawCaptcha } from 'svg-captcha';
import { BusinessRuleError, TooManyRequestsError } from '../../shared/errors';
import { HOUR, Limit, RateLimits } from '../../shared/http/rate-limits';
import { APP_CONFIG, PG_POOL } from '../../shared/persistence/tokens';

/** What a captcha answers to: the id Common/GetImageCheckCode gave and the characters read from its image. */
export interface CaptchaAnswer {
  captchaId?: string;
  captchaCode?: string;
}

/** A limit of a guarded call: `free` tries go without a captcha, `max` with one (then 429). */
export type GuardedLimit = Limit & { free: number };

/**
 * How many of an address's hourly allowance of a public call (registrations, demo companies) go without a captcha: a
 * fifth of it, at least one, so a person's first try is never slowed while a script soon has to read images.
 */
export const freeTries = (max: number) => Math.max(1, Math.floor(max / 5));

/** Characters that look alike in the image are left out. */
const LOOK_ALIKE = '0oO1iIlL';

/**
 * Image captchas, asked for by the public calls once an account or an address has failed tries (sign-in, password
 * reset). The answer stays in PostgreSQL, never sent; each captcha is good for one try within five minutes.
 */
@Injectable()
export class Captchas {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: RateLimits,
  ) {}

  /** A new captcha: its id and its image as an SVG data URL. */
  async issue(address: string): Promise<{ captchaId: string; image: string }> {
    await this.limits.enforce(
      [{ name: 'captcha-address', key: address, max: this.config.rateLimits.captcha, seconds: HOUR }],
      '获取图形验证码过于频繁，请稍后再试',
    );
    const { text, data } = drawCaptcha({
      size: 4,
      noise: 2,
      ignoreChars: LOOK_ALIKE,
      color: true,
      background: '#f5f5f5',
      width: 120,
      height: 40,
    });
    const captchaId = randomUUID();
    await this.pool.query(`insert into captchas (captcha_id, answer, expires_at) values ($1, $2, now() + interval '5 minutes')`, [
      captchaId,
      text.toLowerCase(),
    ]);
    return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  }

  /** Refuses (CAPTCHA_REQUIRED, so the screen shows a captcha) unless the answer is right; the captcha is used up either way. */
  async require(answer: CaptchaAnswer): Promise<void> {
    if (!answer.captchaId || !answer.captchaCode) throw new BusinessRuleError('CAPTCHA_REQUIRED', '为了账号安全，请输入图形验证码');
    const { rows } = await this.pool.query(`delete from captchas where captcha_id = $1 returning answer, expires_at > now() as live`, [
      answer.captchaId,
    ]);
    if (!rows[0]?.live || rows[0].answer !== answer.captchaCode.trim().toLowerCase())
      throw new BusinessRuleError('CAPTCHA_REQUIRED', '图形验证码错误或已过期，请重新输入');
  }

  /**
   * Counts one try of a call guarded by a captcha (answering the rows, to take back): within every limit's `free` tries
   * as it is, beyond them only with a solved captcha and within `max` (429 `tooMany` past it, before a captcha is
   * asked for). `asked` wants the captcha at once. Counting is atomic (RateLimits.take), so tries sent together cannot
   * slip past the captcha.
   */
  async countTry(limits: GuardedLimit[], answer: CaptchaAnswer, tooMany: string, asked = false): Promise<string[]> {
    if (!asked) {
      const free = await this.limits.take(limits.map((l) => ({ ...l, max: l.free })));
      if ('hits' in free) return free.hits;
    }
    if ((await this.limits.count(limits)).some((n, i) => n >= limits[i].max)) throw new TooManyRequestsError(tooMany);
    await this.require(answer);
    return this.limits.enforce(limits, tooMany);
  }

  async forgetExpired(): Promise<void> {
    await this.pool.query(`delete from captchas where expires_at < now()`);
  }
}
