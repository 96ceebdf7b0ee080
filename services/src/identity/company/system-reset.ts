import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import bcrypt from 'bcryptjs';
import { RESET_CONFIRM } from '../../contracts';
import { ValidationError } from '../../shared/errors';
import { resetStream } from '../../shared/es/company-reset';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { IdentityEvents as E } from '../identity.events';
import { IdentityQueries } from '../identity.queries';

/** 系统重置 by the administrator, who re-enters their password and types the confirmation. */
export class ResetCompanyCommand {
  constructor(
    readonly actor: Actor,
    readonly password: string,
    readonly confirmText: string,
  ) {}
}

/**
 * Appends the company's CompanyReset: every read model drops the company's business data there and the decisions
 * after it go by the later events only (shared/es/company-reset.ts); staff, roles and settings stay, and so do the
 * events, for the audit. Answers once the read models show it.
 */
@CommandHandler(ResetCompanyCommand)
export class ResetCompanyHandler implements ICommandHandler<ResetCompanyCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: IdentityQueries,
  ) {}

  async execute({ actor, password, confirmText }: ResetCompanyCommand) {
    if (confirmText !== RESET_CONFIRM) throw new ValidationError(`请输入“${RESET_CONFIRM}”以确认重置`, 'confirmText');
    const user = await this.queries.user(actor.companyId, actor.userId);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new ValidationError('登录密码不正确', 'password');
    await this.es.commit(
      [
        {
          streamId: resetStream(actor.companyId),
          streamType: 'Reset',
          expectedVersion: 'any',
          events: [{ type: E.CompanyReset, data: { companyId: actor.companyId } }],
        },
      ],
      actor,
    );
  }
}
