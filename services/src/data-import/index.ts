/**
 * 数据导入: purchases, sales, returns and partners' opening balances from Excel, each kind described once (kinds.ts)
 * on a shared kit, previewed with the screens' rules, written through their commands and undone by 红冲.
 */
export { DataImportModule } from './data-import.module';
export { dataImportsProjection } from './data-imports.projection';
export { IMPORT_KINDS } from './kinds';
