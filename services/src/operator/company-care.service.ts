import { Injectable } from '@nestjs/common';
import { shopDay } from '../contracts';
import { IdentityEvents as E, identityStreams } from '../identity';
import { evolveStored, toStored } from '../shared/es/event-names';
import { EventSourcing } from '../shared/es/event-sourcing';
import { CompanyCareEvent, CompanyCareState, decideCompanyCare, evolveCompanyCare, initialCompanyCare } from './company-care';
import { operatorActor } from './operator.guard';
import { CurrentOperatorInfo } from './operator-sessions.queries';

/** The company's events these decisions read and write, by their own names (identity declares the stored ones). */
const NAMES = {
  Registered: E.CompanyRegistered,
  TrialExtended: E.CompanyTrialExtended,
  EditionChanged: E.CompanyEditionChanged,
  Locked: E.CompanyLocked,
  Unlocked: E.CompanyUnlocked,
};
const evolve = evolveStored<CompanyCareState, Parameters<typeof evolveCompanyCare>[1]>(NAMES, evolveCompanyCare);

/** An operator's action on a company: decided on the company's stream, appended there with the operator as actor. */
@Injectable()
export class CompanyCare {
  constructor(private readonly es: EventSourcing) {}

  async act(op: CurrentOperatorInfo, companyId: string, decide: (s: CompanyCareState) => CompanyCareEvent[]): Promise<void> {
    const streamId = identityStreams.company(companyId);
    const { state, version } = await this.es.load(streamId, companyId, initialCompanyCare, evolve);
    const events = decide(state);
    await this.es.commit(
      [{ streamId, streamType: 'Company', expectedVersion: version, events: toStored(NAMES, events) }],
      operatorActor(op, companyId),
    );
  }

  extendTrial(op: CurrentOperatorInfo, companyId: string, input: { days?: number; endTime?: string; reason: string }) {
    return this.act(op, companyId, (s) => decideCompanyCare.extendTrial(s, input, shopDay()));
  }

  changeEdition(op: CurrentOperatorInfo, companyId: string, input: { productType: number; reason: string }) {
    return this.act(op, companyId, (s) => decideCompanyCare.changeEdition(s, input));
  }

  lock(op: CurrentOperatorInfo, companyId: string, reason: string) {
    return this.act(op, companyId, (s) => decideCompanyCare.lock(s, reason));
  }

  unlock(op: CurrentOperatorInfo, companyId: string, reason: string) {
    return this.act(op, companyId, (s) => decideCompanyCare.unlock(s, reason));
  }
}
