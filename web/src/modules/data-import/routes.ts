import type { Screens } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';

/** 数据导入 (设置 › 数据导入). */
export const DATA_IMPORT_SCREENS: Screens = {
  '/dataImport/List': lazyPage(() => import('./DataImportPage'), 'DataImportPage'),
};
