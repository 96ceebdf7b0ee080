import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DocumentContext } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { StoreOrderQueries } from '../order/store-orders.queries';
import { STORE_USER_EVENTS, storeUserStream } from './store-user';

export class LinkStoreUserCommand {
  constructor(
    readonly session: Session,
    readonly phone: string,
    readonly customId: string | null,
  ) {}
}

/** A buyer linked to a 客户 (or unlinked, null): the sales made from their orders from then on are that customer's. */
@CommandHandler(LinkStoreUserCommand)
export class LinkStoreUserHandler implements ICommandHandler<LinkStoreUserCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
    private readonly orders: StoreOrderQueries,
  ) {}

  async execute({ session, phone, customId }: LinkStoreUserCommand) {
    if (!(await this.orders.buyer(session.companyId, phone))) throw new NotFoundError('小程序用户不存在');
    if (customId) await this.ctx.checkRef('Custom', session.companyId, customId, '客户', 'customId');
    const streamId = storeUserStream(session.companyId, phone);
    const { version } = await this.es.load(streamId, session.companyId, null, () => null);
    await this.es.commit(
      [
        {
          streamId,
          streamType: 'StoreUser',
          expectedVersion: version || 'no_stream',
          events: [{ type: STORE_USER_EVENTS.Linked, data: { phone, customId } }],
        },
      ],
      actorOf(session),
    );
  }
}
