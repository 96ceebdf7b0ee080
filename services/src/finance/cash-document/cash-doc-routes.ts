import { applyDecorators, Body } from '@nestjs/common';
import { Action as PermissionAction, LIFECYCLE_STATUS_NAMES, LifecycleStatus } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { Page, PageQuery, parsePageQuery } from '../../shared/page-query';
import { bool, Field, text, validate } from '../../shared/validation/schema';
import { CashDone, cashDocStream } from './cash-document.commands';

export type CashStep = 'audit' | 'writeBack' | 'remove';

/** The document a request names by the kind's id field (400 naming it by the kind's title when missing). */
const documentId = (o: { idField: string; title: string }, body: unknown) =>
  validate({ [o.idField]: text(o.title).required() }, body)[o.idField] as string;

/** A route asking `permission` on `menuId` when the kind has one menu. */
const guarded = (menuId: string | undefined, permission: PermissionAction, ...decorators: MethodDecorator[]) =>
  applyDecorators(...(menuId ? [Permission(menuId, permission)] : []), ...decorators);

/** Each step's route and the permission it asks. */
const STEPS: Record<CashStep, [route: string, permission: PermissionAction]> = {
  audit: ['Audit', 'audit'],
  writeBack: ['WriteBack', 'back'],
  remove: ['Remove', 'delete'],
};

/**
 * A controller's `Audit`, `WriteBack` and `Remove` of one kind of cash document, by its id field ({ transId } …),
 * each answering the id, the bill number and the status. With `menuId` each route asks its permission on that menu;
 * without it, the controller's `step` checks it on the document's own menu (a kind whose documents' menus differ).
 */
export function cashStepRoutes(o: { idField: string; title: string; menuId?: string }) {
  const route = (step: CashStep) => guarded(o.menuId, STEPS[step][1], Write(), Action(STEPS[step][0]));

  abstract class CashStepRoutes {
    /** Runs the step on the document; `permission` is what the step asks. */
    abstract step(s: Session, step: CashStep, docId: string, permission: PermissionAction): Promise<CashDone>;

    @route('audit')
    audit(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.done(s, 'audit', body);
    }

    @route('writeBack')
    writeBack(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.done(s, 'writeBack', body);
    }

    @route('remove')
    remove(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.done(s, 'remove', body);
    }

    private async done(s: Session, step: CashStep, body: unknown) {
      const r = await this.step(s, step, documentId(o, body), STEPS[step][1]);
      return { [o.idField]: r.docId, billNo: r.billNo, status: r.status };
    }
  }
  return CashStepRoutes;
}

/**
 * A controller's `Detail` and `PageQuery` of one kind of cash document besides its steps (cashStepRoutes). Detail
 * answers the document's row (`found`) with what `shown` adds and its history (`history`: the stored events' titles,
 * from the stream `streamType`-id), `{title}不存在` when not found; PageQuery answers the page `list` finds by the
 * `filters` the body passes. With `menuId` each asks its permission on that menu; without it, `shown` and `list` check
 * it on the document's own menu.
 */
export function cashDocRoutes<R extends object>(o: {
  idField: string;
  title: string;
  menuId?: string;
  streamType: string;
  history: Record<string, string>;
  filters: () => Record<string, Field<unknown>>;
}) {
  abstract class CashDocRoutes extends cashStepRoutes(o) {
    protected abstract readonly es: EventSourcing;

    /** The document as its list shows it; null when not there for the caller. */
    protected abstract found(s: Session, docId: string): Promise<R | null>;

    /** The page of documents the filters find. */
    protected abstract list(s: Session, q: PageQuery, f: Record<string, string | undefined>): Promise<Page<unknown>>;

    /** What the detail answers of a document found besides its history. */
    protected shown(_s: Session, row: R, _docId: string): Promise<object> | object {
      return row;
    }

    @guarded(o.menuId, 'get', Action('Detail'))
    async detail(@Body() body: unknown, @CurrentSession() s: Session) {
      const id = documentId(o, body);
      const row = await this.found(s, id);
      if (!row) throw new NotFoundError(`${o.title}不存在`);
      const shown = await this.shown(s, row, id);
      return { ...shown, history: await this.es.history(cashDocStream(o.streamType, id), s.companyId, o.history) };
    }

    @guarded(o.menuId, 'query', Action('PageQuery'))
    page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const q = parsePageQuery(body ?? {});
      return this.list(s, q, validate(o.filters(), body) as Record<string, string | undefined>);
    }
  }
  return CashDocRoutes;
}

/**
 * A controller's `Save` and `Update` of one kind of cash document besides its other routes (cashDocRoutes), by the
 * fields `save` checks. Save passes them to `saving` (the id when the body names one); Update passes the draft's
 * fields as `kept` (given the changes) with the fields the body names in place of theirs (draftChanges), or
 * `{title}不存在` when there is no such draft. With `menuId` Update asks its permission (edit) on that menu.
 */
export function cashDraftRoutes<R extends object, F = Record<string, unknown>>(
  o: Parameters<typeof cashDocRoutes>[0] & { save: () => Record<string, Field<unknown>> },
) {
  abstract class CashDraftRoutes extends cashDocRoutes<R>(o) {
    /** The draft's fields as saved, given what changes; null when not there for the caller. */
    protected abstract kept(s: Session, docId: string, changes: Record<string, unknown>): Promise<Record<string, unknown> | null>;

    /** Saves the document's fields (and audits it when they ask), answering its id field, bill number and status. */
    protected abstract saving(s: Session, docId: string | undefined, fields: F): Promise<object>;

    @Write()
    @Action('Save')
    save(@Body() body: unknown, @CurrentSession() s: Session) {
      const { [o.idField]: docId, ...fields } = validate({ [o.idField]: text(o.title), ...o.save() }, body) as Record<string, unknown>;
      return this.saving(s, docId as string | undefined, fields as F);
    }

    /** A draft changed: the fields the body names replace the draft's. */
    @guarded(o.menuId, 'edit', Write(), Action('Update'))
    async update(@Body() body: unknown, @CurrentSession() s: Session) {
      const docId = documentId(o, body);
      const changes = draftChanges(o.save(), body);
      const kept = await this.kept(s, docId, changes);
      if (!kept) throw new NotFoundError(`${o.title}不存在`);
      return this.saving(s, docId, { ...kept, ...changes } as F);
    }
  }
  return CashDraftRoutes;
}

/** The fields every money document's save ends with: its remark and whether it is audited at once. */
export const remarkAndAudit = () => ({ remark: text('备注').maxWidth(200), audit: bool('保存并审核') });

/** The statuses a money document's list shows: every one of its lifecycle but removed. */
export const LISTED_STATUSES = (Object.keys(LIFECYCLE_STATUS_NAMES) as LifecycleStatus[]).filter((status) => status !== 'removed');

/** The filters a money document's PageQuery takes besides its own: its status, a keyword and a date range. */
export const listFilters = () => ({
  status: text('状态').oneOf(LISTED_STATUSES),
  keyword: text('关键字').maxWidth(60),
  startDate: text('开始日期').date(),
  endDate: text('结束日期').date(),
});

/**
 * What an Update changes of a draft: each field of `shape` the body names, with its value — an optional one emptied
 * ('' or null) is cleared, a required one may not be (400 naming it); the fields it does not name stay as saved.
 */
export function draftChanges(shape: Record<string, Field<unknown>>, body: unknown): Record<string, unknown> {
  const named = body && typeof body === 'object' ? Object.keys(shape).filter((k) => Object.hasOwn(body, k)) : [];
  return validate(Object.fromEntries(named.map((k) => [k, shape[k]])), body);
}
