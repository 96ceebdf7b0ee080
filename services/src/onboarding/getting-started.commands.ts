import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor, EventSourcing } from '../shared/es/event-sourcing';
import { evolveHidden, GETTING_STARTED_HIDDEN, gettingStartedStream } from './getting-started';

export class HideGettingStartedCommand {
  constructor(readonly actor: Actor) {}
}

/** Hides the checklist for the whole company; hiding it again changes nothing. */
@CommandHandler(HideGettingStartedCommand)
export class HideGettingStartedHandler implements ICommandHandler<HideGettingStartedCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor }: HideGettingStartedCommand) {
    const streamId = gettingStartedStream(actor.companyId);
    const { state: hidden, version } = await this.es.load(streamId, actor.companyId, false, evolveHidden);
    if (hidden) return;
    await this.es.commit(
      [
        {
          streamId,
          streamType: 'GettingStarted',
          expectedVersion: version || 'no_stream',
          events: [{ type: GETTING_STARTED_HIDDEN, data: {} }],
        },
      ],
      actor,
    );
  }
}
