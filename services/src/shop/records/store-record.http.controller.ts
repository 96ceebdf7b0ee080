import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { entriesForEdition, MSG } from '../../contracts';
import { actorOf, CurrentSession, Permission, Session, Write } from '../../identity';
import { ForbiddenError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { readPatch } from '../../shared/patch';
import { bool, text, validate } from '../../shared/validation/schema';
import { storeRecordEvents } from './store-record';
import { StoreRecordCommand, StoreRecordChange } from './store-record.commands';
import type { StoreRecordDef } from './store-record-def';
import { STORE_RECORD_SORTS, StoreRecordQueries } from './store-record.queries';

/** Values as stored: exact decimals as their text, nothing but JSON. */
const plain = (values: object) => JSON.parse(JSON.stringify(values)) as Record<string, unknown>;

/** What each kind's events are called in its history and the 操作日志. */
export const storeRecordTitles = (def: StoreRecordDef): Record<string, string> => {
  const names = storeRecordEvents(def.kind);
  return { [names.Created]: `新增${def.title}`, [names.Updated]: `修改${def.title}`, [names.Removed]: `删除${def.title}` };
};

/** `/api/{group}/PageQuery|Detail|Save|Update|Remove` for one kind of the store's records. */
export function storeRecordController(def: StoreRecordDef): Type {
  const idOf = (body: unknown) => validate({ [def.idField]: text(def.title).required().maxWidth(60) }, body)[def.idField] as string;
  const titles = storeRecordTitles(def);

  @Controller(`api/${def.group}`)
  class StoreRecordController {
    constructor(
      readonly queries: StoreRecordQueries,
      readonly commands: CommandBus,
      readonly es: EventSourcing,
    ) {}

    @Permission(def.menuId, 'query')
    @Action('PageQuery')
    page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const q = parsePageQuery(body ?? {}, STORE_RECORD_SORTS);
      const f = validate({ keyword: text('关键字').maxWidth(60), enabled: bool('状态') }, body);
      return this.queries.page(def, s.companyId, q, f);
    }

    /** The records by name for pickers in other screens (从配方添加 on a sale): any signed-in user whose edition has the kind's screen. */
    @Action('Options')
    options(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      if (!entriesForEdition(s.productType).some((e) => e.id === def.menuId)) throw new ForbiddenError(MSG.noPermission, 'EDITION');
      const q = parsePageQuery({ pageSize: 50, ...(body ?? {}) }, STORE_RECORD_SORTS);
      const f = validate({ keyword: text('关键字').maxWidth(60) }, body);
      return this.queries.page(def, s.companyId, q, { keyword: f.keyword, enabled: true });
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
      return { [def.idField]: await this.run(s, { how: 'create', record: plain(validate(def.fields, body)) }) };
    }

    /** The id field plus the fields to change: a field not sent is kept, one sent empty is cleared (see readPatch). */
    @Permission(def.menuId, 'edit')
    @Write()
    @Action('Update')
    async update(@Body() body: unknown, @CurrentSession() s: Session) {
      return { [def.idField]: await this.run(s, { how: 'update', recordId: idOf(body), patch: plain(readPatch(def.fields, body)) }) };
    }

    @Permission(def.menuId, 'delete')
    @Write()
    @Action('Remove')
    async remove(@Body() body: unknown, @CurrentSession() s: Session) {
      return { [def.idField]: await this.run(s, { how: 'remove', recordId: idOf(body) }) };
    }

    private run(s: Session, change: StoreRecordChange): Promise<string> {
      return this.commands.execute(new StoreRecordCommand(def, actorOf(s), change));
    }
  }
  Object.defineProperty(StoreRecordController, 'name', { value: `${def.group}Controller` });
  return StoreRecordController;
}
