import { randomUUID } from 'node:crypto';
import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Write, actorOf, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { readPatch } from '../../shared/patch';
import { int, text, validate } from '../../shared/validation/schema';
import { decideStoreClasses, StoreClasses } from './store-class';
import type { StoreClassEvent } from './store-class.events';
import { ChangeStoreClassesCommand } from './store-catalog.commands';
import { StoreCatalogQueries } from './store-catalog.queries';

const MENU = '1101';
const FIELDS = { className: text('分类名称').required().maxWidth(30), sort: int('排序').min(0).max(9999) };
const classId = () => text('商城分类').required().maxWidth(60);

/** 商城商品分类 (/shop/category/List): the storefront's categories, in their order. */
@Controller('api/StoreClass')
export class StoreClassController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StoreCatalogQueries,
  ) {}

  /** Every category (a store has a handful), a page of them as every list: each with its products counted. */
  @Permission(MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown> | undefined, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const { keyword } = validate({ keyword: text('关键字').maxWidth(60) }, body);
    const { data } = await this.queries.classes(s.companyId, keyword);
    return toPage(q, data.length, data.slice(q.offset, q.offset + q.pageSize));
  }

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(FIELDS, body);
    const id = randomUUID();
    await this.change(s, (st) => decideStoreClasses.add(st, id, input.className, input.sort ?? st.size + 1));
    return { classId: id };
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const { classId: id } = validate({ classId: classId() }, body);
    const { className, sort } = readPatch(FIELDS, body);
    await this.change(s, (st) => decideStoreClasses.update(st, id, { className: className ?? undefined, sort: sort ?? undefined }));
    return { classId: id };
  }

  @Permission(MENU, 'delete')
  @Write()
  @Action('Remove')
  async remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const { classId: id } = validate({ classId: classId() }, body);
    const count = await this.queries.productCount(s.companyId, id);
    await this.change(s, (st) => decideStoreClasses.remove(st, id, count));
    return { classId: id };
  }

  private change(s: Session, decision: (st: StoreClasses) => StoreClassEvent[]) {
    return this.commands.execute(new ChangeStoreClassesCommand(actorOf(s), decision));
  }
}
