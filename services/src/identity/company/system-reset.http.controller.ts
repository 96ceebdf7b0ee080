import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RESET_CONFIRM } from '../../contracts';
import { resetStream } from '../../shared/es/company-reset';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { AdminOnly, CurrentSession, Write } from '../auth/decorators';
import { actorOf, Session } from '../auth/session';
import { EVENT_TITLES } from '../identity.events';
import { ResetCompanyCommand } from './system-reset';

/** 系统重置 (/reset/reset): administrator only. */
@Controller('api/SysReset')
export class SysResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
    private readonly ds: DataSource,
  ) {}

  /** What a reset would clear and what it keeps, the confirmation to type, and the resets so far. */
  @AdminOnly()
  @Action('Detail')
  async detail(@CurrentSession() s: Session) {
    const [counts] = await this.ds.query(
      `select (select count(*) from documents where company_id = $1 and status <> 'removed')::int as "documentCount",
              (select count(*) from products where company_id = $1 and not removed)::int as "productCount",
              (select count(*) from master_records where company_id = $1 and kind in ('Custom', 'Supplier', 'Account') and not removed)::int as "partnerAndAccountCount",
              (select count(*) from users where company_id = $1 and not removed)::int as "userCount",
              (select count(*) from roles where company_id = $1 and not removed)::int as "roleCount"`,
      [s.companyId],
    );
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
