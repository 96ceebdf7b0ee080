import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ARCHIVE_CONFIRM, type PeriodList, type PeriodMonth } from '../contracts';
import { actorOf, AdminOnly, CurrentSession, Session, Write } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { text, validate } from '../shared/validation/schema';
import { ArchiveBooksCommand, ClosePeriodCommand, ReopenPeriodCommand } from './period.commands';
import { PeriodQueries } from './period.queries';

const monthField = text('月份')
  .required()
  .maxWidth(7)
  .check((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v >= '2000-01', '必须是 yyyy-MM 格式的月份');

/**
 * 结账, 反结账 and 归档账套 (/api/Period): the administrator's; List is the screen's months, Close and Reopen answer the
 * month's state.
 */
@Controller('api/Period')
export class PeriodController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PeriodQueries,
  ) {}

  @Action('List')
  list(@CurrentSession() s: Session): Promise<PeriodList> {
    return this.queries.list(s.companyId);
  }

  @AdminOnly()
  @Write()
  @Action('Close')
  async close(@Body() body: unknown, @CurrentSession() s: Session): Promise<PeriodMonth> {
    const { month } = validate({ month: monthField }, body);
    await this.commands.execute(new ClosePeriodCommand(actorOf(s), month));
    return this.monthOf(s, month);
  }

  @AdminOnly()
  @Write()
  @Action('Reopen')
  async reopen(@Body() body: unknown, @CurrentSession() s: Session): Promise<PeriodMonth> {
    const { month } = validate({ month: monthField }, body);
    await this.commands.execute(new ReopenPeriodCommand(actorOf(s), month));
    return this.monthOf(s, month);
  }

  /** 归档账套, typed to confirm: irreversible here, the books stay readable. */
  @AdminOnly()
  @Write()
  @Action('Archive')
  async archive(@Body() body: unknown, @CurrentSession() s: Session): Promise<PeriodList> {
    validate(
      {
        confirmText: text('确认文字')
          .required()
          .maxWidth(20)
          .check((v) => v === ARCHIVE_CONFIRM, `应为“${ARCHIVE_CONFIRM}”`),
      },
      body,
    );
    await this.commands.execute(new ArchiveBooksCommand(actorOf(s)));
    return this.queries.list(s.companyId);
  }

  private async monthOf(s: Session, month: string): Promise<PeriodMonth> {
    return (await this.queries.list(s.companyId)).months.find((m) => m.month === month)!;
  }
}
