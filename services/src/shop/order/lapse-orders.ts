import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import type { Logger } from '../../shared/http/logger';
import { LOGGER } from '../../shared/persistence/tokens';
import { decideOrder, evolveOrder, initialOrder, OrderState, orderStream, STORE_ORDER_EVENTS } from './store-order';
import { StoreOrderQueries } from './store-orders.queries';
import { Payments } from '../pay/payments';

/**
 * Cancels every order still waiting at `at` past its hold (ORDER_HOLD_MINUTES): its goods are free for others again,
 * and an online payment asked for it and never made is closed at its provider so it can no longer be paid.
 */
export class LapseOrdersCommand {
  constructor(readonly at = new Date()) {}
}

/** Who cancels a lapsed order, in its history and the 操作日志. */
const SYSTEM = { userId: 'system', userName: '系统（订单超时）' };

@CommandHandler(LapseOrdersCommand)
export class LapseOrdersHandler implements ICommandHandler<LapseOrdersCommand, number> {
  constructor(
    private readonly es: EventSourcing,
    private readonly orders: StoreOrderQueries,
    private readonly payments: Payments,
  ) {}

  /** How many orders lapsed. Each is decided on its stream: one the shop took meanwhile, or another process lapsed, is left. */
  async execute({ at }: LapseOrdersCommand) {
    let lapsed = 0;
    for (const { companyId, orderId } of await this.orders.overdue(at)) {
      const done = await retrying(async () => {
        const { state, version } = await this.es.load<OrderState>(
          orderStream(orderId),
          companyId,
          initialOrder,
          evolveStored(STORE_ORDER_EVENTS, evolveOrder),
        );
        const events = decideOrder.lapse(state);
        if (!events.length) return false;
        await this.es.commit(
          [
            {
              streamId: orderStream(orderId),
              streamType: 'StoreOrder',
              expectedVersion: version,
              events: toStored(STORE_ORDER_EVENTS, events),
            },
          ],
          { companyId, ...SYSTEM },
        );
        return true;
      });
      if (!done) continue;
      lapsed += 1;
      await this.payments.orderGone(companyId, orderId);
    }
    return lapsed;
  }
}

/** Looks for lapsed orders every minute, in every process: each is cancelled once whichever process finds it. */
@Injectable()
export class OverdueOrders implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly commands: CommandBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    const sweep = () =>
      this.commands.execute(new LapseOrdersCommand()).catch((err) => this.logger.error({ err }, 'store orders lapse failed'));
    this.timer = setInterval(() => void sweep(), 60_000);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }
}
