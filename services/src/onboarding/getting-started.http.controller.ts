import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { actorOf, AdminOnly, CurrentSession, Session, Write } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { HideGettingStartedCommand } from './getting-started.commands';
import { GettingStartedQueries } from './getting-started.queries';

/** `/api/GettingStarted/Detail`: which first steps the shop has taken, and whether the checklist is hidden; `/Hide` hides it. */
@Controller('api/GettingStarted')
export class GettingStartedController {
  constructor(
    private readonly queries: GettingStartedQueries,
    private readonly commands: CommandBus,
  ) {}

  @Action('Detail')
  detail(@CurrentSession() s: Session) {
    return this.queries.detail(s.companyId);
  }

  @AdminOnly()
  @Write()
  @Action('Hide')
  async hide(@CurrentSession() s: Session) {
    await this.commands.execute(new HideGettingStartedCommand(actorOf(s)));
    return null;
  }
}
