import { applyDecorators, Body } from '@nestjs/common';
import { Action as PermissionAction, LIFECYCLE_STATUS_NAMES, LifecycleStatus } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { Field, text, validate } from '../../shared/validation/schema';

export type CashStep = 'audit' | 'writeBack' | 'remove';
type Done = { docId: string; billNo: string; status: string };

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
  const idOf = (body: unknown) => validate({ [o.idField]: text(o.title).required() }, body)[o.idField] as string;
  const route = (step: CashStep) =>
    applyDecorators(...(o.menuId ? [Permission(o.menuId, STEPS[step][1])] : []), Write(), Action(STEPS[step][0]));

  abstract class CashStepRoutes {
    /** Runs the step on the document; `permission` is what the step asks. */
    abstract step(s: Session, step: CashStep, docId: string, permission: PermissionAction): Promise<Done>;

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
      const r = await this.step(s, step, idOf(body), STEPS[step][1]);
      return { [o.idField]: r.docId, billNo: r.billNo, status: r.status };
    }
  }
  return CashStepRoutes;
}

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
