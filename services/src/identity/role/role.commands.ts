import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { IdentityQueries } from '../identity.queries';
import { Patch } from '../../shared/patch';
import { RoleSaved, RoleUpdated, streams } from '../identity.events';
import { holderOf } from './holder';
import { decideRole, evolveRole, initialRole } from './role';

export class SaveRoleCommand {
  constructor(
    readonly actor: Actor,
    readonly input: Omit<RoleSaved, 'roleId'>,
  ) {}
}

/** The fields to change: not given kept (see shared/patch). */
export class UpdateRoleCommand {
  constructor(
    readonly actor: Actor,
    readonly roleId: string,
    readonly changes: Patch<RoleUpdated>,
  ) {}
}

export class RemoveRoleCommand {
  constructor(
    readonly actor: Actor,
    readonly roleId: string,
  ) {}
}

@CommandHandler(SaveRoleCommand)
export class SaveRoleHandler implements ICommandHandler<SaveRoleCommand, string> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, input }: SaveRoleCommand) {
    const roleId = randomUUID();
    const events = decideRole.save(await holderOf(this.es, actor), { roleId, ...input });
    await this.es.commit([{ streamId: streams.role(roleId), streamType: 'Role', expectedVersion: 'no_stream', events }], actor);
    return roleId;
  }
}

@CommandHandler(UpdateRoleCommand)
export class UpdateRoleHandler implements ICommandHandler<UpdateRoleCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, roleId, changes }: UpdateRoleCommand) {
    const { state, version } = await this.es.load(streams.role(roleId), actor.companyId, initialRole, evolveRole);
    const events = decideRole.update(state, changes, await holderOf(this.es, actor));
    if (events.length)
      await this.es.commit([{ streamId: streams.role(roleId), streamType: 'Role', expectedVersion: version, events }], actor);
  }
}

@CommandHandler(RemoveRoleCommand)
export class RemoveRoleHandler implements ICommandHandler<RemoveRoleCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly identity: IdentityQueries,
  ) {}

  async execute({ actor, roleId }: RemoveRoleCommand) {
    const { state, version } = await this.es.load(streams.role(roleId), actor.companyId, initialRole, evolveRole);
    const users = await this.identity.roleHolderCount(actor.companyId, roleId);
    await this.es.commit(
      [
        {
          streamId: streams.role(roleId),
          streamType: 'Role',
          expectedVersion: version,
          events: decideRole.remove(state, users, await holderOf(this.es, actor)),
        },
      ],
      actor,
    );
  }
}
