import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { actorOf, ChangeBusinessSettingsCommand, CurrentSession, IdentityQueries, Permission, Session, Write } from '../identity';
import { ValidationError } from '../shared/errors';
import { Action } from '../shared/http/envelope.interceptor';
import { array, object, text, validate } from '../shared/validation/schema';
import { DocumentContext } from './document-context';
import { documentKinds } from './document-kind';

const MENU = '7004';

/** Multi-level approval set-up (/examine/list): approver levels per document kind, kept in the business settings. */
@Controller('api/Examine')
export class ExamineController {
  constructor(
    private readonly ctx: DocumentContext,
    private readonly commands: CommandBus,
    private readonly identity: IdentityQueries,
  ) {}

  @Action('Detail')
  async detail(@CurrentSession() s: Session) {
    const approvals = (await this.ctx.settings(s.companyId)).approvals;
    return {
      data: documentKinds().map((k) => ({
        kind: k.kind,
        title: k.title,
        levels: (approvals[k.kind] ?? []).map((userIds) => ({ userIds })),
      })),
    };
  }

  @Permission(MENU, 'set')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      {
        kind: text('单据类型')
          .required()
          .oneOf(documentKinds().map((k) => k.kind)),
        levels: array('审批级别', object({ userIds: array('审批人', text('审批人').required()).required() }, ''))
          .required()
          .maxItems(5),
      },
      body,
    );
    for (const userId of input.levels.flatMap((l) => l.userIds))
      if (!(await this.identity.user(s.companyId, userId))) throw new ValidationError('审批人不存在', 'userIds');
    const approvals = { ...(await this.ctx.settings(s.companyId)).approvals, [input.kind]: input.levels.map((l) => l.userIds) };
    await this.commands.execute(new ChangeBusinessSettingsCommand(actorOf(s), { approvals }));
    return this.detail(s);
  }
}
