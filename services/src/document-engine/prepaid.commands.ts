import type { AppendToStream } from '@jxc/infra';
import type { Dec } from '../shared/decimal';
import { evolveStored, toStored } from '../shared/es/event-names';
import type { EventSourcing } from '../shared/es/event-sourcing';
import { decidePrepaid, evolvePrepaid, noPrepaid, PREPAID_EVENTS, PrepaidMoved, prepaidStream, PrepaidState } from './prepaid';

/** A partner's prepaid as it stands now, with the version its next append expects. */
export const loadPrepaid = (es: EventSourcing, companyId: string, partnerId: string): Promise<{ state: PrepaidState; version: number }> =>
  es.load(prepaidStream(companyId, partnerId), companyId, noPrepaid(), evolveStored(PREPAID_EVENTS, evolvePrepaid));

/**
 * The append that adds to or takes from a partner's prepaid, expecting the version just loaded: committed with the
 * document that moves it, a concurrent move makes the commit retry on fresh state (and be refused if it no longer fits).
 */
export async function prepaidAppend(
  es: EventSourcing,
  companyId: string,
  way: 'add' | 'take',
  move: PrepaidMoved,
  refuse: (held: Dec) => Error,
): Promise<AppendToStream> {
  const { state, version } = await loadPrepaid(es, companyId, move.partnerId);
  const events = decidePrepaid(state, way, move, refuse);
  return {
    streamId: prepaidStream(companyId, move.partnerId),
    streamType: 'Prepaid',
    expectedVersion: version || 'no_stream',
    events: toStored(PREPAID_EVENTS, events),
  };
}
