import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DocumentContext, loadDocument } from '../document-engine';
import { EventSourcing } from '../shared/es/event-sourcing';
import { retrying } from '../shared/es/retrying';
import { shopDay } from '../contracts';
import { applyAppends, scheduleStream } from './change-price-effect';
import { CHANGE_PRICE } from './change-price.kind';
import { PriceQueries } from './price.queries';

/** Sets the prices of every audited 调价单 whose 生效日期 has come by `at` (a write-back of one not yet in effect cancels it). */
export class ApplyDuePriceChangesCommand {
  constructor(readonly at = new Date()) {}
}

/** Who sets a scheduled 调价单's prices, in its events and the 操作日志. */
const SCHEDULER = { userId: 'system', userName: '系统（调价单到期生效）' };

@CommandHandler(ApplyDuePriceChangesCommand)
export class ApplyDuePriceChangesHandler implements ICommandHandler<ApplyDuePriceChangesCommand, number> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
    private readonly prices: PriceQueries,
  ) {}

  /** How many 调价单 took effect. Each one's schedule stream is created with its prices: a second process finds it made. */
  async execute({ at }: ApplyDuePriceChangesCommand) {
    let applied = 0;
    for (const { docId, companyId } of await this.prices.due(shopDay(at))) {
      const done = await retrying(async () => {
        const { state } = await loadDocument(this.es, CHANGE_PRICE, docId, companyId);
        const scheduled = (await this.es.load(scheduleStream(docId), companyId, false, () => true)).state;
        if (state.status !== 'audited' || scheduled) return false;
        const streams = await applyAppends({ es: this.es, ctx: this.ctx.forCommand() }, companyId, CHANGE_PRICE, state.doc!, false);
        await this.es.commit(streams, { companyId, ...SCHEDULER });
        return true;
      });
      if (done) applied += 1;
    }
    return applied;
  }
}

/** Looks for 调价单 coming into effect every minute (and at start), in every process: each takes effect once whichever process finds it. */
@Injectable()
export class DuePriceChanges implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(private readonly commands: CommandBus) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.commands.execute(new ApplyDuePriceChangesCommand()).catch(() => undefined), 60_000);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }
}
