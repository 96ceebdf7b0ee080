/**
 * The operators' console: accounts of the company running the service (apart from every customer company), their
 * sign-in with a TOTP second factor, their log, and what they do to companies.
 *
 * How another module adds a console call (O2 announcements, O3 prices, …):
 *
 *   import { CurrentOperator, CurrentOperatorInfo, OperatorRoute, operatorActor } from '../operator';
 *   (inside services/src/operator/, import from './operator.guard' and './operator-sessions.queries' instead)
 *
 *   @Controller('api/Console')                 // or any group; several controllers may share a prefix
 *   export class NoticeConsoleController {
 *     @OperatorRoute()                         // on the handler or on the whole controller
 *     @Action('NoticePublish')
 *     publish(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) { … }   // op: { operatorId, operatorName, loginName }
 *   }
 *
 * - OperatorRoute: the call needs a valid `op-token` header (401 TOKEN_INVALID '请先登录运营后台' without one); any
 *   company `token` header, valid or not, is refused first with 403 FORBIDDEN '仅限运营人员'. The company AuthGuard does
 *   not look for a company session on such a route (identity's OperatorOnly metadata). No import of OperatorModule is
 *   needed: it is global. Do not combine it with Public, AdminOnly, Permission or Write (they are company rules).
 * - Every operator action is an event with who and when: commit it with `operatorActor(op, companyId)` as the actor
 *   (`{ companyId, userId: op.operatorId, userName: '<name>（运营）' }`; companyId '' for what belongs to no company; an
 *   action on a company goes on a stream of that company, with its id, so the company's own 操作日志 shows it too).
 *   Put `reason` in the event's data when the action has one: the log shows it.
 * - The console's log (Console/Log) lists the event types of CONSOLE_LOGGED in console-log.ts. A console module exports
 *   its table from one of its files (nothing registers itself by being imported: the architecture test) and adds one
 *   import and one spread line there; a module that imports this one (billing) cannot, and hands its table to
 *   registerConsoleLogged in read-models/plug-ins.ts instead:
 *     export const NOTICE_LOGGED: Record<string, LoggedAction> = {
 *       [NOTICE_EVENTS.Published]: { title: '发布公告', detail: (d) => String(d.title) },   // stored type names
 *     };
 *   `detail` is optional; the reason (`data.reason`) is added by itself.
 * - Companies: Company/PageQuery (operators only) and Console/CompanyDetail, ExtendTrial, ChangeEdition, Lock, Unlock,
 *   DemoCounts (companies.http.controller.ts). The first operator: `npm run operator:create -- <登录账号>` (cli.ts).
 * - Web: a console screen is one entry of CONSOLE_SCREENS in web/src/modules/operator/consoleScreens.ts (see there).
 */
export { OperatorModule } from './operator.module';
export { CurrentOperator, OperatorGuard, OperatorRoute, OPERATOR_TOKEN_HEADER, OPERATORS_ONLY, operatorActor } from './operator.guard';
export type { CurrentOperatorInfo } from './operator-sessions.queries';
export { registerConsoleLogged, type LoggedAction } from './console-log';
export { createOperator } from './operator.service';
export { announcementsProjection } from './announcements/announcements.projection';
export { ANNOUNCEMENT_EVENT_TITLES } from './announcements/announcement';
