import { Body, Controller, Headers, Ip } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StaffView } from '../../contracts';
import { UserRow } from '../identity.entities';
import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { readPatch } from '../../shared/patch';
import { text, validate } from '../../shared/validation/schema';
import { AdminOnly, CurrentSession, Write } from '../auth/decorators';
import { actorOf, Session } from '../auth/session';
import { IdentityQueries } from '../identity.queries';
import {
  BindPhoneCommand,
  ChangeOwnPasswordCommand,
  ChangeUserStatusCommand,
  CreateUserCommand,
  UnbindPhoneCommand,
  UpdateUserCommand,
  UserStatusChange,
} from './user.commands';
import { SmsCodes } from '../sms/sms-codes.service';
import { EVENT_TITLES, streams } from '../identity.events';
import { createUserSchema, passwordField, smsCodeField, updateUserSchema } from '../identity.schemas';

const userIdOf = (body: unknown) => validate({ userId: text('员工').required() }, body).userId;

const view = (u: UserRow): StaffView => ({
  userId: u.userId,
  loginName: u.loginName,
  userName: u.userName,
  phone: u.phone,
  isAdmin: u.isAdmin ? 1 : 0,
  roleId: u.roleId,
  pricePerm: u.pricePerm,
  warehousePerm: u.warehousePerm,
  branchAdmin: u.branchAdmin ? 1 : 0,
  branchId: u.branchId,
  status: u.locked ? 'locked' : 'active',
  createTime: u.createdAt.toISOString(),
});

/** Staff and sub-accounts: administrator only (seed §6). */
@Controller('api/User')
export class UserController {
  constructor(
    private readonly queries: IdentityQueries,
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
    private readonly smsCodes: SmsCodes,
  ) {}

  @AdminOnly()
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, { loginName: 'u.login_name', userName: 'u.user_name', createTime: 'u.created_at' });
    const keyword = validate({ keyword: text('关键字').maxWidth(60) }, body).keyword;
    const { rows, total } = await this.queries.staff(s.companyId, q, keyword);
    return toPage(q, total, rows.map(view));
  }

  @AdminOnly()
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const userId = userIdOf(body);
    const user = await this.queries.user(s.companyId, userId);
    if (!user) throw new NotFoundError('员工不存在');
    return { ...view(user), history: await this.es.history(streams.user(userId), s.companyId, EVENT_TITLES) };
  }

  @AdminOnly()
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(createUserSchema, body);
    const userId = await this.commands.execute(
      new CreateUserCommand(actorOf(s), s.productType, {
        ...input,
        phone: input.phone ?? '',
        roleId: input.roleId ?? null,
        pricePerm: (input.pricePerm ?? '').padEnd(9, '0'),
        warehousePerm: input.warehousePerm ?? '',
        branchAdmin: !!input.branchAdmin,
        branchId: input.branchId ?? null,
      }),
    );
    return { userId };
  }

  /** userId plus the fields to change: a field not sent is kept, an optional one sent empty is cleared (see shared/patch). */
  @AdminOnly()
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const userId = userIdOf(body);
    const changes = readPatch(updateUserSchema, body);
    if (changes.pricePerm) changes.pricePerm = changes.pricePerm.padEnd(9, '0');
    await this.commands.execute(new UpdateUserCommand(actorOf(s), userId, changes));
    return { userId };
  }

  @AdminOnly()
  @Write()
  @Action('Lock')
  lock(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.status(body, s, 'lock');
  }

  @AdminOnly()
  @Write()
  @Action('UnLock')
  unlock(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.status(body, s, 'unlock');
  }

  @AdminOnly()
  @Write()
  @Action('Remove')
  remove(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.status(body, s, 'remove');
  }

  /**
   * 修改密码 of the signed-in user (anyone, on closed books too): the current password and the new one; the user's other
   * sessions end, this one stays.
   */
  @Action('ChangePassword')
  async changePassword(@Body() body: unknown, @Headers('token') token: string, @CurrentSession() s: Session) {
    const { oldPassword, password } = validate(
      { oldPassword: text('当前密码').required().maxWidth(32), password: passwordField('新密码') },
      body,
    );
    await this.commands.execute(new ChangeOwnPasswordCommand(actorOf(s), token, oldPassword, password));
    return null;
  }

  /** The signed-in user's own phone ('' when none is bound), for 绑定手机. */
  @Action('MyPhone')
  async myPhone(@CurrentSession() s: Session) {
    return { phone: (await this.queries.user(s.companyId, s.userId))?.phone ?? '' };
  }

  /** 绑定手机: the signed-in user's own phone, with the code Sms/Send (purpose bind) sent to it; a phone another account has is refused. */
  @Write()
  @Action('BindUserPhone')
  async bindPhone(@Body() body: unknown, @Ip() ip: string, @CurrentSession() s: Session) {
    const { phone, smsCode } = validate({ phone: text('手机号').required().phone(), smsCode: smsCodeField() }, body);
    if ((await this.queries.usersByPhone(phone)).some((u) => u.userId !== s.userId))
      throw new BusinessRuleError('PHONE_TAKEN', '该手机号已被其他账号绑定', { field: 'phone' });
    await this.smsCodes.use(phone, 'bind', smsCode, ip);
    await this.commands.execute(new BindPhoneCommand(actorOf(s), phone));
    return { phone };
  }

  /** 解绑手机 of the signed-in user, with the password or a code sent to the bound phone (Sms/Send, purpose bind). */
  @Write()
  @Action('UnBindUserPhone')
  async unbindPhone(@Body() body: unknown, @Ip() ip: string, @CurrentSession() s: Session) {
    const { password, smsCode } = validate({ password: text('密码').maxWidth(32), smsCode: text('短信验证码').maxWidth(6) }, body);
    if (!password && !smsCode) throw new ValidationError('请输入密码或短信验证码', 'password');
    const phone = (await this.queries.user(s.companyId, s.userId))?.phone;
    if (smsCode && phone) await this.smsCodes.use(phone, 'bind', smsCode, ip);
    await this.commands.execute(new UnbindPhoneCommand(actorOf(s), smsCode ? 'code' : { password: password! }));
    return { phone: '' };
  }

  @AdminOnly()
  @Action('CheckLoginNameIsExist')
  async exists(@Body() body: unknown) {
    const { loginName } = validate({ loginName: text('登录账号').required() }, body);
    return { exist: await this.queries.loginNameRegistered(loginName) };
  }

  @AdminOnly()
  @Action('UserCountRemainder')
  async remainder(@CurrentSession() s: Session) {
    const userCount = this.queries.userLimit(s.productType);
    const used = await this.queries.activeUserCount(s.companyId);
    return { userCount, used, remainder: Math.max(0, userCount - used) };
  }

  /** Names of the company's active staff, for pickers such as a customer's owner: any signed-in user may ask. */
  @Action('Options')
  async options(@CurrentSession() s: Session) {
    return { data: await this.queries.staffOptions(s.companyId) };
  }

  /** The caller's own permission list (an administrator may read anyone's in the company). */
  @Action('Permission')
  async permission(@Body() body: unknown, @CurrentSession() s: Session) {
    const userId = userIdOf(body);
    if (userId !== s.userId && !s.isAdmin) throw new ForbiddenError();
    const user = await this.queries.user(s.companyId, userId);
    if (!user) throw new NotFoundError('员工不存在');
    return { data: await this.queries.permissionsOf(user, s.productType) };
  }

  private async status(body: unknown, s: Session, change: UserStatusChange) {
    const userId = userIdOf(body);
    await this.commands.execute(new ChangeUserStatusCommand(actorOf(s), userId, change));
    return { userId };
  }
}
