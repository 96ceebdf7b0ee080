import { CUSTOM_VISIT_EVENTS } from './visit/custom-visit';

/** What marketing's events are called in the histories and the 操作日志. */
export const MARKETING_EVENT_TITLES: Record<string, string> = {
  [CUSTOM_VISIT_EVENTS.Created]: '新增客户拜访',
  [CUSTOM_VISIT_EVENTS.Updated]: '修改客户拜访',
  [CUSTOM_VISIT_EVENTS.Arrived]: '拜访签到',
  [CUSTOM_VISIT_EVENTS.Departed]: '拜访签退',
};

/** What marketing's streams hold, for the 操作日志's 对象 column. */
export const MARKETING_STREAM_TITLES: Record<string, string> = { CustomVisit: '客户拜访' };
