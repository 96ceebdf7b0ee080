import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RoleDetail, RoleView } from '../../contracts';
import { RoleRow } from '../identity.entities';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { readPatch } from '../../shared/patch';
import { text, validate } from '../../shared/validation/schema';
import { CurrentSession, Permission, Write } from '../auth/decorators';
import { actorOf, Session } from '../auth/session';
import { IdentityQueries } from '../identity.queries';
import { RemoveRoleCommand, SaveRoleCommand, UpdateRoleCommand } from './role.commands';
import { EVENT_TITLES, streams } from '../identity.events';
import { roleSchema } from '../identity.schemas';

const ROLE_MENU = '7003';
const roleIdOf = (body: unknown) => validate({ roleId: text('角色').required() }, body).roleId;
const view = (r: RoleRow): RoleView => ({
  roleId: r.roleId,
  roleName: r.roleName,
  permissions: r.permissions,
  createTime: r.createdAt.toISOString(),
});

@Controller('api/Role')
export class RoleController {
  constructor(
    private readonly queries: IdentityQueries,
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
  ) {}

  @Permission(ROLE_MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, { roleName: 'r.role_name', createTime: 'r.created_at' });
    const keyword = validate({ keyword: text('关键字').maxWidth(60) }, body).keyword;
    const { rows, total } = await this.queries.roles(s.companyId, q, keyword);
    return toPage(q, total, rows.map(view));
  }

  @Permission(ROLE_MENU, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session): Promise<RoleDetail> {
    const roleId = roleIdOf(body);
    const role = await this.queries.role(s.companyId, roleId);
    if (!role) throw new NotFoundError('角色不存在');
    return { ...view(role), history: await this.es.history(streams.role(roleId), s.companyId, EVENT_TITLES) };
  }

  @Permission(ROLE_MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(roleSchema, body);
    return { roleId: await this.commands.execute(new SaveRoleCommand(actorOf(s), input)) };
  }

  /** roleId plus the fields to change, read with Save's rules: a field not sent is kept, none may be emptied. */
  @Permission(ROLE_MENU, 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const roleId = roleIdOf(body);
    await this.commands.execute(new UpdateRoleCommand(actorOf(s), roleId, readPatch(roleSchema, body)));
    return { roleId };
  }

  @Permission(ROLE_MENU, 'delete')
  @Write()
  @Action('Remove')
  async remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const roleId = roleIdOf(body);
    await this.commands.execute(new RemoveRoleCommand(actorOf(s), roleId));
    return { roleId };
  }
}
