import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from '../../shared/http/logger';
import { LOGGER } from '../../shared/persistence/tokens';
import { Payments } from './payments';

/**
 * Every minute, in every serving process: payments whose notification has not come are asked after at their providers
 * (and closed there past their time), refunds under way too, and a paid payment whose receipt a crash left unposted
 * gets it. Each outcome is decided on the payment's stream, so two processes finding the same one record it once.
 */
@Injectable()
export class PaySweep implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly payments: Payments,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.payments.sweep().catch((err) => this.logger.error({ err }, 'payments sweep failed')), 60_000);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }
}
