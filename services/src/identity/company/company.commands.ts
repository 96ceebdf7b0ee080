import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { Patch } from '../../shared/patch';
import { decideCompany, evolveCompany, initialCompany } from './company';
import { CompanyUpdated, streams } from '../identity.events';

/** The company's details to change: not given kept, null cleared (see shared/patch). */
export class UpdateCompanyCommand {
  constructor(
    readonly actor: Actor,
    readonly changes: Patch<CompanyUpdated>,
  ) {}
}

@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, changes }: UpdateCompanyCommand) {
    const { state, version } = await this.es.load(streams.company(actor.companyId), actor.companyId, initialCompany, evolveCompany);
    const events = decideCompany.update(state, changes);
    if (!events.length) return;
    await this.es.commit([{ streamId: streams.company(actor.companyId), streamType: 'Company', expectedVersion: version, events }], actor);
  }
}
