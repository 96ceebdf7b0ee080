import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../shared/es/event-sourcing';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import {
  decideStoreRecord,
  evolveStoreRecord,
  noStoreRecord,
  storeRecordEvents,
  StoreRecordData,
  StoreRecordEvent,
  StoreRecordState,
} from './store-record';
import type { StoreRecordDef } from './store-record-def';

export type StoreRecordChange =
  | { how: 'create'; record: StoreRecordData }
  | { how: 'update'; recordId: string; patch: StoreRecordData }
  | { how: 'remove'; recordId: string };

export class StoreRecordCommand {
  constructor(
    readonly def: StoreRecordDef,
    readonly actor: Actor,
    readonly change: StoreRecordChange,
  ) {}
}

/** Loads the record, checks what it refers to, decides and commits; answers the record's id. */
@CommandHandler(StoreRecordCommand)
export class StoreRecordHandler implements ICommandHandler<StoreRecordCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ds: DataSource,
  ) {}

  async execute({ def, actor, change }: StoreRecordCommand): Promise<string> {
    const names = storeRecordEvents(def.kind);
    const recordId = change.how === 'create' ? randomUUID() : change.recordId;
    const streamId = `${def.kind}-${recordId}`;
    const { state, version } = await this.es.load<StoreRecordState>(
      streamId,
      actor.companyId,
      noStoreRecord,
      evolveStored(names, evolveStoreRecord),
    );
    let events: StoreRecordEvent[];
    if (change.how === 'remove') events = decideStoreRecord.remove(state, recordId, def);
    else {
      events =
        change.how === 'create'
          ? decideStoreRecord.create(state, recordId, change.record, def)
          : decideStoreRecord.update(state, recordId, change.patch, def);
      // What it refers to is looked up once the record itself passed its rules.
      for (const e of events) if (e.type !== 'Removed') await def.verify?.(this.ds, actor.companyId, e.data.record, recordId);
    }
    if (events.length)
      await this.es.commit(
        [{ streamId, streamType: def.kind, expectedVersion: version || 'no_stream', events: toStored(names, events) }],
        actor,
      );
    return recordId;
  }
}
