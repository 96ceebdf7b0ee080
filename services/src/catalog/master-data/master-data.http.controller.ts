import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PICKER_ACTIONS } from '../../contracts';
import { actorOf, Session, CurrentSession, Permission, requirePermission, Write } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { readPatch } from '../../shared/patch';
import { bool, text, validate } from '../../shared/validation/schema';
import { ChangeMasterRecordStatusCommand, SaveMasterRecordCommand, UpdateMasterRecordCommand } from './master-data.commands';
import { MasterDataQueries } from './master-data.queries';
import { MASTER_EVENTS } from './master-data.events';
import { KIND_COLUMNS } from './master-data.projection';
import { isCodeKind } from '../../contracts';
import { MasterResource } from './master-resource';
import { StatusChange } from './master-record';

const HISTORY_TITLES = { Created: '新增', Updated: '修改', Enabled: '启用', Disabled: '停用', Removed: '删除' };

/** The Chinese title of each of a kind's stored events, as a record's history (and the 操作日志) shows them. */
export const masterHistoryTitles = (def: Pick<MasterResource, 'kind' | 'title'>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(HISTORY_TITLES).map(([s, t]) => [MASTER_EVENTS[def.kind][s as keyof typeof HISTORY_TITLES], `${t}${def.title}`]),
  );

/** `/api/{group}/PageQuery|Detail|Save|Update|Remove|Enable|Disable` for one kind of master data. */
export function masterDataController(def: MasterResource): Type {
  const idOf = (body: unknown) => validate({ [def.idField]: text(def.title).required() }, body)[def.idField] as string;
  const titles = masterHistoryTitles(def);
  const codeField = KIND_COLUMNS[def.kind].code;
  // A kind with a code rule may leave its code empty on Save: the next one is given (see AutoCodes).
  const saveFields = codeField && isCodeKind(def.kind) ? { ...def.fields, [codeField]: def.fields[codeField].optional() } : def.fields;

  @Controller(`api/${def.group}`)
  class MasterDataController {
    constructor(
      readonly queries: MasterDataQueries,
      readonly commands: CommandBus,
      readonly es: EventSourcing,
    ) {}

    @Permission(def.menuId, 'query')
    @Action('PageQuery')
    page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const q = parsePageQuery(body ?? {}, this.queries.sortable(def));
      const f: Record<string, unknown> = validate(
        {
          keyword: text('关键字').maxWidth(60),
          enabled: bool('状态'),
          ...Object.fromEntries((def.filters ?? []).map((k) => [k, text(def.fields[k].label)])),
        },
        body,
      );
      const fields = Object.fromEntries((def.filters ?? []).filter((k) => f[k] !== undefined).map((k) => [k, String(f[k])]));
      return this.queries.page(def, s.companyId, q, {
        keyword: f.keyword as string | undefined,
        enabled: f.enabled as boolean | undefined,
        fields,
      });
    }

    /** Enabled records by name or code for pickers in other screens (documents, forms): see MasterResource.picker. */
    @Action('Options')
    options(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      if (def.picker?.usedBy) requirePermission(s, [def.menuId, ...def.picker.usedBy], PICKER_ACTIONS);
      const f = validate(
        { keyword: text('关键字').maxWidth(60), ...Object.fromEntries((def.filters ?? []).map((k) => [k, text(def.fields[k].label)])) },
        body,
      ) as Record<string, string | undefined>;
      const fields = Object.fromEntries((def.filters ?? []).filter((k) => f[k] !== undefined).map((k) => [k, f[k]!]));
      return this.queries.options(def, s, parsePageQuery({ pageSize: 50, ...(body ?? {}) }, this.queries.sortable(def)), {
        keyword: f.keyword,
        fields,
      });
    }

    @Permission(def.menuId, 'get')
    @Action('Detail')
    async detail(@Body() body: unknown, @CurrentSession() s: Session) {
      const id = idOf(body);
      const record = await this.queries.detail(def, s.companyId, id);
      return { ...record, history: await this.es.history(`${def.kind}-${id}`, s.companyId, titles) };
    }

    @Permission(def.menuId, 'add')
    @Write()
    @Action('Save')
    async save(@Body() body: unknown, @CurrentSession() s: Session) {
      const input = validate(saveFields, body);
      const id = await this.commands.execute(new SaveMasterRecordCommand(def, actorOf(s), input));
      return { [def.idField]: id };
    }

    /** The id field plus the fields to change: a field not sent is kept, one sent empty is cleared (see readPatch). */
    @Permission(def.menuId, 'edit')
    @Write()
    @Action('Update')
    async update(@Body() body: unknown, @CurrentSession() s: Session) {
      const id = idOf(body);
      await this.commands.execute(new UpdateMasterRecordCommand(def, actorOf(s), id, readPatch(def.fields, body)));
      return { [def.idField]: id };
    }

    @Permission(def.menuId, 'delete')
    @Write()
    @Action('Remove')
    remove(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.status(body, s, 'remove');
    }

    @Permission(def.menuId, 'enable')
    @Write()
    @Action('Enable')
    enable(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.status(body, s, 'enable');
    }

    @Permission(def.menuId, 'disable')
    @Write()
    @Action('Disable')
    disable(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.status(body, s, 'disable');
    }

    async status(body: unknown, s: Session, change: StatusChange) {
      const id = idOf(body);
      await this.commands.execute(new ChangeMasterRecordStatusCommand(def, actorOf(s), id, change));
      return { [def.idField]: id };
    }
  }
  Object.defineProperty(MasterDataController, 'name', { value: `${def.group}Controller` });
  return MasterDataController;
}
