import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream, EventStore, WrongExpectedVersionError } from '@jxc/infra';
import { KIND_COLUMNS } from './master-data.projection';
import { isCodeKind } from '../../contracts';
import { AutoCodes } from '../code-rule/auto-code';
import { toDb } from '../../shared/decimal';
import { BusinessRuleError, ConflictError, ValidationError } from '../../shared/errors';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { MASTER_EVENTS, MasterKind } from './master-data.events';
import { releaseCode, reserveCode } from './code-reservation';
import { MasterDataQueries } from './master-data.queries';
import { MasterResource } from './master-resource';
import { MASTER_RESOURCES } from './resources';
import { decideRecord, evolveRecord, initialRecord, StatusChange } from './master-record';

export class SaveMasterRecordCommand {
  constructor(
    readonly def: MasterResource,
    readonly actor: Actor,
    readonly input: Record<string, unknown>,
  ) {}
}

export class UpdateMasterRecordCommand {
  constructor(
    readonly def: MasterResource,
    readonly actor: Actor,
    readonly recordId: string,
    readonly changes: Record<string, unknown>,
  ) {}
}

export class ChangeMasterRecordStatusCommand {
  constructor(
    readonly def: MasterResource,
    readonly actor: Actor,
    readonly recordId: string,
    readonly change: StatusChange,
  ) {}
}

const streamOf = (def: MasterResource, id: string) => `${def.kind}-${id}`;

/** The stream creating a record of `def`'s kind with `id` from its stored fields; it must not exist yet. */
const creation = (def: MasterResource, id: string, fields: Record<string, unknown>): AppendToStream => ({
  streamId: streamOf(def, id),
  streamType: def.kind,
  expectedVersion: 'no_stream',
  events: [{ type: MASTER_EVENTS[def.kind].Created, data: { ...fields, [def.idField]: id } }],
});

/** As Save creates a record of a kind without a code (which Save also reserves): a company's default records. */
export const recordCreation = (kind: MasterKind, id: string, fields: Record<string, unknown>) =>
  creation(
    MASTER_RESOURCES.find((r) => r.kind === kind)!,
    id,
    fields,
  );

/** Decimal values leave validation as Decimal objects; events keep them as exact strings. */
const serialise = (def: MasterResource, input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, def.decimals?.includes(k) && v !== null ? toDb(v as string) : v]),
  );

async function commitWithCodes(es: EventSourcing, streams: AppendToStream[], actor: Actor, codeLabel: string) {
  try {
    return await es.commit(streams, actor);
  } catch (e) {
    if (e instanceof WrongExpectedVersionError) {
      if (e.streamId.startsWith('Code-')) throw new ValidationError(`${codeLabel}已存在`, codeLabel);
      throw new ConflictError();
    }
    throw e;
  }
}

@CommandHandler(SaveMasterRecordCommand)
export class SaveMasterRecordHandler implements ICommandHandler<SaveMasterRecordCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly queries: MasterDataQueries,
    private readonly codes: AutoCodes,
  ) {}

  async execute({ def, actor, input }: SaveMasterRecordCommand) {
    await this.queries.checkRefs(def, actor.companyId, input);
    const id = randomUUID();
    const codeField = KIND_COLUMNS[def.kind].code;
    if (codeField && !input[codeField] && isCodeKind(def.kind)) {
      await this.codes.save(def.kind, actor, id, async (code) => [creation(def, id, serialise(def, { ...input, [codeField]: code }))]);
      return id;
    }
    const streams = [creation(def, id, serialise(def, input))];
    const label = codeField ? def.fields[codeField].label : '';
    if (codeField) streams.push(await reserveCode(this.store, def.kind, actor.companyId, String(input[codeField]), id, label));
    await commitWithCodes(this.es, streams, actor, label);
    return id;
  }
}

@CommandHandler(UpdateMasterRecordCommand)
export class UpdateMasterRecordHandler implements ICommandHandler<UpdateMasterRecordCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly queries: MasterDataQueries,
  ) {}

  async execute({ def, actor, recordId, changes }: UpdateMasterRecordCommand) {
    await this.queries.checkRefs(def, actor.companyId, changes);
    const { state, version } = await this.es.load(
      streamOf(def, recordId),
      actor.companyId,
      initialRecord,
      evolveStored(MASTER_EVENTS[def.kind], evolveRecord),
    );
    const events = decideRecord(def.title).update(state, serialise(def, changes));
    if (!events.length) return;
    const streams: AppendToStream[] = [
      {
        streamId: streamOf(def, recordId),
        streamType: def.kind,
        expectedVersion: version,
        events: toStored(MASTER_EVENTS[def.kind], events),
      },
    ];
    const codeField = KIND_COLUMNS[def.kind].code;
    const label = codeField ? def.fields[codeField].label : '';
    const newCode = codeField ? (events[0].data[codeField] as string | undefined) : undefined;
    if (codeField && newCode !== undefined) {
      const oldCode = String(state.data[codeField]);
      if (oldCode.toLowerCase() !== newCode.toLowerCase()) {
        streams.push(
          releaseCode(def.kind, actor.companyId, oldCode, recordId),
          await reserveCode(this.store, def.kind, actor.companyId, newCode, recordId, label),
        );
      }
    }
    await commitWithCodes(this.es, streams, actor, label);
  }
}

@CommandHandler(ChangeMasterRecordStatusCommand)
export class ChangeMasterRecordStatusHandler implements ICommandHandler<ChangeMasterRecordStatusCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: MasterDataQueries,
  ) {}

  async execute({ def, actor, recordId, change }: ChangeMasterRecordStatusCommand) {
    if (change === 'remove' && def.inUse && (await this.queries.inUse(def.inUse.sql, actor.companyId, recordId)))
      throw new BusinessRuleError('IN_USE', def.inUse.message);
    const { state, version } = await this.es.load(
      streamOf(def, recordId),
      actor.companyId,
      initialRecord,
      evolveStored(MASTER_EVENTS[def.kind], evolveRecord),
    );
    const streams: AppendToStream[] = [
      {
        streamId: streamOf(def, recordId),
        streamType: def.kind,
        expectedVersion: version,
        events: toStored(MASTER_EVENTS[def.kind], decideRecord(def.title).status(state, change)),
      },
    ];
    const codeField = KIND_COLUMNS[def.kind].code;
    if (change === 'remove' && codeField) streams.push(releaseCode(def.kind, actor.companyId, String(state.data[codeField]), recordId));
    await commitWithCodes(this.es, streams, actor, '');
  }
}
