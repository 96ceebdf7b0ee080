import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { loadClosedMonths, type ClosedMonths } from '../document-engine';
import { Actor, EventSourcing } from '../shared/es/event-sourcing';
import { evolveStored, toStored } from '../shared/es/event-names';
import { LEDGER_EVENTS, ledgerStream, type LedgerEvent } from './ledger-events';
import { evolveLedger, initialLedger, type LedgerState } from './ledger';

/**
 * Any decision of the ledger: taken on the company's chart and rules (its Ledger stream) and its closed months, its
 * events appended to the Ledger stream at the version decided on.
 */
export class LedgerCommand {
  constructor(
    readonly actor: Actor,
    readonly decide: (s: LedgerState, closed: ClosedMonths) => LedgerEvent[] | Promise<LedgerEvent[]>,
  ) {}
}

export const loadLedger = (es: EventSourcing, companyId: string) =>
  es.load(ledgerStream(companyId), companyId, initialLedger, evolveStored(LEDGER_EVENTS, evolveLedger));

@CommandHandler(LedgerCommand)
export class LedgerHandler implements ICommandHandler<LedgerCommand, LedgerEvent[]> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, decide }: LedgerCommand) {
    const [{ state, version }, { state: closed }] = await Promise.all([
      loadLedger(this.es, actor.companyId),
      loadClosedMonths(this.es, actor.companyId),
    ]);
    const events = await decide(state, closed);
    await this.es.commit(
      [
        {
          streamId: ledgerStream(actor.companyId),
          streamType: 'Ledger',
          expectedVersion: version || 'no_stream',
          events: toStored(LEDGER_EVENTS, events),
        },
      ],
      actor,
    );
    return events;
  }
}
