import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { Patch } from '../../shared/patch';
import type { BusinessSettings } from '../../contracts';
import { decideCompany, evolveCompany, initialCompany } from './company';
import { CompanyUpdated, streams } from '../identity.events';

/** The company's details to change: not given kept, null cleared (see shared/patch). */
export class UpdateCompanyCommand {
  constructor(
    readonly actor: Actor,
    readonly changes: Patch<CompanyUpdated>,
  ) {}
}

/** Business settings to change (those not given are kept). */
export class ChangeBusinessSettingsCommand {
  constructor(
    readonly actor: Actor,
    readonly changes: Partial<BusinessSettings>,
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

@CommandHandler(ChangeBusinessSettingsCommand)
export class ChangeBusinessSettingsHandler implements ICommandHandler<ChangeBusinessSettingsCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, changes }: ChangeBusinessSettingsCommand) {
    const { state } = await this.es.load(streams.company(actor.companyId), actor.companyId, initialCompany, evolveCompany);
    const events = decideCompany.changeSettings(state, changes);
    if (!events.length) return;
    // Settings changes merge: two people saving different settings at once both stand, so no version is expected.
    await this.es.commit(
      [{ streamId: streams.company(actor.companyId), streamType: 'Company', expectedVersion: 'stream_exists', events }],
      actor,
    );
  }
}
