import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MasterDataQueries } from '../../catalog';
import { actorOf, recordScope, Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import {
  CUSTOM_VISIT_EVENTS,
  CustomVisitEvent,
  CustomVisitState,
  decideCustomVisit,
  evolveCustomVisit,
  noVisit,
  VisitChange,
  VisitPlace,
  visitStream,
} from './custom-visit';

export type CustomVisitAction =
  | ({ how: 'create'; customId: string } & VisitChange)
  | ({ how: 'update'; visitId: string } & VisitChange)
  | { how: 'signIn' | 'signOut'; visitId: string; place: VisitPlace };

export class CustomVisitCommand {
  constructor(
    readonly session: Session,
    readonly action: CustomVisitAction,
  ) {}
}

const fold = evolveStored(CUSTOM_VISIT_EVENTS, evolveCustomVisit);

/** Records, changes, signs in and out of customer visits; a visit outside the caller's data scope is as if not there. */
@CommandHandler(CustomVisitCommand)
export class CustomVisitHandler implements ICommandHandler<CustomVisitCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly refs: MasterDataQueries,
  ) {}

  async execute({ session, action }: CustomVisitCommand) {
    const visitId = action.how === 'create' ? randomUUID() : action.visitId;
    const { state, version } = await this.es.load<CustomVisitState>(visitStream(visitId), session.companyId, noVisit, fold);
    const { creatorIds } = recordScope(session);
    if (state.visit && creatorIds && !creatorIds.includes(state.visit.visitorId)) throw new NotFoundError('客户拜访不存在');
    if (action.how === 'create' || action.how === 'update') await this.checkRefs(session, action);
    const at = new Date().toISOString();
    const change = (a: VisitChange): VisitChange => ({ visitDate: a.visitDate, tagIds: a.tagIds, remark: a.remark });
    const events: CustomVisitEvent[] =
      action.how === 'create'
        ? decideCustomVisit.create(state, { visitId, customId: action.customId, visitorId: session.userId, ...change(action) })
        : action.how === 'update'
          ? decideCustomVisit.update(state, change(action))
          : decideCustomVisit[action.how](state, session.userId, action.place, at);
    await this.es.commit(
      [
        {
          streamId: visitStream(visitId),
          streamType: 'CustomVisit',
          expectedVersion: version || 'no_stream',
          events: toStored(CUSTOM_VISIT_EVENTS, events),
        },
      ],
      actorOf(session),
    );
    return visitId;
  }

  private checkRefs(session: Session, a: VisitChange & { customId?: string }) {
    return this.refs.checkRefsAt(session.companyId, [
      ...(a.customId ? [{ kind: 'Custom' as const, id: a.customId, label: '客户', field: 'customId' }] : []),
      ...a.tagIds.map((id, i) => ({ kind: 'VisitTag' as const, id, label: `拜访标签第${i + 1}个`, field: 'tagIds' })),
    ]);
  }
}
