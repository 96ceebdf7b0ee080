import { PAY_ORDER_TITLES } from '../pay/pay-order';
import { PAY_SETTING_EVENTS } from '../pay/pay-setting';
import { STORE_RECORD_DEFS } from './store-record-defs';
import { storeRecordTitles } from './store-record.http.controller';

/** What the ads', quick menu's, formulas' and online payments' events are called in the histories and the 操作日志. */
export const STORE_RECORD_EVENT_TITLES: Record<string, string> = {
  ...Object.assign({}, ...Object.values(STORE_RECORD_DEFS).map(storeRecordTitles)),
  [PAY_SETTING_EVENTS.Saved]: '修改移动支付设置',
  ...PAY_ORDER_TITLES,
};

/** What their streams hold, for the 操作日志's 对象 column. */
export const STORE_RECORD_STREAM_TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.values(STORE_RECORD_DEFS).map((d) => [d.kind, d.title])),
  PaySetting: '移动支付设置',
  PayOrder: '移动支付单',
};
