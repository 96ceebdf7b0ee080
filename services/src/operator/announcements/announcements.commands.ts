import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import {
  ANNOUNCEMENT_EVENTS,
  AnnouncementEvent,
  AnnouncementKind,
  AnnouncementState,
  AnnouncementText,
  announcementStream,
  decideAnnouncement,
  evolveAnnouncement,
  noAnnouncement,
} from './announcement';
import { AnnouncementQueries } from './announcements.queries';

export type AnnouncementAction =
  | { how: 'write'; kind: AnnouncementKind; text: AnnouncementText }
  | { how: 'edit'; announcementId: string; text: AnnouncementText }
  /** publishAt: when it shows (now when not given). */
  | { how: 'publish'; announcementId: string; publishAt?: string }
  | { how: 'withdraw'; announcementId: string };

export class AnnouncementCommand {
  constructor(
    /** The operator as the event store records who acted. */
    readonly operator: Actor,
    readonly action: AnnouncementAction,
  ) {}
}

const fold = evolveStored(ANNOUNCEMENT_EVENTS, evolveAnnouncement);

/** Writes, edits, publishes (now or at a time) and withdraws the operators' announcements; each is an event with who and when. */
@CommandHandler(AnnouncementCommand)
export class AnnouncementHandler implements ICommandHandler<AnnouncementCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: AnnouncementQueries,
  ) {}

  async execute({ operator, action }: AnnouncementCommand) {
    const id = action.how === 'write' ? randomUUID() : action.announcementId;
    const stream = announcementStream(id);
    const { state, version } = await this.es.load<AnnouncementState>(stream, operator.companyId, noAnnouncement, fold);
    const now = new Date().toISOString();
    const events: AnnouncementEvent[] =
      action.how === 'write'
        ? decideAnnouncement.write(state, id, action.kind, action.text)
        : action.how === 'edit'
          ? decideAnnouncement.edit(state, action.text, now)
          : action.how === 'publish'
            ? decideAnnouncement.publish(
                state,
                action.publishAt ?? now,
                now,
                state.kind ? await this.queries.latestVersion(state.kind, id) : null,
              )
            : decideAnnouncement.withdraw(state);
    await this.es.commit(
      [
        {
          streamId: stream,
          streamType: 'Announcement',
          expectedVersion: version || 'no_stream',
          events: toStored(ANNOUNCEMENT_EVENTS, events),
        },
      ],
      operator,
    );
    return id;
  }
}
