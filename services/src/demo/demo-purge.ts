import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { COMPANY_RESET } from '@jxc/projections';
import { Pool } from 'pg';
import { shopDay } from '../contracts';
import { IdentityQueries, SessionService } from '../identity';
import { resetStream } from '../shared/es/company-reset';
import { EventSourcing } from '../shared/es/event-sourcing';
import { PG_POOL } from '../shared/persistence/tokens';

/** Who clears an expired demo, in its events and the 操作日志. */
const PURGER = { userId: 'system', userName: '系统（演示到期清理）' };
/** The advisory lock the purging process holds. */
const PURGE_LOCK = 7301061;

/** Clears the demo companies whose last day is before `today`. */
export class PurgeExpiredDemosCommand {
  constructor(readonly today = shopDay()) {}
}

/**
 * An expired demo company's sessions end, and the CompanyReset of 系统重置, marked demoExpired, drops its business data
 * from every read model (and marks the company purged). What a reset keeps stays (the company, its account,
 * warehouses, settings, the 操作日志), and so do the events: nothing in the store is deleted. Answers how many.
 */
@CommandHandler(PurgeExpiredDemosCommand)
export class PurgeExpiredDemosHandler implements ICommandHandler<PurgeExpiredDemosCommand, number> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly es: EventSourcing,
    private readonly queries: IdentityQueries,
    private readonly sessions: SessionService,
  ) {}

  async execute({ today }: PurgeExpiredDemosCommand): Promise<number> {
    const lock = await this.pool.connect();
    try {
      if (!(await lock.query('select pg_try_advisory_lock($1) as ok', [PURGE_LOCK])).rows[0].ok) return 0;
      try {
        const expired = await this.queries.expiredDemos(today);
        for (const companyId of expired) {
          await this.sessions.endCompany(companyId);
          const reset = { type: COMPANY_RESET, data: { companyId, demoExpired: true } };
          await this.es.commit([{ streamId: resetStream(companyId), streamType: 'Reset', expectedVersion: 'any', events: [reset] }], {
            companyId,
            ...PURGER,
          });
        }
        return expired.length;
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [PURGE_LOCK]);
      }
    } finally {
      lock.release();
    }
  }
}

/** Looks for expired demos every ten minutes, in every serving process; one at a time purges (an advisory lock). */
@Injectable()
export class DemoPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(private readonly commands: CommandBus) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.commands.execute(new PurgeExpiredDemosCommand()).catch(() => undefined), 10 * 60_000);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }
}
