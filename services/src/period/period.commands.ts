import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { shopDay } from '../contracts';
import { ClosedMonths, loadClosedMonths, PERIOD_EVENTS, PeriodEvent, periodStream } from '../document-engine';
import { IdentityEvents, identityStreams } from '../identity';
import { Actor, EventSourcing } from '../shared/es/event-sourcing';
import { toStored } from '../shared/es/event-names';
import { decidePeriod } from './period';

export class ClosePeriodCommand {
  constructor(
    readonly actor: Actor,
    readonly month: string,
  ) {}
}

export class ReopenPeriodCommand {
  constructor(
    readonly actor: Actor,
    readonly month: string,
  ) {}
}

async function decideAndCommit(es: EventSourcing, actor: Actor, decide: (s: ClosedMonths) => PeriodEvent[]) {
  const { state, version } = await loadClosedMonths(es, actor.companyId);
  await es.commit(
    [
      {
        streamId: periodStream(actor.companyId),
        streamType: 'Period',
        expectedVersion: version || 'no_stream',
        events: toStored(PERIOD_EVENTS, decide(state)),
      },
    ],
    actor,
  );
}

/** 结账: the month (this one at the latest, China time) after the last closed one. */
@CommandHandler(ClosePeriodCommand)
export class ClosePeriodHandler implements ICommandHandler<ClosePeriodCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  execute({ actor, month }: ClosePeriodCommand) {
    return decideAndCommit(this.es, actor, (s) => decidePeriod.close(s, month, shopDay().slice(0, 7)));
  }
}

/** 反结账: the latest closed month. */
@CommandHandler(ReopenPeriodCommand)
export class ReopenPeriodHandler implements ICommandHandler<ReopenPeriodCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  execute({ actor, month }: ReopenPeriodCommand) {
    return decideAndCommit(this.es, actor, (s) => decidePeriod.reopen(s, month));
  }
}

export class ArchiveBooksCommand {
  constructor(readonly actor: Actor) {}
}

/** 归档账套: the company's books closed for good (CompanyBooksClosed, IsOldSob); from then on every write is refused. */
@CommandHandler(ArchiveBooksCommand)
export class ArchiveBooksHandler implements ICommandHandler<ArchiveBooksCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor }: ArchiveBooksCommand) {
    const { state } = await loadClosedMonths(this.es, actor.companyId);
    decidePeriod.archive(state, shopDay().slice(0, 7));
    await this.es.commit(
      [
        {
          streamId: identityStreams.company(actor.companyId),
          streamType: 'Company',
          expectedVersion: 'any',
          events: [{ type: IdentityEvents.CompanyBooksClosed, data: {} }],
        },
      ],
      actor,
    );
  }
}
