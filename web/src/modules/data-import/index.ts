/** 数据导入: bills and opening balances from Excel, with a preview, progress, a report and undo. */
export { DATA_IMPORT_SCREENS } from './routes';
