import { CLOUD_PRINTER_EVENTS } from './cloud/cloud-printer';
import { PRINT_TEMPLATE_EVENTS } from './templates/print-templates';

/** What printing's events are called in the histories and the 操作日志. */
export const PRINTING_EVENT_TITLES: Record<string, string> = {
  [PRINT_TEMPLATE_EVENTS.Saved]: '修改打印模板',
  [PRINT_TEMPLATE_EVENTS.Reset]: '恢复原始打印模板',
  [PRINT_TEMPLATE_EVENTS.DefaultChosen]: '设为默认打印模板',
  [CLOUD_PRINTER_EVENTS.Registered]: '添加云打印机',
  [CLOUD_PRINTER_EVENTS.Removed]: '删除云打印机',
  [CLOUD_PRINTER_EVENTS.ReceiptSent]: '云打印',
};

/** What printing's streams hold, for the 操作日志's 对象 column. */
export const PRINTING_STREAM_TITLES: Record<string, string> = { PrintTemplates: '打印模板', CloudPrinter: '云打印机' };
