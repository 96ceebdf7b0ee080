import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AppendToStream } from '@jxc/infra';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import type { Patch } from '../../shared/patch';
import { decideStore, evolveStore, initialStore } from './store';
import type { StoreSettings } from '../../contracts';
import { STORE_CODE_RESERVED, STORE_EVENTS } from './store.events';
import { StoreQueries } from './store.queries';
import { randomCode } from '../random-code';

export const storeStream = (companyId: string) => `Store-${companyId}`;

export class SaveStoreCommand {
  constructor(
    readonly actor: Actor,
    readonly changes: Patch<StoreSettings>,
  ) {}
}

/**
 * 店铺设置 saved. The first save creates the store with a random public code, reserved in the same append on its own
 * stream (`StoreCode-{code}`) so that no two companies ever hold one; a code taken already is drawn again.
 */
@CommandHandler(SaveStoreCommand)
export class SaveStoreHandler implements ICommandHandler<SaveStoreCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: StoreQueries,
  ) {}

  async execute({ actor, changes }: SaveStoreCommand): Promise<string> {
    if (changes.warehouseId) await this.queries.checkWarehouse(actor.companyId, changes.warehouseId);
    const defaults = await this.queries.defaults(actor.companyId);
    const streamId = storeStream(actor.companyId);
    return retrying(async () => {
      const { state, version } = await this.es.load(
        streamId,
        actor.companyId,
        initialStore(defaults),
        evolveStored(STORE_EVENTS, evolveStore),
      );
      const code = state.storeCode ?? randomCode();
      const events = decideStore(state, changes, code);
      if (!events.length) return code;
      const streams: AppendToStream[] = [
        { streamId, streamType: 'Store', expectedVersion: version || 'no_stream', events: toStored(STORE_EVENTS, events) },
      ];
      if (!state.storeCode)
        streams.push({
          streamId: `StoreCode-${code}`,
          streamType: 'StoreCode',
          expectedVersion: 'no_stream',
          events: [{ type: STORE_CODE_RESERVED, data: { storeCode: code } }],
        });
      await this.es.commit(streams, actor);
      return code;
    });
  }
}
