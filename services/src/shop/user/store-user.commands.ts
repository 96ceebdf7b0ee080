import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DocumentContext } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
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
    private readonly ds: DataSource,
  ) {}

  async execute({ session, phone, customId }: LinkStoreUserCommand) {
    const [user] = await this.ds.query(`select 1 from store_users where company_id = $1 and phone = $2`, [session.companyId, phone]);
    if (!user) throw new NotFoundError('小程序用户不存在');
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
