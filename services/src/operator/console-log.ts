import { EDITIONS } from '../contracts';
import { IdentityEvents } from '../identity';
import { OPERATOR_EVENTS } from './operator';
import { ANNOUNCEMENT_LOGGED } from './announcements/announcement';

/**
 * The console's log shows the event types listed here: every operator action is an event (who: the operator, by the
 * actor of operatorActor; when: its time), and each module of the console lists which of its events are operator
 * actions with a title (and optionally what to say of their data). The reason an action carries (`data.reason`) is
 * always shown.
 */
export interface LoggedAction {
  title: string;
  detail?: (data: Record<string, unknown>) => string;
}

const OPERATOR_LOGGED: Record<string, LoggedAction> = {
  [OPERATOR_EVENTS.Created]: { title: '创建运营账号' },
  [OPERATOR_EVENTS.SignedIn]: { title: '登录运营后台' },
  [OPERATOR_EVENTS.SignedOut]: { title: '退出运营后台' },
};

const COMPANY_CARE_LOGGED: Record<string, LoggedAction> = {
  [IdentityEvents.CompanyTrialExtended]: { title: '延长试用', detail: (d) => `到期日 ${d.previousEndTime} → ${d.endTime}` },
  [IdentityEvents.CompanyEditionChanged]: {
    title: '更换版本',
    detail: (d) => `版本 ${EDITIONS[Number(d.previousProductType)]} → ${EDITIONS[Number(d.productType)]}`,
  },
  [IdentityEvents.CompanyLocked]: { title: '锁定公司' },
  [IdentityEvents.CompanyUnlocked]: { title: '解锁公司' },
};

/**
 * Every module's operator actions, by stored event type: the console's own tables here (one import, one line); a module
 * that builds on the console (billing) hands its table in through registerConsoleLogged when the app plugs modules in.
 */
const CONSOLE_LOGGED: Record<string, LoggedAction> = {
  ...OPERATOR_LOGGED,
  ...COMPANY_CARE_LOGGED,
  ...ANNOUNCEMENT_LOGGED,
};

export function registerConsoleLogged(table: Record<string, LoggedAction>): void {
  Object.assign(CONSOLE_LOGGED, table);
}

export const loggedTypes = () => Object.keys(CONSOLE_LOGGED);

export function describeLogged(type: string, data: Record<string, unknown>): { action: string; detail: string } {
  const logged = CONSOLE_LOGGED[type];
  const reason = typeof data.reason === 'string' && data.reason ? `原因：${data.reason}` : '';
  return { action: logged?.title ?? type, detail: [logged?.detail?.(data) ?? '', reason].filter(Boolean).join('；') };
}
