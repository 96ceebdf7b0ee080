import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Write, actorOf, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { array, decimal, Field, int, text, validate } from '../../shared/validation/schema';
import { UpdateMasterRecordCommand } from './master-data.commands';
import { MasterDataQueries } from './master-data.queries';
import { MASTER_RESOURCES } from './resources';

const CUSTOM = MASTER_RESOURCES.find((r) => r.kind === 'Custom')!;

/** The customer list's batch actions (seed §7: share flag, class, owner, label, price grade, overdue days) and the opening receivable. */
@Controller('api/Custom')
export class CustomBatchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: MasterDataQueries,
  ) {}

  @Permission(CUSTOM.menuId, 'edit')
  @Write()
  @Action('BatchUpdateShare')
  share(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.batch(body, s, 'shareFlag', int('共享').required().oneOf([0, 1]));
  }

  @Permission(CUSTOM.menuId, 'edit')
  @Write()
  @Action('BatchUpdateClass')
  cls(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.batch(body, s, 'classId', text('客户分类').required());
  }

  @Permission(CUSTOM.menuId, 'edit')
  @Write()
  @Action('BatchUpdateUser')
  owner(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.batch(body, s, 'ownerUserId', text('归属员工').required());
  }

  @Permission(CUSTOM.menuId, 'edit')
  @Write()
  @Action('BatchUpdateLabel')
  label(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.batch(body, s, 'labels', text('标签').required().maxWidth(200));
  }

  @Permission(CUSTOM.menuId, 'edit')
  @Write()
  @Action('BatchUpdateDegree')
  degree(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.batch(body, s, 'gradeId', text('客户等级').required());
  }

  @Permission(CUSTOM.menuId, 'edit')
  @Write()
  @Action('BatchUpdateOverdueDays')
  overdue(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.batch(body, s, 'overdueDays', int('超期天数').required().min(0).max(3650));
  }

  @Permission(CUSTOM.menuId, 'edit')
  @Write()
  @Action('PeriodInitAmt')
  async initAmount(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate({ customId: text('客户').required(), initAmount: decimal('期初应收').required().places(2) }, body);
    await this.commands.execute(new UpdateMasterRecordCommand(CUSTOM, actorOf(s), input.customId, { initAmount: input.initAmount }));
    return { customId: input.customId };
  }

  /** Sets one field on each chosen customer; each succeeds or fails on its own, once the value it refers to is found the company's. */
  private async batch(body: unknown, s: Session, field: string, rule: Field<unknown>) {
    const input = validate({ customIds: array('客户', text('客户').required()).required().minItems(1).maxItems(500), [field]: rule }, body);
    await this.queries.checkRefs(CUSTOM, s.companyId, { [field]: input[field] });
    const results = [];
    for (const customId of input.customIds as string[]) {
      try {
        await this.commands.execute(new UpdateMasterRecordCommand(CUSTOM, actorOf(s), customId, { [field]: input[field] }));
        results.push({ customId, ok: 1, message: '' });
      } catch (e) {
        results.push({ customId, ok: 0, message: (e as Error).message });
      }
    }
    return { data: results, successCount: results.filter((r) => r.ok).length };
  }
}
