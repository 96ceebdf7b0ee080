import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RESET_CONFIRM, type ResetDetail } from '../../contracts';
import { resetStream } from '../../shared/es/company-reset';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { AdminOnly, CurrentSession, Write } from '../auth/decorators';
import { actorOf, Session } from '../auth/session';
import { EVENT_TITLES } from '../identity.events';
import { CompanyQueries } from './company.queries';
import { ResetCompanyCommand } from './system-reset';

/** 系统重置 (/reset/reset): administrator only. */
@Controller('api/SysReset')
export class SysResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
    private readonly company: CompanyQueries,
  ) {}

  /** What a reset would clear and what it keeps, the confirmation to type, and the resets so far. */
  @AdminOnly()
  @Action('Detail')
  async detail(@CurrentSession() s: Session): Promise<ResetDetail> {
    const counts = await this.company.resetCounts(s.companyId);
    return { ...counts, confirmText: RESET_CONFIRM, history: await this.es.history(resetStream(s.companyId), s.companyId, EVENT_TITLES) };
  }

  @AdminOnly()
  @Write()
  @Action('Reset')
  async reset(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      { password: text('登录密码').required().maxWidth(64), confirmText: text('确认文字').required().maxWidth(20) },
      body,
    );
    await this.commands.execute(new ResetCompanyCommand(actorOf(s), input.password, input.confirmText));
    return this.detail(s);
  }
}
