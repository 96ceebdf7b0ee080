import { randomUUID } from 'node:crypto';
import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Write, actorOf, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { readPatch } from '../../shared/patch';
import { text, validate } from '../../shared/validation/schema';
import { ChangeClassTreeCommand, TreeDecision, TreeResource } from './class-tree.commands';
import { ClassTreeQueries } from './class-tree.queries';

/** `/api/{group}/RootQuery|SubNodeQuery|AddNode|UpdateNode|MoveNode|RemoveNode` for one class tree. */
export function classTreeController(def: TreeResource): Type {
  const name = () => text(`${def.title}名称`).required().maxWidth(30);
  const nodeId = () => text(def.title).required();

  @Controller(`api/${def.group}`)
  class ClassTreeController {
    constructor(
      readonly trees: ClassTreeQueries,
      readonly commands: CommandBus,
    ) {}

    @Permission(def.menuId, 'query')
    @Action('RootQuery')
    root(@CurrentSession() s: Session) {
      return this.children(s.companyId, null);
    }

    @Permission(def.menuId, 'query')
    @Action('SubNodeQuery')
    sub(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.children(s.companyId, validate({ parentId: text('上级分类').required() }, body).parentId);
    }

    /** The whole tree at once, as a flat list in display order (parents before children). */
    @Permission(def.menuId, 'query')
    @Action('TreeQuery')
    async tree(@CurrentSession() s: Session) {
      return { data: await this.trees.tree(s.companyId, def.kind) };
    }

    @Permission(def.menuId, 'add')
    @Write()
    @Action('AddNode')
    async add(@Body() body: unknown, @CurrentSession() s: Session) {
      const input = validate({ parentId: text('上级分类'), className: name() }, body);
      const id = randomUUID();
      await this.change(s, (d, st) => d.add(st, id, input.parentId ?? null, input.className));
      return { classId: id };
    }

    /** classId plus the fields to change (the name; MoveNode moves): a name not sent is kept, an empty one refused. */
    @Permission(def.menuId, 'edit')
    @Write()
    @Action('UpdateNode')
    async update(@Body() body: unknown, @CurrentSession() s: Session) {
      const { classId } = validate({ classId: nodeId() }, body);
      const { className } = readPatch({ className: name() }, body);
      await this.change(s, (d, st) => d.rename(st, classId, className ?? undefined));
      return { classId };
    }

    @Permission(def.menuId, 'edit')
    @Write()
    @Action('MoveNode')
    async move(@Body() body: unknown, @CurrentSession() s: Session) {
      const input = validate({ classId: nodeId(), parentId: text('上级分类') }, body);
      await this.change(s, (d, st) => d.move(st, input.classId, input.parentId ?? null));
      return { classId: input.classId };
    }

    @Permission(def.menuId, 'delete')
    @Write()
    @Action('RemoveNode')
    async remove(@Body() body: unknown, @CurrentSession() s: Session) {
      const input = validate({ classId: nodeId() }, body);
      await this.change(s, (d, st) => d.remove(st, input.classId));
      return { classId: input.classId };
    }

    change(s: Session, decision: TreeDecision) {
      return this.commands.execute(new ChangeClassTreeCommand(def, actorOf(s), decision));
    }

    async children(companyId: string, parentId: string | null) {
      return { data: await this.trees.children(companyId, def.kind, parentId) };
    }
  }
  Object.defineProperty(ClassTreeController, 'name', { value: `${def.group}Controller` });
  return ClassTreeController;
}
