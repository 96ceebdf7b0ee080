import { PRODUCT_COMBO_EVENTS } from './combo/product-combo';
import { CUSTOM_VISIT_EVENTS } from './visit/custom-visit';

/** What marketing's events are called in the histories and the 操作日志. */
export const MARKETING_EVENT_TITLES: Record<string, string> = {
  [CUSTOM_VISIT_EVENTS.Created]: '新增客户拜访',
  [CUSTOM_VISIT_EVENTS.Updated]: '修改客户拜访',
  [CUSTOM_VISIT_EVENTS.Arrived]: '拜访签到',
  [CUSTOM_VISIT_EVENTS.Departed]: '拜访签退',
  [PRODUCT_COMBO_EVENTS.Created]: '新增商品套餐',
  [PRODUCT_COMBO_EVENTS.Updated]: '修改商品套餐',
  [PRODUCT_COMBO_EVENTS.Enabled]: '启用商品套餐',
  [PRODUCT_COMBO_EVENTS.Disabled]: '停用商品套餐',
  [PRODUCT_COMBO_EVENTS.Removed]: '删除商品套餐',
};

/** What marketing's streams hold, for the 操作日志's 对象 column. */
export const MARKETING_STREAM_TITLES: Record<string, string> = { CustomVisit: '客户拜访', ProductCombo: '商品套餐' };
