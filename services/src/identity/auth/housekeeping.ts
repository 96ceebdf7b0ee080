import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { RateLimits } from '../../shared/http/rate-limits';
import { Captchas } from './captcha';
import { SmsCodes } from '../sms/sms-codes.service';

/** Every ten minutes, in every serving process: expired captchas and text-message codes, and counts no limit looks at any more, go. */
@Injectable()
export class PublicCallsHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly limits: RateLimits,
    private readonly captchas: Captchas,
    private readonly smsCodes: SmsCodes,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), 10 * 60_000);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    await Promise.all([this.limits.forgetOld(), this.captchas.forgetExpired(), this.smsCodes.forgetExpired()]);
  }
}
