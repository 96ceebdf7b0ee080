import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import bcrypt from 'bcryptjs';
import { NewEvent, WrongExpectedVersionError } from '@jxc/infra';
import { BusinessRuleError, ValidationError } from '../../shared/errors';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { Patch } from '../../shared/patch';
import { SessionService } from '../auth/session.service';
import { streams, UserProfile } from '../identity.events';
import { decideUser, evolveUser, initialUser } from './user';
import { IdentityQueries } from '../identity.queries';
import { reserveLoginName } from '../auth/login-name';
import { holderOf } from '../role/holder';

export class CreateUserCommand {
  constructor(
    readonly actor: Actor,
    readonly productType: number,
    readonly input: UserProfile & { loginName: string; password: string },
  ) {}
}

/** The profile fields to change (not given kept, null cleared: see shared/patch) and a new password. */
export class UpdateUserCommand {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly changes: Patch<UserProfile> & { password?: string | null },
  ) {}
}

/** 修改密码: the signed-in user's own password, given the current one; `token` is the session that stays signed in. */
export class ChangeOwnPasswordCommand {
  constructor(
    readonly actor: Actor,
    readonly token: string,
    readonly oldPassword: string,
    readonly password: string,
  ) {}
}

/** 绑定手机: the signed-in user's own phone, its code already checked. */
export class BindPhoneCommand {
  constructor(
    readonly actor: Actor,
    readonly phone: string,
  ) {}
}

/** 解绑手机: proved by the user's password, or `code` when a code sent to the phone was checked. */
export class UnbindPhoneCommand {
  constructor(
    readonly actor: Actor,
    readonly proof: { password: string } | 'code',
  ) {}
}

export type UserStatusChange = 'lock' | 'unlock' | 'remove';

export class ChangeUserStatusCommand {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly change: UserStatusChange,
  ) {}
}

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: IdentityQueries,
  ) {}

  async execute({ actor, productType, input }: CreateUserCommand) {
    const limit = this.queries.userLimit(productType);
    if ((await this.queries.activeUserCount(actor.companyId)) >= limit)
      throw new BusinessRuleError('USER_LIMIT', `当前版本最多${limit}个员工账号，请升级版本`);
    const role = input.roleId ? await this.queries.role(actor.companyId, input.roleId) : null;
    if (input.roleId && !role) throw new ValidationError('角色不存在', 'roleId');
    if (input.branchId && !(await this.queries.branchExists(actor.companyId, input.branchId)))
      throw new ValidationError('门店不存在', 'branchId');
    const userId = randomUUID();
    const { password, ...profile } = input;
    const events = decideUser.create(
      await holderOf(this.es, actor),
      { ...profile, userId, passwordHash: await bcrypt.hash(password, 10) },
      role?.permissions ?? [],
    );
    try {
      await this.es.commit(
        [
          { streamId: streams.user(userId), streamType: 'User', expectedVersion: 'no_stream', events },
          reserveLoginName(input.loginName, userId),
        ],
        actor,
      );
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) throw new ValidationError('登录账号已存在', 'loginName');
      throw e;
    }
    return userId;
  }
}

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: IdentityQueries,
    private readonly sessions: SessionService,
  ) {}

  async execute({ actor, userId, changes }: UpdateUserCommand) {
    const { password, ...profile } = changes;
    const role = profile.roleId ? await this.queries.role(actor.companyId, profile.roleId) : null;
    if (profile.roleId && !role) throw new ValidationError('角色不存在', 'roleId');
    if (profile.branchId && !(await this.queries.branchExists(actor.companyId, profile.branchId)))
      throw new ValidationError('门店不存在', 'branchId');
    const { state, version } = await this.es.load(streams.user(userId), actor.companyId, initialUser, evolveUser);
    const events: NewEvent[] = decideUser.update(state, profile, await holderOf(this.es, actor), role?.permissions);
    if (password) events.push(...decideUser.changePassword(state, await bcrypt.hash(password, 10)));
    if (!events.length) return;
    await this.es.commit([{ streamId: streams.user(userId), streamType: 'User', expectedVersion: version, events }], actor);
    if (password) await this.sessions.revokeUser(userId);
  }
}

@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly sessions: SessionService,
  ) {}

  async execute({ actor, userId, change }: ChangeUserStatusCommand) {
    const { state, version } = await this.es.load(streams.user(userId), actor.companyId, initialUser, evolveUser);
    const events = decideUser[change](state);
    await this.es.commit([{ streamId: streams.user(userId), streamType: 'User', expectedVersion: version, events }], actor);
    if (change !== 'unlock') await this.sessions.revokeUser(userId);
  }
}

/** The other sessions of the user end with the change: whoever knew the old password is signed out elsewhere. */
@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly sessions: SessionService,
  ) {}

  async execute({ actor, token, oldPassword, password }: ChangeOwnPasswordCommand) {
    const { state, version } = await this.es.load(streams.user(actor.userId), actor.companyId, initialUser, evolveUser);
    const matches = await bcrypt.compare(oldPassword, state.passwordHash);
    const events = decideUser.changeOwnPassword(state, matches, await bcrypt.hash(password, 10));
    await this.es.commit([{ streamId: streams.user(actor.userId), streamType: 'User', expectedVersion: version, events }], actor);
    await this.sessions.revokeOthers(actor.userId, token);
  }
}

@CommandHandler(BindPhoneCommand)
export class BindPhoneHandler implements ICommandHandler<BindPhoneCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, phone }: BindPhoneCommand) {
    const { state, version } = await this.es.load(streams.user(actor.userId), actor.companyId, initialUser, evolveUser);
    const events = decideUser.bindPhone(state, phone);
    await this.es.commit([{ streamId: streams.user(actor.userId), streamType: 'User', expectedVersion: version, events }], actor);
  }
}

@CommandHandler(UnbindPhoneCommand)
export class UnbindPhoneHandler implements ICommandHandler<UnbindPhoneCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, proof }: UnbindPhoneCommand) {
    const { state, version } = await this.es.load(streams.user(actor.userId), actor.companyId, initialUser, evolveUser);
    const proved = proof === 'code' || (await bcrypt.compare(proof.password, state.passwordHash));
    const events = decideUser.unbindPhone(state, proved);
    await this.es.commit([{ streamId: streams.user(actor.userId), streamType: 'User', expectedVersion: version, events }], actor);
  }
}
