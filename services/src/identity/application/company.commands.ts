import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BusinessRuleError } from '../../shared/errors';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { CompanyUpdated, IdentityEvents as E, streams } from '../domain/identity.events';

export class UpdateCompanyCommand {
  constructor(
    readonly actor: Actor,
    readonly changes: CompanyUpdated,
  ) {}
}

@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, changes }: UpdateCompanyCommand) {
    const { version } = await this.es.load(streams.company(actor.companyId), actor.companyId, null, () => null);
    if (!version) throw new BusinessRuleError('NOT_FOUND', '公司不存在');
    await this.es.commit([{ streamId: streams.company(actor.companyId), streamType: 'Company', expectedVersion: version, events: [{ type: E.CompanyUpdated, data: changes }] }], actor);
  }
}
